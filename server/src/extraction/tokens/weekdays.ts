import { WEEKDAYS } from '../locale/vocab';
import { cyrFold } from '../page/glyphs';

/* Weekday words ('Sat', 'Пт'), and the year a date printed without one falls in, told by its printed weekday. */

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
