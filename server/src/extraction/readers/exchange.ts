import { EXCHANGE_BACK, EXCHANGE_DRAW_NAMES, EXCHANGE_LAY } from '../locale/vocab';
import { foldForPhrases, hasPhrase, makePhrase, median, type Phrase, type Row } from '../page/words';
import type { Candidate, Priced } from '../grid/price-cells';
import { isLadder, isTightLadder, ladderMiddle, ladderPrices, rising } from './exchange-ladders';
import { editDistance, foldText } from '../page/normalize';
import { exchangeTitle } from './exchange-title';
import { sameName } from '../names/page-match';
import type { TeamPair } from '../page/team-pair';
import { classifyLabel } from '../tokens/labels';

/*
 * Betting exchanges print one row per runner (home, away, the draw) with a ladder of prices: the best back prices
 * rising towards the 'Back | Lay' boundary, then the lay prices. The runner's price is the best back, the one under
 * the 'Back' header; every other number on the row is another depth of the same market, never another outcome.
 */

const BACK = EXCHANGE_BACK;
const LAY = EXCHANGE_LAY;

interface Runner {
  name: string;
  /** Its best back; null where that cell was lost from a ladder read short. */
  price: Priced | null;
  row: number;
  /** The runner's prices, left to right. */
  ladder: Priced[];
}

const centre = (p: Priced) => (p.word.x0 + p.word.x1) / 2;

/** The header's lines: its row and a line just above or below it, where a narrow column wrapped its words. */
function headerLines(rows: Row[], hi: number): Row[] {
  const row = rows[hi]!;
  const cy = (r: Row) => (r.y0 + r.y1) / 2;
  return [rows[hi - 1], row, rows[hi + 1]].filter((r): r is Row => !!r && Math.abs(cy(r) - cy(row)) <= 1.5 * row.h);
}

/** Each header word of a list with its spaces left out, built once per list. */
const spaceless = new Map<string[], Set<string>>();
const spacelessOf = (list: string[]) => {
  let set = spaceless.get(list);
  if (!set) spaceless.set(list, (set = new Set(list.map((x) => x.replace(/\s+/g, '')))));
  return set;
};

/**
 * The header's words that say 'Back' (or 'Lay'): one word or two ('A favor'), right of `after`. Words, not phrases:
 * OCR reads both headers as one phrase where they stand close ('Back Lay', 'A favor Contra'), and that phrase's
 * middle is the boundary between the back and lay prices, not the best back's column. OCR may glue a header's words
 * ('Afavor') or split one into pieces ('En co ntr a'): up to four words whose letters, spaces left out, spell it.
 */
function headerWords(phrases: Phrase[], list: string[], after = -Infinity): Phrase | undefined {
  const letters = spacelessOf(list);
  const spans = [1, 2, 3, 4].flatMap((n) =>
    phrases.flatMap((p) => p.words.slice(0, p.words.length - n + 1).map((_, i) => makePhrase(p.words.slice(i, i + n)))),
  );
  const spells = (s: Phrase) =>
    (s.words.length <= 2 && hasPhrase(foldForPhrases(s.text), list)) || letters.has(s.text.toLowerCase().replace(/\s+/g, ''));
  return spans.find((s) => s.x0 > after && spells(s));
}

/** A header line (with the lines level with it) that says 'Back' or 'Lay'. */
const says = (rows: Row[], list: string[]) =>
  !!headerWords(
    rows.flatMap((r) => r.phrases),
    list,
  );

/** A market's runners: three ladders at least, the draw's among them. */
const RUNNERS = 3;

/**
 * Where an exchange's runners start when its 'Back | Lay' header was not read at all ('А Рауог Encontra' for 'A
 * favor  En contra'): the row before the first of at least three ladders, or -1. Read by shape, its best backs are a
 * guess (the middle of each ladder) and never trusted.
 */
export function headerlessExchangeRow(rows: Row[]): number {
  const ladders = rows.map((r, i) => (isTightLadder(r) ? i : -1)).filter((i) => i >= 0);
  return ladders.length >= RUNNERS && ladders[0]! >= 1 ? ladders[0]! - 1 : -1;
}

/**
 * How many lines below a lone 'Back' or 'Lay' its first two ladders may stand: each runner brings its matched amounts'
 * line, and a side panel beside the market its own lines ('Ver todos los premios' between two runners).
 */
