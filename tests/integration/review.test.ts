import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';
import { countingAnalyzer, parseSse, startAppWithWorker, type AppWithWorker } from './support/reading';
import type { ExtractResponse, ReadMatch } from '@shared/reading';

const GRADIENT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g">' +
  '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#999"/></linearGradient></defs>' +
  '<rect width="400" height="300" fill="url(#g)"/></svg>';

/**
 * The review step's server side (issue 11): extract, process with a confirmed match, manual entry, reuse of the
 * reading, incomplete readings uncharged, team suggestions and the share target. Real OCR, real database.
 */

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/synthetic-dev');
const sample = (name: string) => fs.readFileSync(path.join(CORPUS, name));
const EVENT = 'dev-001-desktopEvent.png'; // Valencia - Sevilla, 2.28 / 3.73 / 2.97
const EVENT_RU = 'dev-007-desktopEvent.png';
const STATS_ONLY = 'dev-005-statsOnly.png'; // teams, no prices

describe.each(DB_KINDS)('review before analysis (%s)', (kind) => {
  let t: TestApp;
  let ocr: { calls: number };

  beforeAll(async () => {
    const { analyzer, counter } = countingAnalyzer();
    ocr = counter;
    t = await startTestApp(kind, {}, { overrides: { analyzer } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const upload = async (jar: CookieJar, name: string | Buffer) =>
    (await uploadImage(t, jar, typeof name === 'string' ? sample(name) : name)).put.json().objectPath as string;
  const post = (jar: CookieJar, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: authed(jar, headers) });
  const stats = async (jar: CookieJar) => (await t.app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
  const userId = async (email: string) => (await t.repos.users.findByEmail(email))!.id;

  it('extract answers every match with boxes and sizes, spends nothing, keeps the upload, and refuses foreign uploads', async () => {
    const jar = await signUp(t, `extract-${kind}@example.com`);
    const other = await signUp(t, `extract-other-${kind}@example.com`);
    const objectPath = await upload(jar, EVENT);
    const res = await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExtractResponse;
    expect(body.screenshots).toEqual([{ imageUrl: objectPath, width: 1280, height: 720 }]);
    expect(body.matches.length).toBeGreaterThanOrEqual(1);
    const m = body.matches[0]!;
    expect(m).toMatchObject({ id: 's0-m0', screenshot: 0, teams: ['Valencia', 'Sevilla'], odds: { home: '2.28' } });
    expect(typeof m.boxes).toBe('object');
    expect(m.confidence.odds).toBeGreaterThan(0);
    expect(Array.isArray(body.warnings)).toBe(true);

    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
    // The image stays for the analysis that follows.
    expect((await t.app.inject({ url: objectPath, headers: authed(jar) })).statusCode).toBe(200);

    const foreign = await post(other, '/api/predictions/extract', { imageUrls: [objectPath] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NO_IMAGES']);
    const none = await post(jar, '/api/predictions/extract', { imageUrls: [] });
    expect([none.statusCode, none.json().code]).toEqual([400, 'NO_IMAGES']);
    // A gradient: not flat (a flat image is refused at upload), nothing to read, the same every run.
    const blank = await sharp(Buffer.from(GRADIENT_SVG)).png().toBuffer();
    const unreadable = await post(
      jar,
      '/api/predictions/extract',
      { imageUrls: [await upload(jar, blank)] },
      { 'x-language': 'ru' },
    );
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'UNREADABLE_IMAGE']);
    expect(unreadable.json().message).toMatch(/[а-яё]/i);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: [objectPath] },
    });
    expect(signedOut.statusCode).toBe(401);
  }, 60_000);

  it('reads each upload once: extract, extract again, then process reuse the stored reading', async () => {
    const jar = await signUp(t, `reuse-${kind}@example.com`);
    const objectPath = await upload(jar, EVENT);
    const before = ocr.calls;
    expect((await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).statusCode).toBe(200);
    expect(ocr.calls - before).toBe(1);
    expect((await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).statusCode).toBe(200);
    expect(ocr.calls - before).toBe(1);
    const processed = await post(jar, '/api/predictions/process', { imageUrls: [objectPath] });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, complete: true, source: 'screenshots', userEdits: [] });
    expect(processed.json().extractedData.homeOdds).toBe('2.28');
    expect(ocr.calls - before).toBe(1);
    // The reading went with the upload.
    const row = await t.db.selectFrom('uploads').selectAll().where('id', '=', objectPath.split('/').pop()!).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.reading_json).toBeNull();
  }, 60_000);

  it('extract streams real progress events in order, then the result', async () => {
    const jar = await signUp(t, `sse-${kind}@example.com`);
    const paths = [await upload(jar, EVENT), await upload(jar, EVENT_RU)];
    const res = await post(jar, '/api/predictions/extract', { imageUrls: paths }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'result']);
    expect(events.slice(0, 3).map((e) => e.data)).toEqual([
      { stage: 'reading', done: 0, total: 2 },
      { stage: 'reading', done: 1, total: 2 },
      { stage: 'reading', done: 2, total: 2 },
    ]);
    const result = events[3]!.data as ExtractResponse;
    expect(result.screenshots.map((s) => s.imageUrl)).toEqual(paths);
    expect(new Set(result.matches.map((m) => m.id)).size).toBe(result.matches.length);
    expect(new Set(result.matches.map((m) => m.screenshot))).toEqual(new Set([0, 1]));

    // An error before the stream opens is an ordinary coded answer; one after it is an `error` event.
    const foreign = await post(
      await signUp(t, `sse-other-${kind}@example.com`),
      '/api/predictions/extract',
      { imageUrls: paths },
      { accept: 'text/event-stream' },
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NO_IMAGES']);
    // A gradient: not flat (a flat image is refused at upload), nothing to read, the same every run.
    const blank = await sharp(Buffer.from(GRADIENT_SVG)).png().toBuffer();
    const late = await post(
      jar,
      '/api/predictions/extract',
      { imageUrls: [await upload(jar, blank)] },
      { accept: 'text/event-stream', 'x-language': 'ru' },
    );
    const lateEvents = parseSse(late.body);
    expect(lateEvents.at(-1)).toMatchObject({ event: 'error', data: { code: 'UNREADABLE_IMAGE' } });
    expect((lateEvents.at(-1)!.data as { message: string }).message).toMatch(/[а-яё]/i);

    // process streams too: reading of the screenshot not read yet, then analysing, then the stored result.
    const fresh = await upload(jar, EVENT);
    const processed = await post(
      jar,
      '/api/predictions/process',
      { imageUrls: [paths[0], fresh] },
      { accept: 'text/event-stream' },
    );
    const pe = parseSse(processed.body);
    expect(pe.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'progress', 'result']);
    expect(pe.slice(0, 4).map((e) => e.data)).toEqual([
      { stage: 'reading', done: 1, total: 2 },
      { stage: 'reading', done: 2, total: 2 },
      { stage: 'analysing', done: 0, total: 1 },
      { stage: 'analysing', done: 1, total: 1 },
    ]);
    expect((pe[4]!.data as { id: string; screenshotsAnalyzed: number }).screenshotsAnalyzed).toBe(2);
  }, 60_000);

  it('process with a confirmed match analyses exactly the confirmed values and records what the user changed', async () => {
    const email = `confirm-${kind}@example.com`;
    const jar = await signUp(t, email);
    const objectPath = await upload(jar, EVENT);
    const extracted = (await post(jar, '/api/predictions/extract', { imageUrls: [objectPath] })).json() as ExtractResponse;
    const read = extracted.matches[0] as ReadMatch;
    expect(read.odds.home).toBe('2.28');
    const calls = ocr.calls;
    const res = await post(jar, '/api/predictions/process', {
      imageUrls: [objectPath],
      match: {
        sport: read.sport,
        ...(read.league ? { league: read.league } : {}),
        ...(read.date ? { date: read.date } : {}),
        teams: read.teams,
        odds: { home: '2,50', draw: read.odds.draw, away: read.odds.away },
        oddsFormat: 'decimal',
        fromMatch: read.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.extractedData.homeOdds).toBe('2.50');
    expect(result.extractedData.teams).toEqual(['Valencia', 'Sevilla']);
    expect(result.marketAnalysis.bestOdds.home).toBe(2.5);
    expect(result).toMatchObject({ userEdits: ['odds.home'], charged: true, source: 'screenshots' });
    expect(ocr.calls).toBe(calls);

    const stored = await t.repos.predictions.findById(result.id);
    expect(JSON.parse(stored!.result_json)).toMatchObject({ userEdits: ['odds.home'], extractedData: { homeOdds: '2.50' } });
    const history = (await t.app.inject({ url: '/api/predictions/history', headers: authed(jar) })).json();
    expect(history[0].extractedData.odds.home).toBe('2.50');
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1 });
    expect(await t.repos.predictions.countForUser(await userId(email))).toBe(1);

    // Not extracted before: the screenshot the match names is read once, to know what the user changed.
    const fresh = await upload(jar, EVENT);
    const second = await post(jar, '/api/predictions/process', {
      imageUrls: [fresh],
      match: {
        sport: 'football',
        teams: ['Valencia', 'Real Betis'],
        odds: { home: '2.28', draw: '3.73', away: '2.97' },
        oddsFormat: 'decimal',
        fromMatch: 's0-m0',
      },
    });
    expect(second.statusCode).toBe(200);
    expect(ocr.calls).toBe(calls + 1);
    expect(second.json().userEdits).toContain('teams.away');
    expect(second.json().userEdits).not.toContain('odds.home');
    expect(second.json().extractedData.teams).toEqual(['Valencia', 'Real Betis']);
    const badFrom = await post(jar, '/api/predictions/process', {
      imageUrls: [await upload(jar, EVENT)],
      match: { teams: ['Valencia', 'Sevilla'], odds: { home: '2.28', away: '2.97' }, oddsFormat: 'decimal', fromMatch: 's3-m0' },
    });
    expect([badFrom.statusCode, badFrom.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 2 });
  }, 60_000);

  it('manual entry: no screenshot, the same quota, Idempotency-Key keeps working', async () => {
    const email = `manual-${kind}@example.com`;
    const jar = await signUp(t, email);
    const calls = ocr.calls;
    const match = {
      sport: 'football',
      league: 'Premier League',
      teams: ['Arsenal', 'Chelsea'],
      date: '2026-12-26',
      odds: { home: '2.10', draw: '3.40', away: '3.60' },
      oddsFormat: 'decimal',
    };
    const res = await post(jar, '/api/predictions/process', { match }, { 'idempotency-key': 'manual-entry-0001' });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ source: 'manual', charged: true, complete: true, userEdits: [], screenshotsAnalyzed: 1 });
    expect(result.correctedTeams).toEqual(['Arsenal', 'Chelsea']);
    expect(result.extractedData).toMatchObject({ homeOdds: '2.10', drawOdds: '3.40', awayOdds: '3.60' });
    expect(ocr.calls).toBe(calls);
    const again = await post(jar, '/api/predictions/process', { match }, { 'idempotency-key': 'manual-entry-0001' });
    expect(again.json().id).toBe(result.id);
    expect(await stats(jar)).toMatchObject({ usedPredictions: 1, totalPredictions: 1 });

    // American and fractional prices are taken as such.
    const us = await post(jar, '/api/predictions/process', {
      match: {
        sport: 'basketball',
        teams: ['Boston Celtics', 'Miami Heat'],
        odds: { home: '-150', away: '130' },
        oddsFormat: 'american',
      },
    });
    expect(us.statusCode).toBe(200);
    expect(us.json().marketAnalysis.bestOdds.home).toBeCloseTo(1.667, 2);
    expect(us.json().marketAnalysis.bestOdds.away).toBeCloseTo(2.3, 5);
    const uk = await post(jar, '/api/predictions/process', {
      match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '6/4', draw: '9/4', away: '2/1' }, oddsFormat: 'fractional' },
    });
    expect(uk.statusCode).toBe(200);
    expect(uk.json().marketAnalysis.bestOdds).toMatchObject({ home: 2.5, draw: 3.25, away: 3 });
    expect(await stats(jar)).toMatchObject({ usedPredictions: 3, remainingPredictions: 0 });
    const over = await post(jar, '/api/predictions/process', { match });
    expect([over.statusCode, over.json().code]).toEqual([403, 'QUOTA_EXHAUSTED']);
  }, 60_000);

  it('bad manual input: 400 with its code and a Russian message, nothing spent, nothing stored', async () => {
    const email = `badmanual-${kind}@example.com`;
    const jar = await signUp(t, email);
    const good = {
      sport: 'football',
      teams: ['Arsenal', 'Chelsea'],
      odds: { home: '2.10', draw: '3.40', away: '3.60' },
      oddsFormat: 'decimal',
    };
    const cases: [string, unknown, string][] = [
      ['decimal at 1.0', { ...good, odds: { ...good.odds, home: '1.00' } }, 'INVALID_ODDS'],
      ['decimal below 1', { ...good, odds: { ...good.odds, away: '0.95' } }, 'INVALID_ODDS'],
      ['decimal text', { ...good, odds: { ...good.odds, home: 'abc' } }, 'INVALID_ODDS'],
      ['fractional in decimal', { ...good, odds: { ...good.odds, home: '6/4' } }, 'INVALID_ODDS'],
      ['American under 100', { ...good, oddsFormat: 'american', odds: { home: '+99', away: '-120' } }, 'INVALID_ODDS'],
      ['American -50', { ...good, oddsFormat: 'american', odds: { home: '-50', away: '+120' } }, 'INVALID_ODDS'],
      ['fractional zero', { ...good, oddsFormat: 'fractional', odds: { home: '0/4', away: '2/1' } }, 'INVALID_ODDS'],
      ['fractional over zero', { ...good, oddsFormat: 'fractional', odds: { home: '6/0', away: '2/1' } }, 'INVALID_ODDS'],
      ['a draw in tennis', { ...good, sport: 'tennis', teams: ['Sinner', 'Alcaraz'] }, 'INVALID_ODDS'],
      ['missing away price', { ...good, odds: { home: '2.10' } }, 'INVALID_ODDS'],
      ['same teams', { ...good, teams: ['Arsenal', 'arsenal'] }, 'INVALID_TEAMS'],
      ['one-letter team', { ...good, teams: ['A', 'Chelsea'] }, 'INVALID_TEAMS'],
      ['61-letter team', { ...good, teams: ['x'.repeat(61), 'Chelsea'] }, 'INVALID_TEAMS'],
      ['one team', { ...good, teams: ['Arsenal'] }, 'INVALID_TEAMS'],
      ['30 February', { ...good, date: '2026-02-30' }, 'INVALID_DATE'],
      ['a date in words', { ...good, date: 'tomorrow' }, 'INVALID_DATE'],
      ['an unknown field', { ...good, stake: 10 }, 'VALIDATION_FAILED'],
      ['an unknown odds format', { ...good, oddsFormat: 'hongkong' }, 'INVALID_ODDS'],
      ['not an object', 'Arsenal v Chelsea 2.10', 'VALIDATION_FAILED'],
    ];
    for (const [name, match, code] of cases) {
      const res = await post(jar, '/api/predictions/process', { match }, { 'x-language': 'ru' });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 400, code]);
      expect(res.json().message).toMatch(/[а-яё]/i);
      expect(res.json().issues[0].path).toMatch(/^match/);
    }
    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
    expect(await t.repos.predictions.countForUser(await userId(email))).toBe(0);
  }, 60_000);

  it('an analysis without a usable market (no prices read) is stored but spends no free prediction', async () => {
    const email = `incomplete-${kind}@example.com`;
    const jar = await signUp(t, email);
    const res = await post(jar, '/api/predictions/process', { imageUrls: [await upload(jar, STATS_ONLY)] });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ charged: false, complete: false });
    expect(result.extractedData.homeOdds).toBeNull();
    expect(await stats(jar)).toMatchObject({ usedPredictions: 0, remainingPredictions: 3, totalPredictions: 1 });
    expect((await t.repos.predictions.findById(result.id))?.charged_free).toBe(0);
  }, 60_000);

  it('suggests team names from the gazetteer, in Cyrillic for Russian where known', async () => {
    const jar = await signUp(t, `suggest-${kind}@example.com`);
    const get = (q: string, lang?: string) =>
      t.app.inject({ url: `/api/teams/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`, headers: authed(jar) });
    const en = (await get('arsen', 'en')).json();
    expect(en.teams[0]).toEqual({ name: 'Arsenal', canonical: 'Arsenal' });
    expect(en.teams.length).toBeLessThanOrEqual(8);
    const ru = (await get('арсен', 'ru')).json();
    expect(ru.teams.some((s: { name: string; canonical: string }) => s.canonical === 'Arsenal' && /[а-я]/i.test(s.name))).toBe(
      true,
    );
    const ruByLatin = (await get('ajax', 'ru')).json();
    expect(ruByLatin.teams[0]).toEqual({ name: 'Аякс', canonical: 'Ajax' });
    expect((await get('united', 'en')).json().teams).toHaveLength(8);
    for (const q of ['a', 'x'.repeat(41)]) {
      const bad = await get(q);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await t.app.inject({ url: '/api/teams/suggest?q=ars' })).statusCode).toBe(401);
  });

  describe('share target', () => {
    async function multipart(files: { name: string; data: Buffer; type: string }[], field = 'screenshots') {
      const form = new FormData();
      form.append('title', 'shared');
      for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const req = new Request('http://x/', { method: 'POST', body: form });
      return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
    }
    const share = async (
      jar: CookieJar | null,
      files: { name: string; data: Buffer; type: string }[],
      headers: Record<string, string> = {},
    ) => {
      const body = await multipart(files);
      return t.app.inject({
        method: 'POST',
        url: '/share-target',
        payload: body.payload,
        headers: { ...(jar ? { cookie: jar.header() } : {}), 'content-type': body.contentType, ...headers },
      });
    };
    const png = (name: string) => ({ name, data: sample(EVENT), type: 'image/png' });

    it('stores shared screenshots as the user’s uploads and lands on the review screen', async () => {
      const email = `share-${kind}@example.com`;
      const jar = await signUp(t, email);
      const res = await share(jar, [png('a.png'), png('b.png')], { 'sec-fetch-site': 'none', origin: 'null' });
      expect(res.statusCode).toBe(303);
      const location = new URL(res.headers.location as string, ORIGIN);
      expect(location.pathname).toBe('/review');
      const images = location.searchParams.get('images')!.split(',');
      expect(images).toHaveLength(2);
      const owner = await userId(email);
      for (const image of images) {
        expect(image).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
        const row = await t.repos.uploads.findLive(image.split('/').pop()!);
        expect(row?.owner_id).toBe(owner);
        expect((await t.app.inject({ url: image, headers: authed(jar) })).statusCode).toBe(200);
      }
      // Nothing was analysed or charged.
      expect(await stats(jar)).toMatchObject({ usedPredictions: 0, totalPredictions: 0 });
      // The review screen can extract them straight away.
      expect((await post(jar, '/api/predictions/extract', { imageUrls: images })).statusCode).toBe(200);
    }, 60_000);

    it('takes phone-sized screenshots (megabytes, above the JSON body limit) and refuses one over 10 MB', async () => {
      const jar = await signUp(t, `share-big-${kind}@example.com`);
      const noise = (w: number, h: number) =>
        sharp({
          create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
        })
          .png({ compressionLevel: 0 })
          .toBuffer();
      const phone = await noise(1080, 1000);
      expect(phone.length).toBeGreaterThan(2_000_000);
      const ok = await share(jar, [{ name: 'phone.png', data: phone, type: 'image/png' }]);
      expect([ok.statusCode, ok.headers.location]).toEqual([303, expect.stringMatching(/^\/review\?images=/)]);
      const huge = await noise(2000, 1900);
      expect(huge.length).toBeGreaterThan(10 * 1024 * 1024);
      const tooBig = await share(jar, [{ name: 'huge.png', data: huge, type: 'image/png' }]);
      expect([tooBig.statusCode, tooBig.headers.location]).toEqual([303, '/?share_error=IMAGE_TOO_LARGE']);
    }, 60_000);

    it('sends a signed-out visitor to sign in, and bad files back home with a code, storing nothing', async () => {
      const signedOut = await share(null, [png('a.png')]);
      expect([signedOut.statusCode, signedOut.headers.location]).toEqual([303, '/signin?next=/']);

      const email = `share-bad-${kind}@example.com`;
      const jar = await signUp(t, email);
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('uploads')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('owner_id', '=', await userId(email))
              .executeTakeFirst()
          )?.n,
        );
      const text = await share(jar, [
        png('a.png'),
        { name: 'notes.png', data: Buffer.from('not an image at all'), type: 'image/png' },
      ]);
      expect([text.statusCode, text.headers.location]).toEqual([303, '/?share_error=UNSUPPORTED_IMAGE']);
      const six = await share(
        jar,
        Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
      );
      expect([six.statusCode, six.headers.location]).toEqual([303, '/?share_error=TOO_MANY_FILES']);
      const empty = await share(jar, []);
      expect([empty.statusCode, empty.headers.location]).toEqual([303, '/?share_error=NO_IMAGES']);
      expect(await count()).toBe(0);

      // Another site cannot post into it.
      const cross = await share(jar, [png('a.png')], { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect([cross.statusCode, cross.json().code]).toEqual([403, 'CSRF_REJECTED']);
      const foreignOrigin = await share(jar, [png('a.png')], { origin: 'https://evil.example' });
      expect(foreignOrigin.statusCode).toBe(403);
      expect(await count()).toBe(0);
    }, 60_000);
  });
});

