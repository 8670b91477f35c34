import { CLUB_SUFFIXES } from './gazetteer';
import type { Gazetteer } from './gazetteer-types';
import type { ExtractionParams } from '../page/params';
import type { TeamPair } from '../page/team-pair';
import { pricesOf, rowLabels, rowPrices, type Candidate } from '../grid/price-cells';
import type { Row, W } from '../page/words';
import { cleanName } from '../tokens/name-words';
import { classifyLabel, isOutcomeRole } from '../tokens/labels';
import { nameCell, type NameCell } from './name-cells';

/* Teams beside a list row's prices: stacked on two lines left of them or just above them, a long name wrapped. */

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

/** Where a row's prices stand, and the band the nearest other priced rows above and below leave its names. */
interface PriceBox {
  priceWords: W[];
  px0: number;
  pxEnd: number;
  py0: number;
  /** The prices' middle line. */
  cy: number;
  /** The priced row's line height. */
  h: number;
  ceiling: number;
  floor: number;
}

function priceBoxOf(rows: Row[], c: Candidate, pricedRows: Set<number>): PriceBox | null {
  const priceWords = pricesOf(c).map((p) => p.word);
  if (!priceWords.length) return null;
  const cy = priceWords.reduce((s, w) => s + (w.y0 + w.y1) / 2, 0) / priceWords.length;
  // The nearest other priced rows above and below bound where this row's names can be.
  const others = [...pricedRows].filter((r) => r !== c.row).map((r) => (rows[r]!.y0 + rows[r]!.y1) / 2);
  return {
    priceWords,
    px0: Math.min(...priceWords.map((w) => w.x0)),
    pxEnd: Math.max(...priceWords.map((w) => w.x1)),
    py0: Math.min(...priceWords.map((w) => w.y0)),
    cy,
    h: rows[c.row]!.h,
    ceiling: Math.max(-Infinity, ...others.filter((y) => y < cy)),
    floor: Math.min(Infinity, ...others.filter((y) => y > cy)),
  };
}

/**
 * The name cells around a row's prices, and the lines of a name wrapped below the pair's (a third or fourth line),
 * read further down for withWrappedName only.
 */
function nameCellsNear(
  rows: Row[],
  c: Candidate,
  box: PriceBox,
  claimed: Set<W>,
  params: ExtractionParams,
  gaz: Gazetteer | undefined,
  pricedRows: Set<number>,
): { cells: NameCell[]; wrapCells: NameCell[] } {
  const { priceWords, px0, py0, cy, h, ceiling, floor } = box;
  const cells: NameCell[] = [];
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
  return { cells, wrapCells };
}

/**
 * Two overlapping cells that share most of their letters are one name read twice ('Tennisi' over 'ennisi',
 * 'Samsunspo' over 'msunspor'), not a name and the one under it (boxes grown by a crest, 'Lazio' over 'Atalanta',
 * may overlap the next line): the fuller reading stays. Top to bottom.
 */
function withoutRereads(cells: NameCell[]): NameCell[] {
  const rereads = new Set(cells.filter((a) => cells.some((x) => x !== a && readTwice(a, x) && fuller(x, a, cells))));
  return cells.filter((x) => !rereads.has(x)).sort((a, b) => a.y0 - b.y0);
}

/**
 * Whether a row is one of outcome labels: one naming the draw, or one heading the price columns with two outcomes or
 * more and no price ('Bookmaker  1  z  2', its X misread), where a name is the column's heading.
 */
function outcomeLabelRows(rows: Row[], box: PriceBox): (ri: number) => boolean {
  const { priceWords, px0, pxEnd, h } = box;
  // The draw's word may share a cell with the away name beside it ('Unentschieden Hamburger').
  // The draw's label stands over the prices' columns: an 'x' in a bet slip's panel right of them labels nothing.
  const overPrices = (ph: { x0: number; x1: number }) => ph.x1 > px0 - 2 * h && ph.x0 < pxEnd + 2 * h;
  return (ri: number) =>
    rows[ri]!.phrases.some(
      (ph) =>
        (overPrices(ph) && classifyLabel(ph.text) === 'draw') ||
        ph.words.some((w) => w.text.length >= 4 && classifyLabel(w.text) === 'draw'),
    ) ||
    (!rowPrices(rows[ri]!, false).length &&
      (rowLabels(rows[ri]!).filter((l) => isOutcomeRole(l.role)).length >= 2 || marksOverColumns(rows[ri]!, priceWords) >= 2));
}

