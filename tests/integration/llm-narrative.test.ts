import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import { freePort } from './support/free-port';

const SAMPLE = path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev/dev-001-desktopEvent.png');

/** A local OpenAI-compatible server: answers with whatever the test sets, and records what it was asked. */
function fakeLlm() {
  let reply = '';
  const requests: { auth: string | undefined; body: { model: string; messages: { content: string }[] } }[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      requests.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply } }] }));
    });
  });
  return { server, requests, setReply: (text: string) => (reply = text) };
}

describe('optional LLM narrative on a real analysis', () => {
  const llm = fakeLlm();
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => llm.server.listen(port, '127.0.0.1', resolve));
    t = await startTestApp('sqlite', {
      LLM_API_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'test-model',
      RETAIN_UPLOADS: 'true',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
    await new Promise((resolve) => llm.server.close(resolve));
  });

  it('adds the summary when it only repeats computed numbers, and drops it when it invents one', async () => {
    const jar = await signUp(t, 'narrative@example.com');
    const objectPath = (await uploadImage(t, jar, fs.readFileSync(SAMPLE))).put.json().objectPath;
    const analyse = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/predictions/process',
        payload: { imageUrls: [objectPath] },
        headers: authed(jar),
      });

    llm.setReply('Valencia at 2.28 is close to the fair price; the margin removes any edge.');
    const good = await analyse();
    expect(good.statusCode).toBe(200);
    expect(good.json().narrative).toEqual({
      text: 'Valencia at 2.28 is close to the fair price; the margin removes any edge.',
      model: 'test-model',
    });
    expect(llm.requests[0]!.auth).toBe('Bearer sk-test');
    expect(llm.requests[0]!.body.messages[1]!.content).toContain('"odds":"2.28"');

    llm.setReply('Valencia won 9 of their last 10 home games.');
    const invented = await analyse();
    expect(invented.statusCode).toBe(200);
    expect(invented.json().narrative).toBeNull();
    expect(invented.json().mainRecommendation).toBe(good.json().mainRecommendation);
  });
});
