import { CLUB_SUFFIXES, knowsExactly } from './gazetteer';
import type { Gazetteer } from './gazetteer-types';
import type { ExtractionParams } from '../page/params';
import type { TeamPair } from '../page/team-pair';
import { pricesOf, rowLabels, rowPrices, type Candidate } from '../grid/price-cells';
import { foldForPhrases, hasPhrase, horizontalOverlap, level, verticalOverlap, type Row, type W } from '../page/words';
import {
  cleanName,
  isLeagueOrSport,
  isNameWord,
  isProse,
  joinSpacedLetters,
  widestWord,
  withoutTallCrests,
} from '../tokens/name-words';
import { SPORT_WORDS } from '../locale/vocab';
import { parseOddsToken } from '../tokens/odds-token';
import { isSeparator } from './separator-teams';
import { BAD_MARKET, GOOD_MARKET } from '../locale/vocab';
import { classifyLabel, isOutcomeRole } from '../tokens/labels';

/* Teams on two lines (stacked names of an event, a card or a list row) or in two cells of one row. */

const isOutcomeLabel = (text: string) => {
  const role = classifyLabel(text);
  return role === 'home' || role === 'draw' || role === 'away';
};

/**
 * A row of outcome labels over a card's prices ('1  Draw  2'), also with its middle label misread ('1  Огам/  2'):
 * the outer labels say what the row is.
 */
const isOutcomeLabelRow = (row: Row) =>
  row.phrases.every((ph) => isOutcomeLabel(ph.text)) ||
  (row.phrases.length === 3 &&
    classifyLabel(row.phrases[0]!.text) === 'home' &&
    classifyLabel(row.phrases[2]!.text) === 'away' &&
    row.phrases[1]!.text.length <= 12) ||
  // Or its draw named in words and its other labels marks OCR misread ('i  Unentschieden  2', its '1' read as 'i').
  (row.phrases.length <= 3 &&
    row.phrases.some((ph) => classifyLabel(ph.text) === 'draw' && ph.text.length >= 4) &&
    row.phrases.every((ph) => isOutcomeLabel(ph.text) || ph.text.trim().length <= 2));

/** The pair of two name cells' words, each side's name cleaned of debris. */
export function pairOf(homeWords: W[], awayWords: W[], row: number, score = 1): TeamPair {
  return {
    home: cleanName(homeWords),
    away: cleanName(awayWords),
    words: [...homeWords, ...awayWords],
    homeWords,
    awayWords,
    row,
    score,
  };
}

export function isNameRow(row: Row): boolean {
  if (row.phrases.length !== 1) return false;
  const ws = row.words;
  return ws.length <= 5 && ws.every(isNameWord) && !hasPhrase(row.folded, GOOD_MARKET) && !hasPhrase(row.folded, BAD_MARKET);
}

/**
 * The name of a row that holds one team and nothing else but, in cells of their own, its kick-off date or time
 * ('DET Lions ........ Sun Oct 12'); a crest read as a stray symbol before the name is dropped. Null otherwise.
 */
export function stackedNameWords(row: Row): W[] | null {
  const crest = (w: W) => !isNameWord(w) && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
  const phrases = row.phrases.slice(row.phrases[0]?.words.every(crest) ? 1 : 0);
  const [first, ...rest] = phrases;
  if (!first || !rest.every((p) => p.words.every((w) => w.dt))) return null;
  let ws = first.words;
  while (ws.length > 1 && crest(ws[0]!)) ws = ws.slice(1);
  if (ws.length > 5 || !ws.every(isNameWord)) return null;
  // A name has two letters or more; 'vs' between two names side by side is not one.
  if (cleanName(ws).replace(/[^\p{L}]/gu, '').length < 2 || ws.some(isSeparator)) return null;
  if (hasPhrase(row.folded, GOOD_MARKET) || hasPhrase(row.folded, BAD_MARKET)) return null;
  return ws;
}

/** The x-range of a run of words. */
const span = (ws: W[]) => ({ x0: Math.min(...ws.map((w) => w.x0)), x1: Math.max(...ws.map((w) => w.x1)) });

