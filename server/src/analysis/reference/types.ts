import type { ReferenceKind, ReferenceTrack } from '@shared/prediction';

/**
 * A second opinion: a fair price for the match from outside the screenshot's own book (issue 49,
 * docs/decisions/0053-second-opinion.md). Sources, sharpest first: a live odds feed (adapters/odds-feed), the other
 * screenshots of the request (their consensus), and the ratings implied by Pinnacle's closing prices (offline). Each
 * is optional; the engine uses one to advise only where its rule earned that on history (bench/results/backtest.json).
 */

export type { ReferenceKind, ReferenceTrack };

/** The sharpest first: the order in which the engine prefers them. */
export const REFERENCE_ORDER: readonly ReferenceKind[] = ['odds-feed', 'screenshots', 'market-model'];

/** What a source answered for one match: fair probabilities with the margin removed. */
export interface ReferencePrice {
  kind: ReferenceKind;
  /** Who the price comes from, as the result names it ('Pinnacle via The Odds API', 'market-implied ratings'). */
  name: string;
  /** Fair probabilities [home, draw, away] (draw 0 for a two-way market). */
  fair: [number, number, number];
  /** How old the source's data is: the date of its latest match (offline sources), or when the price was taken. */
  asOf: string | null;
}

/** The match a source is asked about: canonical team names (the gazetteer's), league code, kick-off day. */
export interface ReferenceQuery {
  home: string | null;
  away: string | null;
  /** football-data league code (E0, SP1, ...) where known. */
  league: string | null;
  /** 'YYYY-MM-DD' or '--MM-DD' as read, or null. */
  date: string | null;
  sport: string | null;
  threeWay: boolean;
}

export interface ReferenceSource {
  readonly kind: ReferenceKind;
  /** Never throws and never hangs: an answer, or null (unknown match, source down, slow, out of budget). */
  lookup(query: ReferenceQuery): Promise<ReferencePrice | null>;
}

/**
 * What each source's rule showed on the backtest's test seasons, by the price it is held against: one bookmaker's
 * price (a single screenshot: Bet365 is the offline stand-in) or the best of several.
 */
export type ReferenceEvidence = Partial<Record<ReferenceKind, { single: ReferenceTrack | null; best: ReferenceTrack | null }>>;

/** Asks every source at once and keeps the answers, in REFERENCE_ORDER. A failing source is skipped. */
export async function lookupAll(sources: readonly ReferenceSource[], query: ReferenceQuery): Promise<ReferencePrice[]> {
  const answers = await Promise.all(sources.map((s) => s.lookup(query).catch(() => null)));
  return answers
    .filter((a): a is ReferencePrice => a !== null)
    .sort((a, b) => REFERENCE_ORDER.indexOf(a.kind) - REFERENCE_ORDER.indexOf(b.kind));
}
