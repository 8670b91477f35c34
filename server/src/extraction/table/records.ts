import { isMatchStatus } from '../tokens/name-words';
import { median } from '../page/words';
import type { Line } from './cells';
import { isDateOrIcon, nameText, type NameRun } from './names';
import type { PairScorer } from './read-table';

/**
 * A list row as a record (issue 46): on card lists the names stand stacked over one another beside the prices, with
 * the kick-off, a status ('Не начался', '1st set') or a league line in the same card. A record is the band of lines
 * around its price line, halfway to the table's neighbouring price lines; its names are a neighbouring pair of name
 * runs of the band that start in the names column the records share (recordNames says which pair). The column is found from the records themselves, so
 * a sidebar's words or an icon column beside the prices never decide it.
 */

export interface RecordNames {
  home: NameRun;
  away: NameRun;
}

/** Each price line with the lines holding no price whose centre lies in its band. */
function bandsOf(priceLines: Line[], lines: Line[]): Line[][] {
  const cys = priceLines.map((l) => l.cy);
  const pitch = median(cys.slice(1).map((cy, i) => cy - cys[i]!)) || 0;
  return priceLines.map((l, k) => {
    const top = k > 0 ? (cys[k - 1]! + l.cy) / 2 : l.cy - pitch / 2;
    const bottom = k < cys.length - 1 ? (l.cy + cys[k + 1]!) / 2 : l.cy + pitch / 2;
    return lines.filter((o) => o === l || (o.cy >= top && o.cy < bottom && !o.cells.some((c) => c.role === 'price')));
  });
}

/** Every run of words with letters on a line left of `limit`, split where a gap exceeds `maxGap`. */
function runsOf(line: Line, limit: number, maxGap: number): NameRun[] {
  const cells = line.cells.filter((c) => c.w.x1 <= limit && !isDateOrIcon(c));
  const runs: NameRun[] = [];
  for (const c of cells) {
    const last = runs[runs.length - 1];
    const prev = last?.cells[last.cells.length - 1];
    if (last && prev && c.w.x0 - prev.w.x1 <= maxGap) last.cells.push(c);
    else runs.push({ cells: [c], x0: c.w.x0 });
  }
  return runs.filter((r) => r.cells.some((c) => /\p{L}{2,}/u.test(c.w.text)) && !isStatus(r));
}

/** A run of status words only ('Не начался', '1-й сет'): the card's state, not a name. */
export const isStatus = (run: NameRun) => isMatchStatus(run.cells.map((c) => c.w.text).join(' '));

const letters = (r: NameRun) => r.cells.reduce((n, c) => n + (c.w.text.match(/\p{L}/gu)?.length ?? 0), 0);

/**
 * The names column: of the left edges that most records' two or more runs start at (within `tol`), the one nearest
 * the prices whose runs read as words (four letters a run on average), so neither a sidebar further left nor a
 * score's or an icon's debris beside the prices is taken. Null where no edge is shared.
 */
function sharedColumn(runs: NameRun[][], tol: number): number | null {
  const need = Math.max(2, runs.length * 0.5);
  let best: number | null = null;
  for (const x of runs.flat().map((r) => r.x0)) {
    const near = runs.map((rs) => rs.filter((r) => Math.abs(r.x0 - x) <= tol));
    const all = near.flat();
    const wordy = all.reduce((s, r) => s + letters(r), 0) >= all.length * 4;
    if (near.filter((rs) => rs.length >= 2).length >= need && wordy && (best === null || x > best)) best = x;
  }
  return best;
}

/** A line's names from the names column on: its first run starting there (debris left of the column dropped). */
function runFrom(line: Line, x: number, tol: number, limit: number, maxGap: number): NameRun | null {
  const cut = { ...line, cells: line.cells.filter((c) => c.w.x0 >= x - tol) };
  return runsOf(cut, limit, maxGap)[0] ?? null;
}

const top = (r: NameRun) => Math.min(...r.cells.map((c) => c.w.y0));
const bottom = (r: NameRun) => Math.max(...r.cells.map((c) => c.w.y1));
const right = (r: NameRun) => Math.max(...r.cells.map((c) => c.w.x1));