/** Two names on consecutive lines near the date: an event header, a slip's or a bet card's match. */
export function findStackedTeams(rows: Row[], dateRows: Set<number>, gaz?: Gazetteer): TeamPair | null {
  let best: TeamPair | null = null;
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i]!;
    const b = rows[i + 1]!;
    const wa = stackedNameWords(a);
    const wb = stackedNameWords(b);
    if (!wa || !wb) continue;
    const ha = cleanName(wa);
    const hb = cleanName(wb);
    if (isLeagueOrSport(ha) || isLeagueOrSport(hb)) continue;
    const gap = b.y0 - a.y1;
    if (gap > 3 * Math.max(a.h, b.h)) continue;
    // Stacked names share a column, left-aligned or centred; names side by side, one wrapped onto a lower line
    // ('Borussia' over 'Monchengladbach' left, '1. FC Koln' right), are no stack.
    if (horizontalOverlap(span(wa), span(wb)) <= 0) continue;
    let score = 0;
    // The kick-off printed beside the names themselves is the strongest sign of a match.
    if (a.words.some((w) => w.dt) || b.words.some((w) => w.dt)) score += 2;
    if (dateRows.has(i + 2) || dateRows.has(i + 3)) score += 2;
    if (dateRows.has(i - 1)) score += 1;
    if (gaz?.matchTeam(ha)) score += 1;
    if (gaz?.matchTeam(hb)) score += 1;
    if (score >= 1 && (!best || score > best.score))
      best = { home: ha, away: hb, words: [...wa, ...wb], homeWords: wa, awayWords: wb, row: i, score };
  }
  return best;
}

interface NameCell {
  words: W[];
  row: number;
  x0: number;
  y0: number;
  y1: number;
  h: number;
}

/** Two name cells in one column: left edges within two text heights. */
const aligned = (a: NameCell, b: NameCell) => Math.abs(a.x0 - b.x0) <= 2 * Math.max(a.h, b.h);

/** `y` is the line right under `x` in its column: a line of its own, no more than one and a half heights below. */
const nextLine = (x: NameCell, y: NameCell) =>
  y.y0 > x.y0 && y.row !== x.row && aligned(x, y) && y.y0 - x.y1 <= 1.5 * Math.max(x.h, y.h);

/** The longest run of letters two texts share. */
function commonRun(a: string, b: string): number {
  let best = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (a[i + k] !== undefined && a[i + k] === b[j + k]) k++;
      best = Math.max(best, k);
    }
  return best;
}

const cellText = (c: NameCell) => cleanName(c.words).toLowerCase();

/** Two cells on overlapping lines, one text mostly inside the other: the same name read twice. */
const readTwice = (a: NameCell, x: NameCell) => {
  const [ta, tx] = [cellText(a), cellText(x)];
  return (
    Math.min(a.y1, x.y1) > Math.max(a.y0, x.y0) &&
    commonRun(ta, tx) >= Math.max(Math.min(3, ta.length, tx.length), 0.75 * Math.min(ta.length, tx.length))
  );
};

/** `x` is the fuller reading of the two; of two as long, the one read first. */
const fuller = (x: NameCell, a: NameCell, order: NameCell[]) =>
  cellText(x).length > cellText(a).length || (cellText(x).length === cellText(a).length && order.indexOf(x) < order.indexOf(a));

