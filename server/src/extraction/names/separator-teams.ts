import { knowsExactly } from './gazetteer';
import type { Gazetteer } from './gazetteer-types';
import { foldForPhrases, hasPhrase, type Phrase, type Row, type W } from '../page/words';
import {
  cleanName,
  isCrestGlyph,
  isInitials,
  isLeagueOrSport,
  isNameWord,
  isProse,
  withoutTallCrests,
} from '../tokens/name-words';
import type { TeamPair } from '../page/team-pair';
import { BAD_MARKET, GOOD_MARKET } from '../locale/vocab';
import { classifyLabel } from '../tokens/labels';
import { isCountry } from './countries';
import { isWeekday } from '../tokens/weekdays';
import { monthFromWord } from '../tokens/months';

/* Teams on one line: 'A - B' / 'A vs B' / 'A @ B' (US order: away @ home), or around a market's draw. */

export const SEPARATORS = new Set(['-', '—', '–', 'vs', 'vs.', 'v', 'v.', 'у', '@', 'x', '—', '-—', '—-', 'против', 'contre']);

/** A word that stands between two team names ('-', 'vs', '@', 'против'). */
export const isSeparator = (w: W) => SEPARATORS.has(w.text.toLowerCase());

/** 'vs' read with a look-alike for either letter: 'у$', 'v$', 'уs', 'v5'. */
const VS_LOOKALIKE = /^[vу][s$5]$/u;

/** How OCR reads a dash between two names when it misses it: two bars, a tilde, a low line. */
const DASH_MISREADS = /^[=~_]{1,2}$/;

export const DRAW_SEPARATORS = new Set(['draw', 'nul', 'ничья', 'empate', 'tie']);

/**
 * The end of a breadcrumb before a match's name ('Футбол. Испания. Примера дивизион. Валенсия - Бетис'): a word of
 * four letters or more closed by a full stop or colon. Shorter ones are abbreviations inside a name ('St. Pauli').
 */
export const endsSegment = (w: W) => /[.:;]$/.test(w.text) && (w.text.match(/\p{L}/gu) ?? []).length >= 4;

export function findSeparatorTeams(rows: Row[], gaz?: Gazetteer): TeamPair[] {
  const out: TeamPair[] = [];
  rows.forEach((row, ri) => {
    if (separatesMenuItems(row)) return;
    // A separator that ends one cell or starts the next ('Atlétic Club d'Escaldes vs | Buducnost Podgorica') joins them.
    // A lone dash between two cells read as another stroke ('Fulham | = | Aston Villa': a thin dash's anti-aliased
    // edges become two bars) joins them as well; it is then a garbled separator below, scored lower.
    const cells: W[][] = [];
    const loneDash = (p: Phrase) => p.words.length === 1 && DASH_MISREADS.test(p.words[0]!.text);
    for (const [pi, p] of row.phrases.entries()) {
      const prev = cells[cells.length - 1];
      const joins = (w?: W) => !!w && isSeparator(w);
      const dash = loneDash(p) || (pi > 0 && loneDash(row.phrases[pi - 1]!));
      if (prev && (joins(prev[prev.length - 1]) || joins(p.words[0]) || dash)) prev.push(...p.words);
      else cells.push([...p.words]);
    }
    // A name wrapped after its separator ('Manchester United vs' over 'Wolverhampton'): the separator a word space
    // after the name, and the next line, holding one cell that starts under this one right below it, the other
    // name. (A match graphic's 'VS' stands apart, between names wrapped on both sides.)
    const last = row.phrases[row.phrases.length - 1]?.words;
    const next = rows[ri + 1];
    const trailing = last?.[last.length - 1];
    if (last && last.length >= 2 && trailing && isSeparator(trailing) && next?.phrases.length === 1) {
      const cont = next.phrases[0]!.words;
      const h = Math.max(row.h, next.h);
      if (Math.abs(cont[0]!.x0 - last[0]!.x0) <= 2 * h && next.y0 - row.y1 <= 1.5 * h) cells[cells.length - 1]!.push(...cont);
    }
    for (const ws of cells) out.push(...pairsInCell(ws, ri, gaz).filter((q) => !onMenuLine(q, row)));
  });
  // A match's name wrapped in a narrow column replaces what its single lines read ('City v Millwall' under
  // 'Birmingham').
  const wrapped = wrappedPairs(rows, gaz);
  const inWrapped = (q: TeamPair) => wrapped.some((b) => q.words.every((w) => b.words.includes(w)));
  // A name wrapped round the separator's line replaces the crest read beside the separator ('Inter Milan - QO').
  const straddling = straddlingPairs(rows, gaz);
  const beside = (q: TeamPair) => straddling.some((b) => b.row === q.row && q.words.some((w) => b.words.includes(w)));
  return [...out.filter((q) => !inWrapped(q) && !beside(q)), ...wrapped, ...straddling];
}

