/** What a family renders from: the image's seeded choices, and helpers to make matches, books and labels. */
import type { EventLabel, Outcome } from './labels';
import { printDate, randomKickoff, type DateLabel, type DateStyle, type Kickoff, type Lang, type Ui } from './locale';
import { fairThreeWay, fairTwoWay, printPrice, withMargin, type PriceStyle } from './prices';
import type { Rng } from './rng';
import type { Chrome, Theme } from './style';
import { loadLeagues, type Club, type League } from './teams';

export interface Device {
  kind: 'desktop' | 'phone';
  width: number;
  height: number;
  scale: number;
}

export interface Ctx {
  rng: Rng;
  lang: Lang;
  ui: Ui;
  theme: Theme;
  font: string;
  price: PriceStyle;
  dateStyle: DateStyle;
  device: Device;
  chrome: Chrome;
}

export interface FamilyOutput {
  /** A complete HTML document; every labelled event's element carries data-ev="<index>". */
  html: string;
  events: EventLabel[];
  /** 'first' = the first event still fully visible after rendering (lists); a number = that event; null = none. */
  primary: 'first' | number | null;
  sport: string;
  negative?: boolean;
  /** Crop the screenshot to the content's height (a standalone graphic rather than a page). */
  fit?: boolean;
}

export interface Family {
  name: string;
  /** Device kinds this family is drawn on, with weights. */
  devices: [Device['kind'], number][];
  langs: [Lang, number][];
  render(ctx: Ctx): FamilyOutput;
}

export interface Match {
  league: League;
  home: Club;
  away: Club;
}

/** Matches from one or more leagues, grouped by league; Russian pages use only clubs with a Russian name. */
export function pickMatches(ctx: Ctx, count: number, maxLeagues = 3): Match[] {
  const { rng } = ctx;
  const ru = ctx.lang === 'ru';
  const leagues = loadLeagues()
    .map((l) => ({ ...l, clubs: ru ? l.clubs.filter((c) => c.ruForms.length > 0) : l.clubs }))
    .filter((l) => l.clubs.length >= 4);
  const chosen = rng.shuffle(leagues).slice(0, rng.int(1, maxLeagues));
  const out: Match[] = [];
  let left = count;
  chosen.forEach((league, i) => {
    const pairs = Math.floor(league.clubs.length / 2);
    const n = i === chosen.length - 1 ? left : Math.min(pairs, Math.max(1, Math.round(count / chosen.length)));
    const clubs = rng.shuffle(league.clubs);
    for (let k = 0; k < Math.min(n, pairs) && left > 0; k++, left--) {
      out.push({ league, home: clubs[2 * k]!, away: clubs[2 * k + 1]! });
    }
  });
  return out;
}

/** A club's name as this page prints it. */
export function clubName(ctx: Ctx, club: Club): string {
  if (ctx.lang === 'ru' && club.ruForms.length > 0) {
    return ctx.rng.chance(0.7) ? club.ruForms[0]! : ctx.rng.pick(club.ruForms);
  }
  return ctx.rng.chance(0.88) ? club.full : club.canonical;
}

export interface PrintedMatch {
  match: Match;
  home: string;
  away: string;
  leagueText: string;
}

export function printMatch(ctx: Ctx, match: Match, leagueStyle: number): PrintedMatch {
  return {
    match,
    home: clubName(ctx, match.home),
    away: clubName(ctx, match.away),
    leagueText: leagueName(ctx, match.league, leagueStyle),
  };
}

/** League heading: "Premier League", "England. Premier League", "Англия. Премьер-лига". */
export function leagueName(ctx: Ctx, league: League, style: number): string {
  const name = league.names[ctx.lang];
  if (ctx.lang === 'ru') return style % 3 === 2 ? name : `${league.country.ru}. ${name}`;
  if (ctx.lang !== 'en') return name;
  return style % 3 === 0 ? name : style % 3 === 1 ? `${league.country.en}. ${name}` : `${league.country.en} - ${name}`;
}

export interface Book {
  probs: number[];
  margin: number;
  raw: number[];
  printed: string[];
}

export function book(ctx: Ctx, ways: 2 | 3, probs?: number[], style: PriceStyle = ctx.price): Book {
  const p = probs ?? (ways === 3 ? fairThreeWay(ctx.rng) : fairTwoWay(ctx.rng));
  const margin = ctx.rng.float(0.03, ways === 3 ? 0.08 : 0.06);
  const raw = withMargin(p, margin);
  return { probs: p, margin, raw, printed: raw.map((r) => printPrice(r, style)) };
}

export function oddsOf(printed: string[]): Record<Outcome, string | null> {
  return printed.length === 2
    ? { home: printed[0]!, draw: null, away: printed[1]! }
    : { home: printed[0]!, draw: printed[1]!, away: printed[2]! };
}

export function event(
  ctx: Ctx,
  teams: [string, string],
  canonical: [string | null, string | null] | undefined,
  league: string | null,
  date: DateLabel | null,
  odds: Record<Outcome, string | null>,
  extra: Partial<Pick<EventLabel, 'market' | 'selection' | 'bookmaker' | 'odds_format'>> = {},
): EventLabel {
  const e: EventLabel = {
    teams,
    ...(canonical ? { canonical } : {}),
    league,
    date,
    market: extra.market ?? (odds.draw === null ? 'moneyline' : '1x2'),
    odds,
    odds_format: extra.odds_format ?? ctx.price.format,
    selection: extra.selection ?? null,
    bookmaker: extra.bookmaker ?? null,
  };
  return e;
}

/** Kickoffs for a list: sorted, on one or two days; relative dates ("Today") only for the first day. */
export function listKickoffs(ctx: Ctx, n: number): { text: string; label: DateLabel; k: Kickoff }[] {
  const first = randomKickoff(ctx.rng);
  const ks: Kickoff[] = [];
  for (let i = 0; i < n; i++) ks.push(randomKickoff(ctx.rng, { month: first.month, day: first.day }));
  ks.sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  return ks.map((k) => ({ ...printDate(k, ctx.dateStyle, ctx.lang, 'today'), k }));
}
