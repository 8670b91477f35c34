import type { Gazetteer } from './gazetteer-types';
import type { ExtractionParams } from '../page/params';
import type { TeamPair } from '../page/team-pair';
import type { Candidate } from '../grid/price-cells';
import { foldForPhrases, horizontalOverlap, type Row, type W } from '../page/words';
import { cleanName, isNameWord } from '../tokens/name-words';
import { SPORT_WORDS } from '../locale/vocab';
import { parseOddsToken } from '../tokens/odds-token';
import { classifyLabel } from '../tokens/labels';
import { nameCell, type NameCell } from './name-cells';
import { pairOf } from './teams';
import { span } from './stacked-teams';

/* The two teams of a page of one match: side by side (a graphic, an event header), or beside outcome labels. */

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
  if (c.home && c.away && !c.draw) return namesOverTwoPrices(rows, c, params);
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

/**
 * Two names printed over their two prices, each name over its own ('Flavio Cobolli        Thiago Agustin Tirante'
 * over '+127        -162', an event page's moneyline): the line right above the prices holds exactly two runs of
 * name words, each over one of the prices and over no other.
 */
function namesOverTwoPrices(rows: Row[], c: Candidate, params: ExtractionParams): TeamPair | null {
  const row = rows[c.row]!;
  const hi = c.row - 1;
  const above = rows[hi];
  if (!above || !c.home || !c.away || row.y0 - above.y1 > 1.5 * Math.max(row.h, above.h)) return null;
  const words = [...above.words].sort((a, b) => a.x0 - b.x0);
  const runs: W[][] = [];
  for (const w of words) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && w.x0 - last.x1 <= 2 * above.h) run.push(w);
    else runs.push([w]);
  }
  const over = (run: W[], price: W) => horizontalOverlap(span(run), price) > 0;
  const [home, away] = [c.home.word, c.away.word];
  const homeRun = runs.filter((r) => over(r, home));
  const awayRun = runs.filter((r) => over(r, away));
  if (runs.length !== 2 || homeRun.length !== 1 || awayRun.length !== 1 || homeRun[0] === awayRun[0]) return null;
  if (![...homeRun[0]!, ...awayRun[0]!].every(isNameWord)) return null;
  return labelPair(rows, hi, homeRun[0]!, awayRun[0]!, params);
}
