import { median } from '../page/words';
import { EXCHANGE_DRAW_NAMES, EXCHANGE_LAY } from '../locale/vocab';
import { meanConfidence, type Cell, type Line } from './cells';
import { makesBook } from './columns';
import { nameRun, nameText, splitPair } from './names';
import type { TableRow } from './read-table';

/**
 * Exchange ladders (issue 46): an exchange prints one line per runner with a ladder of prices, the backs rising
 * towards the back/lay boundary and the lays rising on from it, so the line's prices never fall from left to right.
 * The runner's price is its best back: the last price before a 'Lay' header where one stands over the ladder, else
 * the last of the ladder's left half (exchanges print as many lay depths as back depths). A market is two runners
 * (three with a draw) on neighbouring lines whose best backs make one book.
 */

/** The lay header's words, one a header ('en contra' is 'contra' beside another word). */
const LAY_WORDS = new Set(EXCHANGE_LAY.map((w) => w.split(' ').at(-1)!));
/** A runner named as the draw ('X' on some exchanges' boards too). */
const DRAW_NAMES = new Set([...EXCHANGE_DRAW_NAMES, 'x']);

interface Runner {
  line: Line;
  name: Cell[];
  best: Cell;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, '')
    .trim();

/**
 * The decimal prices of a line when they form a ladder: `min` or more, never falling left to right (four without a
 * 'Lay' header over them, since a match result's three prices often rise too; three under one, a depth misread).
 */
function ladderOf(line: Line, min: number): Cell[] | null {
  const prices = line.cells.filter((c) => c.role === 'price' && c.price!.format === 'decimal');
  if (prices.length < min) return null;
  const rising = prices.every((c, i) => !i || c.price!.decimal >= prices[i - 1]!.price!.decimal);
  return rising ? prices : null;
}

/** The left edge of a 'Lay' header standing over these lines (within a few lines above the first), if any. */
function layEdge(lines: Line[], first: Line, height: number): number | null {
  const above = lines.filter((l) => l.y1 <= first.y0 && first.y0 - l.y1 <= height * 6);
  const words = above.flatMap((l) => l.cells).filter((c) => LAY_WORDS.has(fold(c.w.text)));
  return words.length ? Math.min(...words.map((c) => c.w.x0)) : null;
}

function runnerOf(line: Line, ladder: Cell[], lay: number | null, height: number): Runner | null {
  const run = nameRun(line, ladder[0]!.w.x0 - height * 0.3, height * 2.5);
  if (!run || splitPair(run)) return null;
  const backs = lay === null ? ladder.slice(0, Math.floor(ladder.length / 2)) : ladder.filter((c) => c.cx < lay);
  const best = backs[backs.length - 1];
  return best ? { line, name: run.cells, best } : null;
}

/** Runner lines grouped where each follows the last within a few line heights (an amounts line may stand between). */
function groups(runners: Runner[], height: number): Runner[][] {
  const out: Runner[][] = [];
  for (const r of runners) {
    const g = out[out.length - 1];
    const last = g?.[g.length - 1];
    if (g && last && r.line.y0 - last.line.y1 <= height * 4) g.push(r);
    else out.push([r]);
  }
  return out;
}

function rowOf(g: Runner[]): Omit<TableRow, 'line'> | null {
  const draw = g.find((r) => DRAW_NAMES.has(fold(nameText(r.name))));
  const sides = g.filter((r) => r !== draw);
  if (sides.length !== 2 || g.length > 3) return null;
  const [home, away] = sides as [Runner, Runner];
  const decimals = [home, draw, away].filter((r): r is Runner => !!r).map((r) => r.best.price!.decimal);
  const plausible = makesBook(decimals, !!draw);
  const teams: [string, string] = [nameText(home.name), nameText(away.name)];
  if (teams.some((t) => t.length < 2)) return null;
  const cells = [...home.name, ...away.name];
  const odds = Math.min(...g.map((r) => r.best.w.conf)) / 100;
  return {
    teams,
    nameCells: cells,
    prices: { home: home.best, draw: draw?.best ?? null, away: away.best },
    threeWay: !!draw,
    format: 'decimal',
    confidence: { teams: Math.min(0.95, meanConfidence(cells) * 0.9), odds: plausible ? odds : Math.min(odds, 0.5) },
    plausible,
    namesX0: median(cells.map((c) => c.w.x0)),
    headed: false,
  };
}

/** The exchange markets of a page, and the lines they took (no other table reads them). */
export function ladderRows(lines: Line[], height: number): { rows: TableRow[]; used: Set<Line> } {
  const rising = lines.filter((l) => ladderOf(l, 3));
  const lay = rising.length ? layEdge(lines, rising[0]!, height) : null;
  const laddered = rising.flatMap((l) => {
    const ladder = ladderOf(l, lay === null ? 4 : 3);
    return ladder ? [{ l, ladder }] : [];
  });
  if (!laddered.length) return { rows: [], used: new Set() };
  const runners = laddered.flatMap(({ l, ladder }) => runnerOf(l, ladder, lay, height) ?? []);
  const rows: TableRow[] = [];
  const used = new Set<Line>();
  for (const g of groups(runners, height)) {
    const row = rowOf(g);
    if (!row) continue;
    rows.push({ ...row, line: g[0]!.line, headed: lay !== null, fillOnly: true });
    for (const r of g) used.add(r.line);
  }
  return { rows, used };
}
