/**
 * The measurements behind docs/decisions/0018-kept-parts.md: the parts we keep instead of a library (the helmet
 * header trick, the precompiled queries, our own sessions and passwords, the tesseract pool), each timed against
 * the library way of doing the same thing, in one process on this machine. Prints a table; `--no-ocr` skips the
 * slow OCR part.
 *
 *   npx tsx bench/kept-parts.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { createScheduler, createWorker, OEM } from 'tesseract.js';
import { createDatabase, migrateToLatest } from '../server/src/db/database';
import { sha256Hex } from '../server/src/lib/ids';
import { computeSecurityHeaders } from '../server/src/http/security';
import { sessionsRepository, validSessionQuery } from '../server/src/repositories/sessions.repository';
import { usersRepository } from '../server/src/repositories/users.repository';
import { withSessionCache } from '../server/src/modules/auth/session-cache';
import { hashPassword, verifyPassword } from '../server/src/modules/auth/password';
import { createTesseractPool } from '../server/src/ocr/tesseract-pool';
import { OcrTimeoutError } from '../server/src/ocr/engine';
import { machineInfo, repoRoot } from './lib/bench-common';

const rows: [string, string, string][] = [];
const report = (part: string, what: string, value: string) => {
  rows.push([part, what, value]);
  console.log(`${part.padEnd(14)} ${what.padEnd(62)} ${value}`);
};

/** Mean time per call of `fn` over `n` calls, after a warm-up. */
async function perCall(n: number, fn: () => unknown): Promise<number> {
  for (let i = 0; i < Math.min(1000, n / 10); i++) await fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - start) / n;
}
const us = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;

/** A stand-in response that records headers, as helmet sees a Node response. */
function stubResponse(): ServerResponse {
  const headers: Record<string, string> = {};
  return {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
}

async function helmetPart() {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  };
  const req = {} as IncomingMessage;
  // @fastify/helmet's way: helmet's middleware built and run for every request.
  const rebuilt = await perCall(20_000, () => helmet(options)(req, stubResponse(), () => undefined));
  // Helmet's own middleware built once, run per request.
  const middleware = helmet(options);
  const once = await perCall(50_000, () => middleware(req, stubResponse(), () => undefined));
  // Ours: the header set computed once at start-up, copied onto each response.
  const headers = computeSecurityHeaders(options);
  const copied = await perCall(200_000, () => {
    const res = stubResponse();
    for (const name in headers) res.setHeader(name, headers[name]!);
  });
  report('helmet', 'middleware rebuilt per request (@fastify/helmet)', us(rebuilt));
  report('helmet', 'middleware built once, run per request', us(once));
  report('helmet', 'ours: headers computed at start-up, copied per request', us(copied));
}

async function databaseParts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslens-kept-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(db);
    const users = usersRepository(db);
    const sessions = sessionsRepository(db);
    const user = await users.create({ email: 'bench@example.com', passwordHash: null, emailVerified: true });
    const token = await sessions.create(user.id, 30, {});
    const hash = sha256Hex(token);

    // The session check as Kysely's builder runs it on every call: build, compile, execute.
    const built = () => validSessionQuery(db, hash, new Date().toISOString()).executeTakeFirst();
    if (!(await built())) throw new Error('the session check found nothing');
    const builder = await perCall(20_000, built);
    const precompiled = await perCall(20_000, () => sessions.findValid(token));
    const builderCompileOnly = await perCall(20_000, () =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll()
        .where('sessions.id', '=', hash)
        .compile(),
    );
    report('precompiled', 'session check through the builder (build + compile + run)', us(builder));
    report('precompiled', 'session check precompiled (run only)', us(precompiled));
    report('precompiled', 'building and compiling a two-table query alone', us(builderCompileOnly));

    // Sessions: our cache in front of the precompiled check, what every signed-in request goes through.
    const cached = withSessionCache(sessions, 2_000);
    const cachedCall = await perCall(200_000, () => cached.findValid(token));
    report('auth', 'session check, cached for 2 s (hit)', us(cachedCall));
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Passwords: node's scrypt at OWASP's minimum, no native module.
  let stored = '';
  const hashMs = (await perCall(5, async () => (stored = await hashPassword('correct horse battery staple')))) / 1e6;
  const verifyMs = (await perCall(5, () => verifyPassword('correct horse battery staple', stored))) / 1e6;
  report('auth', 'password hash, scrypt N=2^15 r=8 p=1 (node:crypto)', `${hashMs.toFixed(1)} ms`);
  report('auth', 'password verify', `${verifyMs.toFixed(1)} ms`);
  const authLines = fs
    .readdirSync(path.join(repoRoot, 'server/src/modules/auth'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .reduce((n, f) => n + fs.readFileSync(path.join(repoRoot, 'server/src/modules/auth', f), 'utf8').split('\n').length, 0);
  report('auth', 'lines in server/src/modules/auth (tests excluded)', String(authLines));
}

async function ocrPart() {
  const langPath = '/usr/share/tesseract-ocr/5/tessdata';
  const corpus = path.resolve(repoRoot, '../shared/corpus/synthetic-dev');
  const images = fs
    .readdirSync(corpus)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .slice(0, 6)
    .map((f) => fs.readFileSync(path.join(corpus, f)));
  const workers = 2;

  // tesseract.js's own scheduler: the same workers and parameters, its FIFO queue.
  const scheduler = createScheduler();
  const made = await Promise.all(
    Array.from({ length: workers }, () =>
      createWorker(['eng', 'rus'], OEM.LSTM_ONLY, { langPath, gzip: false, cacheMethod: 'none' }),
    ),
  );
  for (const w of made) {
    await w.setParameters({ user_defined_dpi: '144' });
    scheduler.addWorker(w);
  }
  await scheduler.addJob('recognize', images[0]!);
  let start = Date.now();
  await Promise.all(images.map((img) => scheduler.addJob('recognize', img, {}, { blocks: true, text: true })));
  const schedulerMs = Date.now() - start;
  await scheduler.terminate();

  const pool = createTesseractPool({ size: workers, langPath });
  await pool.warm();
  await pool.recognize(images[0]!);
  start = Date.now();
  await Promise.all(images.map((img) => pool.recognize(img)));
  const poolMs = Date.now() - start;
  await pool.close();
  report('tesseract', `${images.length} screenshots on ${workers} workers, tesseract.js scheduler`, `${schedulerMs} ms`);
  report('tesseract', `${images.length} screenshots on ${workers} workers, our pool`, `${poolMs} ms`);

  // What the scheduler has no way to do: give up on a recognition that hangs and carry on with a fresh worker.
  const strict = createTesseractPool({ size: 1, langPath, timeoutMs: 50 });
  await strict.warm();
  start = Date.now();
  const timedOut = await strict.recognize(images[0]!).then(
    () => false,
    (err: unknown) => err instanceof OcrTimeoutError,
  );
  const gaveUpMs = Date.now() - start;
  await strict.close();
  report(
    'tesseract',
    'our pool: a recognition over its limit (50 ms) is abandoned after',
    `${gaveUpMs} ms (${timedOut ? 'timeout' : 'no timeout!'})`,
  );
}

console.log(JSON.stringify(machineInfo()));
await helmetPart();
await databaseParts();
if (!process.argv.includes('--no-ocr')) await ocrPart();
console.log('\n| part | measured | value |\n| --- | --- | --- |');
for (const [part, what, value] of rows) console.log(`| ${part} | ${what} | ${value} |`);
