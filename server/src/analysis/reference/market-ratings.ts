import { devig } from '../devig';
import type { HistoricalMatch, Price3 } from './football-data';

/**
 * A sharp rating model: team ratings implied by the market rather than by results. Each match's Pinnacle closing
 * prices, margin removed, give the market's view of the match on the ordered-logit scale the team model uses
 * (P(home) = σ(x − c), P(away) = σ(−x − c)): x, the home side's strength, and c, the draw half-width. A team's rating
 * moves towards what the market said of it (x = R_home − R_away + H_league); nothing here reads a score. Pure: the
 * state is the artifact (server/data/market-ratings.json, refreshed by `oddslens data import`).
 * docs/decisions/0053-second-opinion.md
 */

export interface MarketRatingParams {
  /** Share of the market's surprise (x_market − x_predicted) a team's rating takes. */
  k: number;
  /** Learning rate of a league's home advantage and draw width. */
  leagueRate: number;
  /** A team new to a league starts this far below (promoted) or above (relegated) its mean; new leagues at the mean. */
  newTeamOffset: number;
  /** Share of the distance to the league mean removed per idle year (gaps over idleDays). */
  seasonRegression: number;
  idleDays: number;
}

export const DEFAULT_MARKET_PARAMS: MarketRatingParams = {
  k: 0.2,
  leagueRate: 0.01,
  newTeamOffset: 0.3,
  seasonRegression: 0.2,
  idleDays: 45,
};

/** Shape of server/data/market-ratings.json (and of DATA_DIR/market-ratings.json after an import). */
export interface MarketRatingsFile {
  version: 1;
  kind: 'market-ratings';
  generatedAt: string;
  /** Date of the latest match behind the ratings: how old the data is. */
  dataTo: string;
  dataFrom: string;
  matches: number;
  params: MarketRatingParams;
  /** Per league: home advantage h and draw half-width c (latent scale), mean rating, last match date, matches. */
  leagues: Record<string, { home: number; cut: number; mean: number; lastDate: string; matches: number }>;
  /** Team name (the CSV spelling the gazetteer's canonical names use) -> [rating, last match date, matches, league]. */
  teams: Record<string, [number, string, number, string]>;
}

const logit = (p: number) => Math.log(Math.max(p, 1e-9) / Math.max(1 - p, 1e-9));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const toDay = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);
const fromDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The market's view of a match on the latent scale: x (home strength) and c (draw half-width). */
export function latentOf(closing: Price3): { x: number; c: number } {
  const [pH, , pA] = devig(closing, 'power');
  const lh = logit(pH!);
  const la = logit(pA!);
  return { x: (lh - la) / 2, c: -(lh + la) / 2 };
}

export function probabilitiesOf(x: number, c: number): [number, number, number] {
  const home = sigmoid(x - c);
  const away = sigmoid(-x - c);
  return [home, Math.max(0, 1 - home - away), away];
}

/** Lower division number = higher division (E0 above E1); extra leagues have one division. */
const divisionOf = (league: string) => Number(/(\d+)$/.exec(league)?.[1] ?? 0);

interface Team {
  rating: number;
  lastDay: number;
  matches: number;
  league: string;
}
interface League {
  home: number;
  cut: number;
  mean: number;
  lastDay: number;
  matches: number;
}

export class MarketRatings {
  readonly teams = new Map<string, Team>();
  readonly leagues = new Map<string, League>();
  matches = 0;
  firstDay: number | null = null;
  lastDay: number | null = null;

  constructor(readonly params: MarketRatingParams = DEFAULT_MARKET_PARAMS) {}

  static fromFile(file: MarketRatingsFile): MarketRatings {
    const r = new MarketRatings(file.params);
    for (const [name, l] of Object.entries(file.leagues))
      r.leagues.set(name, { home: l.home, cut: l.cut, mean: l.mean, lastDay: toDay(l.lastDate), matches: l.matches });
    for (const [name, [rating, last, matches, league]] of Object.entries(file.teams))
      r.teams.set(name, { rating, lastDay: toDay(last), matches, league });
    r.matches = file.matches;
    r.firstDay = toDay(file.dataFrom);
    r.lastDay = toDay(file.dataTo);
    return r;
  }

  private league(name: string, day: number): League {
    return this.leagues.get(name) ?? { home: 0.35, cut: 0.6, mean: 0, lastDay: day, matches: 0 };
  }

