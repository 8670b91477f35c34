import { parseOddsToken } from './odds-token';
import { foldText } from '../page/normalize';
import type { W } from '../page/words';
import { LOOKALIKE_LOWER, LOOKALIKE_UPPER } from '../page/glyphs';
import { OTHER_SPORT_NAMES, RELATIVE_DAYS, SPORT_WORDS, SPORTS } from '../locale/vocab';

/* What a team name looks like: its words, its cleaned text, and the Latin/Cyrillic look-alikes OCR mixes up. */

/** A menu entry is the sport's name alone: 'Cricket', never 'Derbyshire County Cricket Club'. */
const OTHER_SPORTS = new Set(OTHER_SPORT_NAMES.map((n) => foldText(n)));

/** Words of sign-in bars, help links and app-store badges: chrome on any page, never a club's. */
const CHROME_WORDS = [
  'password',
  'пароль',
  'login',
  'log',
  'sign',
  'register',
  'help',
  'support',
  'помощь',
  'поддержка',
  // Help links in the generator's and the real pages' other languages.
  'ayuda',
  'aide',
  'aiuto',
  'ajuda',
  'hilfe',
  'google',
  'play',
  // 'GET IT ON Google Play': its first word read apart from the rest ('GET ITON') beside a page's names.
  'get',
  'app',
  'store',
  'download',
  'скачать',
  'приложение',
];

export const NON_NAME_WORDS = new Set(
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
    'odd',
    'value',
    'price',
    'double',
    'chance',
    'победа',
    'ничья',
    // The draw in the other languages read: an outcome label over a price, never a club.
    'empate',
    'unentschieden',
    'remis',
    'pareggio',
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
    ...RELATIVE_DAYS,
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
    // French 'paris sportifs' (sports bets): 'sportifs' marks it; 'Paris' alone is a club's name (Paris FC, Paris SG).
    'sportifs',
    'stats',
    // Player and drive props on US slips ('PATRICK MAHOMES - PASSING YARDS', '1st Jaguars drive - offense to score').
    'passing',
    'rushing',
    'receiving',
    'yards',
    'yds',
    'receptions',
    'touchdown',
    'touchdowns',
    'rebounds',
    'assists',
    'strikeouts',
    'offense',
    'defense',
    // Interface chrome: menus, sign-in bars, store badges, banners. No club is named with these words.
    ...CHROME_WORDS,
    'registration',
    'регистрация',
    'вход',
    'войти',
    'cookie',
    'cookies',
    'accept',
    'prizes',
    'promotions',
    'promo',
    'bonus',
    'бонус',
    'deposit',
    'депозит',
    'account',
    'e-mail',
    'email',
    'или',
    'счёта',
    'счета',
    'settings',
    'menu',
    'меню',
    'search',
    'поиск',
    'see',
    'all',
    'view',
    'more',
    'все',
    'ещё',
    // The same sign-in bars in the other languages the product reads (de, es, pt, it, fr).
    'benutzername',
    'passwort',
    'anmelden',
    'registrieren',
    'usuario',
    'usuário',
    'contraseña',
    'contrasena',
    'senha',
    'iniciar',
    'sesión',
    'sesion',
    'entrar',
    'registrarse',
    'regístrate',
    'registrate',
    'cadastre-se',
    'cadastrar',
    'accedi',
    'registrati',
    'utente',
    'connexion',
    'inscription',
    'identifiant',
    'mot',
    // Promotions and 'see all' links in the same languages ('Ver todos los premios', 'Destacados', 'Alle anzeigen').
    'ver',
    'todos',
    'todas',
    'premios',
    'prémios',
    'premi',
    'promociones',
    'promoções',
    'promocoes',
    'promozioni',
    'aktionen',
    'акции',
    'bono',
    'bonos',
    'bônus',
    'destacados',
    'destaques',
    'voir',
    'tous',
    'anzeigen',
    // A bookmaker's other sections in its menu ('Футбол - Лайв : Казино - Акции' had been read as Лайв v Казино).
    'casino',
    'kasino',
    'casinò',
    'казино',
    'лайв',
    'poker',
    'покер',
    'слоты',
    'popular',
    'популярное',
    // A slip's tabs for its kind ('Sencilla | Combinada', 'Ординар | Экспресс') and its name, in the same languages.
    'single',
    'singles',
    'multiple',
    'multiples',
    'accumulator',
    'parlay',
    'ординар',
    'экспресс',
    'sencilla',
    'combinada',
    'múltiple',
    'simples',
    'múltipla',
    'multipla',
    'singola',
    'einzel',
    'kombi',
    'combiné',
    'bilhete',
    'schedina',
    'ticket',
    'coupon',
    // 'Search' in the same languages.
    'suche',
    'buscar',
    'pesquisar',
    'cerca',
    'recherche',
    'rechercher',
  ].map((s) => s.toLowerCase()),
);

