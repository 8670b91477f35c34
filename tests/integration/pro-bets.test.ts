import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestApp, type TestApp } from './support/test-app';
import { proCalls } from './support/pro';
import { storedPredictionRow } from '../../server/src/modules/predictions/fixtures.test-helpers';
import type { BetInput, UserAnalytics } from '@shared/pro';

/**
 * Issue 14, "Pro that is worth paying for": recorded bets and analytics, and the CSV export.
 */
describe.each(DB_KINDS)('Pro features (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: `pro-admin-${kind}@example.com`, API_KEY_RATE_LIMIT: '5' });
  }, 60_000);
  afterAll(async () => t?.dispose());

  const { account, prediction, req } = proCalls(() => t, kind);

  describe('recorded bets and analytics', () => {
    it('records, replaces and clears a bet; its closing-line value is taken / closing − 1', async () => {
      const { jar, id } = await account(false);
      const p = await prediction(id);
      const bet: BetInput = { selection: 'home', stake: 10, currency: 'USD', odds: 2.1, result: 'pending', closingOdds: 2 };
      const put = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, bet);
      expect(put.statusCode).toBe(200);
      const view = put.json().bet;
      expect(view).toMatchObject({ selection: 'home', stake: 10, currency: 'USD', odds: 2.1, closingOdds: 2, settledAt: null });
      expect(view.clv).toBeCloseTo(0.05, 10);
      const option = (
        JSON.parse(p.result_json) as { bettingOptions: { key: string; winProbability: number }[] }
      ).bettingOptions.find((o) => o.key === 'home')!;
      expect(view.probability).toBeCloseTo(option.winProbability / 100, 10);

      const won = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...bet, result: 'won', closingOdds: null });
      expect(won.json().bet).toMatchObject({ result: 'won', clv: null });
      expect(won.json().bet.settledAt).not.toBeNull();
      expect((await req(jar, 'GET', `/api/predictions/${p.id}/bet`)).json().bet.result).toBe('won');

      expect((await req(jar, 'DELETE', `/api/predictions/${p.id}/bet`)).statusCode).toBe(204);
      expect((await req(jar, 'GET', `/api/predictions/${p.id}/bet`)).json()).toEqual({ bet: null });
    });

    it("refuses a selection the analysis did not price, bad numbers, and another user's prediction", async () => {
      const { jar, id } = await account(false);
      const p = await prediction(id);
      const base = { selection: 'home', stake: 10, odds: 2.1, result: 'won' };
      const bad = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...base, selection: 'X9' }, { 'x-language': 'ru' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_SELECTION', message: expect.stringMatching(/вариант/) });
      for (const wrong of [{ stake: 0 }, { odds: 1 }, { result: 'maybe' }, { currency: 'usd' }, { closingOdds: 0.5 }]) {
        const res = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, { ...base, ...wrong });
        expect(res.json().code, JSON.stringify(wrong)).toBe('VALIDATION_FAILED');
      }
      const other = await account(false);
      const theirs = await req(other.jar, 'PUT', `/api/predictions/${p.id}/bet`, base);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
    });

    it('keeps analytics to Pro users', async () => {
      const { jar } = await account(false);
      const res = await req(jar, 'GET', '/api/user/analytics');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRO_REQUIRED');
    });

    it('says "not enough data" (no figures) below five decided bets, then computes them from the recorded bets', async () => {
      const { jar, id } = await account(true);
      const record = async (b: Partial<BetInput> & { result: BetInput['result'] }, variant: number) => {
        const p = await prediction(id, variant);
        const bet = { selection: 'home', stake: 10, currency: 'EUR', odds: 2, ...b };
        const res = await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, bet);
        expect(res.statusCode).toBe(200);
        return res.json().bet as { probability: number };
      };
      const first = await record({ result: 'won', closingOdds: 1.9 }, 0);
      await record({ result: 'lost', closingOdds: 2.1 }, 1);
      await record({ result: 'won', closingOdds: 1.8 }, 2);
      await record({ result: 'void' }, 3);
      await record({ result: 'pending' }, 4);
      let a = (await req(jar, 'GET', '/api/user/analytics')).json() as UserAnalytics;
      expect(a).toMatchObject({ minimum: 5, settled: 3, pending: 1, void: 1 });
      expect(a.returns[0]).toMatchObject({ currency: 'EUR', bets: 3, roi: null, hitRate: null, series: [] });
      expect(a.calibration).toMatchObject({ count: 3, brier: null, buckets: [] });
      expect(a.clv).toMatchObject({ count: 3, average: null });

      await record({ result: 'lost', odds: 3, stake: 20, closingOdds: 2.5 }, 5);
      await record({ result: 'won', odds: 1.5, closingOdds: 1.5 }, 6);
      a = (await req(jar, 'GET', '/api/user/analytics')).json() as UserAnalytics;
      // Staked 10+10+10+20+10 = 60 on decided bets; profit +10 −10 +10 −20 +5 = −5.
      expect(a.settled).toBe(5);
      const eur = a.returns[0]!;
      expect(eur).toMatchObject({ currency: 'EUR', bets: 5, staked: 60, profit: -5 });
      expect(eur.roi).toBeCloseTo(-5 / 60, 10);
      expect(eur.hitRate).toBeCloseTo(3 / 5, 10);
      expect(eur.series).toHaveLength(5);
      expect(eur.series[4]!.roi).toBeCloseTo(-5 / 60, 10);
      // Every bet here is on "home" of nearly the same match, so probabilities are close to one value.
      expect(a.calibration.count).toBe(5);
      expect(a.calibration.brier).toBeGreaterThan(0);
      expect(a.calibration.buckets.reduce((s, b) => s + b.count, 0)).toBe(5);
      expect(first.probability).toBeGreaterThan(0);
      // CLV: 2/1.9−1, 2/2.1−1, 2/1.8−1, 3/2.5−1, 0 over five bets with a closing price.
      const clvs = [2 / 1.9 - 1, 2 / 2.1 - 1, 2 / 1.8 - 1, 3 / 2.5 - 1, 0];
      expect(a.clv.count).toBe(5);
      expect(a.clv.average).toBeCloseTo(clvs.reduce((s, v) => s + v, 0) / 5, 10);
      expect(a.clv.beatRate).toBeCloseTo(3 / 5, 10);
    });
  });

  describe('CSV export', () => {
    it('refuses a free user', async () => {
      const { jar, id } = await account(false);
      await prediction(id);
      const res = await req(jar, 'GET', '/api/predictions/export.csv');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRO_REQUIRED');
    });

    it('exports history with bets: BOM, CRLF, English commas and dots; Russian semicolons and decimal commas', async () => {
      const { jar, id } = await account(true);
      const p = await prediction(id, 3);
      await req(jar, 'PUT', `/api/predictions/${p.id}/bet`, {
        selection: 'home',
        stake: 12.5,
        odds: 1.83,
        result: 'won',
        closingOdds: 1.75,
      });
      const en = await req(jar, 'GET', '/api/predictions/export.csv');
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(en.headers['content-disposition']).toMatch(/^attachment; filename="oddslens-history-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = en.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]!.split(',')[0]).toBe('Analysed at');
      const cells = lines[1]!.split(',');
      expect(cells).toContain('Arsenal');
      expect(cells).toContain('1.83');
      expect(cells).toContain('12.5');
      expect(cells).toContain('won');
      expect(cells.at(-1)).toBe(String(Number(((1.83 / 1.75 - 1) * 100).toFixed(4))));

      const ru = await req(jar, 'GET', '/api/predictions/export.csv?lang=ru');
      const ruLines = ru.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(ruLines[0]!.split(';')[0]).toBe('Дата анализа');
      const ruCells = ruLines[1]!.split(';');
      expect(ruCells).toContain('1,83');
      expect(ruCells).toContain('12,5');
      expect(ruCells).toContain('выигрыш');
    });

    it('guards text cells that a spreadsheet would run as formulas', async () => {
      const { jar, id } = await account(true);
      const row = storedPredictionRow(id);
      const result = JSON.parse(row.result_json);
      result.correctedTeams = null;
      result.extractedData.teams = ['=HYPERLINK("http://evil.example","x")', '@SUM(A1)'];
      result.league = '+cmd';
      row.result_json = JSON.stringify(result);
      await t.repos.predictions.insert(row);
      const res = await req(jar, 'GET', '/api/predictions/export.csv');
      const body = res.body;
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(body).toContain(`'@SUM(A1)`);
      expect(body).toContain(`'+cmd`);
      expect(body).not.toMatch(/[,;]=HYPERLINK/);
    });
  });
});
