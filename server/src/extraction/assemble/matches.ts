import type { ExtractedMatch } from '@shared/prediction';
import type { Box, ReadField, ReadMatch, ReadingWarning, ScreenshotReading } from '@shared/reading';
import { markOddDecimalPlaces } from './decimal-places';
import { verifyWithEvidence, type Verified } from '../verify';
import { parseOddsStrict } from '@shared/odds';
import type { OcrPage } from '../../ocr/engine';
import { readPage } from './extract';
import { emptyMatch, type PageMatch } from '../names/page-match';
import type { Gazetteer } from '../names/gazetteer-types';
import type { W } from '../page/words';
import { DEFAULT_PARAMS, type ExtractionParams } from '../page/params';
import { isPlausibleBook } from '../grid/book';

export interface ExtractMatchesOptions {
  gazetteer?: Gazetteer;
  /** Factor from original pixels to the OCR image's pixels (boxes are returned in original pixels). */
  scale?: number;
  /** Index of the screenshot in its request. */
  screenshot?: number;
  /** Tunable numbers (defaults: DEFAULT_PARAMS); the benchmark tunes them per held-out family. */
  params?: Partial<ExtractionParams>;
}

function boxOf(words: W[], scale: number): Box | undefined {
  if (!words.length) return undefined;
  const x0 = Math.min(...words.map((w) => w.x0));
  const y0 = Math.min(...words.map((w) => w.y0));
  const x1 = Math.max(...words.map((w) => w.x1));
  const y1 = Math.max(...words.map((w) => w.y1));
  const r = (v: number) => Math.round(v / scale);
  return [r(x0), r(y0), r(x1 - x0), r(y1 - y0)];
}

const meanConf = (ws: W[]) => (ws.length ? ws.reduce((s, w) => s + w.conf, 0) / ws.length / 100 : 0);
const minConf = (ws: W[]) => (ws.length ? Math.min(...ws.map((w) => w.conf)) / 100 : 0);

/**
 * Whether a full market's prices can be one bookmaker's book: the implied probabilities of a real 1X2 or moneyline
 * market add up to a little over 1 (the margin). Far outside that, a price was misread.
 */
export function plausibleBook(prices: (string | null)[]): boolean | null {
  const ds = bookDecimals(prices);
  return ds ? isPlausibleBook(ds) : null;
}