/**
 * How far a pair of stacked cells stands from the row's prices (level with them before any above them), or null
 * where the two are not this row's names.
 */
function pairPlace(
  a: NameCell,
  b: NameCell,
  cells: NameCell[],
  rows: Row[],
  c: Candidate,
  box: PriceBox,
  labelRow: (ri: number) => boolean,
): { d: number; level: boolean } | null {
  const { py0, cy, h } = box;
  // A market header naming the outcomes ('Heracles | Draw | PSV' over 'Eindhoven') wraps a label onto a second
  // line: that is one team's name, not two teams.
  // So are its further lines under a label line ('West  Draw  Coventry City' over 'Bromwich' over 'Albion').
  if (labelRow(a.row)) return null;
  const over = [...cells].reverse().find((x) => nextLine(x, a));
  if (over && labelRow(over.row)) return null;
  const hh = Math.max(a.h, b.h);
  if (Math.abs(a.x0 - b.x0) > 2 * hh) return null;
  // Names either side of their prices' line stand further apart: that line is between them.
  const straddle = a.y1 <= cy && b.y0 >= cy;
  if (b.y0 - a.y1 > (straddle ? 3 : 1.5) * hh) return null;
  // Level with the prices (one of the names or between them), or a card's names right above its prices.
  const level = cy >= a.y0 - h && cy <= b.y1 + h && (a.y0 + a.y1) / 2 >= cy - 5 * h;
  const aboveGap = py0 - b.y1;
  // Across a row of outcome labels ('1  Draw  2') a card's names stand further above its prices.
  const between = rows.slice(b.row + 1, c.row);
  const onlyLabelsBetween = between.every(isOutcomeLabelRow);
  const labelled = between.length > 0 && onlyLabelsBetween;
  if (!level && !(aboveGap >= 0 && aboveGap <= (labelled ? 5 : 3) * Math.max(h, hh))) return null;
  // Beside means level with either, on its row or overlapping its line ('Tambov' set a little lower than 'Krylya').
  const beside = (x: NameCell, y: NameCell) => x.row === y.row || (x.y0 < y.y1 && y.y0 < x.y1);
  // A card's names above its prices stand alone on their lines; beside another name they are a match graphic's
  // two sides, one of them wrapped ('Gaziantep  Istanbul' over 'Basaksehir').
  if (!level && cells.some((x) => x !== a && x !== b && (beside(x, a) || beside(x, b)))) return null;
  // Names far above their prices belong to them only across a row of outcome labels ('1  X  2'), never across
  // another match's names.
  const far = (a.y0 + a.y1) / 2 < cy - 5 * h;
  if (!level && far && !onlyLabelsBetween) return null;
  return { d: level ? Math.abs((a.y0 + b.y1) / 2 - cy) : 1e6 + aboveGap, level };
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
  const box = priceBoxOf(rows, c, pricedRows);
  if (!box) return null;
  const near = nameCellsNear(rows, c, box, claimed, params, gaz, pricedRows);
  const cells = withoutRereads(near.cells);
  let best: { pair: TeamPair; d: number } | null = null;
  // Each cell with the next one below it in its column: a cell elsewhere between them ('HT' left of 'Besiktas') does
  // not part the two names.
  const pairs = cells.flatMap((a, i) => {
    const b = cells.slice(i + 1).find((x) => x.row !== a.row && aligned(a, x));
    return b ? [[a, b] as const] : [];
  });
  const labelRow = outcomeLabelRows(rows, box);
  for (const [a, b] of pairs) {
    const place = pairPlace(a, b, cells, rows, c, box, labelRow);
    if (!place) continue;
    const { d, level } = place;
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
  const band = { lo: (box.ceiling + box.cy) / 2, hi: (box.floor + box.cy) / 2 };
  return chosen && !chosen.abovePrices && gaz
    ? withWrappedName(
        chosen,
        [...cells, ...near.wrapCells].sort((a, b) => a.y0 - b.y0),
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
