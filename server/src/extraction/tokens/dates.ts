import { CONTEXT_MONTHS, EN_MONTHS, LATIN_MONTH_WORDS, OTHER_MONTHS, RELATIVE_DAYS, WEEKDAYS } from '../locale/vocab';
import { cyrFold } from '../page/glyphs';
import { latinLookalike } from './lookalikes';
import { editDistance, foldText } from '../page/normalize';
import type { Row, W } from '../page/words';

/* Dates and times are found first, so their digits never pass for prices. */

export interface DateHit {
  month: number;
  day: number;
  year?: number;
  row: number;
}
export interface TimeHit {
  time: string;
  row: number;
}

export function monthFromWord(word: string): number | null {
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
  // A Latin 'n' is OCR's reading of a 'л' as well as of a 'п' ('anpena' for 'апреля').
  const nAsL = /n/i.test(word) ? (stem: string) => c.startsWith(stem.replace(/л/g, 'п')) : () => false;
  if (c.length >= 3) {
    for (const [stem, m] of OTHER_MONTHS) if (stem === 'ма' ? /^ма[яй]$/.test(c) : c.startsWith(stem) || nAsL(stem)) return m;
  }
  return LATIN_MONTH_WORDS[word.toLowerCase().normalize('NFC').replace(/[.,]/g, '')] ?? null;
}

/**
 * An English month abbreviation with one letter misread (Cyrillic look-alikes read as Latin), when only one fits:
 * only between its day and a time ('13 Маг 12:30'), before both ('Оес 20, 12:30'), or after a weekday and its day.
 */
function misreadMonth(ws: W[], i: number): number | null {
  const day = /^\d{1,2},?$/;
  const time = /^\d{1,2}:\d{2}/;
  const [weekday, prev, next, after] = [ws[i - 2], ws[i - 1], ws[i + 1], ws[i + 2]];
  const dayFirst = !!prev && !!next && day.test(prev.text) && time.test(next.text);
  const dayAfter = !!next && !!after && day.test(next.text) && time.test(after.text);
  // Or after a weekday and its day, the weekday misread the same way ('Тие 7 Арг' for 'Tue 7 Apr').
  const afterWeekday = !!prev && !!weekday && day.test(prev.text) && asLatin(weekday.text, WEEKDAY_ABBREVIATIONS) !== null;
  if (!dayFirst && !dayAfter && !afterWeekday) return null;
  return asLatin(ws[i]!.text, EN_MONTHS) ?? misspeltMonthWord(ws[i]!.text);
}

/**
 * A month written out in another language with one letter misread ('aodt' for 'août', 'ju1n' for 'juin'), when only
 * one month fits: four letters or more, so that one letter is a small part of the word.
 */
function misspeltMonthWord(text: string): number | null {
  const w = foldText(text.replace(/[.,]/g, ''));
  if (w.length < 4 || !/^[\p{L}\d]+$/u.test(w)) return null;
  const months = new Set(LONG_MONTH_WORDS.filter(([k]) => editDistance(w, k, 1) <= 1).map(([, m]) => m));
  return months.size === 1 ? [...months][0]! : null;
}

/** The written months of four letters or more, folded as the words they are weighed against. */
const LONG_MONTH_WORDS: readonly (readonly [string, number])[] = Object.entries(LATIN_MONTH_WORDS)
  .filter(([k]) => k.length >= 4)
  .map(([k, m]) => [foldText(k), m] as const);

const WEEKDAY_ABBREVIATIONS: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };

/** A three-letter English abbreviation read with Cyrillic look-alikes, when exactly one of `table` fits. */
function asLatin(text: string, table: Record<string, number>): number | null {
  // Beyond the look-alikes, OCR reads a Latin 'r' as 'г' ('Маг 6' for 'Mar 6'), an 'S' as '5' and an 'O' as '0'.
  // A letter only Cyrillic has ('Зап' for 'Jan') is the one letter misread: it may stand for any.
  const word = text.replace(/г/g, 'r').replace(/5/g, 'S').replace(/0/g, 'O');
  const w = [...word]
    .map((ch) => (/[а-яё]/i.test(ch) ? (latinLookalike(ch) ?? '?') : ch))
    .join('')
    .toLowerCase()
    .replace(/[.,]/g, '');
  if (!/^[a-z?]{3}$/.test(w) || w.split('?').length > 2) return null;
  if (table[w]) return table[w];
  const near = Object.entries(table).filter(([k]) => k.length === 3 && editDistance(w, k, 1) <= 1);
  return near.length === 1 ? near[0]![1] : null;
}

