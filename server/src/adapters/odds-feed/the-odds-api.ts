import { devig } from '../../analysis/devig';
import type { ReferencePrice, ReferenceQuery, ReferenceSource } from '../../analysis/reference/types';

/**
 * The live reference: a fair price for the match from an odds feed of The Odds API's shape (v4,
 * GET {base}/v4/sports/{sport}/odds?apiKey&regions&markets=h2h&oddsFormat=decimal[&bookmakers], an array of events
 * { id, sport_key, commence_time, home_team, away_team, bookmakers: [{ key, title, last_update, markets: [{ key: 'h2h',
 * outcomes: [{ name, price }] }] }] }, request usage in x-requests-remaining). The event is matched by teams (the
 * feed's names through the gazetteer), league (the sport key) and kick-off day; Pinnacle's price with its margin
 * removed where the feed has it, else the consensus of the books it returned. One request fetches a league's events:
 * answers are cached per event and per league, and requests are bounded by a daily budget. An answer that takes
 * longer than the timeout is not waited for (the analysis goes on with the offline references); the request goes
 * on in the background and fills the cache for the next analysis. docs/decisions/0053-second-opinion.md
 */

export interface OddsFeedConfig {
  apiKey: string;
  regions: string[];
  bookmakers: string[];
  baseUrl: string;
  /** How long an analysis waits for the feed. */
  timeoutMs: number;
  /** Requests per rolling day (the plan's budget: 500 a month is about 16 a day). */
  dailyRequests: number;
  cacheSeconds: number;
}

/** football-data league codes -> The Odds API sport keys. */
export const SPORT_KEYS: Readonly<Record<string, string>> = {
  E0: 'soccer_epl',
  E1: 'soccer_efl_champ',
  E2: 'soccer_england_league1',
  E3: 'soccer_england_league2',
  SC0: 'soccer_spl',
  D1: 'soccer_germany_bundesliga',
  D2: 'soccer_germany_bundesliga2',
  I1: 'soccer_italy_serie_a',
  I2: 'soccer_italy_serie_b',
  SP1: 'soccer_spain_la_liga',
  SP2: 'soccer_spain_segunda_division',
  F1: 'soccer_france_ligue_one',
  F2: 'soccer_france_ligue_two',
  N1: 'soccer_netherlands_eredivisie',
  B1: 'soccer_belgium_first_div',
  P1: 'soccer_portugal_primeira_liga',
  T1: 'soccer_turkey_super_league',
  G1: 'soccer_greece_super_league',
  ARG: 'soccer_argentina_primera_division',
  BRA: 'soccer_brazil_campeonato',
  JPN: 'soccer_japan_j_league',
  MEX: 'soccer_mexico_ligamx',
  USA: 'soccer_usa_mls',
  AUT: 'soccer_austria_bundesliga',
  DNK: 'soccer_denmark_superliga',
  NOR: 'soccer_norway_eliteserien',
  POL: 'soccer_poland_ekstraklasa',
  SWE: 'soccer_sweden_allsvenskan',
  SWZ: 'soccer_switzerland_superleague',
  CHN: 'soccer_china_superleague',
  FIN: 'soccer_finland_veikkausliiga',
  IRL: 'soccer_league_of_ireland',
  RUS: 'soccer_russia_premier_league',
};

interface FeedOutcome {
  name?: unknown;
  price?: unknown;
}
interface FeedBookmaker {
  key?: unknown;
  title?: unknown;
  last_update?: unknown;
  markets?: { key?: unknown; outcomes?: FeedOutcome[] }[];
}
interface FeedEvent {
  id?: unknown;
  commence_time?: unknown;
  home_team?: unknown;
  away_team?: unknown;
  bookmakers?: FeedBookmaker[];
}

export interface OddsFeedDeps {
  /** The gazetteer's canonical name of a team name as the feed spells it, or null. */
  canonical: (name: string) => string | null;
  /** The league code of a canonical team (from the ratings), or null. */
  leagueOf: (team: string) => string | null;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (err: unknown) => void;
}

/** 1X2 prices of one book's h2h market, in home/draw/away order, or null. */
function h2h(book: FeedBookmaker, home: string, away: string): [number, number, number] | null {
  const market = book.markets?.find((m) => m.key === 'h2h');
  const price = (name: string) => {
    const o = market?.outcomes?.find((x) => x.name === name);
    return typeof o?.price === 'number' && o.price > 1 ? o.price : null;
  };
  const h = price(home);
  const d = price('Draw');
  const a = price(away);
  return h && d && a ? [h, d, a] : null;
}