/**
 * A standings table's title in the languages of the pages ('Clasificación - Ligue 1' reads like 'A - B'), by its stem:
 * OCR garbles the endings ('Clasificaci6n', 'Clasificacién').
 */
const STANDINGS_STEMS = ['clasificac', 'classifica', 'classement', 'tabelle', 'турнирн'];

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

export function isNameWord(w: W): boolean {
  if (w.dt) return false;
  const t = w.text.replace(/^[("'“«]+|[)"'”»:,.;!?]+$/g, '');
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

export function isLeagueOrSport(text: string): boolean {
  const f = ` ${foldText(text)} `;
  const raw = ` ${text.toLowerCase()} `;
  if (OTHER_SPORTS.has(f.trim())) return true;
  return SPORTS.some((s) => [...s.leagues, ...s.names].some((k) => f.includes(` ${foldText(k)} `) || raw.includes(` ${k} `)));
}

export const LOOKALIKE_LATIN = /^[ABCEHKMOPTXYabcehkmoprtuxy6]+$/;

export function cleanName(words: W[]): string {
  // A full stop after a whole word ends a sentence ('Грузия - Ирландия. Основные.'); after an initial it is the
  // name's ('Шимунек Д.').
  const texts = words.map((w) => w.text.replace(/^[("'“”‘’«]+|[)"'“”‘’»:,;!?@©®]+$/g, '').replace(/(\p{L}{4,})\.$/u, '$1'));
  // Stray lower-case fragments at either end are OCR debris ('Juventus Turin ff', 'ft Eindhoven').
  const debris = (t: string) => t.length <= 2 && t === t.toLowerCase() && !/\d/.test(t);
  while (texts.length > 1 && debris(texts[texts.length - 1]!)) texts.pop();
  while (texts.length > 1 && debris(texts[0]!)) texts.shift();
  // Letters of the other script inside a name were misread, the script of most of its letters decides: 'Металлург
  // Mr' is 'Металлург Мг', 'ТВ Rays' is 'TB Rays'; a lone Cyrillic letter without a Latin twin before a Latin name
  // is a crest ('Я DET Tigers').
  const count = (re: RegExp) => texts.join('').match(re)?.length ?? 0;
  const cyrillic = count(/[а-яё]/gi);
  if (cyrillic && cyrillic >= count(/[a-z]/gi)) {
    for (let i = 0; i < texts.length; i++) {
      if (LOOKALIKE_LATIN.test(texts[i]!)) texts[i] = toCyrillicLookalike(texts[i]!);
    }
  } else if (cyrillic) {
    for (let i = 0; i < texts.length; i++) texts[i] = latinLookalike(texts[i]!) ?? texts[i]!;
    if (texts.length > 1 && /^[а-яё]$/i.test(texts[0]!)) texts.shift();
  }
  // A name wrapped at its hyphen ('Saint-' over 'Germain') is one word again.
  return texts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L})([-–]) (?=\p{L})/gu, '$1$2')
    .trim();
}

export const LAT_CYR_CASED: Record<string, string> = { ...LOOKALIKE_UPPER, ...LOOKALIKE_LOWER, b: 'ь', '6': 'б' };

export function toCyrillicLookalike(s: string): string {
  return s.replace(/./g, (c) => LAT_CYR_CASED[c] ?? c);
}

const CYR_TO_LAT: Record<string, string> = Object.fromEntries([
  ...Object.entries(LOOKALIKE_UPPER).map(([lat, cyr]) => [cyr, lat]),
  ...Object.entries(LOOKALIKE_LOWER).map(([lat, cyr]) => [cyr, lat]),
  ['п', 'n'],
  ['г', 'r'],
  ['у', 'y'],
  // The Russian model writes a Latin 'd' it reads as 'д' ('Вгеда' for 'Breda').
  ['д', 'd'],
]);

/**
 * A Latin name OCR read with Cyrillic look-alike glyphs ('Неегепуееп' for 'Heerenveen'), as Latin; null when the
 * word holds a letter only Cyrillic has.
 */
export function latinLookalike(name: string): string | null {
  if (!/[а-яё]/i.test(name)) return null;
  let out = '';
  for (const ch of name) {
    if (/[а-яё]/i.test(ch)) {
      const lat = CYR_TO_LAT[ch];
      if (!lat) return null;
      out += lat;
    } else out += ch;
  }
  return out;
}

/**
 * The Latin readings of a name OCR read in Cyrillic look-alikes: 'т' is also an upright 'm' (the Russian model reads
 * 'm' as an italic 'т': 'Рагта' for 'Parma').
 */
export function latinLookalikes(name: string): string[] {
  const lat = latinLookalike(name);
  if (!lat) return [];
  const m = latinLookalike(name.replace(/т/g, 'м'));
  return m && m !== lat ? [lat, m] : [lat];
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
function isGluedChrome(text: string): boolean {
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