/** A month abbreviation that is also a word ('set', 'out'), where the words around it make it a date. */
function contextMonth(ws: W[], i: number): number | null {
  const mon = CONTEXT_MONTHS[ws[i]!.text.toLowerCase().replace(/[.,]/g, '')];
  const day = ws[i - 1];
  if (!mon || !day || !/^\d{1,2}$/.test(day.text)) return null;
  const time = ws[i + 1];
  const weekday = ws[i - 2];
  return (time && /^\d{1,2}[:.]\d{2}$/.test(time.text)) || (weekday && isWeekday(weekday.text)) ? mon : null;
}

/** Two pieces of one word or number, read apart by no more than half a glyph's height ('Fe b', '21 :00'). */
const glyphApart = (a: W, b: W) => b.x0 - a.x1 <= 0.5 * (b.y1 - b.y0);

/**
 * A month OCR read in two pieces a glyph apart, beside its day: 'Fe b' ('4 Fe b 12:30'), or its first letter glued to
 * the day before it ('18A pr' for '18 Apr'). Neither piece is a month alone; joined, they are.
 */
function monthInPieces(ws: W[], i: number): { month: number; day: number; words: W[] } | null {
  const [a, b] = [ws[i], ws[i + 1]];
  if (!a || !b || !/^\p{L}{1,3}[.,]?$/u.test(b.text) || !glyphApart(a, b)) return null;
  const glued = /^(\d{1,2})(\p{L}{1,2})$/u.exec(a.text);
  const head = glued ? glued[2]! : /^\p{L}{1,3}$/u.test(a.text) ? a.text : null;
  if (!head || monthFromWord(head) || monthFromWord(b.text)) return null;
  const month = monthFromWord(head + b.text);
  if (!month) return null;
  const dayOf = (w?: W) => (w && /^\d{1,2}[,.]?$/.test(w.text) && !w.dt ? Number(w.text.replace(/[,.]/, '')) : null);
  const [prev, next] = [ws[i - 1], ws[i + 2]];
  const day = glued ? Number(glued[1]) : (dayOf(prev) ?? dayOf(next));
  if (!day || !validDate(day, month)) return null;
  const dayWord = glued ? null : dayOf(prev) ? prev : next;
  return { month, day, words: [a, b, ...(dayWord ? [dayWord] : [])] };
}

/** 'hh:mm' read as two words split at the colon, a glyph apart ('21 :00'), as 'hh:mm'; else null. */
function splitTime(ws: W[], i: number): string | null {
  const [a, b] = [ws[i], ws[i + 1]];
  if (!a || !b || !glyphApart(a, b)) return null;
  const hh = /^([01]?\d|2[0-3])$/.exec(a.text);
  const mm = /^:([0-5]\d)$/.exec(b.text);
  return hh && mm ? `${hh[1]!.padStart(2, '0')}:${mm[1]}` : null;
}

/** Opening glyphs OCR reads for the separator before a date ('«', '(', '·'); not a sign, which a price may carry. */
const OPENING = /^[«»"'([·•=|]+(?=\d)/;

/** AM or PM printed as a word of its own, Latin or Cyrillic look-alike ('PM', 'РМ', 'a.m.'). */
const MERIDIEM = /^[apра][mм]\.?$/i;

export const isWeekday = (word: string) => {
  const w = word.toLowerCase().replace(/[.,:]/g, '');
  return WEEKDAYS.has(w) || WEEKDAYS.has(cyrFold(w));
};

/** The day of the week (0 Sunday .. 6 Saturday) an English or Russian weekday word names; null for any other. */
const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['sun', 'sunday', 'вс', 'воскресенье'],
    ['mon', 'monday', 'пн', 'понедельник'],
    ['tue', 'tues', 'tuesday', 'вт', 'вторник'],
    ['wed', 'wednesday', 'ср', 'среда'],
    ['thu', 'thur', 'thurs', 'thursday', 'чт', 'четверг'],
    ['fri', 'friday', 'пт', 'пятница'],
    ['sat', 'saturday', 'сб', 'суббота'],
  ].flatMap((words, n) => words.map((w) => [w, n])),
);