/** A phrase that reads as one team or player name: 1-5 name words, no league, no interface words. */
export function nameCell(row: Row, ri: number, words: W[], params: ExtractionParams, gaz?: Gazetteer): NameCell | null {
  // Kick-off times, list numbers and live scores beside a name are not part of it.
  let ws = words.filter((w) => !w.dt);
  // A live score before the name may be read as a letter ('о Rio Ave' for '0 Rio Ave'): one stray glyph goes too.
  // So does a lone letter tesseract barely read (a crest or an icon read as 'М' at 26), and a lone 'O' in either
  // script, however sure: a score's 0 ('О NAC' for '0 NAC Breda'); no club's name starts with a word 'O'.
  // So is a minute or score tesseract barely read, a glyph garbled ('57!' for 57').
  // A mark with no letter or digit ('=)' for a live icon, '•') is never part of a name.
  const debris = (w: W) =>
    /^[\d:'’+.()-]+$/.test(w.text) ||
    !/[\p{L}\d]/u.test(w.text) ||
    (w.conf < 30 && /\d/.test(w.text) && !isNameWord(w)) ||
    (w.text.length === 1 && (!isNameWord(w) || w.conf < 30 || /^[OoОо]$/.test(w.text)));
  // A word tesseract barely read that stands mostly below or above the name (a minute and a score read as one
  // garbled word, 'ur, 1 Coventry') is no part of it either.
  const body = widestWord(ws);
  const offLine = (w: W) => w.conf < 30 && !!body && w !== body && !level(w, body);
  // A capital 'O' followed by small letters is the first letter of a name OCR spaced apart ('O xf ord Un ite d').
  const spacedStart = (i: number) => /^[OО]$/.test(ws[i]!.text) && /^\p{Ll}/u.test(ws[i + 1]?.text ?? '');
  while (ws.length > 1 && ((debris(ws[0]!) && !spacedStart(0)) || offLine(ws[0]!))) ws.shift();
  // After it, numbers and marks with no letter ('Samsunspor — 1', a dash and the home label before its price).
  while (ws.length && !/\p{L}/u.test(ws[ws.length - 1]!.text)) ws.pop();
  // After the name as before it, a lone glyph tesseract barely read is a crest or an icon beside it ('Juventus Turin i'
  // at 29, the crest between the name and the kick-off time).
  while (ws.length > 1 && ws[ws.length - 1]!.text.length === 1 && ws[ws.length - 1]!.conf < 30) ws.pop();
  // A glyph of the line below read into this one ('Como i', the 'i' of 'Milan' under it) shares no height with the
  // name's widest word. (A whole word may: a name wrapped in large type is joined from two lines.)
  const widest = widestWord(ws);
  const strayGlyph = (w: W) => w.text.length === 1 && !!widest && verticalOverlap(w, widest) <= 0;
  while (ws.length > 1 && strayGlyph(ws[ws.length - 1]!)) ws.pop();
  // A last letter boxed over the end of the word before it is that word's last glyph read again ('Basaksehir г').
  const reread = (w: W, before: W) => w.text.length === 1 && w.x0 < before.x1 && w.x1 > before.x1 - (w.x1 - w.x0);
  while (ws.length > 1 && reread(ws[ws.length - 1]!, ws[ws.length - 2]!)) ws.pop();
  while (ws.length > 1 && strayGlyph(ws[0]!)) ws.shift();
  ws = withoutTallCrests(ws);
  const spaced = gaz ? letterSpacedName(ws, gaz) : null;
  if (spaced) ws = [spaced];
  else if (gaz) ws = withCapitalsMended(ws, gaz);
  if (!ws.length || ws.length > 5 || !ws.every(isNameWord)) return null;
  const text = cleanName(ws);
  // A name the gazetteer knows exactly is one however unsure tesseract was of its glyphs ('Eyupspor' at 26).
  if (!ws.some((w) => w.conf >= params.minNameConfidence) && !knowsExactly(gaz, text)) return null;
  if (text.replace(/[^\p{L}]/gu, '').length < 2 || isLeagueOrSport(text) || isProse(text)) return null;
  if (hasPhrase(row.folded, GOOD_MARKET) || hasPhrase(row.folded, BAD_MARKET)) return null;
  return {
    words: ws,
    row: ri,
    x0: ws[0]!.x0,
    y0: Math.min(...ws.map((w) => w.y0)),
    y1: Math.max(...ws.map((w) => w.y1)),
    h: row.h,
  };
}

/**
 * A name tesseract read letter by letter in pieces ('E x cels ior', 'Vo len da m'): three pieces or more, most of
 * them of three letters or fewer, or two such short pieces ('Lil le'), that the gazetteer knows once put together (a
 * glyph may be lost), are that one word.
 */
function letterSpacedName(ws: W[], gaz: Gazetteer): W | null {
  const short = ws.filter((w) => /^\p{L}{1,3}$/u.test(w.text)).length;
  if (ws.length < 2 || (ws.length === 2 && short < 2) || short * 2 < ws.length) return null;
  if (!ws.every((w) => /^\p{L}+$/u.test(w.text))) return null;
  // Exactly, or with one glyph lost in the pieces ('Bu nle y' for 'Burnley'); a name of two words keeps its space
  // where a capital starts the second ('O xf ord Un ite d' is 'Oxford United').
  const knows = (t: string) => (gaz.matchTeam(t)?.score ?? 0) >= 0.85;
  const words = joinSpacedLetters(ws.map((w) => w.text).join(' '));
  const text = [ws.map((w) => w.text).join(''), words].find((t): t is string => !!t && knows(t));
  if (!text) return null;
  return {
    text,
    conf: Math.min(...ws.map((w) => w.conf)),
    x0: ws[0]!.x0,
    x1: ws[ws.length - 1]!.x1,
    y0: Math.min(...ws.map((w) => w.y0)),
    y1: Math.max(...ws.map((w) => w.y1)),
  };
}

/** Capitals OCR reads as a digit of the same shape. */
const CAPITAL_OF_DIGIT: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '6': 'G', '8': 'B' };
/** Any of those digits. */
const LOOKALIKE_DIGIT = new RegExp(`[${Object.keys(CAPITAL_OF_DIGIT).join('')}]`, 'g');

/**
 * A capital read as its look-alike digit and cut off its word ('Fortuna 5 ittard' for 'Fortuna Sittard'): a lone such
 * digit before a word starting in lower case is that word's first letter, where the gazetteer knows the name so mended.
 * A number that is part of a name ('Mainz 05', 'Schalke 04') is never followed by a word in lower case.
 */
