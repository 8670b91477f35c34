import { foldForPhrases, verticalOverlap, type Row } from '../page/words';
import { rowLabels, type Column } from '../grid/price-cells';
import { type PriceScan, type RowFacts, headerLeft, centre, flushBoard } from './price-scan';

/*
 * Header rows of a price scan: the labels that say which column of the rows below is which outcome or market.
 */

/** A header row: which market the rows below belong to and which column is which (or no header at all). */
export function readHeaderRow(s: PriceScan, row: Row, ri: number, f: RowFacts): void {
  const { rows, grid, inNames } = s;
  const { labels } = f;
  // Labels all in the names' column, left of the current header's columns, are a live row's status and score
  // ('2H  2'), not a new header.
  const current = s.header;
  if (current && labels.every((l) => l.x1 < headerLeft(current.cols) - 2 * row.h)) return;
  const cols = withGarbledHomeAndDraw(
    withMisreadDrawLabel(
      withMisreadHomeLabel(
        withoutWideTwins(
          [...labelsReadAbove(rows, ri, labels), ...labels].filter((l) => !inNames(l)).sort((a, b) => a.x0 - b.x0),
        ),
        row.h,
      ),
      row,
    ),
    row.h,
  );
  const kinds = cols.map((l) => l.role);
  const strong = kinds.filter((k) => k !== 'unknown');
  const outcomeCols = kinds.filter((k) => k === 'home' || k === 'draw' || k === 'away').length;
  // Short unreadable words with at most one market word ('03 из ь', a logo, a garbled 'П1 X П2 ... Б М') are no
  // header to read columns by: the table goes on as if the row were not there.
  if (strong.length < 2 && !outcomeCols) return;
  // Nor are single letters alone ('U B' read from a graphic's crests): too easily glyphs to name markets.
  const worded = cols.some((l) => l.role !== 'unknown' && l.x1 - l.x0 > 1.2 * row.h);
  if (!outcomeCols && !worded) return;
  const marketCols = kinds.filter((k) => k === 'moneyline' || k === 'spread' || k === 'total').length;
  flushBoard(s);
  // 'Spread Total Moneyline' heads a board of markets; a header that also names an outcome ('П1 X П2 ... Фора
  // Тотал') is a 1X2 grid with more markets beside it.
  if (marketCols >= 2 && outcomeCols < 2 && !kinds.includes('draw')) {
    // A board has a moneyline column; without one ('Фора ... тотал' over a grid whose 1X2 labels were not read)
    // the header says nothing about the first columns, and the rows are read as a list's.
    s.header = kinds.includes('moneyline') ? { cols, kind: 'markets', row: ri } : null;
  } else {
    s.header = { cols, kind: 'outcomes', row: ri };
    // Another market's header names at least two of its columns ('1X 12 X2', 'Over Under'); one such word among
    // unknown ones is more likely a garbled 1X2 header or a logo than a market.
    // Such labels standing right of the grid's first three price columns head the later markets of a wide
    // grid whose 1X2 labels were not read ('12 ... тм БМ' over a Russian line): the header is no help, and
    // the rows are read as a list's.
    const marketsOnly = strong.length >= 2 && strong.every((k) => k === 'dc' || k === 'other-market');
    const firstStrong = Math.min(...cols.filter((l) => l.role !== 'unknown').map((l) => l.x0));
    // A market's labels name each column once: one read twice ('[12] ... 12', the П2 read as a '12') is a
    // garbled header over a wide grid, not a double-chance table's.
    const labelText = (l: Column) =>
      row.words
        .filter((w) => w.x0 < l.x1 && l.x0 < w.x1)
        .map((w) => foldForPhrases(w.text).trim())
        .join(' ');
    const strongTexts = cols.filter((l) => l.role !== 'unknown').map(labelText);
    const readTwice = new Set(strongTexts).size < strongTexts.length;
    if (marketsOnly && grid.length >= 5 && (firstStrong > grid[2]! || readTwice)) s.header = null;
    else if (marketsOnly) s.state = 'bad';
    // No outcome named, a market or two among garbled words ('io f г И ... 12 ... Тотал'): which column is the
    // match result is not said, and the rows are read as a list's.
    else if (!outcomeCols) s.header = null;
    else s.state = s.state === 'bad' ? 'neutral' : s.state;
  }
  return;
}

/**
 * A label read with debris round it ('[хх' over the '1' and the 'X', beside the 'X' read alone) names its role a
 * second time over a wider span: where two labels of one role overlap, the narrower one says where the column is.
 */
function withoutWideTwins(cols: Column[]): Column[] {
  const width = (c: Column) => c.x1 - c.x0;
  return cols.filter(
    (c) =>
      c.role === 'unknown' ||
      !cols.some((o) => o !== c && o.role === c.role && o.x0 < c.x1 && c.x0 < o.x1 && 2 * width(o) < width(c)),
  );
}