const HEADER_REACH = 8;

/**
 * The row of an exchange's 'Back | Lay' header, or -1. A header wrapped in a narrow column ('A / favor', 'En /
 * contra') or with one of its words misread still heads an exchange where ladders follow it.
 */
export function exchangeHeaderRow(rows: Row[]): number {
  const both = rows.findIndex((r) => says([r], BACK) && says([r], LAY));
  if (both >= 0) return both;
  return rows.findIndex((r, i) => {
    if (!says([r], BACK) && !says([r], LAY)) return false;
    const lines = headerLines(rows, i);
    return (says(lines, BACK) && says(lines, LAY)) || rows.slice(i + 1, i + 1 + HEADER_REACH).filter(isLadder).length >= 2;
  });
}

/** Where an exchange's header places each runner's best back. */
interface BackHeader {
  /** The middle of the 'Back' header, where it was read. */
  backX: number | null;
  /**
   * Back prices rise towards the boundary with the lay prices: the best back is the last one before it. A 'Back'
   * header centred over several back columns stands over a worse price.
   */
  boundary: number | null;
  /** Runner names stand in the market's panel, not in a sidebar left of it. */
  panelX: number;
}

function backHeaderOf(rows: Row[], hi: number): BackHeader {
  const phrases = headerLines(rows, hi).flatMap((r) => r.phrases);
  const backPhrase = headerWords(phrases, BACK);
  const layPhrase = headerWords(phrases, LAY, backPhrase?.x1);
  return {
    backX: backPhrase ? (backPhrase.x0 + backPhrase.x1) / 2 : null,
    boundary: backPhrase && layPhrase ? (backPhrase.x1 + layPhrase.x0) / 2 : null,
    panelX: Math.min(...phrases.map((p) => p.x0)) - 2 * rows[hi]!.h,
  };
}

/** A ladder's best back by the header, or by the ladder's shape (an unsure price); with its distance from the header. */
function bestBackOf(prices: Priced[], centres: number[], header: BackHeader): { p: Priced; d: number } | null {
  const { backX, boundary } = header;
  const backs = boundary === null ? [] : prices.filter((_, i) => centres[i]! < boundary);
  // Headers set off the columns ('A favor' ending inside the best lay's cell): a boundary that cuts through a
  // price's box does not say which side that price is on. The ladder's shape says where its middle is, and the
  // price read so is unsure.
  const cut = boundary !== null && prices.some((p) => p.word.x0 < boundary && p.word.x1 > boundary);
  const byShape = cut ? ladderMiddle(prices) : null;
  if (byShape) return { p: { ...byShape, token: { ...byShape.token, repaired: true } }, d: 0 };
  if (backs.length && backs.length < prices.length) return { p: backs[backs.length - 1]!, d: 0 };
  if (backX !== null) return prices.map((p, i) => ({ p, d: Math.abs(centres[i]! - backX) })).sort((a, b) => a.d - b.d)[0]!;
  // The 'Back' header unread: the best back by the ladder's shape.
  const middle = ladderMiddle(prices);
  return middle ? { p: middle, d: 0 } : null;
}

/**
 * The runners under the header: the rows of the first three ladders, each with its name and best back, and which of
 * them had no best back placed.
 */
function readRunners(
  rows: Row[],
  hi: number,
  header: BackHeader,
  headerless: boolean,
): { runners: Runner[]; ladders: number; unplaced: Set<Runner> } {
  const runners: Runner[] = [];
  let ladders = 0;
  /** Lines whose prices joined a ladder above or below them. */
  const taken = new Set<number>();
  const unplaced = new Set<Runner>();
  for (let ri = hi + 1; ri < rows.length && ladders < 3; ri++) {
    if (taken.has(ri)) continue;
    const { prices, apart, odd } = ladderPrices(rows, ri);
    if (prices.length < 4) continue;
    // A ladder rises from left to right through the back and then the lay prices; the matched amounts printed
    // under it ('5,339  2,023', read as comma decimals) do not.
    if (!rising(prices)) continue;
    ladders++;
    for (const i of apart) taken.add(i);
    const centres = prices.map((p) => (p.word.x0 + p.word.x1) / 2);
    const pitch = median(centres.slice(1).map((c, i) => c - centres[i]!));
    const nearest = bestBackOf(prices, centres, header);
    if (nearest && nearest.d > pitch / 2) continue;
    const name = runnerName(rows, ri, prices, header.panelX) ?? '';
    // A ladder with a cell lost and no header to place its best back: the other runners' best-back column does,
    // below; if it cannot, the market is not read.
    if (!nearest) {
      const runner = { name, price: null, row: ri, ladder: prices };
      unplaced.add(runner);
      runners.push(runner);
      continue;
    }
    const price = odd || headerless ? { ...nearest.p, token: { ...nearest.p.token, repaired: true } } : nearest.p;
    runners.push({ name, price, row: ri, ladder: prices });
  }
  return { runners, ladders, unplaced };
}

