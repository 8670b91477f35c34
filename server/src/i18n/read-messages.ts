import type { Market, ReadKind } from '@shared/reading';
import type { Language, OddsFormat } from '@shared/prediction';

/**
 * The words of `oddslens read` (server/src/read-files.ts), in English and Russian: what the review screen shows of a
 * reading, as plain text. The type makes a missing key in either language a compile error.
 */
export interface ReadMessages {
  matchesRead: (n: number) => string;
  noMatch: string;
  unreadable: (reason: string) => string;
  teams: string;
  league: string;
  date: string;
  market: string;
  prices: string;
  confidence: string;
  teamsShort: string;
  pricesShort: string;
  dateShort: string;
  notRead: string;
  opponentNotPrinted: string;
  pick: string;
  legend: string;
  bookmaker: string;
  markets: Record<Market, string>;
  kinds: Record<ReadKind, string>;
  formats: Record<OddsFormat, string>;
  /** Decimal prices as the language writes them ('2.10' / '2,10'). */
  decimalComma: boolean;
}

/** Russian plural: 1 матч, 2 матча, 5 матчей. */
const plural = (n: number, one: string, few: string, many: string) => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};

const en: ReadMessages = {
  matchesRead: (n) => `${n} match${n === 1 ? '' : 'es'} read`,
  noMatch: 'No match read on this screenshot.',
  unreadable: (reason) => `Not read: ${reason}`,
  teams: 'Teams',
  league: 'League',
  date: 'Date',
  market: 'Market',
  prices: 'Prices',
  confidence: 'Confidence',
  teamsShort: 'teams',
  pricesShort: 'prices',
  dateShort: 'date',
  notRead: '—',
  opponentNotPrinted: 'opponent not printed',
  pick: 'pick',
  legend: '? = unsure: check it against the screenshot before relying on it.',
  bookmaker: 'Bookmaker',
  markets: {
    '1x2': 'match result (1X2)',
    moneyline: 'moneyline',
    spread: 'spread',
    total: 'total',
    handicap: 'handicap',
    other: 'other market',
  },
  kinds: { list: 'list row', event: 'event page', slip: 'bet slip', board: 'board' },
  formats: { decimal: 'decimal', fractional: 'fractional', american: 'American' },
  decimalComma: false,
};

const ru: ReadMessages = {
  matchesRead: (n) => `${plural(n, 'прочитан', 'прочитано', 'прочитано')} ${n} ${plural(n, 'матч', 'матча', 'матчей')}`,
  noMatch: 'На этом скриншоте не прочитано ни одного матча.',
  unreadable: (reason) => `Не прочитан: ${reason}`,
  teams: 'Команды',
  league: 'Турнир',
  date: 'Дата',
  market: 'Рынок',
  prices: 'Коэффициенты',
  confidence: 'Уверенность',
  teamsShort: 'команды',
  pricesShort: 'коэффициенты',
  dateShort: 'дата',
  notRead: '—',
  opponentNotPrinted: 'соперник не указан',
  pick: 'выбор',
  legend: '? = не уверены: сверьте со скриншотом, прежде чем на это опираться.',
  bookmaker: 'Букмекер',
  markets: {
    '1x2': 'исход матча (1X2)',
    moneyline: 'победа (манилайн)',
    spread: 'фора (спред)',
    total: 'тотал',
    handicap: 'фора',
    other: 'другой рынок',
  },
  kinds: { list: 'строка линии', event: 'страница события', slip: 'купон', board: 'табло' },
  formats: { decimal: 'десятичные', fractional: 'дробные', american: 'американские' },
  decimalComma: true,
};

export const readMessages = (lang: Language): ReadMessages => (lang === 'ru' ? ru : en);