describe('per-user extract limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { OCR_WORKERS: '1', EXTRACT_MAX_IN_FLIGHT: '2', EXTRACT_PER_MINUTE: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('refuses a third extract in flight and the sixth in a minute with 429 READING_LIMITED, per user', async () => {
    const jar = await signUp(t, 'limits@example.com');
    const paths = await Promise.all(
      [EVENT, EVENT_RU, 'dev-013-desktopEvent.png'].map(
        async (n) => (await uploadImage(t, jar, sample(n))).put.json().objectPath as string,
      ),
    );
    const extract = (p: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/predictions/extract', payload: { imageUrls: [p] }, headers: authed(jar, extra) });
    const parallel = await Promise.all(paths.map((p) => extract(p)));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    expect(parallel.find((r) => r.statusCode === 429)!.json().code).toBe('READING_LIMITED');
    // Three more fit in the minute (readings are reused, so these are quick), the sixth does not.
    for (let i = 0; i < 3; i++) expect((await extract(paths[0]!)).statusCode).toBe(200);
    const sixth = await extract(paths[0]!, { 'x-language': 'ru' });
    expect([sixth.statusCode, sixth.json().code]).toEqual([429, 'READING_LIMITED']);
    expect(sixth.json().message).toMatch(/[а-яё]/i);
    // Another user is not affected.
    const other = await signUp(t, 'limits-other@example.com');
    const theirs = (await uploadImage(t, other, sample(EVENT))).put.json().objectPath as string;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: [theirs] },
      headers: authed(other),
    });
    expect(ok.statusCode).toBe(200);
  }, 60_000);
});

