/** Label dictionaries (EN/RU/ES/FR) the extractor uses to read market structure. All forms are folded (lower case). */

/** Latin look-alikes of Cyrillic letters, both directions: OCR mixes the two scripts freely. */
const CYR_TO_LAT: Record<string, string> = {
  а: 'a', в: 'b', г: 'r', е: 'e', ё: 'e', и: 'u', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c', т: 't',
  у: 'y', х: 'x', ь: 'b',
};
const LAT_TO_CYR: Record<string, string> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', n: 'п', o: 'о', p: 'р', r: 'г', t: 'т', u: 'и', x: 'х',
  y: 'у', '6': 'б', '3': 'з',
};

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
/** What a label word says about the price beside or below it. */
export type LabelRole = OutcomeRole | 'dc' | 'other-market' | 'moneyline' | 'spread' | 'total' | 'unknown';

const HOME = new Set(['home', '1', 'w1', 'p1', 'n1', 'ni', 'nl', 'n|', 'm1', 'n1.', 'team 1', 'победа 1', 'win 1', 'local', 'domicile']);
const DRAW = new Set(['x', 'xx', 'draw', 'tie', 'nul', 'match nul', 'n', 'empate', 'ничья', 'huчbя', 'huчья', 'unentschieden']);
const AWAY = new Set(['away', '2', 'w2', 'p2', 'n2', 'm2', 'team 2', 'победа 2', 'win 2', 'visitante', 'exterieur', 'extérieur']);
const DC = new Set(['1x', '12', 'x2', 'lx', 'ix', '1 x', 'x 2', '1or x', 'x or 2', '1 or 2', 'home or draw', 'draw or away']);
const OTHER = new Set(['over', 'under', 'o', 'u', 'б', 'м', 'b', 'tb', 'tm', 'тб', 'тм', 'yes', 'no', 'да', 'нет', 'oui', 'non', 'si', 'plus', 'moins', 'более', 'менее', 'больше', 'меньше']);
const MONEYLINE = new Set(['moneyline', 'money line', 'money', 'ml', 'to win', '1x2', '1n2', 'winner', 'match winner', 'win', 'победитель', 'исход', 'h2h', 'line']);
const SPREAD = new Set(['spread', 'handicap', 'puck line', 'run line', 'фора', 'гандикап', 'hcp', 'point spread', 'spreads']);
const TOTAL = new Set(['total', 'totals', 'тотал', 'o/u', 'over/under', 'total points', 'total goals']);

/** Classifies one label phrase (one or two words). */
export function classifyLabel(text: string): LabelRole | null {
  const raw = text.toLowerCase().replace(/^[\s\-—–:|]+|[\s\-—–:|.,]+$/g, '');
  const f = labelFold(text);
  const compact = raw.replace(/\s+/g, '');
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
  // "Победа" alone (its digit wrapped onto the next line), or a garbled П1/П2 ('ma', 'mn', '11'): position decides.
  if (raw === 'победа' || raw === 'win' || /^[a-zа-я0-9|]{1,2}$/i.test(raw)) return 'unknown';
  return null;
}

/** Market headers: a row naming the 1X2 / moneyline market. */
export const GOOD_MARKET = [
  '1x2', '1 x 2', 'match result', 'match winner', 'full time result', 'fulltime result', 'moneyline', 'money line',
  'match odds', 'winner', 'to win', '3-way', '3 way', 'исход матча', 'основные исходы', 'исходы', 'победитель',
  'результат матча', 'resultat du match', 'résultat du match', '1n2', 'resultado', 'ganador', 'ganador del partido',
  'vainqueur', 'head to head', 'winner (incl. overtime)',
];

/** Headers of markets whose prices must not be taken as 1X2. */
export const BAD_MARKET = [
  'double chance', 'двойной шанс', 'total', 'тотал', 'handicap', 'гандикап', 'фора', 'spread', 'puck line',
  'run line', 'correct score', 'score exact', 'score exacte', 'both teams', 'btts', 'draw no bet', 'asian',
  'первый гол', 'first goal', 'half time', 'halftime', '1st half', 'тайм', 'period', 'период', 'over/under',
  'over', 'under', 'больше', 'меньше', 'props', 'player', 'anytime', 'scorer', 'doble oportunidad',
  'double chance', 'chance double', 'les deux', 'buteur', 'mi-temps', 'ambos', 'handicap asiatico', 'alternate',
  'parlay', 'round robin',
];

/** Bet-slip words: stake, returns, payouts, boosts. Prices on these rows are money, not odds. */
export const SLIP_WORDS = [
  'stake', 'wager', 'returns', 'to return', 'return', 'payout', 'potential', 'bet slip', 'betslip',
  'my bets', 'cash out', 'boost', 'boosted', 'enhanced', 'profit', 'bonus', 'сумма ставки', 'сумма', 'ставка',
  'выигрыш', 'возможный', 'купон', 'к выплате', 'выплата', 'mise', 'gains', 'gain potentiel', 'apuesta',
  'ganancia', 'bet placed', 'placed', 'total odds', 'общий коэффициент', 'retum', 'free bet',
];

/** Words that mark a slip even when no money row is visible. */
export const SLIP_MARKERS = ['stake', 'wager', 'bet slip', 'betslip', 'купон', 'сумма ставки', 'potential returns', 'to return', 'возможный выигрыш', 'my bets', 'bet placed', 'mise'];

export const EN_MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
/** Russian (genitive and nominative stems), French, Spanish month stems. */
export const OTHER_MONTHS: [string, number][] = [
  ['январ', 1], ['феврал', 2], ['март', 3], ['апрел', 4], ['ма', 5], ['июн', 6], ['июл', 7], ['август', 8],
  ['сентябр', 9], ['октябр', 10], ['ноябр', 11], ['декабр', 12],
  ['janv', 1], ['févr', 2], ['fevr', 2], ['mars', 3], ['avr', 4], ['mai', 5], ['juin', 6], ['juil', 7], ['août', 8],
  ['aout', 8], ['déc', 12], ['ene', 1], ['abr', 4], ['ago', 8], ['dic', 12],
];

