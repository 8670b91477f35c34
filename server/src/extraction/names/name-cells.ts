import { knowsExactly } from './gazetteer';
import type { Gazetteer } from './gazetteer-types';
import type { ExtractionParams } from '../page/params';
import { hasPhrase, level, verticalOverlap, type Row, type W } from '../page/words';
import {
  cleanName,
  isLeagueOrSport,
  isMatchStatus,
  isNameWord,
  isProse,
  joinSpacedLetters,
  widestWord,
  withoutTallCrests,
} from '../tokens/name-words';
import { BAD_MARKET, GOOD_MARKET } from '../locale/vocab';

/* A name cell: the words of one row that may be a team's name, mended where OCR misread capitals, initials or spaced letters. */

export interface NameCell {
  words: W[];
  row: number;
  x0: number;
  y0: number;
  y1: number;
  h: number;
}

/** A phrase that reads as one team or player name: 1-5 name words, no league, no interface words. */
export function nameCell(row: Row, ri: number, words: W[], params: ExtractionParams, gaz?: Gazetteer): NameCell | null {
  // Kick-off times, list numbers and live scores beside a name are not part of it.
  let ws = words.filter((w) => !w.dt);
  // A live score before the name may be read as a letter ('о Rio Ave' for '0 Rio Ave'): one stray glyph goes too.
  // So does a lone letter tesseract barely read (a crest or an icon read as 'М' at 26), and a lone 'O' in either
  // script, however sure: a score's 0 ('О NAC' for '0 NAC Breda'); no club's name starts with a word 'O'.
  // So is a minute or score tesseract barely read, a glyph garbled ('57!' for 57').
  // A mark with no letter or digit ('=)' for a live icon, '•') is never part of a name.
  const debris = (w: W) =>
    /^[\d:'’+.()-]+$/.test(w.text) ||
    !/[\p{L}\d]/u.test(w.text) ||
    (w.conf < 30 && /\d/.test(w.text) && !isNameWord(w)) ||
    (w.text.length === 1 && (!isNameWord(w) || w.conf < 30 || /^[OoОо]$/.test(w.text)));
  // A word tesseract barely read that stands mostly below or above the name (a minute and a score read as one
  // garbled word, 'ur, 1 Coventry') is no part of it either.
  const body = widestWord(ws);
  const offLine = (w: W) => w.conf < 30 && !!body && w !== body && !level(w, body);
  // A capital 'O' followed by small letters is the first letter of a name OCR spaced apart ('O xf ord Un ite d').
  const spacedStart = (i: number) => /^[OО]$/.test(ws[i]!.text) && /^\p{Ll}/u.test(ws[i + 1]?.text ?? '');
  while (ws.length > 1 && ((debris(ws[0]!) && !spacedStart(0)) || offLine(ws[0]!))) ws.shift();
  // After it, numbers and marks with no letter ('Samsunspor — 1', a dash and the home label before its price).
  while (ws.length && !/\p{L}/u.test(ws[ws.length - 1]!.text)) ws.pop();
  // After the name as before it, a lone glyph tesseract barely read is a crest or an icon beside it ('Juventus Turin i'
  // at 29, the crest between the name and the kick-off time).
  while (ws.length > 1 && ws[ws.length - 1]!.text.length === 1 && ws[ws.length - 1]!.conf < 30) ws.pop();
  // A glyph of the line below read into this one ('Como i', the 'i' of 'Milan' under it) shares no height with the
  // name's widest word. (A whole word may: a name wrapped in large type is joined from two lines.)
  const widest = widestWord(ws);
  const strayGlyph = (w: W) => w.text.length === 1 && !!widest && verticalOverlap(w, widest) <= 0;
  while (ws.length > 1 && strayGlyph(ws[ws.length - 1]!)) ws.pop();
  // A last letter boxed over the end of the word before it is that word's last glyph read again ('Basaksehir г').
  const reread = (w: W, before: W) => w.text.length === 1 && w.x0 < before.x1 && w.x1 > before.x1 - (w.x1 - w.x0);
  while (ws.length > 1 && reread(ws[ws.length - 1]!, ws[ws.length - 2]!)) ws.pop();
  while (ws.length > 1 && strayGlyph(ws[0]!)) ws.shift();
  ws = withoutTallCrests(ws);
  const spaced = gaz ? letterSpacedName(ws, gaz) : null;
  if (spaced) ws = [spaced];
  else if (gaz) ws = withCapitalsMended(ws, gaz);
  if (!ws.length || ws.length > 5 || !ws.every(isNameWord)) return null;
  const text = cleanName(ws);
  // A name the gazetteer knows exactly is one however unsure tesseract was of its glyphs ('Eyupspor' at 26).
  if (!ws.some((w) => w.conf >= params.minNameConfidence) && !knowsExactly(gaz, text)) return null;
  if (text.replace(/[^\p{L}]/gu, '').length < 2 || isLeagueOrSport(text) || isProse(text) || isMatchStatus(text)) return null;
  if (hasPhrase(row.folded, GOOD_MARKET) || hasPhrase(row.folded, BAD_MARKET)) return null;
  return {
    words: ws,
    row: ri,
    x0: ws[0]!.x0,
    y0: Math.min(...ws.map((w) => w.y0)),
    y1: Math.max(...ws.map((w) => w.y1)),
    h: row.h,
  };
}

/**
 * A name tesseract read letter by letter in pieces ('E x cels ior', 'Vo len da m'): three pieces or more, most of
 * them of three letters or fewer, or two such short pieces ('Lil le'), that the gazetteer knows once put together (a
 * glyph may be lost), are that one word.
 */
function letterSpacedName(ws: W[], gaz: Gazetteer): W | null {
  const short = ws.filter((w) => /^\p{L}{1,3}$/u.test(w.text)).length;
  if (ws.length < 2 || (ws.length === 2 && short < 2) || short * 2 < ws.length) return null;
  if (!ws.every((w) => /^\p{L}+$/u.test(w.text))) return null;
  // Exactly, or with one glyph lost in the pieces ('Bu nle y' for 'Burnley'); a name of two words keeps its space
  // where a capital starts the second ('O xf ord Un ite d' is 'Oxford United').
  const knows = (t: string) => (gaz.matchTeam(t)?.score ?? 0) >= 0.85;
  const words = joinSpacedLetters(ws.map((w) => w.text).join(' '));
  const text = [ws.map((w) => w.text).join(''), words].find((t): t is string => !!t && knows(t));
  if (!text) return null;
  return {
    text,
    conf: Math.min(...ws.map((w) => w.conf)),
    x0: ws[0]!.x0,
    x1: ws[ws.length - 1]!.x1,
    y0: Math.min(...ws.map((w) => w.y0)),
    y1: Math.max(...ws.map((w) => w.y1)),
  };
}

/** Capitals OCR reads as a digit of the same shape. */
const CAPITAL_OF_DIGIT: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '6': 'G', '8': 'B' };
/** Any of those digits. */
const LOOKALIKE_DIGIT = new RegExp(`[${Object.keys(CAPITAL_OF_DIGIT).join('')}]`, 'g');