/** Name words of a line beside a pair from which the line is a menu's, when it holds no figure. */
const MENU_WORDS = 5;

/**
 * A pair read on a menu's line ('DAILY FANTASY SPORTSBOOK CASINO PICK6 LOTTERY PREDICTIONS — RACING + MORE'): the
 * line holds many more name words than the pair, and no figure (a match's line carries its time, prices or score;
 * 'PICK6' is a word).
 */
function onMenuLine(q: TeamPair, row: Row): boolean {
  if (row.words.some((w) => /^[+-]?\d/.test(w.text))) return false;
  return row.words.filter((w) => isNameWord(w) && !q.words.includes(w)).length >= MENU_WORDS;
}

/** Marks between items from which a line is a menu's ('Sports — Live — Casino — Promotions'). */
const MENU_MARKS = 3;

/**
 * A menu's line: the same mark between every two items, three times or more, each item one word ('Sports = Live =
 * Casino = Promotions', its dashes read as '='). A match's line has one mark between its two sides, and lines of
 * matches side by side have names of several words between their marks.
 */
function separatesMenuItems(row: Row): boolean {
  const words = [...row.words].sort((a, b) => a.x0 - b.x0);
  const isMark = (w: W) => isSeparator(w) || DASH_MISREADS.test(w.text);
  const marks = words.flatMap((w, i) => (isMark(w) ? [i] : []));
  if (marks.length < MENU_MARKS || new Set(marks.map((i) => words[i]!.text)).size > 1) return false;
  return marks.every((m, k) => k === 0 || m - marks[k - 1]! === 2);
}

/** Below this confidence tesseract guessed at a word: a crest's or an icon's glyphs read as letters. */
const GUESSED = 30;

/** A dash between two crests, the crest's glyph read into it ('@-'). */
const CREST_DASH = /^[@©®]?[-–—][@©®]?$/;

/**
 * A match header whose names sit beside their crests, either side of a dash, each centred on the dash's line: a long
 * name wraps onto a line above it and a line below ('Inter Milan [crest] - [crest] Kairat' over 'Almaty', the line
 * holding the dash between them). On the separator's line that side reads only a crest's glyphs, or nothing. The
 * wrapped name's two lines are aligned on the side towards the dash, and stand right above and right below its line.
 */
function straddlingPairs(rows: Row[], gaz?: Gazetteer): TeamPair[] {
  const out: TeamPair[] = [];
  rows.forEach((row, ri) => {
    const above = rows[ri - 1];
    const below = rows[ri + 1];
    if (!above || !below) return;
    // A letter that may stand for 'v' ('у') is a glyph of the name over it where a dash separates the teams.
    const seps = row.words.filter((w) => isSeparator(w) || CREST_DASH.test(w.text));
    const dashes = seps.filter((w) => CREST_DASH.test(w.text));
    const sep = seps.length === 1 ? seps[0]! : dashes.length === 1 ? dashes[0]! : null;
    if (!sep) return;
    const h = row.h;
    // The side's name on the dash's line: crest glyphs (a letter or two, a mark) skipped, the name's first word within
    // a crest's width of the dash, its words a word space apart.
    const onLine = (right: boolean) => {
      const gapTo = (w: W, x: number) => (right ? w.x0 - x : x - w.x1);
      const ws = row.words
        .filter((w) => (right ? w.x0 > sep.x1 : w.x1 < sep.x0) && !isCrestGlyph(w))
        .sort((a, b) => gapTo(a, right ? sep.x1 : sep.x0) - gapTo(b, right ? sep.x1 : sep.x0));
      const run: W[] = [];
      for (const w of ws) {
        const last = run[run.length - 1];
        const gap = last ? gapTo(w, right ? last.x1 : last.x0) : gapTo(w, right ? sep.x1 : sep.x0);
        if (gap > (last ? h : 4 * h)) break;
        run.push(w);
      }
      return right ? run : run.reverse();
    };
    const wrappedName = (right: boolean): W[] | null => {
      const cell = (r: Row) => {
        const ps = r.phrases.filter((p) => (right ? p.x0 > sep.x1 : p.x1 < sep.x0));
        return ps.length === 1 && nameLike(ps[0]!.words) ? ps[0]! : null;
      };
      const [a, b] = [cell(above), cell(below)];
      if (!a || !b) return null;
      const aligned = right ? Math.abs(a.x0 - b.x0) <= h : Math.abs(a.x1 - b.x1) <= h;
      const close = top(row.phrases[0]!) - bottom(a) <= h && top(b) - bottom(row.phrases[0]!) <= h;
      const straddles = bottom(a) <= (sep.y0 + sep.y1) / 2 && top(b) >= (sep.y0 + sep.y1) / 2;
      return aligned && close && straddles ? [...a.words, ...b.words] : null;
    };
    const sides = [false, true].map((right) => {
      const level = onLine(right).filter((w) => isNameWord(w));
      if (level.length) return { words: level, wrapped: false };
      const ws = wrappedName(right);
      return ws ? { words: ws, wrapped: true } : null;
    });
    const [home, away] = sides;
    if (!home || !away || (!home.wrapped && !away.wrapped)) return;
    const [a, b] = [cleanName(home.words), cleanName(away.words)];
    if (a.length < 2 || b.length < 2 || [a, b].some((n) => isLeagueOrSport(n) || isProse(n))) return;
    const score = 2 + (gaz?.matchTeam(a) ? 1 : 0) + (gaz?.matchTeam(b) ? 1 : 0);
    const lines = [ri - 1, ri, ri + 1];
    out.push({
      home: a,
      away: b,
      words: [...home.words, ...away.words],
      homeWords: home.words,
      awayWords: away.words,
      row: ri,
      score,
      lines,
    });
  });
  return out;
}