export function withCapitalsMended(ws: W[], gaz: Gazetteer): W[] {
  const at = ws.findIndex((w, i) => CAPITAL_OF_DIGIT[w.text] !== undefined && /^\p{Ll}{2,}/u.test(ws[i + 1]?.text ?? ''));
  if (at < 0) return withInitialsMended(ws, gaz);
  const digit = ws[at]!;
  const rest = ws[at + 1]!;
  const mended: W = {
    ...rest,
    text: CAPITAL_OF_DIGIT[digit.text]! + rest.text,
    conf: Math.min(digit.conf, rest.conf),
    x0: digit.x0,
    y0: Math.min(digit.y0, rest.y0),
    y1: Math.max(digit.y1, rest.y1),
  };
  return knownOr([...ws.slice(0, at), mended, ...ws.slice(at + 2)], ws, gaz);
}

/** The mended words where the gazetteer knows the name they spell, else the words as read. */
const knownOr = (mended: W[], read: W[], gaz: Gazetteer) =>
  (gaz.matchTeam(mended.map((w) => w.text).join(' '))?.score ?? 0) >= 0.85 ? mended : read;

/**
 * A club's initials with a capital read as its look-alike digit ('5С Braga' for 'SC Braga'): a word of two to four
 * capitals and such digits, letters among them, is those capitals where the gazetteer knows the name so mended.
 */
function withInitialsMended(ws: W[], gaz: Gazetteer): W[] {
  const at = ws.findIndex(
    (w) => /^[\p{Lu}0-9]{2,4}$/u.test(w.text) && /\p{Lu}/u.test(w.text) && w.text.search(LOOKALIKE_DIGIT) >= 0,
  );
  if (at < 0 || ws.length < 2) return ws;
  const word = ws[at]!;
  const mended = { ...word, text: word.text.replace(LOOKALIKE_DIGIT, (d) => CAPITAL_OF_DIGIT[d]!) };
  return knownOr(
    ws.map((w) => (w === word ? mended : w)),
    ws,
    gaz,
  );
}

/**
 * Teams of one list row whose names are stacked on two lines: left of its prices (bet365-style desktop lists) or
 * just above them (mobile cards). The two vertically adjacent, left-aligned name cells nearest the prices; names on
 * another priced row, beyond one, or claimed by another match are not taken.
 */
