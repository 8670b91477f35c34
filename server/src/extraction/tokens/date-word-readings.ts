import { contextMonth, glyphApart, misreadMonth, monthFromWord, monthInPieces, validDate } from './months';
import { isWeekday } from './weekdays';
import type { Row, W } from '../page/words';

/*
 * One word, with its neighbours, read as a date or a time: an ordered list of named readings, the first that fits
 * records its hits and marks their words.
 */

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
export function readDateWord(rows: Row[], ri: number, i: number, dates: DateHit[], times: TimeHit[]): number {
  const ws = rows[ri]!.words;
  const at: WordAt = { rows, ri, ws, i, w: ws[i]!, t: dateText(ws[i]!.text), dates, times };
  at.t = dayGluedToKickoff(at);
  for (const read of READINGS) {
    const took = read(at);
    if (took !== null) return took;
  }
  return 0;
}
