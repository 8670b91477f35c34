import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The How It Works and Pro copy quote the backtest's reference-source figures (issue 49): every number in the text
 * must be the number `npm run backtest` computed (bench/results/backtest.json). Rerunning the backtest with other
 * results fails this test until the copy is brought up to date, in both languages.
 */

const root = path.resolve(import.meta.dirname, '../..');
const json = (p: string) => JSON.parse(readFileSync(path.join(root, p), 'utf8')) as Record<string, unknown>;
interface Rule {
  source: string;
  priceKind: string;
  threshold: number;
  matches: number;
  bets: number;
  roi: { mean: number; low: number; high: number };
  clv: { mean: number; low: number; high: number };
}
const rules = (json('bench/results/backtest.json').referenceRules as { rules: Rule[] }).rules;
const rule = (source: string, priceKind: string) =>
  rules.find((r) => r.source === source && r.priceKind === priceKind && r.threshold === 0.02)!;
const space = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

function formats(lang: 'en' | 'ru') {
  const locale = lang === 'en' ? 'en-GB' : 'ru-RU';
  const int = (n: number) => space(new Intl.NumberFormat(locale).format(n));
  const pct = (x: number) => {
    if (Math.abs(x) < 0.0005) return lang === 'en' ? '0.0%' : '0,0 %';
    const v = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(x) * 100);
    return `${x > 0 ? '+' : '−'}${v}${lang === 'en' ? '%' : ' %'}`;
  };
  return { int, pct };
}

describe('the copy quotes the backtest figures computed (issue 49)', () => {
  for (const lang of ['en', 'ru'] as const) {
    const { int, pct } = formats(lang);
    const info = (json(`web/public/locales/${lang}/info.json`) as { how: { steps: { predictions: { text: string } } } }).how.steps
      .predictions.text;
    const pro = (json(`web/public/locales/${lang}/pro.json`) as { analytics: { clv: { intro: string } } }).analytics.clv.intro;

    it(`How It Works (${lang})`, () => {
      const text = space(info);
      const screens = rule('screenshots', 'best');
      const feed = rule('odds-feed', 'best');
      const single = rule('odds-feed', 'single');
      const model = rule('market-model', 'single');
      for (const r of [screens, feed]) {
        expect(text).toContain(int(r.bets));
        expect(text).toContain(int(r.matches));
        for (const x of [r.clv.mean, r.clv.low, r.clv.high, r.roi.mean, r.roi.low, r.roi.high]) expect(text).toContain(pct(x));
      }
      for (const r of [single, model]) {
        expect(text).toContain(int(r.bets));
        for (const x of [r.clv.mean, r.clv.low, r.clv.high]) expect(text).toContain(pct(x));
      }
    });

    it(`Pro (${lang})`, () => {
      const text = space(pro);
      const feed = rule('odds-feed', 'best');
      expect(text).toContain(int(feed.bets));
      for (const x of [feed.clv.mean, feed.clv.low, feed.clv.high, feed.roi.mean, feed.roi.low, feed.roi.high])
        expect(text).toContain(pct(x));
    });
  }
});