/**
 * A capital read as its look-alike digit and cut off its word ('Fortuna 5 ittard' for 'Fortuna Sittard'): a lone such
 * digit before a word starting in lower case is that word's first letter, where the gazetteer knows the name so mended.
 * A number that is part of a name ('Mainz 05', 'Schalke 04') is never followed by a word in lower case.
 */
export function withCapitalsMended(ws: W[], gaz: Gazetteer): W[] {
  const at = ws.findIndex((w, i) => CAPITAL_OF_DIGIT[w.text] !== undefined && /^\p{Ll}{2,}/u.test(ws[i + 1]?.text ?? ''));
  if (at < 0) return withInitialsMended(ws, gaz);
  const digit = ws[at]!;
  const rest = ws[at + 1]!;
  const mended: W = {
    ...rest,
    text: CAPITAL_OF_DIGIT[digit.text]! + rest.text,
    conf: Math.min(digit.conf, rest.conf),
    x0: digit.x0,
    y0: Math.min(digit.y0, rest.y0),
    y1: Math.max(digit.y1, rest.y1),
  };
  return knownOr([...ws.slice(0, at), mended, ...ws.slice(at + 2)], ws, gaz);
}

/** The mended words where the gazetteer knows the name they spell, else the words as read. */
const knownOr = (mended: W[], read: W[], gaz: Gazetteer) =>
  (gaz.matchTeam(mended.map((w) => w.text).join(' '))?.score ?? 0) >= 0.85 ? mended : read;

/**
 * A club's initials with a capital read as its look-alike digit ('5С Braga' for 'SC Braga'): a word of two to four
 * capitals and such digits, letters among them, is those capitals where the gazetteer knows the name so mended.
 */
function withInitialsMended(ws: W[], gaz: Gazetteer): W[] {
  const at = ws.findIndex(
    (w) => /^[\p{Lu}0-9]{2,4}$/u.test(w.text) && /\p{Lu}/u.test(w.text) && w.text.search(LOOKALIKE_DIGIT) >= 0,
  );
  if (at < 0 || ws.length < 2) return ws;
  const word = ws[at]!;
  const mended = { ...word, text: word.text.replace(LOOKALIKE_DIGIT, (d) => CAPITAL_OF_DIGIT[d]!) };
  return knownOr(
    ws.map((w) => (w === word ? mended : w)),
    ws,
    gaz,
  );
}