/**
 * The columns stand one above the other: a runner whose ladder has a price more or less than the others' (a glyph
 * read as a price, a cell lost) takes the price in the others' best-back column, and is not trusted.
 */
function priceByColumn(runners: Runner[]): void {
  const lengths = runners.map((r) => r.ladder.length);
  const usual = median(lengths);
  const columnX = median(runners.filter((r) => r.ladder.length === usual).flatMap((r) => (r.price ? [centre(r.price)] : [])));
  const pitchOf = (r: Runner) => median(r.ladder.slice(1).map((p, i) => centre(p) - centre(r.ladder[i]!)));
  for (const r of runners) {
    if (r.ladder.length === usual) continue;
    const p = [...r.ladder].sort((a, b) => Math.abs(centre(a) - columnX) - Math.abs(centre(b) - columnX))[0]!;
    // The column's own cell lost ('4.3  }  4.5', the 4.4 unread): a neighbour's price is another price, and the
    // runner is left unpriced rather than priced wrong.
    r.price = Math.abs(centre(p) - columnX) <= pitchOf(r) / 2 ? { ...p, token: { ...p.token, repaired: true } } : null;
  }
}

/** A runner named as one of the title's teams. */
const isTitleTeam = (r: Runner, title?: TeamPair) => !!title && (sameName(r.name, title.home) || sameName(r.name, title.away));

/** The draw's runner, by its name or else by the other runners'; `byOrder` where only the runners' order told it. */
function drawsOf(runners: Runner[], title?: TeamPair): { draws: Runner[]; byOrder: boolean } {
  const draws = runners.filter((r) => isDrawName(r.name));
  if (draws.length || runners.length !== 3) return { draws, byOrder: false };
  // A match's market has three runners: with both sides named, the third ladder, whose name OCR lost, is the draw.
  // Under a title, 'named' means named as its teams: a garbled name ('мет' for 'Ничья') may be the draw's.
  const unnamed = runners.filter((r) => !r.name);
  if (unnamed.length === 1 && (!title || runners.every((r) => !r.name || isTitleTeam(r, title))))
    return { draws: unnamed, byOrder: false };
  if (!title) return { draws, byOrder: false };
  // A draw's name OCR garbled ('Е трае' for 'Empate'): with the other two runners the title's two teams, the third is
  // the draw.
  const home = runners.filter((r) => sameName(r.name, title.home));
  const away = runners.filter((r) => sameName(r.name, title.away));
  const rest = runners.filter((r) => !home.includes(r) && !away.includes(r));
  if (home.length === 1 && away.length === 1 && rest.length === 1) return { draws: rest, byOrder: false };
  // One runner named as a team, a name lost and one garbled: exchanges list the draw after the two sides, so the
  // later of the two is the draw; read so, and not trusted.
  if (home.length + away.length === 1 && rest.length === 2 && rest.filter((r) => !r.name).length === 1)
    return { draws: [rest[1]!], byOrder: true };
  return { draws, byOrder: false };
}

/** The home and away runners, in the title's order where one side's name was lost; null where they cannot be told. */
function sidesOf(runners: Runner[], draws: Runner[], byOrder: boolean, title?: TeamPair): [Runner, Runner] | null {
  const sides = runners.filter((r) => !draws.includes(r));
  // Without the draw's row a football market cannot be told from a two-way one: no reading rather than a wrong one.
  if (sides.length !== 2 || draws.length !== 1) return null;
  // A garbled side's name is no name: the title places the side named as its team.
  const named = sides.filter((r) => (byOrder ? isTitleTeam(r, title) : r.name));
  if (named.length === 1 && title) {
    // One side's name lost: the event's title says which team the other runner is, and so which this one is.
    const known = named[0]!;
    const isHome = sameName(known.name, title.home);
    if (isHome === sameName(known.name, title.away)) return null;
    const other = sides.find((r) => r !== known)!;
    return isHome ? [known, other] : [other, known];
  }
  return named.length === 2 ? (sides as [Runner, Runner]) : null;
}

