import type { W } from '../page/words';
import { SPORT_WORDS } from '../locale/vocab';
import { CHROME_WORDS } from './non-name-words';

/* Interface chrome as OCR reads it: web addresses, app-store badges, lines of menu and badge words. */

/**
 * A browser's address bar or a link, as OCR reads it ('https://www.bet365.com/#/AC', 'localhost:3000/odds/1034678',
 * 'locathost-8081', 'betclic.fr'): a scheme, 'www.', a path between letters and digits, a lower-case host with its
 * port, or a domain ending. Clubs are written with capitals and spaces and carry none of these; a country's two-letter
 * ending counts only in a word without capitals, where an abbreviated club ('Dep.Co') has one.
 */
const WEB_SCHEME_OR_PATH = /:\/\/|^www\.|\p{L}\/\d|\d\/\p{L}|^\p{Ll}+[:-]\d{2,5}(?:\/|$)/u;
const WEB_DOMAIN = /\.(?:com|net|org|ru|bet|io|info|online)(?:[/:#?.]|$)/i;
const COUNTRY_DOMAIN = /^[\p{Ll}\d.-]+\.[a-z]{2}(?:[/:#?]|$)/u;

export const isWebAddress = (text: string) => {
  const t = text.trim();
  return WEB_SCHEME_OR_PATH.test(t) || WEB_DOMAIN.test(t) || COUNTRY_DOMAIN.test(t);
};

/**
 * Words of app-store badges and download banners ('GET IT ON Google Play', 'Download on the App Store', 'Download our
 * app'), beside the interface words no club is named with.
 */
const CHROME = new Set(CHROME_WORDS);
const BADGE_WORDS = new Set(['get', 'it', 'on', 'the', 'our', 'apps', 'available', 'now', 'скачайте', 'в', 'доступно']);

/**
 * A badge's words read without their spaces ('GETITON' for 'GET IT ON', 'Downloadonthe'): the word splits wholly into
 * two or more chrome and badge words, one of them chrome.
 */
export function isGluedChrome(text: string): boolean {
  const t = text.toLowerCase();
  if (!/^\p{L}{5,}$/u.test(t) || CHROME.has(t)) return false;
  // splits[i]: the fewest pieces t.slice(0, i) splits into and whether one is chrome, or null where it cannot split.
  const splits: ({ pieces: number; chrome: boolean } | null)[] = [{ pieces: 0, chrome: false }];
  for (let i = 1; i <= t.length; i++) {
    splits[i] = null;
    for (let j = Math.max(0, i - 12); j < i; j++) {
      const before = splits[j];
      const piece = t.slice(j, i);
      if (!before || !(CHROME.has(piece) || BADGE_WORDS.has(piece))) continue;
      const chrome = before.chrome || CHROME.has(piece);
      if (!splits[i] || (chrome && !splits[i]!.chrome)) splits[i] = { pieces: before.pieces + 1, chrome };
    }
  }
  const whole = splits[t.length];
  return !!whole && whole.pieces >= 2 && whole.chrome;
}

/**
 * A line of interface chrome laid over or beside a table (app-store badges, a sidebar's sports, a help link): every
 * word of letters is a chrome, badge or sport word, one of them at least chrome. Such a line is no row of the table.
 */
export function isChromeLine(words: readonly W[]): boolean {
  const lettered = words
    .map((w) => w.text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase())
    .filter((t) => /\p{L}{2,}/u.test(t));
  const chrome = lettered.filter((t) => CHROME.has(t)).length;
  return chrome >= 1 && lettered.length >= 2 && lettered.every((t) => CHROME.has(t) || BADGE_WORDS.has(t) || SPORT_WORDS.has(t));
}