const nameLike = (ws: W[]) => ws.some((w) => isNameWord(w)) && ws.every((w) => isNameWord(w) || isSeparator(w));
const top = (p: Phrase) => Math.min(...p.words.map((w) => w.y0));
const bottom = (p: Phrase) => Math.max(...p.words.map((w) => w.y1));
const height = (p: Phrase) => bottom(p) - top(p);

/**
 * A match's name wrapped over two or three lines of a narrow column ('Stoke City v' / 'Charlton' / 'Athletic',
 * 'Birmingham' / 'City v Millwall'): cells of name words that start under one another with no more than a line's
 * leading between them are read as one, when they hold exactly one separator. Words a second OCR line read again over
 * the same printed line ('United' and 'nited у') count once.
 */
function wrappedPairs(rows: Row[], gaz?: Gazetteer): TeamPair[] {
  const out: TeamPair[] = [];
  const used = new Set<Phrase>();
  rows.forEach((row, ri) => {
    for (const p of row.phrases) {
      if (used.has(p) || !nameLike(p.words)) continue;
      const block: { p: Phrase; ri: number }[] = [{ p, ri }];
      for (let rj = ri + 1; rj < rows.length && rj <= block[block.length - 1]!.ri + 2; rj++) {
        const prev = block[block.length - 1]!;
        // Heights of the words themselves: a crest on the line makes its row tall.
        const q = rows[rj]!.phrases.find(
          (x) => nameLike(x.words) && Math.abs(x.x0 - p.x0) <= 2 * Math.max(height(prev.p), height(x)),
        );
        if (!q) continue;
        if (top(q) - bottom(prev.p) > 0.8 * Math.max(height(prev.p), height(q))) break;
        block.push({ p: q, ri: rj });
      }
      if (block.length < 2) continue;
      for (const b of block) used.add(b.p);
      const words = blockWords(block.map((b) => b.p));
      if (words.filter(isSeparator).length !== 1) continue;
      const sepAt = block.findIndex((b) => b.p.words.some(isSeparator));
      // Wrapped text has the separator beside a name; a 'VS' on a line of its own is a match graphic's (facing-teams.ts),
      // and so is one beside a crest's glyphs tesseract only guessed at ('ОЗ VS' at 25).
      const sepLine = block[sepAt]!.p.words;
      if (!sepLine.some((w) => isNameWord(w) && !isSeparator(w) && w.conf >= GUESSED)) continue;
      // A dash touching the word before it at the line's end is a hyphen ('Top-' over 'Spiele', a tab's name).
      const [before, end] = sepLine.slice(-2);
      if (end && before && /^[-–—]$/.test(end.text) && end.x0 - before.x1 < 0.2 * height(block[sepAt]!.p)) continue;
      const pairs = pairsInCell(words, block[sepAt]!.ri, gaz);
      if (pairs.length !== 1) continue;
      const lineOf = (w: W) => Math.abs(block.findIndex((b) => b.p.words.includes(w)) - sepAt);
      const home = wrappedSide(pairs[0]!.homeWords, lineOf, gaz);
      const away = wrappedSide(pairs[0]!.awayWords, lineOf, gaz);
      // Names on the separator's line alone are that line's pair, read already.
      if ([...home, ...away].every((w) => lineOf(w) === 0)) continue;
      const [h, a] = [cleanName(home), cleanName(away)];
      const score = 2 + (gaz?.matchTeam(h) ? 1 : 0) + (gaz?.matchTeam(a) ? 1 : 0);
      const lines = block.map((b) => b.ri);
      out.push({
        home: h,
        away: a,
        words: [...home, ...away],
        homeWords: home,
        awayWords: away,
        row: block[sepAt]!.ri,
        score,
        lines,
      });
    }
  });
  return out;
}

