import { CONTEXT_MONTHS, EN_MONTHS, LATIN_MONTH_WORDS, OTHER_MONTHS } from '../locale/vocab';
import { cyrFold } from '../page/glyphs';
import { latinLookalike } from './lookalikes';
import { editDistance, foldText } from '../page/normalize';
import type { W } from '../page/words';
import { isWeekday } from './weekdays';

/*
 * Month words as OCR reads them: written out, abbreviated, with a letter misread, in two pieces, or a word that is a
 * month only beside a date.
 */

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
export function misreadMonth(ws: W[], i: number): number | null {
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
export function contextMonth(ws: W[], i: number): number | null {
  const mon = CONTEXT_MONTHS[ws[i]!.text.toLowerCase().replace(/[.,]/g, '')];
  const day = ws[i - 1];
  if (!mon || !day || !/^\d{1,2}$/.test(day.text)) return null;
  const time = ws[i + 1];
  const weekday = ws[i - 2];
  return (time && /^\d{1,2}[:.]\d{2}$/.test(time.text)) || (weekday && isWeekday(weekday.text)) ? mon : null;
}

/** Two pieces of one word or number, read apart by no more than half a glyph's height ('Fe b', '21 :00'). */
export const glyphApart = (a: W, b: W) => b.x0 - a.x1 <= 0.5 * (b.y1 - b.y0);

/**
 * A month OCR read in two pieces a glyph apart, beside its day: 'Fe b' ('4 Fe b 12:30'), or its first letter glued to
 * the day before it ('18A pr' for '18 Apr'). Neither piece is a month alone; joined, they are.
 */
export function monthInPieces(ws: W[], i: number): { month: number; day: number; words: W[] } | null {
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

/** A day and a month that can be a date. */
export function validDate(d: number, m: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}
