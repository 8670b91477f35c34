import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DevigMethod } from './devig';
import { countryOf, idleRetention, outcomeProbabilities, type DrawModel, type EloParams } from './elo';

/** Shape of server/data/ratings.json (written by scripts/build-ratings.ts). */
export interface RatingsFile {
  version: 1;
  generatedAt: string;
  source: { matches: number; from: string; to: string; description: string };
  elo: EloParams;
  drawModel: DrawModel;
  market: { devigMethod: DevigMethod; validationLogLoss: Partial<Record<DevigMethod, number>> };
  blend: {
    method: 'logarithmic';
    /** Model weight in the pool, chosen by minimum validation log loss. */
    weight: number;
    fitSeasons: string;
    validationSeasons: string;
    testFrom: string;
    validationMatches: number;
    validationLogLoss: { market: number; model: number; blend: number };
  };
  leagues: Record<string, { country: string; mean: number; drawRate: number; matches: number; lastDate: string }>;
  /** Canonical team name (exact CSV spelling) -> [rating, last match date, matches, league of the last match]. */
  teams: Record<string, [number, string, number, string]>;
}

/** The loaded model: the file plus lookups. */
export interface RatingsModel {
  file: RatingsFile;
  hasTeam(name: string): boolean;
}

export interface TeamPrediction {
  home: number; // probabilities 0..1
  draw: number;
  away: number;
  homeRating: number; // effective ratings after idle regression
  awayRating: number;
  matchesUsed: number; // matches behind the two ratings (sum)
  league: string;
  /** 0..1: how much of the ratings' information survives the idle time before asOf (1 = fresh). */
  freshness: number;
  lastMatch: { home: string; away: string };
}

export type CoverageReason = 'ok' | 'unknown-home' | 'unknown-away' | 'unknown-both' | 'different-countries';

export const DEFAULT_RATINGS_FILE = path.resolve(import.meta.dirname, '../../data/ratings.json');

export function createRatingsModel(file: RatingsFile): RatingsModel {
  return { file, hasTeam: (name) => Object.hasOwn(file.teams, name) };
}

const cache = new Map<string, RatingsModel | null>();

/** Loads and caches the artifact. Returns null (never throws) when the file is missing or unreadable. */
export function loadRatings(file: string = DEFAULT_RATINGS_FILE): RatingsModel | null {
  if (cache.has(file)) return cache.get(file)!;
  let model: RatingsModel | null = null;
  try {
    if (existsSync(file)) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as RatingsFile;
      if (parsed.version === 1 && parsed.teams && parsed.drawModel) model = createRatingsModel(parsed);
    }
  } catch {
    model = null;
  }
  cache.set(file, model);
  return model;
}

const toDay = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Why a pair can or cannot be rated: both known and in the same country's league pyramid. */
export function modelCoverage(
  home: string | null | undefined,
  away: string | null | undefined,
  model: RatingsModel | null = loadRatings(),
): CoverageReason {
  const h = !!home && !!model?.hasTeam(home);
  const a = !!away && !!model?.hasTeam(away);
  if (!h && !a) return 'unknown-both';
  if (!h) return 'unknown-home';
  if (!a) return 'unknown-away';
  const lh = model!.file.teams[home!]![3];
  const la = model!.file.teams[away!]![3];
  // Ratings are only comparable inside one pool; the data has no international club matches linking countries.
  if (countryOf(lh) !== countryOf(la)) return 'different-countries';
  return 'ok';
}

/**
 * Model probabilities for home vs away as of a date (default: now). Ratings idle for longer than the model's idle
 * threshold are pulled towards their league mean exactly as during the fit. Null when a team is unknown or the two
 * ratings are not comparable (different countries).
 */
export function predictMatch(
  home: string,
  away: string,
  asOf: Date = new Date(),
  model: RatingsModel | null = loadRatings(),
): TeamPrediction | null {
  if (!model || modelCoverage(home, away, model) !== 'ok') return null;
  const f = model.file;
  const today = Math.floor(asOf.getTime() / 86_400_000);
  const effective = (name: string) => {
    const [rating, last, matches, league] = f.teams[name]!;
    const mean = f.leagues[league]?.mean ?? 1500;
    const keep = idleRetention(Math.max(0, today - toDay(last)), f.elo);
    return { rating: mean + (rating - mean) * keep, keep, matches, league, last };
  };
  const h = effective(home);
  const a = effective(away);
  const p = outcomeProbabilities(h.rating - a.rating, h.league, f.drawModel);
  return {
    home: p.home,
    draw: p.draw,
    away: p.away,
    homeRating: Math.round(h.rating * 10) / 10,
    awayRating: Math.round(a.rating * 10) / 10,
    matchesUsed: h.matches + a.matches,
    league: h.league,
    freshness: Math.min(h.keep, a.keep),
    lastMatch: { home: h.last, away: a.last },
  };
}