/** A wrapped name's lines as one run of words; a line OCR read twice over one printed line gives its words once. */
function blockWords(lines: Phrase[]): W[] {
  const words: W[] = [...lines[0]!.words];
  for (let k = 1; k < lines.length; k++) {
    const [a, b] = [lines[k - 1]!, lines[k]!];
    const overlap = Math.min(bottom(a), bottom(b)) - Math.max(top(a), top(b));
    const reread = overlap > 0.5 * Math.min(height(a), height(b));
    const again = (w: W) => {
      const f = w.text.toLowerCase().replace(/[^\p{L}]/gu, '');
      return f.length >= 3 && a.words.some((x) => x.text.toLowerCase().includes(f));
    };
    words.push(...b.words.filter((w) => !reread || !again(w)));
  }
  return words;
}

/**
 * One side of a wrapped name: its words on the separator's line, and on lines further out only where those alone
 * are no club the gazetteer matches ('City v' under 'Birmingham'; a slip's selection 'Manchester City' over
 * 'Brentford - Manchester City' adds nothing to Brentford). Further out it goes as far as the gazetteer knows the name
 * ('Charlton' over 'Athletic'), else to the nearest line.
 */
function wrappedSide(words: W[], lineOf: (w: W) => number, gaz?: Gazetteer): W[] {
  const distances = [...new Set(words.map(lineOf))].sort((a, b) => a - b);
  const upTo = (d: number) => words.filter((w) => lineOf(w) <= d);
  // Known as printed or with a club's generic word the data files leave out ('Charlton Athletic', score 0.9).
  const known = (ws: W[]) => (gaz?.matchTeam(cleanName(ws))?.score ?? 0) >= 0.9;
  if (distances[0] === 0 && gaz?.matchTeam(cleanName(upTo(0)))) return upTo(0);
  const longest = [...distances].reverse().find((d) => d > 0 && known(upTo(d)));
  return upTo(longest ?? distances[0]!);
}