export function findTeamsBesidePrices(
  rows: Row[],
  c: Candidate,
  claimed: Set<W>,
  params: ExtractionParams,
  gaz?: Gazetteer,
  pricedRows: Set<number> = new Set(),
): TeamPair | null {
  const priceWords = pricesOf(c).map((p) => p.word);
  if (!priceWords.length) return null;
  const px0 = Math.min(...priceWords.map((w) => w.x0));
  const py0 = Math.min(...priceWords.map((w) => w.y0));
  const cy = priceWords.reduce((s, w) => s + (w.y0 + w.y1) / 2, 0) / priceWords.length;
  const h = rows[c.row]!.h;
  // The nearest other priced rows above and below bound where this row's names can be.
  const others = [...pricedRows].filter((r) => r !== c.row).map((r) => (rows[r]!.y0 + rows[r]!.y1) / 2);
  const ceiling = Math.max(-Infinity, ...others.filter((y) => y < cy));
  const floor = Math.min(Infinity, ...others.filter((y) => y > cy));
  let cells: NameCell[] = [];
  // Lines of a name wrapped below the pair's (a third or fourth line) are read further down, for withWrappedName only.
  const wrapCells: NameCell[] = [];
  rows.forEach((row, ri) => {
    if (ri !== c.row && pricedRows.has(ri)) return;
    for (const p of row.phrases) {
      // Where the name stands is its own words' band: a banner's words merged into its line ('Dynamo Moscow' beside
      // a lower 'GET IT ON') do not move it.
      const rc = (Math.min(...p.words.map((w) => w.y0)) + Math.max(...p.words.map((w) => w.y1))) / 2;
      const wrapOnly = rc > cy + 2 * Math.max(h, row.h) && rc <= cy + 5 * Math.max(h, row.h);
      // A card prints its names above the outcome labels above its prices: up to 8 line heights up. Level with
      // the prices (a list row) only names within 5 count; further up stand the row before's.
      // Names in larger type than the prices ('Swansea City' under a row of small prices) are weighed by their own
      // line's height.
      if (rc < cy - 8 * h || (rc > cy + 2 * Math.max(h, row.h) && !wrapOnly) || rc <= ceiling || rc >= floor) continue;
      if (p.words.some((w) => claimed.has(w))) continue;
      const above = Math.max(...p.words.map((w) => w.y1)) <= py0;
      // A wrapped line below the prices may run on under their column; it starts left of them.
      // A narrow row may read its name and its first prices as one phrase ('Вулверхэмптон 1,01 29,00'): the name is
      // the phrase's words left of the prices, where all the words it runs on with are the row's prices.
      let words = p.words;
      if (p.x1 > px0 && !above && !(wrapOnly && p.x0 < px0)) {
        const left = p.words.filter((w) => w.x1 <= px0);
        if (!left.length || !p.words.every((w) => left.includes(w) || priceWords.includes(w))) continue;
        words = left;
      }
      const cell = nameCell(row, ri, words, params, gaz);
      if (cell) (wrapOnly ? wrapCells : cells).push(cell);
    }
  });
  // Two overlapping cells that share most of their letters are one name read twice ('Tennisi' over 'ennisi',
  // 'Samsunspo' over 'msunspor'), not a name and the one under it (boxes grown by a crest, 'Lazio' over 'Atalanta',
  // may overlap the next line): the fuller reading stays.
  const rereads = new Set(cells.filter((a) => cells.some((x) => x !== a && readTwice(a, x) && fuller(x, a, cells))));
  cells = cells.filter((x) => !rereads.has(x)).sort((a, b) => a.y0 - b.y0);
  let best: { pair: TeamPair; d: number } | null = null;
  // Each cell with the next one below it in its column: a cell elsewhere between them ('HT' left of 'Besiktas') does
  // not part the two names.
  const pairs = cells.flatMap((a, i) => {
    const b = cells.slice(i + 1).find((x) => x.row !== a.row && aligned(a, x));
    return b ? [[a, b] as const] : [];
  });
  // A row of outcome labels: one naming the draw, or one heading the price columns with two outcomes or more and no
  // price ('Bookmaker  1  z  2', its X misread), where a name is the column's heading.
  // The draw's word may share a cell with the away name beside it ('Unentschieden Hamburger').
  // The draw's label stands over the prices' columns: an 'x' in a bet slip's panel right of them labels nothing.
  const pxEnd = Math.max(...priceWords.map((w) => w.x1));
  const overPrices = (ph: { x0: number; x1: number }) => ph.x1 > px0 - 2 * h && ph.x0 < pxEnd + 2 * h;
  const labelRow = (ri: number) =>
    rows[ri]!.phrases.some(
      (ph) =>
        (overPrices(ph) && classifyLabel(ph.text) === 'draw') ||
        ph.words.some((w) => w.text.length >= 4 && classifyLabel(w.text) === 'draw'),
    ) ||
    (!rowPrices(rows[ri]!, false).length &&
      (rowLabels(rows[ri]!).filter((l) => isOutcomeRole(l.role)).length >= 2 || marksOverColumns(rows[ri]!, priceWords) >= 2));
  // Beside means level with either, on its row or overlapping its line ('Tambov' set a little lower than 'Krylya').
  const beside = (x: NameCell, y: NameCell) => x.row === y.row || (x.y0 < y.y1 && y.y0 < x.y1);
  for (const [a, b] of pairs) {
    // A market header naming the outcomes ('Heracles | Draw | PSV' over 'Eindhoven') wraps a label onto a second
    // line: that is one team's name, not two teams.
    // So are its further lines under a label line ('West  Draw  Coventry City' over 'Bromwich' over 'Albion').
    if (labelRow(a.row)) continue;
    const over = [...cells].reverse().find((x) => nextLine(x, a));
    if (over && labelRow(over.row)) continue;
    const hh = Math.max(a.h, b.h);
    if (Math.abs(a.x0 - b.x0) > 2 * hh) continue;
    // Names either side of their prices' line stand further apart: that line is between them.
    const straddle = a.y1 <= cy && b.y0 >= cy;
    if (b.y0 - a.y1 > (straddle ? 3 : 1.5) * hh) continue;
    // Level with the prices (one of the names or between them), or a card's names right above its prices.
    const level = cy >= a.y0 - h && cy <= b.y1 + h && (a.y0 + a.y1) / 2 >= cy - 5 * h;
    const aboveGap = py0 - b.y1;
    // Across a row of outcome labels ('1  Draw  2') a card's names stand further above its prices.
    const between = rows.slice(b.row + 1, c.row);
    const onlyLabelsBetween = between.every(isOutcomeLabelRow);
    const labelled = between.length > 0 && onlyLabelsBetween;
    if (!level && !(aboveGap >= 0 && aboveGap <= (labelled ? 5 : 3) * Math.max(h, hh))) continue;
    // A card's names above its prices stand alone on their lines; beside another name they are a match graphic's
    // two sides, one of them wrapped ('Gaziantep  Istanbul' over 'Basaksehir').
    if (!level && cells.some((x) => x !== a && x !== b && (beside(x, a) || beside(x, b)))) continue;
    // Names far above their prices belong to them only across a row of outcome labels ('1  X  2'), never across
    // another match's names.
    const far = (a.y0 + a.y1) / 2 < cy - 5 * h;
    if (!level && far && !onlyLabelsBetween) continue;
    const d = level ? Math.abs((a.y0 + b.y1) / 2 - cy) : 1e6 + aboveGap;
    const home = cleanName(a.words);
    const away = cleanName(b.words);
    let score = 1;
    if (gaz?.matchTeam(home)) score += 1;
    if (gaz?.matchTeam(away)) score += 1;
    if (!best || d < best.d)
      best = {
        pair: {
          home,
          away,
          words: [...a.words, ...b.words],
          homeWords: a.words,
          awayWords: b.words,
          row: a.row,
          score,
          abovePrices: !level,
        },
        d,
      };
  }
  const chosen = best?.pair ?? null;
  // A name line belongs to the priced row whose prices are nearer.
  const band = { lo: (ceiling + cy) / 2, hi: (floor + cy) / 2 };
  return chosen && !chosen.abovePrices && gaz
    ? withWrappedName(
        chosen,
        [...cells, ...wrapCells].sort((a, b) => a.y0 - b.y0),
        gaz,
        band,
      )
    : chosen;
}