/**
 * Each price line's stacked names (null where its record holds no two in the shared column): of the neighbouring
 * pairs of runs in the band, the one the names arbiter scores highest, then the one centred nearest the prices (a
 * band may hold an unpriced record too, a live row with its prices suspended).
 */
export function recordNames(
  priceLines: Line[],
  lines: Line[],
  limit: number,
  height: number,
  score: PairScorer,
): (RecordNames | null)[] {
  const maxGap = height * 2.5;
  const bands = bandsOf(priceLines, lines);
  const tol = height * 2;
  const x = sharedColumn(
    bands.map((band) => band.flatMap((l) => runsOf(l, limit, maxGap))),
    tol,
  );
  if (x === null) return priceLines.map(() => null);
  return bands.map((band, k) => {
    const inColumn = band
      .map((l) => runFrom(l, x, tol, limit, maxGap))
      .filter((r): r is NameRun => !!r && Math.abs(r.x0 - x) <= tol);
    const cy = priceLines[k]!.cy;
    const pairs = inColumn
      .slice(1)
      .map((away, i) => ({ home: inColumn[i]!, away }))
      // Stacked names are neighbours: no more than a line's gap between them.
      .filter((p) => top(p.away) - bottom(p.home) <= height * 3)
      .map((p) => ({
        p,
        score: score([nameText(p.home.cells), nameText(p.away.cells)]),
        off: Math.abs((top(p.home) + bottom(p.away)) / 2 - cy),
      }))
      .sort((a, b) => b.score - a.score || a.off - b.off);
    return pairs[0]?.p ?? null;
  });
}

/** How far apart (line heights) two runs of a line stand at least to be a card's two sides, not one name's words. */
const FACING_GAP = 3;

/**
 * Each price line's facing names (null where its record holds none): on cards whose names stand side by side on a
 * line of their own over the prices ('Аталанта          Бавария' over '1 4.715  X 4.715  2 1.691'), home left of
 * the prices' centre and away right of it, as wide apart as the card. Such names may stand over the price columns,
 * so no names column bounds them; a line of exactly two runs with letters, far apart, is the pair. Of a band's
 * candidates, the names arbiter's score decides, then the line nearest the prices.
 */
export function facingNames(priceLines: Line[], lines: Line[], height: number, score: PairScorer): (RecordNames | null)[] {
  const maxGap = height * 2.5;
  return bandsOf(priceLines, lines).map((band, k) => {
    const prices = priceLines[k]!.cells.filter((c) => c.role === 'price');
    if (prices.length < 2) return null;
    const [x0, x1] = [prices[0]!.w.x0, prices[prices.length - 1]!.w.x1];
    const centre = (x0 + x1) / 2;
    // The card's two sides face each other across its prices: the pair is centred on them and stands no further
    // out than a third of their span (a sidebar's entry far left is no side).
    const onCard = (home: NameRun, away: NameRun) => {
      const [from, to] = [home.x0, right(away)];
      const reach = (x1 - x0) / 3;
      return from >= x0 - reach && to <= x1 + reach && Math.abs((from + to) / 2 - centre) <= reach;
    };
    const wordy = (r: NameRun) => /\p{L}{3,}/u.test(nameText(r.cells));
    const pairs = band
      .filter((l) => l !== priceLines[k])
      .flatMap((l) => {
        const runs = runsOf(l, Infinity, maxGap);
        if (runs.length !== 2) return [];
        const [home, away] = runs as [NameRun, NameRun];
        const homeEnd = right(home);
        if (away.x0 - homeEnd < height * FACING_GAP || homeEnd > centre || away.x0 < centre) return [];
        if (!onCard(home, away) || !wordy(home) || !wordy(away)) return [];
        return [
          {
            p: { home, away },
            score: score([nameText(home.cells), nameText(away.cells)]),
            off: Math.abs(l.cy - priceLines[k]!.cy),
          },
        ];
      })
      .sort((a, b) => b.score - a.score || a.off - b.off);
    return pairs[0]?.p ?? null;
  });
}
