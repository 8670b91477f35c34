import { RELATIVE_DAYS } from '../locale/vocab';
import type { Row, W } from '../page/words';
import { readDateWord, type DateHit, type TimeHit } from './date-word-readings';
import { isWeekday, weekdayNumber, yearForWeekday } from './weekdays';

export type { DateHit, TimeHit } from './date-word-readings';

/* Dates and times are found first, so their digits never pass for prices. */

const RELATIVE_DAY = new Set(RELATIVE_DAYS);
const isRelativeDay = (word: string) => RELATIVE_DAY.has(word.toLowerCase().replace(/[,.]$/, ''));

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