/**
 * A header whose '2' was read ('П2' as 'n2') and whose '1' and 'X' were read as glyphs ('Ш  п  n2'): two short
 * unread labels right before the away label, a pitch apart as it stands from the second, are the home and draw
 * columns. Their place, not their letters, names them.
 */
function withGarbledHomeAndDraw(cols: Column[], h: number): Column[] {
  if (cols.some((c) => c.role === 'home' || c.role === 'draw')) return cols;
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const ai = sorted.findIndex((c) => c.role === 'away');
  if (ai < 2) return cols;
  const [home, draw, away] = [sorted[ai - 2]!, sorted[ai - 1]!, sorted[ai]!];
  const short = (c: Column) => c.role === 'unknown' && c.x1 - c.x0 <= 2 * h;
  if (!short(home) || !short(draw)) return cols;
  const [near, far] = [centre(draw) - centre(home), centre(away) - centre(draw)].sort((a, b) => a - b) as [number, number];
  if (near <= 0 || far > 1.5 * near) return cols;
  return cols.map((c) => (c === home ? { ...c, role: 'home' } : c === draw ? { ...c, role: 'draw' } : c));
}

/**
 * A 1X2 header prints no moneyline column: a moneyline label standing right before the draw's, with no home label
 * read, is the home label misread ('ml' for 'П1'), and is left for the column order to name. So is a lone glyph of
 * another market there on a header that names the draw and then the away side ('u  X  2': the '1' read as 'u').
 * Where nothing was read there, the column is put where the X and the 2 say.
 */
function withMisreadHomeLabel(cols: Column[], h: number): Column[] {
  const sorted = [...cols].sort((a, b) => a.x0 - b.x0);
  const draw = sorted.findIndex((c) => c.role === 'draw');
  if (draw < 0 || sorted.some((c) => c.role === 'home')) return cols;
  // 'X  2' with nothing but debris a column's pitch left of the X ('г.  3  X  2', the '1' read as '3'): the home
  // column stands there, where the X and the 2 say.
  const away = sorted[draw + 1];
  if (away?.role === 'away') {
    const pitch = centre(away) - centre(sorted[draw]!);
    const x = centre(sorted[draw]!) - pitch;
    const half = (sorted[draw]!.x1 - sorted[draw]!.x0) / 2;
    const there = sorted.filter((c) => Math.abs(centre(c) - x) < pitch / 2);
    if (pitch > 0 && x - half > 0 && there.every((c) => c.role === 'unknown'))
      return [...cols.filter((c) => !there.includes(c)), { x0: x - half, x1: x + half, role: 'home' }];
  }
  if (draw < 1) return cols;
  const before = sorted[draw - 1]!;
  const glyph = before.role === 'other-market' && before.x1 - before.x0 <= h && away?.role === 'away';
  if (before.role !== 'moneyline' && !glyph) return cols;
  return cols.map((c) => (c === before ? { ...c, role: 'unknown' } : c));
}

/**
 * A header OCR cut into two lines at one height ('Moneyline' on one, 'Spread  Total' on the next): the labels of the
 * line before, where it stands level with this one, in columns this one has no label of.
 */
function labelsReadAbove(rows: Row[], ri: number, labels: Column[]): Column[] {
  const before = rows[ri - 1];
  const row = rows[ri]!;
  if (!before || verticalOverlap(before, row) < 0.5 * Math.min(before.h, row.h)) return [];
  const free = (c: Column) => !labels.some((l) => l.x0 < c.x1 && c.x0 < l.x1);
  return rowLabels(before).filter((c) => c.role !== 'unknown' && free(c));
}

/**
 * '1  я  2' (the X read as a Cyrillic letter): a header naming its home and away columns with one unread label midway
 * between them has its draw column there. So does one whose X was read as a glyph that is no label at all ('1  И  2'):
 * the header row's one short word midway.
 */
function withMisreadDrawLabel(cols: Column[], headerRow: Row): Column[] {
  const home = cols.find((c) => c.role === 'home');
  const away = cols.find((c) => c.role === 'away');
  if (!home || !away || cols.some((c) => c.role === 'draw')) return cols;
  const mid = (centre(home) + centre(away)) / 2;
  const pitch = (centre(away) - centre(home)) / 2;
  if (pitch <= 0) return cols;
  const midway = (c: { x0: number; x1: number }) => Math.abs(centre(c) - mid) <= pitch / 4;
  const between = cols.filter((c) => centre(c) > centre(home) && centre(c) < centre(away));
  if (!between.length) {
    const glyphs = headerRow.words.filter((w) => w.text.length <= 2 && midway(w));
    if (glyphs.length !== 1) return cols;
    const g = glyphs[0]!;
    return [...cols, { x0: g.x0, x1: g.x1, role: 'draw' as const }].sort((a, b) => a.x0 - b.x0);
  }
  if (between.length !== 1 || between[0]!.role !== 'unknown' || !midway(between[0]!)) return cols;
  return cols.map((c) => (c === between[0] ? { ...c, role: 'draw' } : c));
}