export const WEEKDAYS = new Set([
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', 'monday', 'tuesday', 'wednesday',
  'thursday', 'friday', 'saturday', 'sunday', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс', 'lun', 'mar', 'mer', 'jeu',
  'ven', 'sam', 'dim', 'today', 'tomorrow', 'сегодня', 'завтра', "aujourd'hui", 'demain', 'hoy', 'mañana',
]);

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
      'premier league', 'la liga', 'laliga', 'bundesliga', 'serie a', 'ligue 1', 'ligue 2', 'eredivisie',
      'champions league', 'europa league', 'conference league', 'uefa', 'fa cup', 'efl', 'championship',
      'премьер-лига', 'премьер лига', 'рпл', 'кубок россии', 'лига чемпионов', 'лига европы', 'primeira liga',
      'super lig', 'mls', 'copa', 'coupe de france', 'ligue des champions', 'serie b', 'segunda',
    ],
    names: ['football', 'soccer', 'футбол', 'fútbol', 'futbol'],
  },
  {
    sport: 'basketball',
    leagues: ['nba', 'euroleague', 'wnba', 'ncaab', 'единая лига втб', 'втб', 'евролига'],
    names: ['basketball', 'баскетбол', 'baloncesto', 'basket'],
  },
  {
    sport: 'hockey',
    leagues: ['nhl', 'кхл', 'khl', 'вхл', 'мхл', 'shl', 'liiga'],
    names: ['hockey', 'ice hockey', 'хоккей', 'hockey sur glace'],
  },
  {
    sport: 'tennis',
    leagues: ['atp', 'wta', 'us open', 'wimbledon', 'roland garros', 'australian open', 'itf', 'challenger'],
    names: ['tennis', 'теннис', 'tenis'],
  },
  {
    sport: 'american_football',
    leagues: ['nfl', 'ncaaf', 'ncaa football'],
    names: ['american football', 'американский футбол'],
  },
  { sport: 'baseball', leagues: ['mlb'], names: ['baseball', 'бейсбол', 'béisbol'] },
];

/**
 * Team nicknames of the big non-football leagues (and KHL clubs without a football namesake), to tell the sport
 * when no league is printed. Matched against the last words of a read team name. Tennis: leading players' surnames.
 */
export const SPORT_TEAMS: Record<string, string[]> = {
  basketball: [
    'hawks', 'celtics', 'nets', 'hornets', 'bulls', 'cavaliers', 'cavs', 'mavericks', 'mavs', 'nuggets', 'pistons',
    'warriors', 'rockets', 'pacers', 'clippers', 'lakers', 'grizzlies', 'heat', 'bucks', 'timberwolves', 'pelicans',
    'knicks', 'thunder', 'magic', '76ers', 'sixers', 'suns', 'trail blazers', 'blazers', 'kings', 'spurs', 'raptors',
    'jazz', 'wizards',
  ],
  hockey: [
    'ducks', 'coyotes', 'bruins', 'sabres', 'flames', 'hurricanes', 'blackhawks', 'avalanche', 'blue jackets',
    'stars', 'red wings', 'oilers', 'panthers', 'kings', 'wild', 'canadiens', 'predators', 'devils', 'islanders',
    'rangers', 'senators', 'flyers', 'penguins', 'sharks', 'kraken', 'blues', 'lightning', 'maple leafs', 'canucks',
    'golden knights', 'capitals', 'jets', 'mammoth', 'ак барс', 'авангард', 'металлург мг', 'металлург', 'северсталь',
    'трактор', 'салават юлаев', 'автомобилист', 'торпедо', 'сибирь', 'амур', 'адмирал', 'барыс', 'нефтехимик',
    'куньлунь', 'лада', 'витязь', 'ска', 'шанхайские драконы',
  ],
  american_football: [
    'cardinals', 'falcons', 'ravens', 'bills', 'panthers', 'bears', 'bengals', 'browns', 'cowboys', 'broncos',
    'lions', 'packers', 'texans', 'colts', 'jaguars', 'chiefs', 'raiders', 'chargers', 'rams', 'dolphins', 'vikings',
    'patriots', 'saints', 'giants', 'jets', 'eagles', 'steelers', '49ers', 'seahawks', 'buccaneers', 'titans',
    'commanders',
  ],
  baseball: [
    'diamondbacks', 'braves', 'orioles', 'red sox', 'cubs', 'white sox', 'reds', 'guardians', 'rockies', 'tigers',
    'astros', 'royals', 'angels', 'dodgers', 'marlins', 'brewers', 'twins', 'mets', 'yankees', 'athletics',
    'phillies', 'pirates', 'padres', 'giants', 'mariners', 'cardinals', 'rays', 'rangers', 'blue jays', 'nationals',
  ],
  tennis: [
    'djokovic', 'alcaraz', 'sinner', 'zverev', 'medvedev', 'rune', 'ruud', 'rublev', 'tsitsipas', 'fritz', 'de minaur',
    'hurkacz', 'paul', 'shelton', 'draper', 'musetti', 'tiafoe', 'khachanov', 'dimitrov', 'nadal', 'federer', 'murray',
    'swiatek', 'sabalenka', 'gauff', 'rybakina', 'pegula', 'paolini', 'zheng', 'andreeva', 'keys', 'navarro',
    'джокович', 'алькарас', 'синнер', 'зверев', 'медведев', 'рублев', 'хачанов', 'андреева', 'соболенко',
  ],
};
