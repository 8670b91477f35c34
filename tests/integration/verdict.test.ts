import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionResult } from '@shared/prediction';
import { DB_KINDS, ORIGIN, startTestApp, type CookieJar, type TestApp } from './support/test-app';
import { authed, signUp, uploadImage } from './support/accounts';

const ADMIN = 'verdict-admin@example.com';
const CYRILLIC = /[а-яё]/i;

/** A one-event odds page drawn by librsvg and read by the real OCR pipeline. */
function oddsPage(date: string, home: string, away: string, odds: [string, string, string]): Promise<Buffer> {
  const cells = odds
    .map(
      (
        o,
        i,
      ) => `<text x="${472 + i * 118}" y="124" font-size="16" text-anchor="middle" fill="#475569">${['1', 'X', '2'][i]}</text>
<text x="${472 + i * 118}" y="160" font-size="26" font-weight="bold" text-anchor="middle" fill="#065f46">${o}</text>`,
    )
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="260" font-family="Arial, Helvetica, sans-serif">
<rect width="800" height="260" fill="#ffffff"/>
<text x="24" y="36" font-size="22" font-weight="bold" fill="#0f172a">BETEXAMPLE</text>
<text x="520" y="36" font-size="16" fill="#475569">Football · Russia Premier League</text>
<text x="44" y="94" font-size="16" fill="#475569">${date} · 19:00</text>
<text x="44" y="136" font-size="22" font-weight="bold" fill="#0f172a">${home} – ${away}</text>
${cells}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.each(DB_KINDS)('the verdict: matches kept apart, one stake, reopenable, rendered when read (%s)', (kind) => {
  let t: TestApp;
  let owner: CookieJar;
  let other: CookieJar;
  let admin: CookieJar;
  let datesResult: PredictionResult;
  let valueResult: PredictionResult;

  async function analyse(jar: CookieJar, images: Buffer[], language: 'en' | 'ru'): Promise<PredictionResult> {
    const paths: string[] = [];
    for (const image of images) paths.push((await uploadImage(t, jar, image)).put.json().objectPath as string);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/predictions/process',
      payload: { imageUrls: paths },
      headers: authed(jar, { 'x-language': language }),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as PredictionResult;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { OCR_WORKERS: '2', ADMIN_EMAILS: ADMIN, FREE_PREDICTION_LIMIT: '10' });
    owner = await signUp(t, `owner-${kind}@example.com`);
    other = await signUp(t, `other-${kind}@example.com`);
    admin = await signUp(t, ADMIN);
    datesResult = await analyse(
      owner,
      await Promise.all([
        oddsPage('Sun 15 Feb 2026', 'Lokomotiv Moscow', 'Rubin Kazan', ['2.78', '3.10', '2.60']),
        oddsPage('Tue 5 May 2026', 'Lokomotiv Moscow', 'Rubin Kazan', ['4.26', '3.60', '1.80']),
      ]),
      'en',
    );
    // Same match, same day, three books; the third prices the home side well above the others.
    valueResult = await analyse(
      owner,
      await Promise.all([
        oddsPage('Sun 15 Feb 2026', 'Lokomotiv Moscow', 'Rubin Kazan', ['2.00', '3.50', '3.80']),
        oddsPage('Sun 15 Feb 2026', 'Lokomotiv Moscow', 'Rubin Kazan', ['1.95', '3.60', '3.90']),
        oddsPage('Sun 15 Feb 2026', 'Lokomotiv Moscow', 'Rubin Kazan', ['2.60', '3.30', '3.40']),
      ]),
      'en',
    );
  }, 120_000);
  afterAll(async () => t?.dispose());

  it('two screenshots of the same teams on different dates are two matches, with no cross-screenshot value', () => {
    const r = datesResult;
    expect(r.extractedData.date).toBe('2026-02-15');
    expect(r.screenshotsAnalyzed).toBe(1);
    expect(r.otherMatches).toHaveLength(1);
    expect(r.otherMatches![0]!.extractedData.date).toBe('2026-05-05');
    expect(r.marketAnalysis!.arbitrage).toBe(false);
    expect(r.marketAnalysis!.bestOdds).toEqual({ home: 2.78, draw: 3.1, away: 2.6 });
    expect(r.otherMatches![0]!.marketAnalysis!.bestOdds).toEqual({ home: 4.26, draw: 3.6, away: 1.8 });
    expect(r.warnings.some((w) => w.startsWith('Screenshots show different matches') && w.includes('the dates differ'))).toBe(
      true,
    );
    expect(r.warnings.some((w) => w.startsWith('Arbitrage'))).toBe(false);
    expect(r.facts!.grid).toEqual([]);
  });

  it('no result carries stakes on overlapping outcomes, and every option carries fairOdds', () => {
    expect(valueResult.screenshotsAnalyzed).toBe(3);
    expect(valueResult.recommendedOption).not.toBe('no-bet');
    expect(valueResult.bettingOptions.filter((o) => o.isValue).length).toBeGreaterThan(1);
    for (const r of [datesResult, datesResult.otherMatches![0]!, valueResult]) {
      const staked = r.bettingOptions.filter((o) => o.suggestedStakePercent > 0);
      expect(staked.length).toBeLessThanOrEqual(1);
      if (staked[0]) expect(staked[0].key).toBe(r.recommendedOption);
      for (const o of r.bettingOptions) {
        expect(o.fairOdds).toBeGreaterThan(1);
        expect(o.fairOdds).toBeCloseTo(100 / o.winProbability, 1);
      }
    }
    expect(valueResult.facts!.grid.map((g) => g.screenshot)).toEqual([0, 1, 2]);
  });

  it('GET /api/predictions/:id: the owner and admins read it, anyone else gets 404', async () => {
    const url = `/api/predictions/${valueResult.id}`;
    const mine = await t.app.inject({ url, headers: authed(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: valueResult.id, recommendedOption: valueResult.recommendedOption });
    const theirs = await t.app.inject({ url, headers: authed(other) });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'NOT_FOUND']);
    const missing = await t.app.inject({ url: '/api/predictions/00000000-0000-0000-0000-000000000000', headers: authed(owner) });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: authed(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { origin: ORIGIN } })).statusCode).toBe(401);
  });

  it('a prediction made in English read with x-language: ru has its recommendation and reasons in Russian', async () => {
    expect(valueResult.language).toBe('en');
    expect(valueResult.mainRecommendation).toMatch(/^Value: /);
    const res = await t.app.inject({ url: `/api/predictions/${valueResult.id}`, headers: authed(owner, { 'x-language': 'ru' }) });
    const ru = res.json() as PredictionResult;
    expect(ru.mainRecommendation).toMatch(/^Есть перевес: /);
    expect(ru.mainRecommendation).toContain('«Локомотив»');
    expect(ru.mainRecommendation).toMatch(/\d,\d{2}/); // decimal comma
    expect([...ru.warnings, ...ru.keyFactors, ...ru.bettingOptions.map((o) => o.reasoning)].every((x) => CYRILLIC.test(x))).toBe(
      true,
    );
    const american = await t.app.inject({
      url: `/api/predictions/${valueResult.id}?odds=american`,
      headers: authed(owner, { 'x-language': 'en' }),
    });
    expect(american.json().mainRecommendation).toContain('+160');
  });

  it('stores a bankroll per user, validated', async () => {
    const url = '/api/user/analysis-settings';
    expect((await t.app.inject({ url, headers: authed(other, { 'x-language': 'ru' }) })).json()).toEqual({
      bankroll: null,
      currency: 'RUB',
    });
    const bad = await t.app.inject({ method: 'PUT', url, payload: { bankroll: -5, currency: 'USD' }, headers: authed(other) });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const ok = await t.app.inject({ method: 'PUT', url, payload: { bankroll: 1000, currency: 'EUR' }, headers: authed(other) });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: authed(other) })).json()).toEqual({ bankroll: 1000, currency: 'EUR' });
    await t.app.inject({ method: 'PUT', url, payload: { bankroll: 250.5, currency: 'USD' }, headers: authed(other) });
    expect((await t.app.inject({ url, headers: authed(other) })).json()).toEqual({ bankroll: 250.5, currency: 'USD' });
    expect((await t.app.inject({ url, headers: authed(owner) })).json().bankroll).toBeNull();
  });
});
