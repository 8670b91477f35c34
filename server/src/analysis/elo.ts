/**
 * Team-strength model core, shared by the offline fit (scripts/build-ratings.ts, bench/backtest.ts) and the runtime
 * (team-model.ts): an Elo rating per team with a goal-difference multiplier, regression towards the league mean after
 * idle spells, and an ordered-logit map from rating difference to home/draw/away probabilities per league.
 */

export interface EloParams {
  /** Rating points moved per unit of surprise. */
  k: number;
  /** Home advantage in rating points, used only inside the Elo update. */
  homeAdvantage: number;
  /** A team first seen in a league starts this many points below the league mean (newcomers are usually promoted). */
  newTeamOffset: number;
  /** Fraction of the distance to the league mean removed per idle year (applied after gaps longer than idleDays). */
  seasonRegression: number;
  /** A gap between two matches longer than this counts as an idle spell (close season, missing data). */
  idleDays: number;
  /** Learning rate of the running league mean. */
  leagueMeanRate: number;
}

export const DEFAULT_ELO: EloParams = {
  k: 20,
  homeAdvantage: 60,
  newTeamOffset: 50,
  seasonRegression: 0.25,
  idleDays: 45,
  leagueMeanRate: 0.01,
};

export interface DrawModel {
  /** Slope of the latent home strength per 100 rating points of difference. */
  beta: number;
  /** Per league: home intercept h and draw half-width c (> 0). */
  leagues: Record<string, { home: number; cut: number }>;
  fallback: { home: number; cut: number };
}

export interface Probabilities3 {
  home: number;
  draw: number;
  away: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Ordered logit: x = β·diff/100 + h; P(home) = σ(x − c), P(away) = σ(−x − c), P(draw) = the rest. */
export function outcomeProbabilities(diff: number, league: string | null, model: DrawModel): Probabilities3 {
  const lp = (league && model.leagues[league]) || model.fallback;
  const x = (model.beta * diff) / 100 + lp.home;
  const home = sigmoid(x - lp.cut);
  const away = sigmoid(-x - lp.cut);
  return { home, draw: Math.max(0, 1 - home - away), away };
}

/** Share of a rating's distance from the league mean that survives an idle gap (1 when the gap is short). */
export function idleRetention(gapDays: number, params: Pick<EloParams, 'seasonRegression' | 'idleDays'>): number {
  if (gapDays <= params.idleDays) return 1;
  return (1 - params.seasonRegression) ** Math.max(1, gapDays / 365);
}

/** Goal-difference multiplier of the World Football Elo ratings. */
export function goalMultiplier(goalDiff: number): number {
  const g = Math.abs(goalDiff);
  if (g <= 1) return 1;
  if (g === 2) return 1.5;
  return (11 + g) / 8;
}

/** Domestic leagues of one country share a rating pool (promotion links them); different countries do not. */
export function countryOf(league: string): string {
  if (/^[A-Z]{3}$/.test(league)) return league;
  const prefix = league.replace(/\d+$/, '');
  const map: Record<string, string> = {
    E: 'ENG',
    EC: 'ENG',
    SC: 'SCO',
    D: 'GER',
    I: 'ITA',
    SP: 'ESP',
    F: 'FRA',
    N: 'NED',
    B: 'BEL',
    P: 'POR',
    T: 'TUR',
    G: 'GRE',
  };
  return map[prefix] ?? league;
}

export interface TeamState {
  rating: number;
  lastDay: number;
  matches: number;
  league: string;
}

export interface MatchInput {
  day: number;
  league: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

/** Walk-forward Elo: call preMatch() to read the ratings a forecaster would have had, then update() with the result. */
export class EloRunner {
  readonly teams = new Map<string, TeamState>();
  readonly leagueMeans = new Map<string, number>();
  private readonly leagueFirstDay = new Map<string, number>();

  constructor(readonly params: EloParams = DEFAULT_ELO) {}

  private leagueMean(league: string): number {
    return this.leagueMeans.get(league) ?? 1500;
  }

  private current(team: string, league: string, day: number): TeamState {
    const existing = this.teams.get(team);
    const mean = this.leagueMean(league);
    if (!existing) {
      // In a league's first season everybody is new; only later newcomers (promoted sides) start below the mean.
      const first = this.leagueFirstDay.get(league);
      const start = first !== undefined && day - first > 300 ? mean - this.params.newTeamOffset : mean;
      return { rating: start, lastDay: day, matches: 0, league };
    }
    const keep = idleRetention(day - existing.lastDay, this.params);
    if (keep === 1) return existing;
    return { ...existing, rating: mean + (existing.rating - mean) * keep };
  }

  /** Ratings as they stand before the match (idle regression applied), without changing state. */
  preMatch(m: Pick<MatchInput, 'day' | 'league' | 'home' | 'away'>) {
    const h = this.current(m.home, m.league, m.day);
    const a = this.current(m.away, m.league, m.day);
    return { home: h, away: a, diff: h.rating - a.rating };
  }

  update(m: MatchInput): void {
    const { home, away } = this.preMatch(m);
    const expected = 1 / (1 + 10 ** (-(home.rating - away.rating + this.params.homeAdvantage) / 400));
    const score = m.homeGoals > m.awayGoals ? 1 : m.homeGoals < m.awayGoals ? 0 : 0.5;
    const delta = this.params.k * goalMultiplier(m.homeGoals - m.awayGoals) * (score - expected);
    this.teams.set(m.home, { rating: home.rating + delta, lastDay: m.day, matches: home.matches + 1, league: m.league });
    this.teams.set(m.away, { rating: away.rating - delta, lastDay: m.day, matches: away.matches + 1, league: m.league });
    if (!this.leagueFirstDay.has(m.league)) this.leagueFirstDay.set(m.league, m.day);
    const mean = this.leagueMeans.get(m.league);
    const avg = (home.rating + away.rating) / 2;
    this.leagueMeans.set(m.league, mean === undefined ? 1500 : mean + this.params.leagueMeanRate * (avg - mean));
  }
}

/** Logarithmic opinion pool: p_i ∝ market_i^(1−w) · model_i^w. */
export function logPool(market: readonly number[], model: readonly number[], weight: number): number[] {
  const raw = market.map((m, i) =>
    Math.exp((1 - weight) * Math.log(Math.max(m, 1e-9)) + weight * Math.log(Math.max(model[i] ?? 0, 1e-9))),
  );
  const s = raw.reduce((a, b) => a + b, 0);
  return raw.map((x) => x / s);
}