/** The printed prices of a market as decimals; null when fewer than two are read or one does not parse. */
function bookDecimals(prices: (string | null)[]): number[] | null {
  const ds = prices.filter((p): p is string => p !== null).map((p) => parseOddsStrict(p));
  return ds.length >= 2 && ds.every((d) => d !== null) ? (ds as number[]) : null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Implied probabilities of a book above this sum (a 15% margin) are not trusted as read. */
const TRUSTED_BOOK_MAX = 1.15;

/**
 * A football draw is never priced at more than twice the longer of the two wins (a level game's draw is a little
 * longer than either win; a one-sided game's is shorter than the outsider's): such a draw was misread ('429,200'
 * read for '▲29,200'). Of 4,487 complete 1X2 books read on the development sets, only 2 had one, both misread.
 */
const unlikelyDraw = (book: number[]) => book.length === 3 && book[1]! > 2 * Math.max(book[0]!, book[2]!);

function toReadMatch(pm: PageMatch, index: number, screenshot: number, scale: number): ReadMatch {
  const m = pm.match;
  const w = pm.words;
  const priceWords = [w.homeOdds, w.drawOdds, w.awayOdds].filter((x): x is W => !!x);
  const boxes: Partial<Record<ReadField, Box>> = {};
  const put = (field: ReadField, words: W[]) => {
    const b = boxOf(words, scale);
    if (b) boxes[field] = b;
  };
  put('home', w.home);
  put('away', w.away);
  put('date', w.date);
  if (w.homeOdds) put('homeOdds', [w.homeOdds]);
  if (w.drawOdds) put('drawOdds', [w.drawOdds]);
  if (w.awayOdds) put('awayOdds', [w.awayOdds]);

  const priced = priceWords.length > 0;
  const complete = !!(m.teams && m.homeOdds && m.awayOdds && (pm.market !== '1x2' || m.drawOdds));
  let teams = m.teams ? meanConf([...w.home, ...w.away]) : 0;
  // A name the gazetteer knows on both sides is a name, whatever the OCR score of its glyphs.
  if (m.teams && m.correctedTeams?.[0] && m.correctedTeams[1]) teams = Math.max(teams, 0.9);
  let odds = priced ? minConf(priceWords) : 0;
  if (pm.repaired || pm.looseTeams) odds = Math.min(odds, 0.5);
  // The book is checked whether or not the teams were read: prices that make no bookmaker's book are misread.
  const fullMarket = !!(m.homeOdds && m.awayOdds && (pm.market !== '1x2' || m.drawOdds));
  const book = fullMarket ? bookDecimals([m.homeOdds, m.drawOdds, m.awayOdds]) : null;
  if (book && !isPlausibleBook(book)) odds = Math.min(odds, 0.3);
  // A margin wider than bookmakers print on a main market usually means one price came from another cell: shown,
  // but not trusted enough to stake on.
  if (book && book.reduce((s, d) => s + 1 / d, 0) > TRUSTED_BOOK_MAX) odds = Math.min(odds, 0.5);
  if (book && m.sport === 'football' && unlikelyDraw(book)) odds = Math.min(odds, 0.5);
  const date = m.date ? Math.max(0.5, meanConf(w.date)) : 0;

  // Size of the team names relative to the price text: headline matches are printed large.
  const nameH = w.home.length ? Math.max(...w.home.map((x) => x.y1 - x.y0)) : 0;
  const prominence = (complete ? 2 : priced ? 1 : 0) + 1 / (1 + pm.rank) + nameH / 1e4;
  return {
    id: `s${screenshot}-m${index}`,
    screenshot,
    sport: m.sport,
    league: m.league,
    // An opponent that was not printed is carried as '' inside extraction.
    teams: m.teams ? [m.teams[0], m.teams[1] || null] : null,
    canonicalTeams: m.correctedTeams,
    date: m.date,
    time: m.time,
    market: pm.market,
    ...(pm.market === 'spread' && pm.line ? { line: pm.line } : {}),
    kind: pm.kind,
    odds: { home: m.homeOdds, draw: m.drawOdds, away: m.awayOdds },
    oddsFormat: m.oddsFormat,
    selection: pm.kind === 'slip' ? (m.pickedOutcome ?? null) : null,
    confidence: { teams: round2(teams), odds: round2(odds), date: round2(date) },
    boxes,
    complete,
    prominence: round2(prominence),
    ...(pm.bookmaker ? { bookmaker: pm.bookmaker } : {}),
  };
}

/** Every match read on one page, in reading order, with the evidence its confidences were calibrated from. */
export function readWithEvidence(page: OcrPage, opts: ExtractMatchesOptions = {}): Verified[] {
  const scale = opts.scale ?? 1;
  const screenshot = opts.screenshot ?? 0;
  const params = { ...DEFAULT_PARAMS, ...opts.params };
  const pms = readPage(page, { gazetteer: opts.gazetteer, params }).sort((a, b) => a.rank - b.rank);
  const read = markOddDecimalPlaces(pms.map((pm, i) => toReadMatch(pm, i, screenshot, scale)));
  return verifyWithEvidence(read, page, scale, { gazetteer: opts.gazetteer, screenshot });
}

/** Every match read on one page, most prominent first. */
export function extractMatches(page: OcrPage, opts: ExtractMatchesOptions = {}): ScreenshotReading {
  const scale = opts.scale ?? 1;
  const params = { ...DEFAULT_PARAMS, ...opts.params };
  const matches = readWithEvidence(page, opts).map((v) => v.match);
  matches.sort((a, b) => b.prominence - a.prominence);
  const warnings: ReadingWarning[] = [];
  if (!matches.length) warnings.push('NO_MATCH_FOUND');
  // An odds comparison's bookmakers price one match: their rows count once.
  const distinct = new Set(matches.filter((m) => m.complete).map((m) => (m.bookmaker ? `${m.teams?.join('|')}` : m.id)));
  if (distinct.size > 1) warnings.push('OTHER_MATCHES_FOUND');
  const top = matches[0];
  if (top) {
    const c = top.confidence;
    const weakest = Math.min(...[top.teams ? c.teams : 1, top.odds.home || top.odds.away ? c.odds : 1]);
    if (weakest < params.lowConfidence) warnings.push('LOW_CONFIDENCE');
    if (top.kind === 'slip' && !top.complete) warnings.push('SINGLE_PRICE_ONLY');
    // Teams with no price of the match result: another market's page (a correct-score grid), or prices unread.
    const { home, draw, away } = top.odds;
    if (top.teams && !home && !draw && !away && top.kind !== 'slip') warnings.push('NO_PRICES_READ');
  }
  return {
    width: Math.round(page.width / scale),
    height: Math.round(page.height / scale),
    matches,
    warnings,
  };
}

/** The match the analysis takes when the user picks none: complete first, then by prominence. */
export function mostProminent(matches: ReadMatch[]): ReadMatch | null {
  let best: ReadMatch | null = null;
  for (const m of matches) {
    if (!best || (m.complete && !best.complete) || (m.complete === best.complete && m.prominence > best.prominence)) best = m;
  }
  return best;
}

/** The engine's input shape for one read match. */
export function toExtractedMatch(m: ReadMatch | null): ExtractedMatch {
  if (!m) return emptyMatch();
  // What a bet rests on is the price: its confidence gates any stake (the teams are confirmed on review).
  const priced = !!(m.odds.home || m.odds.draw || m.odds.away);
  const conf = Math.round((priced ? m.confidence.odds : m.confidence.teams) * 100);
  return {
    sport: m.sport,
    league: m.league,
    teams: m.teams ? [m.teams[0], m.teams[1] ?? ''] : null,
    correctedTeams: m.canonicalTeams,
    date: m.date,
    time: m.time,
    homeOdds: m.odds.home,
    drawOdds: m.odds.draw,
    awayOdds: m.odds.away,
    oddsFormat: m.oddsFormat,
    pickedOutcome: m.kind === 'slip' ? m.selection : null,
    ...(m.market === 'spread' && m.line ? { market: 'spread' as const, line: m.line } : {}),
    ocrConfidence: conf,
    layout: m.kind,
    live: m.live ?? null,
  };
}