  /** A team's rating as it stands on a day in a league (idle regression, a move between divisions). */
  private current(name: string, league: string, day: number): Team {
    const l = this.league(league, day);
    const t = this.teams.get(name);
    if (!t) {
      // In a league's first weeks everybody is new; later newcomers are mostly promoted sides.
      const start = l.matches > 200 ? l.mean - this.params.newTeamOffset : l.mean;
      return { rating: start, lastDay: day, matches: 0, league };
    }
    if (t.league !== league) {
      // Ratings of two divisions are never linked by a match: a team that moves starts near its new league's mean.
      const up = divisionOf(league) < divisionOf(t.league);
      const offset = up ? -this.params.newTeamOffset : this.params.newTeamOffset;
      return { rating: l.mean + offset, lastDay: day, matches: t.matches, league };
    }
    const gap = day - t.lastDay;
    if (gap <= this.params.idleDays) return t;
    const keep = (1 - this.params.seasonRegression) ** Math.max(1, gap / 365);
    return { ...t, rating: l.mean + (t.rating - l.mean) * keep };
  }

  /**
   * The model's probabilities before a match, or null when a team has fewer than minMatches market-rated matches
   * in the league (the model knows too little of it).
   */
  predict(
    m: Pick<HistoricalMatch, 'day' | 'league' | 'home' | 'away'>,
    minMatches = 6,
  ): { probabilities: [number, number, number]; x: number; c: number; matches: number } | null {
    const h = this.teams.get(m.home);
    const a = this.teams.get(m.away);
    if (!h || !a || h.league !== m.league || a.league !== m.league) return null;
    if (h.matches < minMatches || a.matches < minMatches) return null;
    const l = this.league(m.league, m.day);
    const x = this.current(m.home, m.league, m.day).rating - this.current(m.away, m.league, m.day).rating + l.home;
    return { probabilities: probabilitiesOf(x, l.cut), x, c: l.cut, matches: h.matches + a.matches };
  }

  /** Moves the ratings towards the market's closing view of a match (no-op without closing prices). */
  update(m: Pick<HistoricalMatch, 'day' | 'league' | 'home' | 'away' | 'pinnacleClosing'>): void {
    if (!m.pinnacleClosing) return;
    const market = latentOf(m.pinnacleClosing);
    const l = this.league(m.league, m.day);
    const h = this.current(m.home, m.league, m.day);
    const a = this.current(m.away, m.league, m.day);
    const e = market.x - (h.rating - a.rating + l.home);
    const { k, leagueRate } = this.params;
    this.teams.set(m.home, { rating: h.rating + k * e, lastDay: m.day, matches: h.matches + 1, league: m.league });
    this.teams.set(m.away, { rating: a.rating - k * e, lastDay: m.day, matches: a.matches + 1, league: m.league });
    const avg = (h.rating + a.rating) / 2;
    this.leagues.set(m.league, {
      home: l.home + leagueRate * e,
      cut: l.cut + leagueRate * (market.c - l.cut),
      mean: l.matches === 0 ? avg : l.mean + leagueRate * (avg - l.mean),
      lastDay: Math.max(l.lastDay, m.day),
      matches: l.matches + 1,
    });
    this.matches++;
    this.firstDay = this.firstDay === null ? m.day : Math.min(this.firstDay, m.day);
    this.lastDay = this.lastDay === null ? m.day : Math.max(this.lastDay, m.day);
  }

  /**
   * Continues the walk with matches not yet behind the ratings: per league, those after its last rated date (so a
   * season file imported twice, or one overlapping the shipped data, adds nothing twice). Returns how many were used.
   */
  extend(matches: readonly HistoricalMatch[]): number {
    const lastByLeague = new Map([...this.leagues].map(([name, l]) => [name, l.lastDay]));
    let used = 0;
    const sorted = [...matches].sort((a, b) => a.day - b.day);
    for (const m of sorted) {
      if (!m.pinnacleClosing) continue;
      const last = lastByLeague.get(m.league);
      if (last !== undefined && m.day <= last) continue;
      this.update(m);
      used++;
    }
    return used;
  }

  toFile(generatedAt: string): MarketRatingsFile {
    const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
    return {
      version: 1,
      kind: 'market-ratings',
      generatedAt,
      dataTo: this.lastDay === null ? '' : fromDay(this.lastDay),
      dataFrom: this.firstDay === null ? '' : fromDay(this.firstDay),
      matches: this.matches,
      params: this.params,
      leagues: Object.fromEntries(
        [...this.leagues]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, l]) => [
            name,
            { home: r4(l.home), cut: r4(l.cut), mean: r4(l.mean), lastDate: fromDay(l.lastDay), matches: l.matches },
          ]),
      ),
      teams: Object.fromEntries(
        [...this.teams]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, t]) => [name, [r4(t.rating), fromDay(t.lastDay), t.matches, t.league]]),
      ),
    };
  }
}