/**
 * How many of a row's price columns have a mark of one or two glyphs centred over them on this line: a table's
 * header whose outcome labels OCR garbled ('Bookmaker  ь  ;  2', 'Букмекер  q  ы  2') still heads the columns by
 * where its marks stand.
 */
function marksOverColumns(row: Row, priceWords: readonly W[]): number {
  // Letters or digits: a suspended row's dashes stand over the columns too.
  const marks = row.words.filter((w) => w.text.trim().length <= 2 && /[\p{L}\p{N}]/u.test(w.text));
  return priceWords.filter((p) =>
    marks.some((m) => {
      const mc = (m.x0 + m.x1) / 2;
      return m.y1 <= p.y0 && mc > p.x0 && mc < p.x1;
    }),
  ).length;
}

/**
 * Long names wrapped beside their row's prices ('Charlton' over 'Athletic' over 'QPR', 'West' over 'Brom' over
 * 'Albion' over 'Wrexham'): the column of name lines that belong to the row is split into two teams where the
 * gazetteer reads the split best. A line belongs to the row when it is nearer this row's prices than a neighbouring
 * priced row's; a club's generic word never starts a name, and a line that is another team on its own never
 * continues one. The pair as found stands unless one split reads better than every other.
 */
function withWrappedName(pair: TeamPair, cells: NameCell[], gaz: Gazetteer, band: { lo: number; hi: number }): TeamPair {
  const a = cells.find((x) => x.words === pair.homeWords);
  const b = cells.find((x) => x.words === pair.awayWords);
  if (!a || !b) return pair;
  if (!nextLine(a, b)) return pair;
  const inBand = (x: NameCell) => (x.y0 + x.y1) / 2 > band.lo && (x.y0 + x.y1) / 2 < band.hi;
  const stack = [a, b];
  const lineAbove = () => [...cells].reverse().find((x) => nextLine(x, stack[0]!) && inBand(x));
  const lineBelow = () => cells.find((y) => nextLine(stack[stack.length - 1]!, y) && inBand(y));
  for (let up = lineAbove(); up && stack.length < 5; up = lineAbove()) stack.unshift(up);
  for (let down = lineBelow(); down && stack.length < 5; down = lineBelow()) stack.push(down);
  if (stack.length === 2) return pair;

  const text = (lines: NameCell[]) => cleanName(lines.flatMap((x) => x.words));
  const generic = (x: NameCell) =>
    text([x])
      .toLowerCase()
      .split(/\s+/)
      .every((t) => CLUB_SUFFIXES.has(t));
  const known = (lines: NameCell[]) => gaz.matchTeam(text(lines));
  const nameScore = (lines: NameCell[]) => {
    const whole = known(lines);
    let score = whole ? 1 : 0;
    if (generic(lines[0]!)) score -= 1;
    // A first line that is a club of its own, under lines known together only loosely ('Oviedo' over 'Celta Vigo',
    // close to Celta), is that club: another team's name, not the start of this one.
    const first = lines.length > 1 && whole && whole.score < 1 ? known([lines[0]!]) : null;
    if (first && first.score >= 1 && first.canonical !== whole?.canonical) score -= 1;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (generic(line)) continue;
      const alone = known([line]);
      // Another team on its own line; an unknown line after a name already known is debris or a cut word. A line
      // known only in part ('Москва', near T. Moscow) that completes a name known whole ('Динамо Москва') is the
      // name's own.
      const completes = !!whole && whole.score >= 1 && alone !== null && alone.score < 1;
      if (alone && alone.canonical !== whole?.canonical && !completes) score -= 1;
      else if (!alone && known(lines.slice(0, i))) score -= 0.5;
    }
    return score;
  };
  // How closely the gazetteer knows both names: between splits that score alike, the one whose names it knows
  // exactly ('Bayern Munich' over 'RB Leipzig', not 'Bayern' over 'Munich RB Leipzig', known only loosely).
  const closeness = (lines: NameCell[]) => known(lines)?.score ?? 0;
  const splits = stack.slice(1).map((_, i) => {
    const home = stack.slice(0, i + 1);
    const away = stack.slice(i + 1);
    return { home, away, score: nameScore(home) + nameScore(away), closeness: closeness(home) + closeness(away) };
  });
  const best = Math.max(...splits.map((x) => x.score));
  const tied = splits.filter((x) => x.score === best);
  const closest = Math.max(...tied.map((x) => x.closeness));
  const winners = tied.filter((x) => x.closeness === closest);
  if (winners.length !== 1 || best < nameScore([a]) + nameScore([b])) return pair;
  const { home, away } = winners[0]!;
  return {
    ...pair,
    ...pairOf(
      home.flatMap((x) => x.words),
      away.flatMap((x) => x.words),
      home[0]!.row,
      pair.score,
    ),
  };
}

