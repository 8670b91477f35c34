import { parseOddsToken } from './odds-token';
import { foldText } from '../page/normalize';
import { endsInLetters, oneOf, trimRuns } from '../page/linear-text';
import type { W } from '../page/words';
import { MATCH_STATUS_WORDS, OTHER_SPORT_NAMES, SPORTS } from '../locale/vocab';
import { NON_NAME_WORDS, STANDINGS_STEMS } from './non-name-words';
import { isGluedChrome, isWebAddress } from './interface-chrome';
import { latinLookalike, LOOKALIKE_LATIN, toCyrillicLookalike } from './lookalikes';

export { NON_NAME_WORDS } from './non-name-words';

/* What a team name looks like: its words and its cleaned text. */

/** A menu entry is the sport's name alone: 'Cricket', never 'Derbyshire County Cricket Club'. */
const OTHER_SPORTS = new Set(OTHER_SPORT_NAMES.map((n) => foldText(n)));

/** Quotes and brackets before a word, and quotes, brackets and punctuation after it. */
const WORD_OPENERS = oneOf('("\'“«');
// An underscore after a word is a link's or a field's underline read into it ('49ERS_').
const WORD_CLOSERS = oneOf(')"\'”»:,.;!?_');

/** A name folded for comparing: lower case, accents decomposed, every run of non-letters and non-digits one space. */
export const foldName = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function isNameWord(w: W): boolean {
  if (w.dt) return false;
  const t = trimRuns(w.text, WORD_OPENERS, WORD_CLOSERS);
  if (!t || !/\p{L}/u.test(t)) return false;
  if (isWebAddress(t)) return false;
  if (parseOddsToken(t)) return false;
  if (NON_NAME_WORDS.has(t.toLowerCase())) return false;
  if (STANDINGS_STEMS.some((s) => t.toLowerCase().startsWith(s))) return false;
  if (/^[|\\/_=<>~*#]+$/.test(t)) return false;
  if (isGluedChrome(t)) return false;
  if (t.length === 1 && !/^[A-ZА-Я]$/.test(t)) return false;
  // Mostly letters (names may hold a digit: 'Schalke 04' is split anyway).
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  return letters / t.length >= 0.6;
}

/** What OCR reads from a crest or an icon beside a name or a marker: two letters or digits at most ('QO', '(23', '“>'). */
export const isCrestGlyph = (w: W) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;

/** The widest of a name's words: its body, beside which a crest or a stray glyph is measured. */
export const widestWord = (ws: W[]) => ws.reduce<W | undefined>((a, w) => (!a || w.x1 - w.x0 > a.x1 - a.x0 ? w : a), undefined);

/**
 * A name's words without the crest read at either end: a glyph or two tesseract was unsure of (under 50), standing
 * half as tall again as the name's widest word ('Аз' at 33 before 'Atlétic Club d'Escaldes', 62 px high beside words
 * of 32). A sure letter may stand as tall, its box stretched by the line's overlay ('Боруссия Д', the Д at 92).
 */
export function withoutTallCrests(words: W[]): W[] {
  const widest = widestWord(words);
  if (!widest) return words;
  const tall = (w: W) => w !== widest && w.conf < 50 && isCrestGlyph(w) && w.y1 - w.y0 >= 1.5 * (widest.y1 - widest.y0);
  let [from, to] = [0, words.length];
  while (to - from > 1 && tall(words[from]!)) from++;
  while (to - from > 1 && tall(words[to - 1]!)) to--;
  return from === 0 && to === words.length ? words : words.slice(from, to);
}

/** A crest's initials: one to three capitals, however OCR spaced them ('EF', 'О M'). */
export const isInitials = (text: string) => /^\p{Lu}{1,3}$/u.test(text.replace(/\s+/g, ''));

/**
 * A run of prose, not a name: three or more all-lower-case words of three letters or more ('способ отображения
 * событий', 'see our terms and conditions'). Names capitalise their words ('Rayo Vallecano de Madrid'); two such
 * words may be OCR debris of a real row.
 */
export function isProse(text: string): boolean {
  return text.split(/\s+/).filter((t) => /^\p{Ll}{3,}[.,:;]?$/u.test(t)).length >= 3;
}

/** An ordinal before a status word ('1-й', '2nd', glued '1-йсет'; a misread digit, 'З-й'). */
const ORDINAL = /^(?:[\p{L}\d]{0,2}\d[\p{L}\d]{0,2}|.{1,2}-(?:й|я|ий|ая|е|ый))(?=\p{L}|$)/u;

/**
 * A match's state, not a name: status words only ('Не начался', 'Прервано', 'Half time'), an ordinal counting its
 * set or half among them ('1-й сет', glued '1-йсет', '2nd set'; the ordinal's digit may be misread, 'З-й').
 */
export function isMatchStatus(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(ORDINAL, '').replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  return words.length > 0 && words.every((w) => MATCH_STATUS_WORDS.has(w));
}

/**
 * A name's words without a match's state read onto its end and the icon debris before it ('Арсенал (ART... fj Не
 * начался': the state column runs on from the names' on a live list).
 */
export function withoutTrailingStatus(texts: string[]): string[] {
  for (let k = Math.min(3, texts.length - 1); k >= 1; k--) {
    if (!isMatchStatus(texts.slice(-k).join(' '))) continue;
    const out = texts.slice(0, -k);
    while (out.length > 1 && /^\p{Ll}{1,2}$/u.test(out[out.length - 1]!)) out.pop();
    return out;
  }
  return texts;
}

export function isLeagueOrSport(text: string): boolean {
  const f = ` ${foldText(text)} `;
  const raw = ` ${text.toLowerCase()} `;
  if (OTHER_SPORTS.has(f.trim())) return true;
  return SPORTS.some((s) => [...s.leagues, ...s.names].some((k) => f.includes(` ${foldText(k)} `) || raw.includes(` ${k} `)));
}

/** The same round a name's words, with curly quotes, marks and symbols after them; a full stop is weighed apart. */
const NAME_OPENERS = oneOf('("\'“”‘’«');
const NAME_CLOSERS = oneOf(')"\'“”‘’»:,;!?@©®_');

/** Without a full stop after four letters or more: `t.replace(/(\p{L}{4,})\.$/u, '$1')`. */
const withoutFullStop = (t: string) => (t.endsWith('.') && endsInLetters(t, 4, t.length - 1) ? t.slice(0, -1) : t);

export function cleanName(words: W[]): string {
  // A full stop after a whole word ends a sentence ('Грузия - Ирландия. Основные.'); after an initial it is the
  // name's ('Шимунек Д.').
  const texts = withoutTrailingStatus(words.map((w) => withoutFullStop(trimRuns(w.text, NAME_OPENERS, NAME_CLOSERS))));
  // Stray lower-case fragments at either end are OCR debris ('Juventus Turin ff', 'ft Eindhoven').
  const debris = (t: string) => t.length <= 2 && t === t.toLowerCase() && !/\d/.test(t);
  while (texts.length > 1 && debris(texts[texts.length - 1]!)) texts.pop();
  // Words dropped at the start: the words' index into `words` is i + dropped.
  let dropped = 0;
  for (; texts.length > 1 && debris(texts[0]!); dropped++) texts.shift();
  // Letters of the other script inside a name were misread, the script of most of its letters decides: 'Металлург
  // Mr' is 'Металлург Мг', 'ТВ Rays' is 'TB Rays'; a lone Cyrillic letter without a Latin twin before a Latin name
  // is a crest ('Я DET Tigers').
  // A player's nickname in brackets beside a club ('Рома (Flewless)', 'Франция (Ace)') is printed in its own script
  // and counts for neither.
  const own = (i: number) => /^\(|\)$/.test(words[i + dropped]?.text ?? '');
  const count = (re: RegExp) =>
    texts
      .filter((_, i) => !own(i))
      .join('')
      .match(re)?.length ?? 0;
  const cyrillic = count(/[а-яё]/gi);
  if (cyrillic && cyrillic >= count(/[a-z]/gi)) {
    for (let i = 0; i < texts.length; i++) {
      if (!own(i) && LOOKALIKE_LATIN.test(texts[i]!)) texts[i] = toCyrillicLookalike(texts[i]!);
    }
  } else if (cyrillic) {
    // A lone Cyrillic letter before a Latin name is a crest or an icon read as a letter, twin or not ('Я DET
    // Tigers', 'С: SYRACUSE'); an initial keeps its full stop and stays.
    const crest = texts.length > 1 && /^[а-яё]$/i.test(texts[0]!);
    for (let i = 0; i < texts.length; i++) if (!own(i)) texts[i] = latinLookalike(texts[i]!) ?? texts[i]!;
    if (crest) texts.shift();
  }
  // A name wrapped at its hyphen ('Saint-' over 'Germain') is one word again.
  return texts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L})([-–]) (?=\p{L})/gu, '$1$2')
    .trim();
}

/**
 * A name whose letters OCR spaced apart ('U nion Be rlin', 'FC Au gs bur g'): tesseract reads the wide tracking of a
 * small bold font as word gaps. A word starting in lower case continues the word before it (names capitalise their
 * words); null when nothing was joined. The caller keeps the joined name only where the gazetteer knows it.
 */
export function joinSpacedLetters(name: string): string | null {
  const out: string[] = [];
  for (const t of name.split(/\s+/).filter(Boolean)) {
    const prev = out[out.length - 1];
    if (prev && /^\p{Ll}/u.test(t) && /\p{L}$/u.test(prev)) out[out.length - 1] = prev + t;
    else out.push(t);
  }
  const joined = out.join(' ');
  return joined !== name.trim().replace(/\s+/g, ' ') ? joined : null;
}
