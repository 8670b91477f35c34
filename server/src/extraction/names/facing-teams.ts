import type { Gazetteer } from './gazetteer-types';
import type { Row, W } from '../page/words';
import { cleanName, isCrestGlyph, isInitials } from '../tokens/name-words';
import type { ExtractionParams } from '../page/params';
import { nameCell } from './name-cells';
import type { TeamPair } from '../page/team-pair';

/*
 * A match graphic prints its teams facing each other across a 'VS': each under its crest, a long name wrapped onto
 * two lines ('Heart of / Midlothian') whose lines need not level with the other team's. Left of the VS is home,
 * right of it away, whatever line OCR put each on first. An app's event header does the same across the kick-off
 * time ('Olympiakos [crest]  21:00  [crest] PSV Eindhoven').
 */

/** 'VS' as printed, or as OCR misreads its big display letters ('VES', 'V5', 'V$'). */
const VS = /^(vs\.?|v|ves|v5|v\$)$/i;
/** A kick-off time between the teams ('21:00', French '21h00'). */
const KICK_OFF = /^([01]?\d|2[0-3])[:h][0-5]\d$/;

interface Block {
  words: W[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  h: number;
}

const crestInitials = (b: Block) => isInitials(b.words.map((w) => w.text).join(' '));

/** Name cells on one side of the VS, lines of one wrapped name joined (centred over each other, one under another). */
function blocksOf(cells: Block[]): Block[] {
  const sorted = [...cells].sort((a, b) => a.y0 - b.y0);
  const out: Block[] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    const centred = last && Math.abs((last.x0 + last.x1) / 2 - (c.x0 + c.x1) / 2) <= 2 * Math.max(last.h, c.h);
    // A crest's initials ('О M' over 'Metz') are no line of the name under them; capitals under a name are its
    // second line ('Hamburger' over 'SV').
    const crest = last && crestInitials(last);
    if (last && centred && !crest && c.y0 - last.y1 <= 0.8 * Math.max(last.h, c.h)) {
      last.words.push(...c.words);
      last.x0 = Math.min(last.x0, c.x0);
      last.x1 = Math.max(last.x1, c.x1);
      last.y1 = Math.max(last.y1, c.y1);
    } else out.push({ ...c, words: [...c.words] });
  }
  return out;
}

/**
 * A name's words without the crest beside it on the side facing the marker, read as one letter much taller than the
 * name's own ('Olympiakos T', the T a shirt 1.5 times the name's height).
 */
function withoutCrestGlyph(words: W[], left: boolean): W[] {
  const ws = [...words];
  const height = (w: W) => w.y1 - w.y0;
  const crest = (w: W | undefined, rest: W[]) =>
    !!w && w.text.length === 1 && rest.length > 0 && height(w) >= 1.3 * Math.max(...rest.map(height));
  if (left) while (crest(ws[ws.length - 1], ws.slice(0, -1))) ws.pop();
  else while (crest(ws[0], ws.slice(1))) ws.shift();
  return ws;
}

/** The marker a row's teams face each other across, alone in its cell but for a crest's glyphs. */
function centreOf(r: Row, marker: RegExp): W | null {
  // The marker alone in its cell, apart from OCR debris (a comma, a stray mark) and the glyphs OCR reads from the
  // crests beside it ('г vs', 'a vs @)'): a letter or two. A name may share its line ('Байер    VS', the home name's
  // first line level with it), in a cell of its own.
  const real = (ws: W[]) => ws.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  const found = real(r.words).filter((w) => marker.test(w.text));
  if (found.length !== 1) return null;
  const v = found[0]!;
  const cell = r.phrases.find((p) => p.words.includes(v))!;
  // A kick-off time may print its date in its cell ('28.01 14:00' centred under the names).
  const crests = real(cell.words).filter((w) => w !== v && !(marker === KICK_OFF && w.dt));
  if (crests.every(isCrestGlyph)) return v;
  // Or ending the home name's cell a wide space after it ('Spartak Moscow   VS'): the VS is apart from the name.
  const before = cell.words[cell.words.indexOf(v) - 1];
  const last = cell.words[cell.words.length - 1] === v;
  return marker === VS && last && before && v.x0 - before.x1 >= 0.5 * (v.y1 - v.y0) ? v : null;
}

export function findFacingTeams(rows: Row[], params: ExtractionParams, gaz?: Gazetteer): TeamPair | null {
  // The first row's VS; the names across it, if any.
  for (const row of rows) {
    const vs = centreOf(row, VS);
    if (!vs) continue;
    const byVs = facingAcross(rows, vs, params, gaz);
    if (byVs) return byVs.pair;
    break;
  }
  // A time stands alone in many a cell (a list's kick-off column), so across one the teams must be told by more: the
  // gazetteer knows both, and the time stands midway between them, as a header centres it.
  for (const row of rows) {
    const time = centreOf(row, KICK_OFF);
    const across = time ? facingAcross(rows, time, params, gaz) : null;
    if (across?.centred && [across.pair.home, across.pair.away].every((n) => !!gaz?.matchTeam(n))) return across.pair;
  }
  return null;
}

/** The teams facing each other across a marker, and whether it stands midway between their names. */
function facingAcross(
  rows: Row[],
  vs: W,
  params: ExtractionParams,
  gaz?: Gazetteer,
): { pair: TeamPair; centred: boolean } | null {
  const vx = (vs.x0 + vs.x1) / 2;
  const vy = (vs.y0 + vs.y1) / 2;
  const reach = 6 * (vs.y1 - vs.y0);
  const left: Block[] = [];
  const right: Block[] = [];
  rows.forEach((row, ri) => {
    if (Math.abs((row.y0 + row.y1) / 2 - vy) > reach) return;
    for (const p of row.phrases) {
      const ws = p.words.filter((w) => w !== vs);
      if (!ws.length) continue;
      const cell = nameCell(row, ri, ws, params);
      if (!cell) continue;
      const [x0, x1] = [Math.min(...ws.map((w) => w.x0)), Math.max(...ws.map((w) => w.x1))];
      const words = withoutCrestGlyph(cell.words, x1 < vx);
      const block = { words, x0, x1, y0: cell.y0, y1: cell.y1, h: cell.h };
      if (x1 < vx) left.push(block);
      else if (x0 > vx) right.push(block);
    }
  });
  // Each side's name: one the gazetteer knows, else the one with most letters (a crest's initials have few).
  const pick = (side: Block[]) =>
    blocksOf(side)
      .map((b) => ({ b, name: cleanName(b.words) }))
      .sort(
        (a, z) =>
          Number(!!gaz?.matchTeam(z.name)) - Number(!!gaz?.matchTeam(a.name)) ||
          z.name.replace(/[^\p{L}]/gu, '').length - a.name.replace(/[^\p{L}]/gu, '').length,
      )[0] ?? null;
  const home = pick(left);
  const away = pick(right);
  if (!home || !away) return null;
  const score = 1 + Number(!!gaz?.matchTeam(home.name)) + Number(!!gaz?.matchTeam(away.name));
  // Midway: the marker's centre within the middle third of the gap between the two names.
  const gap = away.b.x0 - home.b.x1;
  const centred = gap > 0 && Math.abs(vx - (home.b.x1 + away.b.x0) / 2) <= gap / 6;
  const pair: TeamPair = {
    home: home.name,
    away: away.name,
    words: [...home.b.words, ...away.b.words],
    homeWords: home.b.words,
    awayWords: away.b.words,
    row: Math.min(...[...home.b.words, ...away.b.words].map((w) => rows.findIndex((r) => r.words.includes(w)))),
    score,
  };
  return { pair, centred };
}