/**
 * Teams printed side by side in two cells of one row (an event page's header: 'RCD Mallorca      Alaves'): a row of
 * exactly two name cells and nothing else. Large text and names the gazetteer knows make it likelier.
 */
export function findSideBySideTeams(rows: Row[], params: ExtractionParams, gaz?: Gazetteer): TeamPair | null {
  const heights = rows.map((r) => r.h).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 1;
  let best: TeamPair | null = null;
  rows.forEach((row, ri) => {
    // Exactly two whole cells of the row are names (a sidebar's sport names beside them are not).
    const cells = row.phrases
      .map((p) => ({ p, cell: nameCell(row, ri, p.words, params) }))
      // Whole: every word of letters in the cell is the name's; a number beside it may be the club's ('Mainz 05',
      // '1. FC Koln'), and a mark OCR read into its line ('Manchester City -', a dash from the line above) is none of
      // its words.
      .filter(
        (x) =>
          x.cell &&
          x.p.words.every((w) => x.cell!.words.includes(w) || /^\d{1,3}\.?$/.test(w.text) || /^[^\p{L}\p{N}]+$/u.test(w.text)) &&
          !SPORT_WORDS.has(x.p.text.toLowerCase()) &&
          // Names are capitalised: a lower-case word beside them is a banner's text run into the row ('игрокам').
          x.cell.words.some((w) => w.text !== w.text.toLowerCase()),
      )
      .map((x) => x.cell!);
    // Headline names are the largest text of their row; a sidebar entry beside them is smaller.
    // A box over twice the row's text height took in a crest beside its word ('Ural' boxed 93 px high beside
    // 'Krasnodar' at 34): its text is no taller than that.
    // (The row's height is its words' median: small badge words beside the names lower it, so the cells' own median
    // height sets the cap as well.)
    const heights = cells.map((c) => c.y1 - c.y0).sort((a, b) => a - b);
    const cap = 2 * Math.max(row.h, heights[Math.floor((heights.length - 1) / 2)] ?? 0);
    const textHeight = (c: NameCell) => Math.min(c.y1 - c.y0, cap);
    const tallest = Math.max(0, ...cells.map(textHeight));
    const big = cells.filter((c) => textHeight(c) >= 0.5 * tallest);
    if (big.length !== 2 || row.phrases.some((p) => parseOddsToken(p.text))) return;
    // A table's row of figures ('3  Toulouse  17  10  5  2  56:17  47') is a standings line, not a match.
    if (row.phrases.filter((p) => /^[\d:+\-\s]+$/.test(p.text)).length >= 3) return;
    const [a, b] = [withHyphenatedRest(rows, big[0]!, params, gaz), withHyphenatedRest(rows, big[1]!, params, gaz)];
    const home = cleanName(a.words);
    const away = cleanName(b.words);
    let score = 0;
    if (gaz?.matchTeam(home)) score += 1;
    if (gaz?.matchTeam(away)) score += 1;
    if (row.h >= 1.3 * typical) score += 1;
    // A graphic prints its two names again over their prices ('Марсель | Лилль' over '1.61 4.10 5.90').
    const again = (r: Row) => [home, away].every((n) => r.folded.includes(` ${foldForPhrases(n).trim().split(' ')[0]!} `));
    if (rows.some((r, i) => i !== ri && again(r))) score += 1;
    if (score >= 1 && (!best || score > best.score))
      best = { home, away, words: [...a.words, ...b.words], homeWords: a.words, awayWords: b.words, row: ri, score };
  });
  return best;
}

/**
 * A name cut where it wraps ('Saint-' over 'Germain', under 'Paris'): a cell ending in a hyphen goes on in the cell
 * right below it, sharing its column; the line right above joins them where the gazetteer knows the three together
 * ('Paris Saint-Germain') as surely as the two.
 */