/**
 * The match read from an exchange's runner rows, or null when any runner row cannot be read whole (its name or its
 * best back price): two sides without the draw would turn a 1X2 market into a moneyline.
 */
export function findExchangeCandidate(rows: Row[], hi: number, title?: TeamPair, headerless = false): Candidate | null {
  const { runners, ladders, unplaced } = readRunners(rows, hi, backHeaderOf(rows, hi), headerless);
  if (runners.length !== ladders) return null;
  priceByColumn(runners);
  if (runners.some((r) => unplaced.has(r) && !r.price)) return null;
  // byOrder: the outcomes were told apart by the runners' order, not their names; every price is unsure.
  const { draws, byOrder } = drawsOf(runners, title);
  const sides = sidesOf(runners, draws, byOrder, title);
  if (!sides) return null;
  const [home, away] = sides;
  const read = title ? null : exchangeTitle(rows, hi, home.name, away.name);
  const unsure = (p: Priced | null, role: 'home' | 'draw' | 'away') =>
    p && { ...(byOrder ? { ...p, token: { ...p.token, repaired: true } } : p), role };
  return {
    ...(read && { title: read }),
    home: unsure(home.price, 'home'),
    draw: unsure(draws[0]!.price, 'draw'),
    away: unsure(away.price, 'away'),
    layout: 'exchange',
    good: true,
    row: home.row,
    threeWay: true,
  };
}

/**
 * The runner's name: the text of the market's panel nearest left of the ladder on its row, or on a line OCR split
 * off just below or above it. A split-off name stands level with the ladder's prices, measured word by word: the
 * line's own height and middle may come from a side panel beside it ('Все призы' level with the prices' top, the
 * name centred between the prices and their amounts).
 */
function runnerName(rows: Row[], ri: number, ladder: Priced[], panelX: number): string | null {
  const firstPriceX = ladder[0]!.word.x0;
  const mid = (w: { y0: number; y1: number }) => (w.y0 + w.y1) / 2;
  const priceY = median(ladder.map((p) => mid(p.word)));
  const priceH = median(ladder.map((p) => p.word.y1 - p.word.y0));
  // Two lines away too: OCR may split the runner's line twice (the name a line below the ladder's amounts).
  for (const r of [rows[ri], rows[ri + 1], rows[ri - 1], rows[ri + 2], rows[ri - 2]]) {
    if (!r) continue;
    // Words, not whole phrases: OCR may read the name and the prices after it as one phrase ('udinese 2.12 2.14').
    const left = r.phrases
      .map((p) => p.words.filter((w) => w.x1 < firstPriceX && w.x0 >= panelX))
      .filter((ws) => ws.length && (r === rows[ri] || Math.abs(median(ws.map(mid)) - priceY) <= 1.5 * priceH))
      .map(makePhrase)
      .filter((p) => /\p{L}{3,}/u.test(p.text));
    const nearest = left.sort((a, b) => b.x1 - a.x1)[0];
    if (nearest) return nearest.text;
  }
  return null;
}

const DRAW_NAMES = EXCHANGE_DRAW_NAMES;

/** Lower case without accents, in the name's own script: a Cyrillic name read in part is no Latin name's start. */
const inOwnScript = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/^the /, '').trim();
const DRAW_CUTS = DRAW_NAMES.map(inOwnScript);

/** The draw's runner, also with a letter lost or misread ('ичья', 'Th3 Draw') or cut short ('The Dra', 'Dra'). */
function isDrawName(name: string): boolean {
  if (!name) return false;
  if (classifyLabel(name) === 'draw' || /\b(the )?draw\b|ничья|empate|nul\b/i.test(name)) return true;
  const folded = foldText(name);
  // Compared in its own script: transliterated, 'мат' (a side's name read in part) is the start of 'match nul'.
  const cut = inOwnScript(name);
  if (cut.length >= 3 && DRAW_CUTS.some((d) => d !== cut && d.startsWith(cut))) return true;
  return folded.length >= 4 && DRAW_NAMES.some((d) => editDistance(folded, foldText(d), 1) <= 1);
}
