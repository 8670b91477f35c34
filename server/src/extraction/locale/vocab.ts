/** Label dictionaries (EN/RU/ES/FR) the extractor uses to read market structure. All forms are folded (lower case). */

/** Latin look-alikes of Cyrillic letters, both directions: OCR mixes the two scripts freely. */
const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  // A capital З is read as the digit ('3a' for 'За').
  з: '3',
  ь: 'b',
};
/**
 * Latin letters that OCR emits for Cyrillic look-alikes ("Cnaprak" for "Спартак"). The shared core; each user
 * adds the few letters whose reading depends on its context (b as в or ь, n as п, digits).
 */
export const LOOKALIKE_UPPER: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};
export const LOOKALIKE_LOWER: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  r: 'г',
  t: 'т',
  u: 'и',
  x: 'х',
  y: 'у',
};
const LAT_TO_CYR: Record<string, string> = { ...LOOKALIKE_LOWER, b: 'в', n: 'п', '6': 'б', '3': 'з' };

/** Lower case, look-alike Cyrillic letters as Latin, punctuation stripped: 'П1' -> 'n1', 'Х' -> 'x'. */
export function labelFold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .split('')
    .map((c) => CYR_TO_LAT[c] ?? c)
    .join('')
    .replace(/^[^a-z0-9а-яё]+|[^a-z0-9а-яё]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** Lower case with Latin look-alikes turned into Cyrillic: 'mapta' -> 'марта', 'Cp' -> 'ср'. */
export function cyrFold(s: string): string {
  return s
    .toLowerCase()
    .split('')
    .map((c) => LAT_TO_CYR[c] ?? c)
    .join('')
    .replace(/[^а-яё0-9]+/g, '');
}

export type OutcomeRole = 'home' | 'draw' | 'away';
/** The outcomes in the order a 1X2 market prints them. */
export const OUTCOME_ORDER: readonly OutcomeRole[] = ['home', 'draw', 'away'];
/** What a label word says about the price beside or below it. */
export type LabelRole = OutcomeRole | 'dc' | 'other-market' | 'moneyline' | 'spread' | 'total' | 'unknown';
/** Whether a label names one outcome of the match (1, X, 2 and their spellings), not another market or nothing. */
export const isOutcomeRole = (role: LabelRole | null | undefined): role is OutcomeRole =>
  OUTCOME_ORDER.includes(role as OutcomeRole);

const HOME = new Set([
  'home',
  '1',
  'w1',
  'p1',
  'n1',
  'ni',
  'nl',
  'n|',
  'm1',
  'n1.',
  'team 1',
  'победа 1',
  'победа первой',
  'победа хозяев',
  'win 1',
  'home win',
  'local',
  'domicile',
]);
const DRAW = new Set([
  'x',
  'xx',
  'draw',
  'the draw',
  'empate',
  'unentschieden',
  'remis',
  'nul',
  'tie',
  'nul',
  'match nul',
  'n',
  'empate',
  'ничья',
  'huчbя',
  'huчья',
  'unentschieden',
  // Italian, Dutch, Turkish, Czech, Scandinavian.
  'pareggio',
  'gelijkspel',
  'beraberlik',
  'remiza',
  'remíza',
  'uafgjort',
  'uavgjort',
  'oavgjort',
]);
const AWAY = new Set([
  'away',
  '2',
  'w2',
  'p2',
  'n2',
  'm2',
  'team 2',
  'победа 2',
  'победа второй',
  'победа гостей',
  'win 2',
  'away win',
  'visitante',
  'exterieur',
  'extérieur',
]);
const DC = new Set(['1x', '12', 'x2', 'lx', 'ix', '1 x', 'x 2', '1or x', 'x or 2', '1 or 2', 'home or draw', 'draw or away']);
const OTHER = new Set([
  'over',
  'under',
  'o',
  'u',
  'б',
  'м',
  'b',
  'tb',
  'tm',
  'тб',
  'тм',
  'yes',
  'no',
  'да',
  'нет',
  'oui',
  'non',
  'si',
  'plus',
  'moins',
  'более',
  'менее',
  'больше',
  'меньше',
]);
const MONEYLINE = new Set([
  'moneyline',
  'money line',
  'money',
  'ml',
  'to win',
  '1x2',
  '1n2',
  'winner',
  'match winner',
  'win',
  'победитель',
  'исход',
  'h2h',
  'line',
]);
const SPREAD = new Set(['spread', 'handicap', 'puck line', 'run line', 'фора', 'гандикап', 'hcp', 'point spread', 'spreads']);
const TOTAL = new Set(['total', 'totals', 'тотал', 'o/u', 'over/under', 'total points', 'total goals']);

/** A Cyrillic letter. */
export const CYRILLIC = /[\u0400-\u04ff]/;

/** Market names long enough to be known by their start alone. */
const TRUNCATABLE: [string, LabelRole][] = [
  ['moneyline', 'moneyline'],
  ['handicap', 'spread'],
  ['гандикап', 'spread'],
];

/** Glyphs OCR reads for others of like shape: what was read, and what was printed. */
const LOOKALIKE_GLYPHS: readonly [string, string][] = [
  ['o', 'd'],
  ['cl', 'd'],
  ['rn', 'm'],
  ['vv', 'w'],
  ['0', 'o'],
  ['l', 'i'],
  ['i', 'l'],
];

/** The outcome a word names once one look-alike glyph in it is put back, if exactly one such repair names one. */
function outcomeFromLookalike(word: string): 'home' | 'draw' | 'away' | null {
  const found = new Set<'home' | 'draw' | 'away'>();
  for (const [seen, meant] of LOOKALIKE_GLYPHS)
    for (let i = word.indexOf(seen); i >= 0; i = word.indexOf(seen, i + 1)) {
      const repaired = word.slice(0, i) + meant + word.slice(i + seen.length);
      if (HOME.has(repaired)) found.add('home');
      if (DRAW.has(repaired)) found.add('draw');
      if (AWAY.has(repaired)) found.add('away');
    }
  return found.size === 1 ? [...found][0]! : null;
}

/** Classifies one label phrase (one or two words). */
export function classifyLabel(text: string): LabelRole | null {
  const raw = text.toLowerCase().replace(/^[\s\-—–:|]+|[\s\-—–:|.,]+$/g, '');
  const f = labelFold(text);
  const compact = raw.replace(/\s+/g, '');
  // A signed or bracketed number is a handicap or total line ('(+1)', '-1.5', '(2)'), never the outcome label '1' or
  // '2'.
  if (/^\(?[+\-\u2212]\d|^\([^)]*\d/.test(text.trim())) return null;
  if (/^(победа|победа ?1|п1)$/.test(raw) && raw.endsWith('1')) return 'home';
  if (/^(победа ?2|п2)$/.test(raw)) return 'away';
  if (raw === 'ничья' || raw === 'ничья') return 'draw';
  if (HOME.has(f) || HOME.has(raw) || /^(победа|win|winner|w)\s*1$/.test(raw)) return 'home';
  if (AWAY.has(f) || AWAY.has(raw) || /^(победа|win|winner|w)\s*2$/.test(raw)) return 'away';
  if (DRAW.has(f) || DRAW.has(raw)) return 'draw';
  if (DC.has(f) || DC.has(compact)) return 'dc';
  if (OTHER.has(f) || OTHER.has(raw)) return 'other-market';
  if (MONEYLINE.has(f) || MONEYLINE.has(raw)) return 'moneyline';
  if (SPREAD.has(f) || SPREAD.has(raw)) return 'spread';
  if (TOTAL.has(f) || TOTAL.has(raw)) return 'total';
  // A long market name cut at its column's edge on a phone ('Moneylin', 'Handica'): five letters or more of its start.
  if (compact.length >= 5) {
    const cut = TRUNCATABLE.find(([name]) => name.startsWith(compact));
    if (cut) return cut[1];
    // Or with one letter misread ('Moneytine'): no other label word is one letter from these long ones.
    const misread = TRUNCATABLE.find(
      ([name]) => name.length === compact.length && [...name].filter((c, i) => c !== compact[i]).length === 1,
    );
    if (misread) return misread[1];
  }
  // An outcome's word with one glyph read as its look-alike ('Oraw' for 'Draw', 'Horne' for 'Home'): four letters or
  // more, so no short label or name is stretched into one.
  if (compact.length >= 4) {
    const outcome = outcomeFromLookalike(compact);
    if (outcome) return outcome;
  }
  // A match graphic's 'VS' stands between the teams' names, over no column of prices.
  if (raw === 'vs') return null;
  // "Победа" alone (its digit wrapped onto the next line), or a garbled П1/П2 ('ma', 'mn', '11'): position decides.
  if (raw === 'победа' || raw === 'win' || /^[a-zа-я0-9|]{1,2}$/i.test(raw)) return 'unknown';
  return null;
}

/** Market headers: a row naming the 1X2 / moneyline market. */
export const GOOD_MARKET = [
  '1x2',
  '1 x 2',
  'match result',
  'match winner',
  'full time result',
  'fulltime result',
  'moneyline',
  'money line',
  'match odds',
  'winner',
  'to win',
  '3-way',
  '3 way',
  'исход матча',
  'основные исходы',
  'исходы',
  'победитель',
  'результат матча',
  'resultat du match',
  'résultat du match',
  '1n2',
  'resultado',
  'ganador',
  'ganador del partido',
  'vainqueur',
  'head to head',
  'winner (incl. overtime)',
  'endergebnis',
  'spielausgang',
  'resultado final',
  'resultado do jogo',
  'vencedor',
  'esito finale',
  'partido',
];

/** Headers of markets whose prices must not be taken as 1X2. */
export const BAD_MARKET = [
  'double chance',
  'двойной шанс',
  'total',
  'тотал',
  'handicap',
  'гандикап',
  'фора',
  'форой',
  'форы',
  'не проиграет',
  'обе забьют',
  'spread',
  'puck line',
  'run line',
  'correct score',
  'score exact',
  'score exacte',
  'both teams',
  'btts',
  'draw no bet',
  'asian',
  'первый гол',
  'first goal',
  'half time',
  'halftime',
  '1st half',
  '2nd half',
  'first half',
  'second half',
  'тайм',
  'period',
  'период',
  'over/under',
  'over',
  'under',
  'больше',
  'меньше',
  'props',
  'player',
  'anytime',
  'scorer',
  'doble oportunidad',
  'double chance',
  'chance double',
  'les deux',
  'buteur',
  'mi-temps',
  'ambos',
  'handicap asiatico',
  'alternate',
  'parlay',
  'round robin',
  'doppelte chance',
  'über/unter',
  'uber/unter',
  'dupla chance',
  'dupla hipotese',
  'doppia chance',
  'mais/menos',
  'tore',
];

/** Bet-slip words: stake, returns, payouts, boosts. Prices on these rows are money, not odds. */
export const SLIP_WORDS = [
  'stake',
  'wager',
  'returns',
  'to return',
  'return',
  'payout',
  'potential',
  'bet slip',
  'betslip',
  'my bets',
  'cash out',
  'boost',
  'boosted',
  'enhanced',
  'profit',
  'bonus',
  'сумма ставки',
  'сумма',
  'ставка',
  'выигрыш',
  'возможный',
  'купон',
  'к выплате',
  'выплата',
  'mise',
  'gains',
  'gain potentiel',
  'apuesta',
  'ganancia',
  'bet placed',
  'placed',
  'total odds',
  'общий коэффициент',
  'итоговый коэффициент',
  'retum',
  'free bet',
  // es, pt, de, fr slips: stake, potential win, the slip itself.
  'importe',
  'ganancia potencial',
  'ganancias potenciales',
  'cuota total',
  'boleto',
  'valor da aposta',
  'ganhos potenciais',
  'retorno potencial',
  'boletim',
  'einsatz',
  'möglicher gewinn',
  'moglicher gewinn',
  'potenzieller gewinn',
  'wettschein',
  'gains potentiels',
  // A bet record's stake and return lines ('Valor: R$ 250,00  Retorno: R$ 510,00'), the currency sign misread.
  'valor',
  'retorno',
  'gewinn',
  'puntata',
  'vincita',
];

/** Words that mark a slip even when no money row is visible. */
export const SLIP_MARKERS = [
  'stake',
  'wager',
  'bet slip',
  'betslip',
  'купон',
  'сумма ставки',
  'potential returns',
  'to return',
  'возможный выигрыш',
  'my bets',
  'bet placed',
  'mise',
  'boleto',
  'importe',
  'ganancia potencial',
  'boletim',
  'valor da aposta',
  'ganhos potenciais',
  'wettschein',
  'einsatz',
  'möglicher gewinn',
  'gains potentiels',
  // Italian: the slip, its stake and its potential win.
  'schedina',
  'importo',
  'vincita potenziale',
  'possibile vincita',
  // Bet records: 'My bets' in pt, es, de, fr, it.
  'minhas apostas',
  'mis apuestas',
  'meine wetten',
  'mes paris',
  'le mie scommesse',
];

/** Labels of a slip's stake line. */
export const STAKE_LABELS = [
  'stake',
  'wager',
  'total stake',
  'сумма ставки',
  'ставка',
  'importe',
  'apuesta',
  'valor da aposta',
  'valor',
  'einsatz',
  'mise',
  'importo',
  'puntata',
];

/** Labels of what a slip pays back, the stake included. */
export const PAYOUT_LABELS = [
  'potential returns',
  'potential return',
  'returns',
  'to return',
  'potential payout',
  'payout',
  'возможный выигрыш',
  'выплата',
  'к выплате',
  'ganancia potencial',
  'ganancias potenciales',
  'retorno potencial',
  'ganhos potenciais',
  'möglicher gewinn',
  'moglicher gewinn',
  'potenzieller gewinn',
  'mögliche auszahlung',
  'gains potentiels',
  'vincita potenziale',
  'possibile vincita',
];

/** Labels of a slip's profit, the stake not included (American slips: 'Wager $20  To Win $35'). */
export const PROFIT_LABELS = ['to win', 'potential profit', 'profit'];

/** A slip's total odds: printed on a combination of several prices. */
export const TOTAL_ODDS_LABELS = [
  'total odds',
  'общий коэффициент',
  'итоговый коэффициент',
  'cuota total',
  'odd total',
  'quota totale',
  'gesamtquote',
  'cote totale',
];

/** A price or payout the bookmaker raised: the payout is then not stake × price. */
export const PRICE_BOOSTS = ['boost', 'boosted', 'enhanced', 'price boost', 'profit boost', 'odds boost'];

export const EN_MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
/** Russian (genitive and nominative stems), French, Spanish month stems. */
/** Russian month stems: the words inflect ('октября', 'мая'). */
export const OTHER_MONTHS: [string, number][] = [
  ['январ', 1],
  ['феврал', 2],
  ['март', 3],
  ['апрел', 4],
  ['ма', 5],
  ['июн', 6],
  ['июл', 7],
  ['август', 8],
  ['сентябр', 9],
  ['октябр', 10],
  ['ноябр', 11],
  ['декабр', 12],
];

/**
 * French, Spanish, Portuguese and German months, whole names and their abbreviations: whole words only, never stems
 * ('Mainz 05' is no 'mai 05', 'Marseille' no 'mars'). Abbreviations that are English words ('set', 'out') are left out.
 */
export const LATIN_MONTH_WORDS: Readonly<Record<string, number>> = {
  janvier: 1,
  janv: 1,
  février: 2,
  fevrier: 2,
  févr: 2,
  fevr: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  déc: 12,
  enero: 1,
  ene: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  abr: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  ago: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  dic: 12,
  janeiro: 1,
  fevereiro: 2,
  fev: 2,
  março: 3,
  marco: 3,
  maio: 5,
  junho: 6,
  julho: 7,
  setembro: 9,
  outubro: 10,
  dezembro: 12,
  dez: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  marz: 3,
  mär: 3,
  juni: 6,
  juli: 7,
  oktober: 10,
  okt: 10,
  dezember: 12,
};

/**
 * 'Today' and 'tomorrow' in the languages the vocabulary knows, also without their accents: a date, never a name
 * ('Heute 14:00  Liverpool').
 */
export const RELATIVE_DAYS = [
  'today',
  'tomorrow',
  'сегодня',
  'завтра',
  'heute',
  'morgen',
  'hoy',
  'mañana',
  'manana',
  'hoje',
  'amanhã',
  'amanha',
  'oggi',
  'domani',
  "aujourd'hui",
  'demain',
];

export const WEEKDAYS = new Set([
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'пн',
  'вт',
  'ср',
  'чт',
  'пт',
  'сб',
  'вс',
  'lun',
  'mar',
  'mer',
  'jeu',
  'ven',
  'sam',
  'dim',
  'today',
  'tomorrow',
  'сегодня',
  'завтра',
  "aujourd'hui",
  'demain',
  'hoy',
  'mañana',
  // Portuguese, Spanish and Italian abbreviations ('sex 4 set', 'mié 12 oct', 'gio 3 ott').
  'seg',
  'ter',
  'qua',
  'qui',
  'sex',
  'sab',
  'sáb',
  'dom',
  'mié',
  'mie',
  'jue',
  'vie',
  'gio',
  // German ('Do 27.08. 20:45', 'Sa 12.04.').
  'mo',
  'di',
  'mi',
  'do',
  'fr',
  'sa',
  'so',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
]);

/**
 * Month abbreviations that are also everyday words elsewhere ('set', 'out', 'mag'): a month only between a day and a
 * time, or after a weekday and a day ('sex 4 set 20:00', 'gio 3 ott').
 */
export const CONTEXT_MONTHS: Readonly<Record<string, number>> = {
  gen: 1,
  mag: 5,
  giu: 6,
  lug: 7,
  set: 9,
  out: 10,
  ott: 10,
};

export interface SportRule {
  sport: string;
  /** League/competition names (strong evidence). */
  leagues: string[];
  /** The sport's own name in EN/RU/ES/FR (weak: desktop sidebars list every sport). */
  names: string[];
}

export const SPORTS: SportRule[] = [
  {
    sport: 'football',
    leagues: [
      'premier league',
      'la liga',
      'laliga',
      'bundesliga',
      'serie a',
      'ligue 1',
      'ligue 2',
      'eredivisie',
      'champions league',
      'europa league',
      'conference league',
      'uefa',
      'fa cup',
      'efl',
      'championship',
      'премьер-лига',
      'премьер лига',
      'рпл',
      'кубок россии',
      'лига чемпионов',
      'лига европы',
      'примера',
      'ла лига',
      'серия а',
      'бундеслига',
      'эредивизие',
      'чемпионшип',
      'апл',
      'кубок италии',
      'кубок англии',
      'кубок германии',
      'кубок испании',
      'primeira liga',
      'super lig',
      'mls',
      'copa',
      'coupe de france',
      'ligue des champions',
      'serie b',
      'segunda',
    ],
    names: ['football', 'soccer', 'футбол', 'fútbol', 'futbol', 'fußball', 'fussball', 'futebol', 'calcio', 'voetbal'],
  },
  {
    sport: 'basketball',
    leagues: ['nba', 'euroleague', 'wnba', 'ncaab', 'единая лига втб', 'втб', 'евролига'],
    names: ['basketball', 'баскетбол', 'baloncesto', 'basket', 'basket-ball', 'basquete', 'basquetebol', 'pallacanestro'],
  },
  {
    sport: 'hockey',
    leagues: ['nhl', 'кхл', 'khl', 'вхл', 'мхл', 'shl', 'liiga'],
    names: ['hockey', 'ice hockey', 'хоккей', 'hockey sur glace', 'eishockey', 'hóquei', 'hóquei no gelo', 'hockey sobre hielo'],
  },
  {
    sport: 'tennis',
    leagues: ['atp', 'wta', 'us open', 'wimbledon', 'roland garros', 'australian open', 'itf', 'challenger'],
    names: ['tennis', 'теннис', 'tenis', 'ténis', 'tênis'],
  },
  {
    sport: 'american_football',
    leagues: ['nfl', 'ncaaf', 'ncaa football'],
    names: ['american football', 'американский футбол', 'football américain', 'futebol americano', 'fútbol americano'],
  },
  { sport: 'baseball', leagues: ['mlb'], names: ['baseball', 'бейсбол', 'béisbol', 'beisebol'] },
];

/**
 * Team nicknames of the big non-football leagues (and KHL clubs without a football namesake), to tell the sport
 * when no league is printed. Matched against the last words of a read team name. Tennis: leading players' surnames.
 */
export const SPORT_TEAMS: Record<string, string[]> = {
  basketball: [
    'hawks',
    'celtics',
    'nets',
    'hornets',
    'bulls',
    'cavaliers',
    'cavs',
    'mavericks',
    'mavs',
    'nuggets',
    'pistons',
    'warriors',
    'rockets',
    'pacers',
    'clippers',
    'lakers',
    'grizzlies',
    'heat',
    'bucks',
    'timberwolves',
    'pelicans',
    'knicks',
    'thunder',
    'magic',
    '76ers',
    'sixers',
    'suns',
    'trail blazers',
    'blazers',
    'kings',
    'spurs',
    'raptors',
    'jazz',
    'wizards',
  ],
  hockey: [
    'ducks',
    'coyotes',
    'bruins',
    'sabres',
    'flames',
    'hurricanes',
    'blackhawks',
    'avalanche',
    'blue jackets',
    'stars',
    'red wings',
    'oilers',
    'panthers',
    'kings',
    'wild',
    'canadiens',
    'predators',
    'devils',
    'islanders',
    'rangers',
    'senators',
    'flyers',
    'penguins',
    'sharks',
    'kraken',
    'blues',
    'lightning',
    'maple leafs',
    'canucks',
    'golden knights',
    'capitals',
    'jets',
    'mammoth',
    'ак барс',
    'авангард',
    'металлург мг',
    'металлург',
    'северсталь',
    'трактор',
    'салават юлаев',
    'автомобилист',
    'торпедо',
    'сибирь',
    'амур',
    'адмирал',
    'барыс',
    'нефтехимик',
    'куньлунь',
    'лада',
    'витязь',
    'ска',
    'шанхайские драконы',
  ],
  american_football: [
    'cardinals',
    'falcons',
    'ravens',
    'bills',
    'panthers',
    'bears',
    'bengals',
    'browns',
    'cowboys',
    'broncos',
    'lions',
    'packers',
    'texans',
    'colts',
    'jaguars',
    'chiefs',
    'raiders',
    'chargers',
    'rams',
    'dolphins',
    'vikings',
    'patriots',
    'saints',
    'giants',
    'jets',
    'eagles',
    'steelers',
    '49ers',
    'seahawks',
    'buccaneers',
    'titans',
    'commanders',
  ],
  baseball: [
    'diamondbacks',
    'braves',
    'orioles',
    'red sox',
    'cubs',
    'white sox',
    'reds',
    'guardians',
    'rockies',
    'tigers',
    'astros',
    'royals',
    'angels',
    'dodgers',
    'marlins',
    'brewers',
    'twins',
    'mets',
    'yankees',
    'athletics',
    'phillies',
    'pirates',
    'padres',
    'giants',
    'mariners',
    'cardinals',
    'rays',
    'rangers',
    'blue jays',
    'nationals',
  ],
  tennis: [
    'djokovic',
    'alcaraz',
    'sinner',
    'zverev',
    'medvedev',
    'rune',
    'ruud',
    'rublev',
    'tsitsipas',
    'fritz',
    'de minaur',
    'hurkacz',
    'paul',
    'shelton',
    'draper',
    'musetti',
    'tiafoe',
    'khachanov',
    'dimitrov',
    'nadal',
    'federer',
    'murray',
    'swiatek',
    'sabalenka',
    'gauff',
    'rybakina',
    'pegula',
    'paolini',
    'zheng',
    'andreeva',
    'keys',
    'navarro',
    'джокович',
    'алькарас',
    'синнер',
    'зверев',
    'медведев',
    'рублев',
    'хачанов',
    'андреева',
    'соболенко',
  ],
};

/**
 * Other sports' names, as a bookmaker's sports menu prints them (en, ru, es, pt, de, fr): never a team, though the
 * reader does not analyse these sports.
 */
export const OTHER_SPORT_NAMES = [
  'volleyball',
  'esports',
  'e-sports',
  'cybersport',
  'cricket',
  'boxing',
  'mma',
  'ufc',
  'handball',
  'darts',
  'snooker',
  'rugby',
  'rugby union',
  'rugby league',
  'golf',
  'table tennis',
  'badminton',
  'futsal',
  'cycling',
  'motorsport',
  'formula 1',
  'horse racing',
  'greyhounds',
  'virtual sports',
  'politics',
  // The same menus in the other languages bookmakers print (German, French, Spanish, Portuguese, Italian).
  'volley-ball',
  'voleibol',
  'vôlei',
  'volei',
  'pallavolo',
  'handebol',
  'andebol',
  'balonmano',
  'pallamano',
  'boxen',
  'boxe',
  'boxeo',
  'pugilato',
  'críquete',
  'críquet',
  'dardos',
  'dardi',
  'fléchettes',
  'ciclismo',
  'radsport',
  'tischtennis',
  'tennis de table',
  'tenis de mesa',
  'ténis de mesa',
  'rúgbi',
  'rugbi',
  'волейбол',
  'киберспорт',
  'крикет',
  'бокс',
  'гандбол',
  'дартс',
  'снукер',
  'регби',
  'гольф',
  'настольный теннис',
  'бадминтон',
  'футзал',
  'мини-футбол',
  'единоборства',
  'скачки',
  'voleibol',
  'balonmano',
  'ciclismo',
  'boxeo',
  'handebol',
  'boxe',
  'radsport',
  'tischtennis',
  'pferderennen',
  'cyclisme',
  'tennis de table',
];