function withHyphenatedRest(rows: Row[], c: NameCell, params: ExtractionParams, gaz?: Gazetteer): NameCell {
  const last = c.words[c.words.length - 1];
  if (!last || !/\p{L}[-–]$/u.test(last.text)) return c;
  const column = span(c.words);
  const cellAt = (ri: number) => {
    const row = rows[ri];
    if (!row) return null;
    const p = row.phrases.find((ph) => horizontalOverlap(ph, column) > 0);
    return p ? nameCell(row, ri, p.words, params, gaz) : null;
  };
  const below = cellAt(c.row + 1);
  if (!below || below.y0 - c.y1 > 1.5 * c.h) return c;
  const joined = { ...c, words: [...c.words, ...below.words], y1: below.y1 };
  const above = cellAt(c.row - 1);
  if (!gaz || !above || c.y0 - above.y1 > 1.5 * c.h) return joined;
  const two = gaz.matchTeam(cleanName(joined.words));
  const three = gaz.matchTeam(cleanName([...above.words, ...joined.words]));
  return three && (!two || three.score >= two.score)
    ? { ...joined, words: [...above.words, ...joined.words], y0: above.y0 }
    : joined;
}

/** Two runs of words as a team pair when each is a name cell and neither is an outcome label. */
function labelPair(rows: Row[], ri: number, homeWs: W[], awayWs: W[], params: ExtractionParams): TeamPair | null {
  const row = rows[ri]!;
  const [h, a] = [homeWs, awayWs].map((ws) => (ws.length ? nameCell(row, ri, ws, params) : null));
  if (!h || !a || [h, a].some((x) => classifyLabel(cleanName(x.words)))) return null;
  return pairOf(h.words, a.words, ri);
}

/** The words of a run with no gap wider than two text heights, from its end (`fromEnd`) or its start. */
function adjacentRun(ws: W[], h: number, fromEnd: boolean): W[] {
  const list = fromEnd ? [...ws].reverse() : ws;
  const run: W[] = [];
  for (const w of list) {
    const last = run[run.length - 1];
    if (last && (fromEnd ? last.x0 - w.x1 : w.x0 - last.x1) > 2 * h) break;
    run.push(w);
  }
  return fromEnd ? run.reverse() : run;
}

/**
 * Teams printed as the labels of their prices around the draw's: on the prices' own row ('Torino 2.14 Draw 3.55 AC
 * Milan 3.15', an event page's match-result row), the words just left of the home and the away price; or on the line
 * right above them ('Sporting CP  Unentschieden  Vitoria' over a match graphic's three prices), the words either side
 * of the draw's label.
 */
export function findLabelledTeams(rows: Row[], c: Candidate, params: ExtractionParams): TeamPair | null {
  if (!c.home || !c.draw || !c.away) return null;
  const row = rows[c.row]!;
  const [home, draw, away] = [c.home.word, c.draw.word, c.away.word];
  const isDraw = (ws: W[]) => ws.length > 0 && classifyLabel(ws.map((w) => w.text).join(' ')) === 'draw';
  const words = [...row.words].sort((a, b) => a.x0 - b.x0);
  // The run of words right before a price, after `from`: a sidebar entry further left on the line is not its label.
  const labelOf = (price: W, from: number) =>
    adjacentRun(
      words.filter((x) => x.x0 >= from && x.x1 <= price.x0 + 2),
      row.h,
      true,
    );
  if (isDraw(labelOf(draw, home.x1))) return labelPair(rows, c.row, labelOf(home, -Infinity), labelOf(away, draw.x1), params);
  // The labels' line stands right above the prices, or above a line or two of the names' wrapped ends ('Manchester
  // Unentschieden Brighton' over 'United' over the prices; 'West  Draw  Coventry City' over 'Bromwich' over 'Albion').
  const centre = (w: W) => (w.x0 + w.x1) / 2;
  for (let hi = c.row - 1; hi >= Math.max(0, c.row - 3); hi--) {
    const above = rows[hi]!;
    const lines = rows.slice(hi, c.row + 1);
    if (lines.some((l, i) => i > 0 && l.y0 - lines[i - 1]!.y1 > 2 * Math.max(l.h, lines[i - 1]!.h))) return null;
    const wrapped = lines.slice(1, -1).flatMap((l) => l.words);
    if (!wrapped.every(isNameWord)) return null;
    const header = [...above.words].sort((a, b) => a.x0 - b.x0);
    const d = header.findIndex((w) => isDraw([w]) && centre(w) > centre(home) && centre(w) < centre(away));
    if (d < 0) continue;
    const split = centre(header[d]!);
    return labelPair(
      rows,
      hi,
      [...adjacentRun(header.slice(0, d), above.h, true), ...wrapped.filter((w) => centre(w) < split)],
      [...adjacentRun(header.slice(d + 1), above.h, false), ...wrapped.filter((w) => centre(w) > split)],
      params,
    );
  }
  return null;
}