/** The pairs of names around each separator of one cell's words ('Arsenal v Chelsea'). */
function pairsInCell(ws: W[], ri: number, gaz?: Gazetteer): TeamPair[] {
  const out: TeamPair[] = [];
  for (let i = 1; i < ws.length - 1; i++) {
    const sep = ws[i]!.text.toLowerCase();
    // A garbled 'vs' ('\\$', '|') still separates two names when nothing else sits between them.
    // A slash or an arrow is a breadcrumb's ('Football / Eredivisie', 'Soccer › England'), never a match's; a currency
    // sign beside a number is an amount's ('Jusqu'à 100 € remboursés', a promotion; a garbled 'vs' may read '\\$').
    const amount = /\p{Sc}/u.test(sep) && [ws[i - 1], ws[i + 1]].some((w) => !!w && /^\d[\d.,]*$/.test(w.text));
    // A 'vs' read with look-alikes of its letters ('у$': a Cyrillic у and a dollar sign) is one as well.
    const garbled =
      (!SEPARATORS.has(sep) && sep.length <= 2 && !amount && !/\p{L}|\d|[/›»>]/u.test(sep)) || VS_LOOKALIKE.test(sep);
    // Market headers name the teams around the draw: 'Arsenal | Draw | Chelsea', 'Olympiakos Match nul PSV'.
    const drawWords = DRAW_SEPARATORS.has(sep) ? 1 : sep === 'match' && ws[i + 1]?.text.toLowerCase() === 'nul' ? 2 : 0;
    // A 'v' misread as another letter ('Borussia Monchengladbach м VfL Wolfsburg'): only between two clubs the
    // gazetteer knows.
    // A capital is a name's initial ('Боруссия М - Боруссия Д'), so the case is the printed word's.
    const letter = !SEPARATORS.has(sep) && sep.length === 1 && /\p{Ll}/u.test(ws[i]!.text);
    if (!SEPARATORS.has(sep) && !garbled && !drawWords && !letter) continue;
    // OCR noise next to the separator ('Angers § - В Auxerre'): one stray symbol or letter on each side.
    const noise = (w?: W) => !!w && !isNameWord(w) && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
    let l0 = i - 1;
    if (noise(ws[l0]) && l0 > 0) l0--;
    let r0 = i + Math.max(1, drawWords);
    if (noise(ws[r0]) && r0 < ws.length - 1) r0++;
    // A club's number ends or starts its name ('Mainz 05 vs Bayer Leverkusen', 'Mainz 05 v 1. FC Koln').
    const clubNumber = (w: W | undefined, next: W | undefined) =>
      !!w && /^\d{1,3}\.?$/.test(w.text) && !!next && isNameWord(next);
    const left: W[] = [];
    if (clubNumber(ws[l0], ws[l0 - 1])) left.unshift(ws[l0--]!);
    for (let j = l0; j >= 0 && isNameWord(ws[j]!) && (j === l0 || !endsSegment(ws[j]!)); j--) left.unshift(ws[j]!);
    // The draw's label between the two names ('Famalicao | | Unentschieden Benfica') is neither team.
    if (ws[r0] && ws[r0]!.text.length >= 4 && classifyLabel(ws[r0]!.text) === 'draw') r0++;
    const right: W[] = [];
    if (clubNumber(ws[r0], ws[r0 + 1])) right.push(ws[r0++]!);
    for (let j = r0; j < ws.length && isNameWord(ws[j]!); j++) {
      right.push(ws[j]!);
      if (endsSegment(ws[j]!)) break;
    }
    // The kick-off printed after the match ('DALLAS COWBOYS @ KANSAS CITY CHIEFS Aug 9'): its month is no word of the
    // name, where a name stands before it.
    if (right.length > 1 && monthFromWord(right[right.length - 1]!.text) !== null) right.pop();
    if (!left.length || !right.length || left.length > 5 || right.length > 5) continue;
    // A crest read at a name's outer end ('Аз Atlétic Club') is no word of it.
    const [leftName, rightName] = [withoutTallCrests(left), withoutTallCrests(right)];
    const a = cleanName(leftName);
    const b = cleanName(rightName);
    if (a.length < 2 || b.length < 2) continue;
    // A league with its number ('Ligue 1 - Do 27.08.'), a weekday before a date: a heading, not a match.
    const raw = (ws: W[]) => ws.map((w) => w.text).join(' ');
    if ([a, b, raw(left), raw(right)].some(isLeagueOrSport) || isProse(a) || isProse(b)) continue;
    if (isWeekday(a) || isWeekday(b)) continue;
    // A market's name is no team ('Top - | Endergebnis': market tabs, one of them wrapped).
    const market = (x: string) => {
      const f = foldForPhrases(x);
      return hasPhrase(f, GOOD_MARKET) || hasPhrase(f, BAD_MARKET);
    };
    if (market(a) || market(b)) continue;
    // Two crests' initials around a 'VS' ('EF VS FA', 'О M VS OL') are no names unless the gazetteer knows both as clubs.
    if (isInitials(a) && isInitials(b) && !(knowsExactly(gaz, a) && knowsExactly(gaz, b))) continue;
    // 'Turkey - Super Lig': a country before its league is a heading; two countries are national teams. An '@'
    // stands only between two sides (away @ home), so 'Ole Miss @ Georgia' is a match whatever 'Georgia' names.
    if (sep !== '@' && isCountry(a) !== isCountry(b) && !gaz?.matchTeam(isCountry(a) ? b : a)) continue;
    if ((sep === 'x' || letter) && !(gaz?.matchTeam(a) && gaz?.matchTeam(b))) continue;
    const us = sep === '@';
    let score = garbled || drawWords ? 1 : 2;
    if (gaz?.matchTeam(a)) score += 1;
    if (gaz?.matchTeam(b)) score += 1;
    out.push({
      home: us ? b : a,
      away: us ? a : b,
      words: [...leftName, ...rightName],
      homeWords: us ? rightName : leftName,
      awayWords: us ? leftName : rightName,
      row: ri,
      score,
      ...(us && { awayPrintedFirst: true }),
    });
  }
  return out;
}