/** The same calls through BullMQ (REDIS_URL set): the work runs in a worker, progress comes back as job progress. */
describe.skipIf(!process.env['TEST_REDIS_URL'])('review through the BullMQ queue', () => {
  let t: TestApp;
  let queued: AppWithWorker;
  beforeAll(async () => {
    queued = await startAppWithWorker('review');
    t = queued.t;
  }, 60_000);
  afterAll(() => queued?.dispose());

  it('streams extract progress from the worker, and process reuses the reading', async () => {
    const jar = await signUp(t, 'bullmq@example.com');
    const paths = await Promise.all(
      [EVENT, EVENT_RU].map(async (n) => (await uploadImage(t, jar, sample(n))).put.json().objectPath as string),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/extract',
      payload: { imageUrls: paths },
      headers: authed(jar, { accept: 'text/event-stream' }),
    });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'result']);
    expect(events.slice(0, 3).map((e) => (e.data as { done: number }).done)).toEqual([0, 1, 2]);
    expect((events[3]!.data as ExtractResponse).matches.length).toBeGreaterThanOrEqual(2);
    expect(queued.ocr.calls).toBe(2);

    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: [paths[0]] },
      headers: authed(jar),
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ charged: true, complete: true });
    expect(queued.ocr.calls).toBe(2);
  }, 60_000);
});
