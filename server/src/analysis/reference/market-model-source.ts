import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MarketRatings, type MarketRatingsFile } from './market-ratings';
import type { ReferencePrice, ReferenceQuery, ReferenceSource } from './types';

/**
 * The offline reference: ratings implied by Pinnacle's closing prices of past matches (market-ratings.ts). The data
 * directory's copy (written by `oddslens data import`) wins over the one shipped in server/data, so imported seasons
 * keep the ratings current; the answer carries the date of the latest match behind them.
 */

export const SHIPPED_MARKET_RATINGS = path.resolve(import.meta.dirname, '../../../data/market-ratings.json');
export const MARKET_RATINGS_FILE = 'market-ratings.json';

export function readMarketRatingsFile(file: string): MarketRatingsFile | null {
  try {
    if (!existsSync(file)) return null;
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as MarketRatingsFile;
    return parsed.version === 1 && parsed.kind === 'market-ratings' && parsed.teams ? parsed : null;
  } catch {
    return null;
  }
}

/** The ratings a data directory holds (an import's), else the shipped ones; null when neither is readable. */
export function loadMarketRatings(dataDir: string | null): MarketRatingsFile | null {
  return (
    (dataDir ? readMarketRatingsFile(path.join(dataDir, MARKET_RATINGS_FILE)) : null) ??
    readMarketRatingsFile(SHIPPED_MARKET_RATINGS)
  );
}

const toDay = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** A source over one ratings file; `now` dates the prediction (idle regression) when the screenshot has no date. */
/** @public Loaded by the pipeline through a dynamic import (screenshot-analyzer.ts). */
export function marketModelSource(file: MarketRatingsFile | null, now: () => Date = () => new Date()): ReferenceSource {
  const model = file ? MarketRatings.fromFile(file) : null;
  return {
    kind: 'market-model',
    async lookup(q: ReferenceQuery): Promise<ReferencePrice | null> {
      if (!model || !file || !q.home || !q.away || !q.threeWay) return null;
      if (q.sport && q.sport !== 'football' && q.sport !== 'soccer') return null;
      const league = file.teams[q.home]?.[3];
      if (!league) return null;
      const day = q.date && /^\d{4}-\d{2}-\d{2}$/.test(q.date) ? toDay(q.date) : Math.floor(now().getTime() / 86_400_000);
      const p = model.predict({ day, league, home: q.home, away: q.away });
      if (!p) return null;
      return { kind: 'market-model', name: 'market-implied ratings', fair: p.probabilities, asOf: file.dataTo };
    },
  };
}