export function weekdayNumber(word: string): number | null {
  return WEEKDAY_NUMBERS[word.toLowerCase().replace(/[.,:]/g, '')] ?? null;
}

/**
 * The year a day printed without one falls in, told by its printed weekday ('Thu, Apr 23' is 2026's 23 April, not
 * 2027's, a Friday): of the years around today's, the one in which the day is that weekday, nearest to today. Null
 * when none is (a weekday misread), and the date stays without its year.
 */
export function yearForWeekday(month: number, day: number, weekday: number, today: Date = new Date()): number | null {
  const y = today.getUTCFullYear();
  const fits = [y - 1, y, y + 1]
    .map((year) => ({ year, d: new Date(Date.UTC(year, month - 1, day)) }))
    .filter(({ d }) => d.getUTCMonth() === month - 1 && d.getUTCDay() === weekday);
  const distance = (d: Date) => Math.abs(d.getTime() - today.getTime());
  return fits.sort((a, b) => distance(a.d) - distance(b.d))[0]?.year ?? null;
}

export function validDate(d: number, m: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

const RELATIVE_DAY = new Set(RELATIVE_DAYS);
const isRelativeDay = (word: string) => RELATIVE_DAY.has(word.toLowerCase().replace(/[,.]$/, ''));

/**
 * A word's text as a date or a time. A trailing colon is punctuation before the kick-off ('03/11: 21:15'), never part
 * of a date or a time. An opening glyph before a number is the separator before the date ('Eredivisie «21 oct', '·'
 * misread).
 */
const dateText = (text: string) =>
  text
    .replace(/[,;]+$/, '')
    .replace(OPENING, '')
    .replace(/^(\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?):$/, '$1');

/** The word being read, its row, and the hits found so far. */
interface WordAt {
  rows: Row[];
  ri: number;
  ws: W[];
  i: number;
  w: W;
  /** The word's text as a date or a time (dateText), less a day read off its front (dayGluedToKickoff). */
  t: string;
  dates: DateHit[];
  times: TimeHit[];
}

/**
 * One reading of a word as a date or a time: null where its pattern does not fit; else it has recorded its hits and
 * marked their words, and says how many of the words after this one it read too.
 */
type Reading = (at: WordAt) => number | null;

/**
 * A day glued by its comma to the kick-off after it, right after its month ('Oct 3,3:00 PM'): the day is the date's,
 * the rest is read as the time. The text left to read.
 */
function dayGluedToKickoff(at: WordAt): string {
  const { ws, i, t } = at;
  const dayThenTime = /^(\d{1,2}),(\d{1,2}:\d{2})$/.exec(t);
  const monthBefore = dayThenTime && i > 0 ? monthFromWord(ws[i - 1]!.text) : null;
  if (!(dayThenTime && monthBefore && validDate(Number(dayThenTime[1]), monthBefore))) return t;
  at.dates.push({ month: monthBefore, day: Number(dayThenTime[1]), row: at.ri });
  ws[i - 1]!.dt = true;
  return dayThenTime[2]!;
}

/** A day and month glued to the time after them ('26/0114:00' for '26/01 14:00'): the month has two digits. */
const dateGluedToTime: Reading = (at) => {
  const glued = /^(\d{1,2})[./](\d{2})([01]?\d|2[0-3]):([0-5]\d)$/.exec(at.t);
  if (!(glued && validDate(Number(glued[1]), Number(glued[2])))) return null;
  at.dates.push({ month: Number(glued[2]), day: Number(glued[1]), row: at.ri });
  at.times.push({ time: `${glued[3]!.padStart(2, '0')}:${glued[4]}`, row: at.ri });
  at.w.dt = true;
  return 0;
};

/**
 * The space read one digit early ('14/0 813:00' for '14/08 13:00'): three digits before a colon are no time, and the
 * first of them ends the month before it.
 */
const digitMovedToTime: Reading = (at) => {
  const { ws, i } = at;
  const cutMonth = /^(\d{1,2})[./](\d)$/.exec(at.t);
  const movedDigit = cutMonth && ws[i + 1] ? /^(\d)([01]?\d|2[0-3]):([0-5]\d)$/.exec(ws[i + 1]!.text) : null;
  const movedMonth = cutMonth && movedDigit ? Number(cutMonth[2]! + movedDigit[1]!) : 0;
  if (!(cutMonth && movedDigit && movedDigit[2]!.length === 2 && validDate(Number(cutMonth[1]), movedMonth))) return null;
  at.dates.push({ month: movedMonth, day: Number(cutMonth[1]), row: at.ri });
  at.times.push({ time: `${movedDigit[2]}:${movedDigit[3]}`, row: at.ri });
  at.w.dt = true;
  ws[i + 1]!.dt = true;
  return 1;
};

/** A written month glued to the kick-off by its point, after its day ('25 mar.15:00'). */
const monthGluedToTime: Reading = (at) => {
  const { ws, i } = at;
  const monthTime = /^(\p{L}{3,})[.,](\d{1,2}):(\d{2})$/u.exec(at.t);
  const monthOfTime = monthTime ? monthFromWord(monthTime[1]!) : null;
  // The day may end in its own point ('4. Jan.13:00', German).
  const dayBefore = ws[i - 1] && /^\d{1,2}\.?$/.test(ws[i - 1]!.text) ? Number(ws[i - 1]!.text.replace('.', '')) : 0;
  const fits =
    monthTime && monthOfTime && validDate(dayBefore, monthOfTime) && Number(monthTime[2]) <= 23 && Number(monthTime[3]) < 60;
  if (!(fits && monthTime && monthOfTime)) return null;
  at.dates.push({ month: monthOfTime, day: dayBefore, row: at.ri });
  at.times.push({ time: `${monthTime[2]!.padStart(2, '0')}:${monthTime[3]}`, row: at.ri });
  at.w.dt = true;
  ws[i - 1]!.dt = true;
  return 0;
};

/** A time read in two pieces at its colon ('21 :00'). */
const timeInPieces: Reading = (at) => {
  const split = splitTime(at.ws, at.i);
  if (!split) return null;
  at.times.push({ time: split, row: at.ri });
  at.w.dt = true;
  at.ws[at.i + 1]!.dt = true;
  return 1;
};

/** Times: 15:30, 3:30 PM, 1:00pm, 10:27:26. */
const CLOCK = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i;

/**
 * Two times side by side: a kick-off line prints one, so the first is its day whose point OCR read as a colon
 * ('18:02 16:00' for '18.02 16:00').
 */
const dayReadAsTime: Reading = (at) => {
  const m = CLOCK.exec(at.t);
  const next = at.ws[at.i + 1];
  if (!(m && at.t.includes(':') && !m[3] && next && /^\d{1,2}:\d{2}$/.test(next.text))) return null;
  if (!validDate(Number(m[1]), Number(m[2]))) return null;
  at.dates.push({ month: Number(m[2]), day: Number(m[1]), row: at.ri });
  at.w.dt = true;
  return 0;
};

/** Times: 15:30, 3:30 PM, 1:00pm, 10:27:26, AM or PM also printed as a word of its own after the time. */
const clockTime: Reading = (at) => {
  const m = CLOCK.exec(at.t);
  const next = at.ws[at.i + 1];
  if (!(m && at.t.includes(':'))) return null;
  let hh = Number(m[1]);
  const mm = Number(m[2]);
  let ampm = m[3]?.toLowerCase();
  // The AM/PM word is marked even where the time is out of range and the word is read on.
  if (!ampm && next && MERIDIEM.test(next.text)) {
    ampm = /^[aа]/i.test(next.text) ? 'am' : 'pm';
    next.dt = true;
  }
  if (!(hh <= 24 && mm < 60)) return null;
  if (ampm?.startsWith('p') && hh < 12) hh += 12;
  if (ampm?.startsWith('a') && hh === 12) hh = 0;
  at.w.dt = true;
  at.times.push({ time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`, row: at.ri });
  return 0;
};

/** A 12-hour time whose colon OCR dropped ('110 PM', '1130am'): only before AM/PM, where no price or count stands. */
const meridiemWithoutColon: Reading = (at) => {
  const m = /^(\d{1,2})(\d{2})([ap]\.?m\.?)?$/i.exec(at.t);
  const next = at.ws[at.i + 1];
  const meridiem = m?.[3] ?? (next && MERIDIEM.test(next.text) ? next.text : null);
  if (!(m && meridiem && Number(m[1]) >= 1 && Number(m[1]) <= 12 && Number(m[2]) < 60)) return null;
  const hh = (Number(m[1]) % 12) + (/^[pр]/i.test(meridiem) ? 12 : 0);
  at.w.dt = true;
  if (!m[3]) next!.dt = true;
  at.times.push({ time: `${String(hh).padStart(2, '0')}:${m[2]}`, row: at.ri });
  return 0;
};

/**
 * A kick-off written with a point ('Пт 26.06 15.00') or its colon read as a dash ('08/10 13-00'): only right after a
 * day and month, where no price stands.
 */
const dottedTime: Reading = (at) => {
  const prevWord = at.ws[at.i - 1];
  const dotted = /^(\d{1,2})[.-](\d{2})$/.exec(at.t);
  const afterDate = !!prevWord?.dt && /\d{1,2}[./]\d{2}$/.test(prevWord.text);
  if (!(dotted && afterDate && Number(dotted[1]) <= 23 && Number(dotted[2]) < 60)) return null;
  at.w.dt = true;
  at.times.push({ time: `${dotted[1]!.padStart(2, '0')}:${dotted[2]}`, row: at.ri });
  return 0;
};

/** A 24-hour kick-off whose colon OCR dropped ('12.02 1400'): only right after a day and month. */
const timeWithoutColon: Reading = (at) => {
  const prevWord = at.ws[at.i - 1];
  const m = /^([01]\d|2[0-3])([0-5]\d)$/.exec(at.t);
  if (!(m && prevWord?.dt && /^\d{1,2}[./,]\d{2}$/.test(prevWord.text))) return null;
  at.w.dt = true;
  at.times.push({ time: `${m[1]}:${m[2]}`, row: at.ri });
  return 0;
};

/** Numeric dates with their year first: 2026-06-05. */
const yearFirstDate: Reading = (at) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(at.t);
  if (!(m && validDate(Number(m[3]), Number(m[2])))) return null;
  at.dates.push({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), row: at.ri });
  at.w.dt = true;
  return 0;
};

/** Numeric dates with their year last: 21.08.2026, 05/06/2026. */
const dayMonthYear: Reading = (at) => {
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(at.t);
  if (!m) return null;
  let d = Number(m[1]);
  let mo = Number(m[2]);
  // Day first (European and the corpus' convention) unless only month-first is valid.
  if (mo > 12 && d <= 12) [d, mo] = [mo, d];
  if (!validDate(d, mo)) return null;
  const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  at.dates.push({ year: y, month: mo, day: d, row: at.ri });
  at.w.dt = true;
  return 0;
};

/**
 * 'dd.mm' without a year (21.01, day.month), and whether a time stands after it. Before a time, a weekday glued to
 * it and read as digits ('6625.04' for 'Сб 25.04') is dropped, and a point read as a comma ('11,06 13:00') is still
 * the day's.
 */
function dayMonthOf(at: WordAt): { m: RegExpExecArray | null; nearTime: boolean } {
  const { rows, ri, ws, i, t } = at;
  // Ending a row of words ('Russia - Russian Premier League - 22.11' over '15:00'), the row below may begin with
  // its kick-off. A row with other numbers is a row of prices: its last price is no date.
  const titleEnd = i === ws.length - 1 && ws.slice(0, i).every((x) => !/\d/.test(x.text));
  const after = ws[i + 1] ?? (titleEnd ? rows[ri + 1]?.words[0] : undefined);
  const colonTime = !!after && (/^\d{1,2}:\d{2}/.test(after.text) || splitTime(ws, i + 1) !== null);
  // Or a time whose colon OCR dropped ('12.02 1400') or read as a dash ('08/10 13-00'): a price has neither.
  const nearTime = colonTime || (!!after && /^(?:[01]\d|2[0-3])-?[0-5]\d$/.test(after.text));
  const m =
    /^(\d{1,2})[./](\d{2})\.?$/.exec(t) ??
    (nearTime ? /^\d{1,2}(\d{2})[./](\d{2})\.?$/.exec(t) : null) ??
    // Glued to what stands before it by the separator's dash ('Ligue 1-11.12 19:30' for 'Ligue 1 · 11.12').
    (nearTime ? /^[^-–·\s]*[-–·](\d{1,2})[./](\d{2})\.?$/.exec(t) : null) ??
    (colonTime ? /^(\d{1,2}),(\d{2})$/.exec(t) : null);
  return { m, nearTime };
}

/** A weekday glued to the day ('Пт26.06', 'Sa12.04'): the weekday makes it a date, as one beside it does. */
const weekdayGluedToDate: Reading = (at) => {
  if (dayMonthOf(at).m) return null;
  const gluedWeekday = /^(\p{L}{2,3})\.?(\d{1,2})[./](\d{2})$/u.exec(at.t);
  if (!(gluedWeekday && isWeekday(gluedWeekday[1]!) && validDate(Number(gluedWeekday[2]), Number(gluedWeekday[3])))) return null;
  at.dates.push({ month: Number(gluedWeekday[3]), day: Number(gluedWeekday[2]), row: at.ri });
  at.w.dt = true;
  return 0;
};

/** 'dd.mm' without a year only next to a weekday or a time: otherwise it may well be a price. */
const dayMonthBesideKickoff: Reading = (at) => {
  const { m, nearTime } = dayMonthOf(at);
  if (!m) return null;
  const prev = at.ws[at.i - 1];
  const nearWeekday = prev && isWeekday(prev.text);
  const d = Number(m[1]);
  const mo = Number(m[2]);
  if (!((nearTime || nearWeekday) && validDate(d, mo))) return null;
  at.dates.push({ month: mo, day: d, row: at.ri });
  at.w.dt = true;
  if (prev && nearWeekday) prev.dt = true;
  return 0;
};

/**
 * Written months: '9 Oct', 'Sep 23', '6 октября', 'Oct 17, 2025'; a month's abbreviation with one letter misread
 * ('Оес 20, 12:30' for 'Dec 20') only before its day and a time. First a day glued to its month by a dash ('9-мая',
 * '21-Oct'), or with the space between them lost ('2Jan').
 */
const dayGluedToMonth: Reading = (at) => {
  const m = /^(\d{1,2})[-–]?(\p{L}{3,}\.?)$/u.exec(at.t);
  const gluedMonth = m ? monthFromWord(m[2]!) : null;
  if (!(m && gluedMonth && validDate(Number(m[1]), gluedMonth))) return null;
  at.dates.push({ month: gluedMonth, day: Number(m[1]), row: at.ri });
  at.w.dt = true;
  return 0;
};

/** A month OCR read in two pieces a glyph apart, beside its day (monthInPieces). */
const monthReadInPieces: Reading = (at) => {
  const pieces = monthInPieces(at.ws, at.i);
  if (!pieces) return null;
  at.dates.push({ month: pieces.month, day: pieces.day, row: at.ri });
  for (const p of pieces.words) p.dt = true;
  return 0;
};

/** A written month beside its day, with the year after them where one is printed. */
const monthBesideDay: Reading = (at) => {
  const { ws, i, t, w } = at;
  // A month word read right ('4 lug 16:30') before a guess at a misread English one ('lug' one letter from 'aug').
  const mon = monthFromWord(t) ?? contextMonth(ws, i) ?? misreadMonth(ws, i);
  if (!mon) return null;
  const prev = ws[i - 1];
  const next = ws[i + 1];
  const num = (x?: W) => (x ? /^(\d{1,2})(st|nd|rd|th)?[,.]?$/.exec(x.text.replace(OPENING, '')) : null);
  const before = num(prev);
  const after = num(next);
  // A weekday spelt as a month is ('mar' for martes, 'mar 28 jul', 'mar 28 lug'): the month after its day is
  // the date's.
  if (!before && after && isWeekday(t) && ws[i + 2] && (monthFromWord(ws[i + 2]!.text) ?? contextMonth(ws, i + 2))) return null;
  let day: number | null = null;
  let dayWord: W | undefined;
  // A number after a name ('Ligue 1 Mar 29, 7:45 PM') is the name's when a day follows the month; after a
  // weekday ('Sat 1 Mar') it is the day.
  const named = !!before && !!after && /\p{L}{2,}/u.test(ws[i - 2]?.text ?? '') && !isWeekday(ws[i - 2]!.text);
  if (before && !prev!.dt && !named) {
    day = Number(before[1]);
    dayWord = prev;
  } else if (after) {
    day = Number(after[1]);
    dayWord = next;
  }
  if (!(day && validDate(day, mon))) return null;
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
  at.dates.push({ month: mon, day, year, row: at.ri });
  return 0;
};

/** The readings in the order they are tried: the first that fits a word reads it. */
const READINGS: readonly Reading[] = [
  dateGluedToTime,
  digitMovedToTime,
  monthGluedToTime,
  timeInPieces,
  dayReadAsTime,
  clockTime,
  meridiemWithoutColon,
  dottedTime,
  timeWithoutColon,
  yearFirstDate,
  dayMonthYear,
  weekdayGluedToDate,
  dayMonthBesideKickoff,
  dayGluedToMonth,
  monthReadInPieces,
  monthBesideDay,
];

/** Reads word `i` of row `ri` as a date or a time; returns how many of the words after it were read with it. */
function readDateWord(rows: Row[], ri: number, i: number, dates: DateHit[], times: TimeHit[]): number {
  const ws = rows[ri]!.words;
  const at: WordAt = { rows, ri, ws, i, w: ws[i]!, t: dateText(ws[i]!.text), dates, times };
  at.t = dayGluedToKickoff(at);
  for (const read of READINGS) {
    const took = read(at);
    if (took !== null) return took;
  }
  return 0;
}

/** Weekday words directly before a marked date word. */
function markWeekdaysBeforeDates(ws: W[]): void {
  for (let i = 0; i + 1 < ws.length; i++) if (ws[i + 1]!.dt && isWeekday(ws[i]!.text)) ws[i]!.dt = true;
}

/** A row's one date printed without its year beside its one weekday takes the year the weekday fits. */
function yearOfWeekday(inRow: DateHit[], ws: W[], today: Date): void {
  const weekdays = ws.filter((w) => w.dt && weekdayNumber(w.text) !== null);
  if (!(inRow.length === 1 && !inRow[0]!.year && weekdays.length === 1)) return;
  const hit = inRow[0]!;
  hit.year = yearForWeekday(hit.month, hit.day, weekdayNumber(weekdays[0]!.text)!, today) ?? undefined;
  if (hit.year === undefined) delete hit.year;
}

/** Relative days ('Today', 'Сегодня'), also read in letter-spaced pieces. */
function markRelativeDays(ws: W[]): void {
  for (const w of ws) if (isRelativeDay(w.text)) w.dt = true;
  // A relative day read in letter-spaced pieces ('To da y 16:30'): two or three short pieces a glyph apart.
  for (let i = 0; i < ws.length; i++) {
    for (const n of [2, 3]) {
      const run = ws.slice(i, i + n);
      const close = run.every((w, k) => !k || w.x0 - run[k - 1]!.x1 < 0.5 * (w.y1 - w.y0));
      if (
        run.length === n &&
        close &&
        run.every((w) => /^\p{L}{1,3}$/u.test(w.text)) &&
        isRelativeDay(run.map((w) => w.text).join(''))
      ) {
        for (const w of run) w.dt = true;
      }
    }
  }
}

/** Marks date and time words in place; returns the hits in reading order. */
export function findDatesAndTimes(rows: Row[], today: Date = new Date()): { dates: DateHit[]; times: TimeHit[] } {
  const dates: DateHit[] = [];
  const times: TimeHit[] = [];
  rows.forEach((row, ri) => {
    const ws = row.words;
    for (let i = 0; i < ws.length; i++) i += readDateWord(rows, ri, i, dates, times);
    markWeekdaysBeforeDates(ws);
    yearOfWeekday(
      dates.filter((d) => d.row === ri),
      ws,
      today,
    );
    markRelativeDays(ws);
  });
  return { dates, times };
}
