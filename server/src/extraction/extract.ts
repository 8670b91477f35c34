import type { ExtractedMatch, OddsFormat, Outcome } from '../../../shared/src/prediction';
import type { OcrPage, OcrWord } from '../ocr/engine';
import type { Gazetteer } from './gazetteer';
import { editDistance, foldText } from './normalize';
import { harmonisePrecision, parseOddsToken, repairLostDecimalPoint, type OddsToken } from './odds-token';
import {
  BAD_MARKET,
  classifyLabel,
  cyrFold,
  EN_MONTHS,
  GOOD_MARKET,
  labelFold,
  OTHER_MONTHS,
  SLIP_MARKERS,
  SLIP_WORDS,
  SPORTS,
  SPORT_TEAMS,
  WEEKDAYS,
  type LabelRole,
  type OutcomeRole,
  LOOKALIKE_LOWER,
  LOOKALIKE_UPPER,
} from './vocab';

/*
 * Layout-aware extraction from OCR words and boxes.
 * 1. Rows (OCR lines) are split into phrases at wide horizontal gaps (cells, columns, sidebars).
 * 2. Dates and times are found first, so their digits never pass for prices.
 * 3. Prices are read market by market: header rows ('1X2', 'Double Chance', 'Spread Total Moneyline', 'П1 X П2')
 *    set which market the following rows belong to and which column is which; labels beside a price
 *    ('Home 2.10', 'П2 1.90') or above it (cells) assign outcomes; distractor markets and money rows are skipped.
 * 4. Bet slips: only the selection's price is known; the pick is matched against the teams.
 * 5. Teams: 'A - B' / 'A vs B' / 'A @ B' (US order: away @ home), else two stacked name rows near the date,
 *    else the team column of a board.
 */

interface W {
  text: string;
  conf: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Part of a date or time. */
  dt?: boolean;
}

interface Phrase {
  words: W[];
  text: string;
  x0: number;
  x1: number;
}

interface Row {
  words: W[];
  phrases: Phrase[];
  y0: number;
  y1: number;
  h: number;
  text: string;
  folded: string;
}

export interface ExtractOptions {
  gazetteer?: Gazetteer;
}

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function toW(w: OcrWord): W {
  return { text: w.text, conf: w.confidence, ...w.bbox };
}

function makePhrase(words: W[]): Phrase {
  return { words, text: words.map((w) => w.text).join(' '), x0: words[0]!.x0, x1: words[words.length - 1]!.x1 };
}

/** Re-splits a row's phrases (after date words were marked) — phrases depend only on gaps. */
function buildRows(page: OcrPage): Row[] {
  let lines = page.lines.map((l) => l.words.map(toW));
  if (!lines.length && page.words.length) {
    // No line structure: group words whose vertical centres overlap.
    const sorted = page.words.map(toW).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    lines = [];
    for (const w of sorted) {
      const last = lines[lines.length - 1];
      const ref = last?.[0];
      if (ref && Math.abs((w.y0 + w.y1) / 2 - (ref.y0 + ref.y1) / 2) < (ref.y1 - ref.y0) / 2) last.push(w);
      else lines.push([w]);
    }
  }
  const rows: Row[] = [];
  for (const raw of lines) {
    const words = raw.filter((w) => w.text.trim()).sort((a, b) => a.x0 - b.x0);
    if (!words.length) continue;
    const h = median(words.map((w) => w.y1 - w.y0)) || 1;
    const phrases: Phrase[] = [];
    let cur: W[] = [];
    for (const w of words) {
      const prev = cur[cur.length - 1];
      // A gap wider than ~1.3 line heights separates cells/columns; a word gap is ~0.3.
      if (prev && w.x0 - prev.x1 > 1.3 * h) {
        phrases.push(makePhrase(cur));
        cur = [];
      }
      cur.push(w);
    }
    if (cur.length) phrases.push(makePhrase(cur));
    const text = words.map((w) => w.text).join(' ');
    rows.push({
      words,
      phrases,
      y0: Math.min(...words.map((w) => w.y0)),
      y1: Math.max(...words.map((w) => w.y1)),
      h,
      text,
      folded: ` ${labelFold(text).replace(/[^a-zа-яё0-9/.+-]+/g, ' ')} `,
    });
  }
  rows.sort((a, b) => a.y0 - b.y0);
  return rows;
}

const hasPhrase = (folded: string, list: string[]) =>
  list.some((k) => folded.includes(` ${labelFold(k)} `) || folded.includes(` ${k} `));

// ---------------------------------------------------------------- dates and times

interface DateHit {
  month: number;
  day: number;
  year?: number;
  row: number;
}
interface TimeHit {
  time: string;
  row: number;
}

function monthFromWord(word: string): number | null {
  const w = word.toLowerCase().replace(/[.,]/g, '');
  if (w.length >= 3 && /^[a-z]+$/.test(w)) {
    const en = EN_MONTHS[w.slice(0, 3)];
    if (en && (w.length <= 4 || Object.keys(EN_MONTHS).some((k) => w.startsWith(k)))) {
      // Full English names: check the stem is really the month ("march", "sept"), not "marseille".
      const full = [
        'january',
        'february',
        'march',
        'april',
        'may',
        'june',
        'july',
        'august',
        'september',
        'october',
        'november',
        'december',
      ];
      if (w.length <= 4 || full.some((f) => f.startsWith(w))) return en;
    }
  }
  const c = cyrFold(word);
  if (c.length >= 3) {
    for (const [stem, m] of OTHER_MONTHS) {
      if (/[а-я]/.test(stem)) {
        if (stem === 'ма' ? /^ма[яй]$/.test(c) : c.startsWith(stem)) return m;
      }
    }
  }
  const l = word.toLowerCase().normalize('NFC').replace(/[.,]/g, '');
  if (/^[a-zéû]+$/.test(l) && l.length >= 3) {
    for (const [stem, m] of OTHER_MONTHS) if (!/[а-я]/.test(stem) && l.startsWith(stem) && l.length <= stem.length + 5) return m;
  }
  return null;
}

