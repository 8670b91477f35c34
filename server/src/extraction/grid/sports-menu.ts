import { makeRow, median, type Row } from '../page/words';
import { SPORT_WORDS } from '../locale/vocab';

/*
 * A bookmaker's sports menu (Football, Tennis, Basketball, ... down the left of the page) shares its lines with the
 * page's content once OCR reads the page as one block: 'Boxing  Rostov 2.50 Draw 3.20 Ural 2.88'. A column of
 * left-aligned sport names is that menu; its entries are taken off the rows before anything reads them.
 */

const MIN_ENTRIES = 3;

const isSportName = (text: string) =>
  SPORT_WORDS.has(
    text
      .toLowerCase()
      .replace(/[^\p{L} -]/gu, '')
      .trim(),
  );

/** A menu entry the vocabulary does not know ('Eis hoc ke y', 'Boxen'): a few words of letters, no number. */
const looksLikeEntry = (text: string) => text.split(/\s+/).length <= 4 && !/\d/.test(text) && /^[\p{L}\s.'-]+$/u.test(text);

export function withoutSportsMenu(rows: Row[]): Row[] {
  const h = median(rows.map((r) => r.h)) || 1;
  const entries = rows.flatMap((r, i) => (r.phrases[0] && isSportName(r.phrases[0].text) ? [{ i, x0: r.phrases[0].x0 }] : []));
  if (entries.length < MIN_ENTRIES) return rows;
  // The entries of one menu stand one under another, left-aligned.
  const columns: (typeof entries)[] = [];
  for (const e of entries) {
    const col = columns.find((c) => Math.abs(c[0]!.x0 - e.x0) <= h);
    if (col) col.push(e);
    else columns.push([e]);
  }
  const menu = columns.filter((c) => c.length >= MIN_ENTRIES).sort((a, b) => b.length - a.length)[0];
  if (!menu) return rows;
  const x0 = median(menu.map((e) => e.x0));
  const centres = menu.map((e) => (rows[e.i]!.y0 + rows[e.i]!.y1) / 2);
  const pitch = median(centres.slice(1).map((c, k) => c - centres[k]!));
  const top = Math.min(...centres) - 1.2 * pitch;
  const bottom = Math.max(...centres) + 1.2 * pitch;
  const out: Row[] = [];
  for (const row of rows) {
    const first = row.phrases[0]!;
    const c = (row.y0 + row.y1) / 2;
    const inMenu =
      c >= top &&
      c <= bottom &&
      Math.abs(first.x0 - x0) <= h &&
      (isSportName(first.text) || looksLikeEntry(first.text)) &&
      // The menu's entry, not the page's text starting at the same x: the entry stands apart from what follows.
      (row.phrases.length > 1 || isSportName(first.text) || row.words.length <= 2);
    if (!inMenu) {
      out.push(row);
      continue;
    }
    const phrases = row.phrases.slice(1);
    if (!phrases.length) continue;
    const words = phrases.flatMap((p) => p.words);
    out.push(makeRow(words, phrases, median(words.map((w) => w.y1 - w.y0)) || 1));
  }
  return out;
}