/** The feed's fair price for one event: Pinnacle de-vigged where present, else the books' consensus. */
export function fairFromEvent(event: FeedEvent): ReferencePrice | null {
  const home = String(event.home_team ?? '');
  const away = String(event.away_team ?? '');
  const books = (event.bookmakers ?? []).map((b) => ({ b, prices: h2h(b, home, away) })).filter((x) => x.prices);
  if (!books.length) return null;
  const asOf = (b: FeedBookmaker) => (typeof b.last_update === 'string' ? b.last_update.slice(0, 10) : null);
  const pinnacle = books.find((x) => x.b.key === 'pinnacle');
  if (pinnacle) {
    const [h, d, a] = devig(pinnacle.prices!, 'power');
    return { kind: 'odds-feed', name: 'Pinnacle', fair: [h!, d!, a!], asOf: asOf(pinnacle.b) };
  }
  const sum = [0, 0, 0];
  for (const x of books) devig(x.prices!, 'power').forEach((p, i) => (sum[i]! += p));
  const fair = sum.map((s) => s / books.length) as [number, number, number];
  return { kind: 'odds-feed', name: `consensus:${books.length}`, fair, asOf: asOf(books[0]!.b) };
}

function sameDay(commence: unknown, date: string | null): boolean {
  if (!date) return true; // no date read: the teams and the league decide (the feed lists upcoming matches only)
  if (typeof commence !== 'string') return false;
  const day = commence.slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    // A kick-off late in the evening in one time zone is the next day in UTC: one day either side.
    const diff = Math.abs(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
    return diff <= 1;
  }
  return day.slice(5) === date.slice(-5);
}

export function theOddsApiSource(config: OddsFeedConfig, deps: OddsFeedDeps): ReferenceSource {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const byLeague = new Map<string, { at: number; events: FeedEvent[] }>();
  const inFlight = new Map<string, Promise<FeedEvent[] | null>>();
  const byEvent = new Map<string, { at: number; price: ReferencePrice | null }>();
  const requests: number[] = [];
  let exhaustedUntil = 0;

  function withinBudget(): boolean {
    const t = now();
    while (requests.length && requests[0]! < t - 86_400_000) requests.shift();
    return t >= exhaustedUntil && requests.length < config.dailyRequests;
  }

  async function events(sportKey: string): Promise<FeedEvent[] | null> {
    const hit = byLeague.get(sportKey);
    if (hit && now() - hit.at < config.cacheSeconds * 1000) return hit.events;
    const pending = inFlight.get(sportKey);
    if (pending) return pending;
    if (!withinBudget()) return hit?.events ?? null;
    requests.push(now());
    const url = new URL(`${config.baseUrl.replace(/\/$/, '')}/v4/sports/${sportKey}/odds`);
    url.searchParams.set('apiKey', config.apiKey);
    url.searchParams.set('markets', 'h2h');
    url.searchParams.set('oddsFormat', 'decimal');
    url.searchParams.set('dateFormat', 'iso');
    if (config.bookmakers.length) url.searchParams.set('bookmakers', config.bookmakers.join(','));
    else url.searchParams.set('regions', config.regions.join(','));
    const request = (async () => {
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: 'application/json' } });
        const remaining = Number(res.headers.get('x-requests-remaining'));
        if (res.headers.has('x-requests-remaining') && Number.isFinite(remaining) && remaining <= 0)
          exhaustedUntil = now() + 86_400_000;
        if (res.status === 429 || res.status === 401) exhaustedUntil = now() + 3_600_000;
        if (!res.ok) throw new Error(`odds feed answered ${res.status}`);
        const body = (await res.json()) as unknown;
        const list = Array.isArray(body) ? (body as FeedEvent[]) : [];
        byLeague.set(sportKey, { at: now(), events: list });
        return list;
      } catch (err) {
        deps.onError?.(err);
        return hit?.events ?? null;
      } finally {
        inFlight.delete(sportKey);
      }
    })();
    inFlight.set(sportKey, request);
    return request;
  }

  async function answer(q: ReferenceQuery): Promise<ReferencePrice | null> {
    if (!q.home || !q.away || !q.threeWay) return null;
    if (q.sport && q.sport !== 'football' && q.sport !== 'soccer') return null;
    const league = q.league ?? deps.leagueOf(q.home);
    const sportKey = league ? SPORT_KEYS[league] : undefined;
    if (!sportKey) return null;
    const list = await events(sportKey);
    const event = list?.find(
      (e) =>
        typeof e.home_team === 'string' &&
        typeof e.away_team === 'string' &&
        deps.canonical(e.home_team) === q.home &&
        deps.canonical(e.away_team) === q.away &&
        sameDay(e.commence_time, q.date),
    );
    if (!event) return null;
    const id = String(event.id ?? `${sportKey}|${q.home}|${q.away}`);
    const cached = byEvent.get(id);
    const fetchedAt = byLeague.get(sportKey)?.at ?? 0;
    if (cached && cached.at >= fetchedAt) return cached.price;
    const price = fairFromEvent(event);
    byEvent.set(id, { at: fetchedAt, price });
    return price;
  }

  return {
    kind: 'odds-feed',
    lookup(q) {
      // Never blocks the analysis: past the timeout the offline answer stands, and a late reply fills the cache.
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), config.timeoutMs);
        answer(q).then(
          (p) => {
            clearTimeout(timer);
            resolve(p);
          },
          (err: unknown) => {
            clearTimeout(timer);
            deps.onError?.(err);
            resolve(null);
          },
        );
      });
    },
  };
}