const isWeekday = (word: string) => {
  const w = word.toLowerCase().replace(/[.,:]/g, '');
  return WEEKDAYS.has(w) || WEEKDAYS.has(cyrFold(w));
};

function validDate(d: number, m: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

/** Marks date and time words in place; returns the hits in reading order. */
function findDatesAndTimes(rows: Row[]): { dates: DateHit[]; times: TimeHit[] } {
  const dates: DateHit[] = [];
  const times: TimeHit[] = [];
  rows.forEach((row, ri) => {
    const ws = row.words;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const t = w.text.replace(/[,;]+$/, '');
      // Times: 15:30, 3:30 PM, 1:00pm, 10:27:26.
      let m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(t);
      if (m && t.includes(':')) {
        let hh = Number(m[1]);
        const mm = Number(m[2]);
        let ampm = m[3]?.toLowerCase();
        const next = ws[i + 1];
        if (!ampm && next && /^[apра][mм]\.?$/i.test(next.text)) {
          ampm = /^[aа]/i.test(next.text) ? 'am' : 'pm';
          next.dt = true;
        }
        if (hh <= 24 && mm < 60) {
          if (ampm?.startsWith('p') && hh < 12) hh += 12;
          if (ampm?.startsWith('a') && hh === 12) hh = 0;
          w.dt = true;
          times.push({ time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`, row: ri });
          continue;
        }
      }
      // Numeric dates: 21.08.2026, 05/06/2026, 2026-06-05, 21.01 (day.month, no year).
      m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
      if (m && validDate(Number(m[3]), Number(m[2]))) {
        dates.push({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), row: ri });
        w.dt = true;
        continue;
      }
      m = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(t);
      if (m) {
        let d = Number(m[1]);
        let mo = Number(m[2]);
        // Day first (European and the corpus' convention) unless only month-first is valid.
        if (mo > 12 && d <= 12) [d, mo] = [mo, d];
        if (validDate(d, mo)) {
          const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
          dates.push({ year: y, month: mo, day: d, row: ri });
          w.dt = true;
          continue;
        }
      }
      // 'dd.mm' without a year only next to a weekday or a time: otherwise it may well be a price.
      m = /^(\d{1,2})[./](\d{2})\.?$/.exec(t);
      if (m) {
        const prev = ws[i - 1];
        const next = ws[i + 1];
        const nearTime = next && /^\d{1,2}:\d{2}/.test(next.text);
        const nearWeekday = prev && isWeekday(prev.text);
        const d = Number(m[1]);
        const mo = Number(m[2]);
        if ((nearTime || nearWeekday) && validDate(d, mo)) {
          dates.push({ month: mo, day: d, row: ri });
          w.dt = true;
          if (prev && nearWeekday) prev.dt = true;
          continue;
        }
      }
      // Written months: '9 Oct', 'Sep 23', '6 октября', 'Oct 17, 2025'.
      const mon = monthFromWord(t);
      if (mon) {
        const prev = ws[i - 1];
        const next = ws[i + 1];
        const num = (x?: W) => (x ? /^(\d{1,2})(st|nd|rd|th)?[,.]?$/.exec(x.text) : null);
        const before = num(prev);
        const after = num(next);
        let day: number | null = null;
        let dayWord: W | undefined;
        if (before && !prev!.dt) {
          day = Number(before[1]);
          dayWord = prev;
        } else if (after) {
          day = Number(after[1]);
          dayWord = next;
        }
        if (day && validDate(day, mon)) {
          let year: number | undefined;
          const idx = dayWord === next ? i + 2 : i + 1;
          const yw = ws[idx];
          if (yw && /^(19|20)\d{2}[,.]?$/.test(yw.text)) {
            year = Number(yw.text.slice(0, 4));
            yw.dt = true;
          }
          w.dt = true;
          dayWord!.dt = true;
          const wd = ws[Math.min(i, ws.indexOf(dayWord!)) - 1];
          if (wd && isWeekday(wd.text)) wd.dt = true;
          dates.push({ month: mon, day, year, row: ri });
        }
      }
    }
    // Weekday words directly before a marked date word.
    for (let i = 0; i + 1 < ws.length; i++) if (ws[i + 1]!.dt && isWeekday(ws[i]!.text)) ws[i]!.dt = true;
    for (const w of ws) if (/^(today|tomorrow|сегодня|завтра)[,.]?$/i.test(w.text)) w.dt = true;
  });
  return { dates, times };
}

// ---------------------------------------------------------------- prices

interface Priced {
  token: OddsToken;
  word: W;
  role?: OutcomeRole | null;
}

interface Candidate {
  home: Priced | null;
  draw: Priced | null;
  away: Priced | null;
  layout: string;
  good: boolean;
  row: number;
  teamRows?: number[];
}

interface Column {
  x0: number;
  x1: number;
  role: LabelRole;
}

function rowPrices(row: Row, allowRepair: boolean): Priced[] {
  const out: Priced[] = [];
  for (const w of row.words) {
    if (w.dt) continue;
    const tok = parseOddsToken(w.text);
    if (tok) out.push({ token: tok, word: w });
    else if (allowRepair) {
      const rep = repairLostDecimalPoint(w.text);
      if (rep) out.push({ token: rep, word: w });
    }
  }
  return out;
}

/** Labels of one row: phrases (or words) that classify as outcome / market labels, with their x-extent. */
function rowLabels(row: Row): Column[] {
  const cols: Column[] = [];
  for (const p of row.phrases) {
    const role = classifyLabel(p.text);
    if (role) {
      cols.push({ x0: p.x0, x1: p.x1, role });
      continue;
    }
    // A phrase may hold several labels when cells are close: 'Home Draw Away'.
    for (const w of p.words) {
      const r = classifyLabel(w.text);
      if (r && r !== 'unknown') cols.push({ x0: w.x0, x1: w.x1, role: r });
    }
  }
  // Team names as outcome labels around the draw: 'Arsenal | Draw | Chelsea' (header or inline before prices).
  const draws = cols.filter((c) => c.role === 'draw');
  if (draws.length === 1 && !cols.some((c) => c.role === 'home' || c.role === 'away')) {
    const d = draws[0]!;
    const names = row.phrases.filter(
      (p) => !cols.some((c) => c.x0 === p.x0) && p.words.every((w) => isNameWord(w)) && (p.x1 < d.x0 || p.x0 > d.x1),
    );
    const left = names.filter((p) => p.x1 < d.x0);
    const right = names.filter((p) => p.x0 > d.x1);
    if (left.length === 1 && right.length === 1) {
      for (const p of [left[0]!, right[0]!]) cols.push({ x0: p.x0, x1: p.x1, role: 'unknown' });
      cols.sort((a, b) => a.x0 - b.x0);
    }
  }
  return cols;
}

const OUTCOME_ORDER: OutcomeRole[] = ['home', 'draw', 'away'];

/** Resolves 'unknown' labels by position: the outcomes not named explicitly, in home/draw/away order. */
function resolveUnknown(roles: (LabelRole | null)[], threeWay: boolean): (LabelRole | null)[] {
  const named = new Set(roles.filter((r) => r === 'home' || r === 'draw' || r === 'away'));
  const wanted = (threeWay ? OUTCOME_ORDER : (['home', 'away'] as OutcomeRole[])).filter((r) => !named.has(r));
  return roles.map((r) => (r === 'unknown' || r === null ? (wanted.shift() ?? r) : r));
}

function isHeaderRow(labels: Column[], prices: Priced[]): boolean {
  if (prices.length) return false;
  const strong = labels.filter((l) => l.role !== 'unknown');
  return strong.length >= 2 || (strong.length === 1 && labels.length >= 2);
}

function nearestColumn(cols: Column[], w: W): Column | null {
  const cx = (w.x0 + w.x1) / 2;
  let best: Column | null = null;
  let bestD = Infinity;
  for (const c of cols) {
    const d = Math.min(Math.abs(cx - (c.x0 + c.x1) / 2), Math.abs(w.x0 - c.x0), Math.abs(w.x1 - c.x1));
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function candidateFrom(assigned: Priced[], layout: string, good: boolean, row: number): Candidate | null {
  const c: Candidate = { home: null, draw: null, away: null, layout, good, row };
  for (const p of assigned) {
    if (!p.role) continue;
    if (c[p.role]) return null; // the same outcome twice: not one market
    c[p.role] = p;
  }
  return c.home || c.away || c.draw ? c : null;
}

function findPrices(rows: Row[], slip: boolean): Candidate[] {
  const cands: Candidate[] = [];
  // Several scorelines ('1-0', '2:1') mean a correct-score grid: unlabelled rows of prices there are not 1X2.
  const scorelines = rows.flatMap((r) => r.words).filter((w) => !w.dt && /^\d{1,2}[-:]\d{1,2}$/.test(w.text)).length;
  const scoreGrid = scorelines >= 3;
  let state: 'neutral' | 'good' | 'bad' = 'neutral';
  let header: { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null = null;
  let boardRows: { prices: Priced[]; row: number }[] = [];

  const flushBoard = () => {
    if (boardRows.length >= 2) {
      const [r1, r2, r3] = boardRows;
      // Board rows: first team row = home (the layouts measured list home first), a 'Draw' row if present.
      const c: Candidate = { home: null, draw: null, away: null, layout: 'board', good: true, row: r1!.row };
      c.home = r1!.prices[0] ?? null;
      if (r3) {
        c.draw = r2!.prices[0] ?? null;
        c.away = r3.prices[0] ?? null;
      } else c.away = r2!.prices[0] ?? null;
      c.teamRows = boardRows.map((b) => b.row);
      if (c.home && c.away) cands.push(c);
    }
    boardRows = [];
  };

  rows.forEach((row, ri) => {
    const folded = row.folded;
    const slipRow = hasPhrase(folded, SLIP_WORDS) || /[$€£₽]|руб/.test(row.text);
    const goodKw = hasPhrase(folded, GOOD_MARKET);
    const badKw = hasPhrase(folded, BAD_MARKET);
    const labels = rowLabels(row);
    const provisional = rowPrices(row, false);

    if (isHeaderRow(labels, provisional)) {
      const kinds = labels.map((l) => l.role);
      const marketCols = kinds.filter((k) => k === 'moneyline' || k === 'spread' || k === 'total').length;
      flushBoard();
      if (marketCols >= 2) header = { cols: labels, kind: 'markets', row: ri };
      else {
        header = { cols: labels, kind: 'outcomes', row: ri };
        const strong = kinds.filter((k) => k !== 'unknown');
        if (strong.every((k) => k === 'dc' || k === 'other-market')) state = 'bad';
        else if (strong.some((k) => k === 'home' || k === 'draw' || k === 'away')) state = state === 'bad' ? 'neutral' : state;
      }
      return;
    }
    if (!provisional.length) {
      // A text-only row: a market header or anything else ends the current table.
      if (goodKw && !badKw) state = 'good';
      else if (badKw) state = 'bad';
      else if (header && ri - header.row > 1 && !row.words.every((w) => w.dt)) {
        // Wrapped label rows ('1   2' under 'Победа') keep the header; other text ends the table.
        if (!labels.length) header = null;
      }
      if (boardRows.length && !labels.length) flushBoard();
      return;
    }
    // Rows with prices.
    if (slipRow) return;
    if (badKw && !goodKw) {
      // 'Total Goals 2.5', 'Over 1.84 Under 1.88', 'Double Chance 1.33 ...' inline: a distractor market.
      state = 'bad';
      return;
    }
    if (goodKw && !badKw && labels.every((l) => l.role === 'moneyline')) state = 'good';

    const decimalsInRow = provisional.filter((p) => p.token.format === 'decimal').length;
    const prices = rowPrices(row, decimalsInRow >= 1 || header?.kind === 'outcomes');
    const hdr = header as { cols: Column[]; kind: 'outcomes' | 'markets'; row: number } | null;

    if (hdr && hdr.kind === 'markets') {
      // Boards: keep only the price under the moneyline column.
      const ml = hdr.cols.filter((c) => c.role === 'moneyline');
      const mine = prices.filter((p) => nearestColumn(hdr.cols, p.word)?.role === 'moneyline' && ml.length);
      if (mine.length) boardRows.push({ prices: [mine[mine.length - 1]!], row: ri });
      return;
    }
    if (
      state === 'bad' &&
      !(
        hdr &&
        hdr.kind === 'outcomes' &&
        hdr.row > -1 &&
        hdr.cols.some((c) => c.role === 'home' || c.role === 'draw' || c.role === 'away')
      )
    )
      return;

    // 1. Labels on the same row, before each price ('Home 4/5 Away 1/1', '1 +117 X +356 2 +167').
    const inline: Priced[] = [];
    let inlineLabelled = 0;
    const ordered = [...prices].sort((a, b) => a.word.x0 - b.word.x0);
    let prevX = -Infinity;
    const roles: (LabelRole | null)[] = [];
    for (const p of ordered) {
      const lab = labels.filter((l) => l.x1 <= p.word.x0 + 2 && l.x0 >= prevX).pop();
      roles.push(lab ? lab.role : null);
      if (lab) inlineLabelled++;
      prevX = p.word.x1;
    }
    const strongInline = roles.filter((r) => r === 'home' || r === 'draw' || r === 'away').length;
    if (inlineLabelled >= Math.max(1, ordered.length - 1) && strongInline >= 1) {
      const drop = roles.map((r) => r === 'dc' || r === 'other-market' || r === 'spread' || r === 'total');
      const keep = ordered.filter((_, i) => !drop[i]);
      const keptRoles = roles.filter((_, i) => !drop[i]);
      const three = keptRoles.includes('draw') || keep.length === 3;
      const resolved = resolveUnknown(keptRoles, three);
      keep.forEach((p, i) => {
        const r = resolved[i];
        inline.push({ ...p, role: r === 'home' || r === 'draw' || r === 'away' ? r : null });
      });
      const c = candidateFrom(harmonised(inline), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
      return;
    }

    // 2. Labels in a header row above, matched by column.
    if (hdr && hdr.kind === 'outcomes') {
      // On a correct-score grid only the row right under the header can be a 1X2 line.
      if (scoreGrid && ri !== hdr.row + 1) return;
      const cols = hdr.cols;
      const colRoles = resolveUnknown(
        cols.map((c) => c.role),
        cols.some((c) => c.role === 'draw') || cols.filter((c) => c.role !== 'dc' && c.role !== 'other-market').length === 3,
      );
      const resolvedCols = cols.map((c, i) => ({ ...c, role: colRoles[i] ?? c.role }));
      const assigned: Priced[] = [];
      for (const p of prices) {
        const col = nearestColumn(resolvedCols, p.word);
        const r = col?.role;
        if (r === 'home' || r === 'draw' || r === 'away') assigned.push({ ...p, role: r });
      }
      const c = candidateFrom(harmonised(assigned), 'grid', state === 'good' || true, ri);
      if (c) cands.push(c);
      return;
    }

    // 3. A bare row of 2 or 3 prices in a 1X2 (or unlabelled) context: by order.
    // A text label between two numbers is a stats comparison ('2.4  Goals per game  1.5'), not a market.
    const xs = prices.map((p) => p.word.x0);
    const between = row.phrases.some(
      (ph) => ph.x0 > Math.min(...xs) && ph.x1 < Math.max(...xs) && /\p{L}{3,}/u.test(ph.text) && !classifyLabel(ph.text),
    );
    // Unlabelled prices count only under a 1X2 / moneyline header: elsewhere they may be any market.
    if (!between && !scoreGrid && state === 'good' && (prices.length === 2 || prices.length === 3)) {
      const roles3: OutcomeRole[] = prices.length === 3 ? ['home', 'draw', 'away'] : ['home', 'away'];
      const assigned = [...prices].sort((a, b) => a.word.x0 - b.word.x0).map((p, i) => ({ ...p, role: roles3[i]! }));
      const c = candidateFrom(harmonised(assigned), slip ? 'slip' : 'event', state === 'good', ri);
      if (c) cands.push(c);
    }
  });
  flushBoard();
  return cands;
}

function harmonised(ps: Priced[]): Priced[] {
  const toks = harmonisePrecision(ps.map((p) => p.token));
  return ps.map((p, i) => ({ ...p, token: toks[i]! }));
}

// ---------------------------------------------------------------- teams

const SEPARATORS = new Set(['-', '—', '–', 'vs', 'vs.', 'v', 'v.', 'у', '@', 'x', '—', '-—', '—-', 'против', 'contre']);
const DRAW_SEPARATORS = new Set(['draw', 'nul', 'ничья', 'empate', 'tie']);
const NON_NAME_WORDS = new Set(
  [
    'home',
    'draw',
    'away',
    'total',
    'goals',
    'over',
    'under',
    'match',
    'result',
    'winner',
    'moneyline',
    'spread',
    'stake',
    'returns',
    'potential',
    'bet',
    'slip',
    'odds',
    'double',
    'chance',
    'победа',
    'ничья',
    'тотал',
    'исход',
    'матча',
    'победитель',
    'сумма',
    'ставки',
    'возможный',
    'выигрыш',
    'купон',
    'wager',
    'to',
    'win',
    'return',
    'payout',
    'live',
    'today',
    'tomorrow',
    'сегодня',
    'завтра',
    'основные',
    'исходы',
    'двойной',
    'шанс',
    'last',
    'последние',
    'матчи',
    'голы',
    'за',
    'матч',
    'место',
    'в',
    'таблице',
    'очные',
    'встречи',
    'form',
    'standings',
    'position',
    'h2h',
    'goals',
    'per',
    'game',
    'cash',
    'out',
    'placed',
    'ref',
    'selections',
    'reuse',
    'early',
    'straight',
    'parlay',
    'money',
    'line',
    'score',
    'exact',
    'cotes',
    'paris',
    'stats',
  ].map((s) => s.toLowerCase()),
);

function isNameWord(w: W): boolean {
  if (w.dt) return false;
  const t = w.text.replace(/^[("'“«]+|[)"'”»:,.;!?]+$/g, '');
  if (!t || !/\p{L}/u.test(t)) return false;
  if (parseOddsToken(t)) return false;
  if (NON_NAME_WORDS.has(t.toLowerCase())) return false;
  if (/^[|\\/_=<>~*#]+$/.test(t)) return false;
  if (t.length === 1 && !/^[A-ZА-Я]$/.test(t)) return false;
  // Mostly letters (names may hold a digit: 'Schalke 04' is split anyway).
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  return letters / t.length >= 0.6;
}

interface TeamPair {
  home: string;
  away: string;
  words: W[];
  row: number;
  score: number;
}

const LOOKALIKE_LATIN = /^[ABCEHKMOPTXYabcehkmoprtuxy6]+$/;

function cleanName(words: W[]): string {
  const texts = words.map((w) => w.text.replace(/^[("'“”‘’«]+|[)"'“”‘’»:,;!?]+$/g, ''));
  // Stray lower-case fragments at either end are OCR debris ('Juventus Turin ff', 'ft Eindhoven').
  const debris = (t: string) => t.length <= 2 && t === t.toLowerCase() && !/\d/.test(t);
  while (texts.length > 1 && debris(texts[texts.length - 1]!)) texts.pop();
  while (texts.length > 1 && debris(texts[0]!)) texts.shift();
  // A Latin look-alike word inside a Cyrillic name was misread: 'Металлург Mr' is 'Металлург Мг'.
  if (texts.some((t) => /[а-яё]/i.test(t))) {
    for (let i = 0; i < texts.length; i++) {
      if (LOOKALIKE_LATIN.test(texts[i]!)) texts[i] = toCyrillicLookalike(texts[i]!);
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

const LAT_CYR_CASED: Record<string, string> = { ...LOOKALIKE_UPPER, ...LOOKALIKE_LOWER, b: 'ь', '6': 'б' };
function toCyrillicLookalike(s: string): string {
  return s.replace(/./g, (c) => LAT_CYR_CASED[c] ?? c);
}

function findSeparatorTeams(rows: Row[], gaz?: Gazetteer): TeamPair[] {
  const out: TeamPair[] = [];
  rows.forEach((row, ri) => {
    for (const p of row.phrases) {
      const ws = p.words;
      for (let i = 1; i < ws.length - 1; i++) {
        const sep = ws[i]!.text.toLowerCase();
        // A garbled 'vs' ('\\$', '|') still separates two names when nothing else sits between them.
        const garbled = !SEPARATORS.has(sep) && sep.length <= 2 && !/\p{L}|\d/u.test(sep);
        // Market headers name the teams around the draw: 'Arsenal | Draw | Chelsea', 'Olympiakos Match nul PSV'.
        const drawWords = DRAW_SEPARATORS.has(sep) ? 1 : sep === 'match' && ws[i + 1]?.text.toLowerCase() === 'nul' ? 2 : 0;
        if (!SEPARATORS.has(sep) && !garbled && !drawWords) continue;
        // OCR noise next to the separator ('Angers § - В Auxerre'): one stray symbol or letter on each side.
        const noise = (w?: W) => !!w && !isNameWord(w) && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
        let l0 = i - 1;
        if (noise(ws[l0]) && l0 > 0) l0--;
        let r0 = i + Math.max(1, drawWords);
        if (noise(ws[r0]) && r0 < ws.length - 1) r0++;
        const left: W[] = [];
        for (let j = l0; j >= 0 && isNameWord(ws[j]!); j--) left.unshift(ws[j]!);
        const right: W[] = [];
        for (let j = r0; j < ws.length && isNameWord(ws[j]!); j++) right.push(ws[j]!);
        if (!left.length || !right.length || left.length > 5 || right.length > 5) continue;
        const a = cleanName(left);
        const b = cleanName(right);
        if (a.length < 2 || b.length < 2) continue;
        if (isLeagueOrSport(a) || isLeagueOrSport(b)) continue;
        if (sep === 'x' && !(gaz?.matchTeam(a) && gaz?.matchTeam(b))) continue;
        const us = sep === '@';
        let score = garbled || drawWords ? 1 : 2;
        if (gaz?.matchTeam(a)) score += 1;
        if (gaz?.matchTeam(b)) score += 1;
        out.push({ home: us ? b : a, away: us ? a : b, words: [...left, ...right], row: ri, score });
      }
    }
  });
  return out;
}

function isNameRow(row: Row): boolean {
  if (row.phrases.length !== 1) return false;
  const ws = row.words;
  return ws.length <= 5 && ws.every(isNameWord) && !hasPhrase(row.folded, GOOD_MARKET) && !hasPhrase(row.folded, BAD_MARKET);
}

function isLeagueOrSport(text: string): boolean {
  const f = ` ${foldText(text)} `;
  const raw = ` ${text.toLowerCase()} `;
  return SPORTS.some((s) => [...s.leagues, ...s.names].some((k) => f.includes(` ${foldText(k)} `) || raw.includes(` ${k} `)));
}

function findStackedTeams(rows: Row[], dateRows: Set<number>, gaz?: Gazetteer): TeamPair | null {
  let best: TeamPair | null = null;
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i]!;
    const b = rows[i + 1]!;
    if (!isNameRow(a) || !isNameRow(b)) continue;
    if (isLeagueOrSport(a.text) || isLeagueOrSport(b.text)) continue;
    const gap = b.y0 - a.y1;
    if (gap > 3 * Math.max(a.h, b.h)) continue;
    let score = 0;
    if (dateRows.has(i + 2) || dateRows.has(i + 3)) score += 2;
    if (dateRows.has(i - 1)) score += 1;
    const ha = cleanName(a.words);
    const hb = cleanName(b.words);
    if (gaz?.matchTeam(ha)) score += 1;
    if (gaz?.matchTeam(hb)) score += 1;
    if (score >= 1 && (!best || score > best.score))
      best = { home: ha, away: hb, words: [...a.words, ...b.words], row: i, score };
  }
  return best;
}

// ---------------------------------------------------------------- sport and league

/** The sport whose team list names a read team (by its last one or two words), or null. */
function sportOfTeams(teams: [string, string] | null): string | null {
  if (!teams) return null;
  const votes = new Map<string, number>();
  for (const t of teams) {
    const f = t
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .trim()
      .split(/\s+/);
    const tails = [f.slice(-2).join(' '), f.slice(-1).join(' '), f.join(' ')];
    const hits = new Set<string>();
    for (const [sport, names] of Object.entries(SPORT_TEAMS)) if (tails.some((x) => names.includes(x))) hits.add(sport);
    for (const s of hits) votes.set(s, (votes.get(s) ?? 0) + 1 / hits.size);
  }
  const e = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!e.length || (e.length > 1 && e[0]![1] === e[1]![1])) return null;
  return e[0]![0];
}

function detectSport(
  rows: Row[],
  correctedBoth: boolean,
  teams: [string, string] | null,
): { sport: string | null; league: string | null } {
  const leagueHits = new Map<string, number>();
  let league: string | null = null;
  const nameHits = new Map<string, number>();
  for (const row of rows) {
    const raw = ` ${row.text.toLowerCase().replace(/[./,|]+/g, ' ')} `;
    const f = ` ${foldText(row.text)} `;
    for (const s of SPORTS) {
      for (const k of s.leagues) {
        if (raw.includes(` ${k} `) || f.includes(` ${foldText(k)} `)) {
          leagueHits.set(s.sport, (leagueHits.get(s.sport) ?? 0) + 1);
          if (!league) {
            // The phrase that names the league, without a leading sport name ('Футбол. Россия. Премьер-лига').
            const p = row.phrases.find(
              (ph) =>
                ` ${ph.text.toLowerCase().replace(/[./,|]+/g, ' ')} `.includes(` ${k} `) ||
                ` ${foldText(ph.text)} `.includes(` ${foldText(k)} `),
            );
            if (p) {
              let text = p.text;
              for (const n of SPORTS.flatMap((x) => x.names)) {
                const re = new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[./|]\\s*`, 'i');
                text = text.replace(re, '');
              }
              // Breadcrumbs: the last segment ('Soccer › England › Premier League').
              const segs = text.split(/\s*[›>»|/]\s*/).filter((x) => x.trim());
              text = segs.length > 1 ? segs[segs.length - 1]! : text;
              league = text.replace(/^[/|.\s]+/, '').trim() || null;
            }
          }
        }
      }
      for (const k of s.names) if (raw.includes(` ${k} `)) nameHits.set(s.sport, (nameHits.get(s.sport) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>) => {
    const e = [...m.entries()].sort((a, b) => b[1] - a[1]);
    if (!e.length) return null;
    if (e.length > 1 && e[0]![1] === e[1]![1]) return null;
    return e[0]![0];
  };
  let sport = top(leagueHits);
  if (!sport) sport = sportOfTeams(teams);
  if (!sport && correctedBoth) sport = 'football';
  // Sport names alone count only when one sport is named (a sidebar lists them all).
  if (!sport && nameHits.size === 1) sport = [...nameHits.keys()][0]!;
  return { sport, league };
}

// ---------------------------------------------------------------- main

function sameName(a: string, b: string): boolean {
  const fa = foldText(a);
  const fb = foldText(b);
  if (!fa || !fb) return false;
  if (fa === fb) return true;
  const ta = fa.split(' ');
  const tb = fb.split(' ');
  // 'Lions' vs 'Detroit Lions', 'NY Knicks' vs 'Knicks'.
  if (ta.every((t) => tb.includes(t)) || tb.every((t) => ta.includes(t))) return true;
  // OCR noise and Cyrillic read as Latin look-alikes ('Ak Bapc' for 'Ак Барс').
  const close = (x: string, y: string) =>
    x.length >= 3 && editDistance(x, y, 3) <= Math.max(1, Math.floor(Math.max(x.length, y.length) * 0.2));
  return close(fa.replace(/ /g, ''), fb.replace(/ /g, '')) || close(cyrFold(a), cyrFold(b));
}

export function emptyMatch(): ExtractedMatch {
  return {
    sport: null,
    league: null,
    teams: null,
    correctedTeams: null,
    date: null,
    time: null,
    homeOdds: null,
    drawOdds: null,
    awayOdds: null,
    oddsFormat: null,
    pickedOutcome: null,
    ocrConfidence: null,
    layout: null,
  };
}

export function extractMatch(page: OcrPage, opts: ExtractOptions = {}): ExtractedMatch {
  const gaz = opts.gazetteer;
  const result = emptyMatch();
  const rows = buildRows(page);
  if (!rows.length) return result;
  const used: W[] = [];

  // Dates and times.
  const { dates, times } = findDatesAndTimes(rows);
  const dateRows = new Set([...dates.map((d) => d.row), ...times.map((t) => t.row)]);
  if (dates.length) {
    // Prefer a date that shares its row with a time (the kick-off), else the first.
    const d = dates.find((x) => times.some((t) => t.row === x.row)) ?? dates[0]!;
    const mm = String(d.month).padStart(2, '0');
    const dd = String(d.day).padStart(2, '0');
    result.date = d.year ? `${d.year}-${mm}-${dd}` : `--${mm}-${dd}`;
  }
  if (times.length) {
    const t = times.find((x) => dates.some((d) => d.row === x.row)) ?? times.find((x) => x.row > 0) ?? times[0]!;
    result.time = t.time;
  }

  // Teams.
  const sepPairs = findSeparatorTeams(rows, gaz).sort((a, b) => b.score - a.score || a.row - b.row);
  let pair: TeamPair | null = sepPairs[0] ?? null;
  if (!pair) pair = findStackedTeams(rows, dateRows, gaz);

  // Prices.
  const allFolded = rows.map((r) => r.folded).join(' ');
  const slip = hasPhrase(allFolded, SLIP_MARKERS);
  const cands = findPrices(rows, slip);
  const complete = cands.filter((c) => c.home && c.away);
  let chosen: Candidate | null = complete.find((c) => c.good) ?? complete[0] ?? null;

  if (!pair && chosen?.teamRows && chosen.teamRows.length >= 2) {
    // Board: team names lead the team rows.
    const names = chosen.teamRows.map((ri) => {
      const row = rows[ri]!;
      const first = row.phrases[0];
      return first && first.words.every(isNameWord) ? first : null;
    });
    const [h, a] = chosen.teamRows.length === 3 ? [names[0], names[2]] : [names[0], names[1]];
    if (h && a) pair = { home: h.text, away: a.text, words: [...h.words, ...a.words], row: chosen.teamRows[0]!, score: 1 };
  }

  // On a list of matches, the teams are the ones on the priced row.
  const onRow = chosen ? sepPairs.find((q) => q.row === chosen!.row) : undefined;
  if (onRow) pair = onRow;
  if (pair) {
    result.teams = [pair.home, pair.away];
    used.push(...pair.words);
  }

  if (!chosen) {
    // Bet slips and single selections: a row with a name and one price ('Lions -275', 'Draw 3.23'); whose price it
    // is comes from the match line nearest to it ('Bears @ Lions'), else (on a slip) from the page's teams.
    const pickOf = (sel: string, role: LabelRole | null, teams: [string, string]): Outcome | null => {
      if (role === 'home' || role === 'draw' || role === 'away') return role;
      if (!sel) return null;
      if (sameName(sel, teams[0])) return 'home';
      if (sameName(sel, teams[1])) return 'away';
      if (gaz) {
        const ms = gaz.matchTeam(sel)?.canonical;
        if (ms && ms === gaz.matchTeam(teams[0])?.canonical) return 'home';
        if (ms && ms === gaz.matchTeam(teams[1])?.canonical) return 'away';
      }
      return null;
    };
    let fallback: Candidate | null = null;
    for (let ri = 0; ri < rows.length && !chosen; ri++) {
      const row = rows[ri]!;
      // The match line itself ('Dodgers @ Giants +185' on a parlay) is not a selection.
      if (sepPairs.some((q) => q.row === ri)) continue;
      if (hasPhrase(row.folded, SLIP_WORDS) || hasPhrase(row.folded, BAD_MARKET) || /[$€£₽]/.test(row.text)) continue;
      // A handicap beside the price ('Ohio State (-13.5) -458') makes it a spread selection.
      if (row.words.some((w) => /^\(?[+-]\d{1,2}(\.5)?\)?$/.test(w.text.replace(/[‐-―−]/g, '-')))) continue;
      const prices = rowPrices(row, false).filter((p) => p.token.format !== 'decimal' || p.token.decimal < 100);
      if (prices.length !== 1) continue;
      const p = prices[0]!;
      const before = row.words.filter((w) => w !== p.word && w.x1 <= p.word.x0);
      const nameWords = before.filter((w) => isNameWord(w));
      const role = classifyLabel(before.map((w) => w.text).join(' '));
      if (!nameWords.length && !(role === 'home' || role === 'draw' || role === 'away')) continue;
      const sel = nameWords.length ? cleanName(nameWords) : '';
      let picked: Outcome | null = null;
      let local: TeamPair | null = null;
      const near = sepPairs
        .filter((q) => q.row !== ri && q.row >= ri - 2 && q.row <= ri + 4)
        .sort((a, b) => Math.abs(a.row - ri) - Math.abs(b.row - ri));
      for (const q of near) {
        picked = pickOf(sel, role, [q.home, q.away]);
        if (picked) {
          local = q;
          break;
        }
      }
      if (!picked && slip && result.teams) picked = pickOf(sel, role, result.teams);
      if (!picked) {
        // On a slip, remember an unattributed selection; a later row may still name its team.
        if (slip && !fallback) fallback = { home: null, draw: null, away: null, layout: 'slip', good: true, row: ri };
        continue;
      }
      if (local) {
        result.teams = [local.home, local.away];
        used.push(...local.words);
      }
      const c: Candidate = { home: null, draw: null, away: null, layout: 'slip', good: true, row: ri };
      c[picked] = { ...p, role: picked };
      result.pickedOutcome = picked;
      chosen = c;
    }
    if (!chosen && fallback) {
      // An unknown pick keeps no price rather than guess whose it is.
      chosen = fallback;
      result.pickedOutcome = null;
    }
  }

  if (chosen) {
    const parts = [chosen.home, chosen.draw, chosen.away];
    result.homeOdds = chosen.home?.token.text ?? null;
    result.drawOdds = chosen.draw?.token.text ?? null;
    result.awayOdds = chosen.away?.token.text ?? null;
    const formats = parts.filter(Boolean).map((p) => p!.token.format);
    result.oddsFormat = formats.length
      ? ((formats.includes('american') ? 'american' : formats.includes('fractional') ? 'fractional' : 'decimal') as OddsFormat)
      : null;
    result.layout = chosen.layout;
    for (const p of parts) if (p) used.push(p.word);
    if (chosen.layout === 'slip' && result.pickedOutcome === undefined) result.pickedOutcome = null;
    if (chosen.layout !== 'slip') result.pickedOutcome = null;
  } else {
    result.layout = result.teams ? 'no-odds' : 'unknown';
  }

  // Gazetteer correction, then sport/league.
  let correctedBoth = false;
  if (result.teams && gaz) {
    const [mh, ma] = result.teams.map((t) => gaz.matchTeam(t));
    correctedBoth = !!(mh && ma);
    result.correctedTeams = [mh?.canonical ?? null, ma?.canonical ?? null];
  } else if (result.teams) result.correctedTeams = [null, null];
  const { sport, league } = detectSport(rows, correctedBoth, result.teams);
  result.sport = sport;
  result.league = league;
  if (result.correctedTeams && sport && sport !== 'football') {
    // The gazetteer holds football clubs only: an NHL 'Boston' is not the English club.
    result.correctedTeams = [null, null];
  }
  if (!result.league && correctedBoth && result.correctedTeams?.[0] && gaz) {
    const lh = gaz.get(result.correctedTeams[0])?.league ?? null;
    const la = result.correctedTeams[1] ? gaz.get(result.correctedTeams[1])?.league : null;
    if (lh && lh === la) result.league = lh;
  }

  const confWords = used.length ? used : rows.flatMap((r) => r.words);
  result.ocrConfidence = confWords.length ? Math.round(confWords.reduce((s, w) => s + w.conf, 0) / confWords.length) : null;
  return result;
}
