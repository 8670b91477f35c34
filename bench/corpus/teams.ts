/**
 * Team names for the corpus: the clubs of recent seasons, read from the historical CSVs at generation time (never
 * copied into the repository), printed the way a bookmaker prints them (full names, Cyrillic for Russian pages),
 * with the gazetteer's canonical name kept for the label.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from './locale';
import type { Rng } from './rng';

export interface Club {
  /** The gazetteer's canonical name (the data files' spelling). */
  canonical: string;
  /** Full name as an English-language bookmaker prints it. */
  full: string;
  /** Russian print forms (gazetteer aliases and common line forms), shortest first; empty when none is known. */
  ruForms: string[];
}

export interface League {
  code: string;
  names: Record<Lang, string>;
  country: Record<'en' | 'ru', string>;
  clubs: Club[];
}

export const DATA_DIR = resolve(import.meta.dirname, '../../../shared/data/football-history');
const GAZETTEER_PATH = resolve(import.meta.dirname, '../../server/data/gazetteer.json');

/** Files of the latest season per league, and how each league is printed. */
const LEAGUE_FILES: {
  code: string;
  file: string;
  names: League['names'];
  country: League['country'];
}[] = [
  {
    code: 'E0',
    file: 'gbt_E0_2526.csv',
    names: {
      en: 'Premier League',
      ru: 'Премьер-лига',
      es: 'Premier League',
      pt: 'Premier League',
      de: 'Premier League',
      fr: 'Premier League',
      it: 'Premier League',
    },
    country: { en: 'England', ru: 'Англия' },
  },
  {
    code: 'E1',
    file: 'gbt_E1_2526.csv',
    names: {
      en: 'Championship',
      ru: 'Чемпионшип',
      es: 'Championship',
      pt: 'Championship',
      de: 'Championship',
      fr: 'Championship',
      it: 'Championship',
    },
    country: { en: 'England', ru: 'Англия' },
  },
  {
    code: 'SP1',
    file: 'gbt_SP1_2526.csv',
    names: { en: 'La Liga', ru: 'Ла Лига', es: 'LaLiga', pt: 'La Liga', de: 'La Liga', fr: 'Liga', it: 'LaLiga' },
    country: { en: 'Spain', ru: 'Испания' },
  },
  {
    code: 'D1',
    file: 'gbt_D1_2526.csv',
    names: {
      en: 'Bundesliga',
      ru: 'Бундеслига',
      es: 'Bundesliga',
      pt: 'Bundesliga',
      de: 'Bundesliga',
      fr: 'Bundesliga',
      it: 'Bundesliga',
    },
    country: { en: 'Germany', ru: 'Германия' },
  },
  {
    code: 'I1',
    file: 'gbt_I1_2526.csv',
    names: { en: 'Serie A', ru: 'Серия А', es: 'Serie A', pt: 'Serie A', de: 'Serie A', fr: 'Serie A', it: 'Serie A' },
    country: { en: 'Italy', ru: 'Италия' },
  },
  {
    code: 'F1',
    file: 'gbt_F1_2526.csv',
    names: { en: 'Ligue 1', ru: 'Лига 1', es: 'Ligue 1', pt: 'Ligue 1', de: 'Ligue 1', fr: 'Ligue 1', it: 'Ligue 1' },
    country: { en: 'France', ru: 'Франция' },
  },
  {
    code: 'N1',
    file: 'gbt_N1_2526.csv',
    names: {
      en: 'Eredivisie',
      ru: 'Эредивизи',
      es: 'Eredivisie',
      pt: 'Eredivisie',
      de: 'Eredivisie',
      fr: 'Eredivisie',
      it: 'Eredivisie',
    },
    country: { en: 'Netherlands', ru: 'Нидерланды' },
  },
  {
    code: 'P1',
    file: 'gbt_P1_2526.csv',
    names: {
      en: 'Primeira Liga',
      ru: 'Примейра Лига',
      es: 'Primeira Liga',
      pt: 'Liga Portugal',
      de: 'Primeira Liga',
      fr: 'Liga Portugal',
      it: 'Liga Portugal',
    },
    country: { en: 'Portugal', ru: 'Португалия' },
  },
  {
    code: 'T1',
    file: 'gbt_T1_2526.csv',
    names: {
      en: 'Super Lig',
      ru: 'Суперлига',
      es: 'Superliga',
      pt: 'Superliga',
      de: 'Süper Lig',
      fr: 'Süper Lig',
      it: 'Super Lig',
    },
    country: { en: 'Turkey', ru: 'Турция' },
  },
  {
    code: 'SC0',
    file: 'gbt_SC0_2526.csv',
    names: {
      en: 'Scottish Premiership',
      ru: 'Премьершип',
      es: 'Premiership',
      pt: 'Premiership',
      de: 'Premiership',
      fr: 'Premiership',
      it: 'Premiership',
    },
    country: { en: 'Scotland', ru: 'Шотландия' },
  },
  {
    code: 'RUS',
    file: 'dlz_RUS.csv',
    names: {
      en: 'Russian Premier League',
      ru: 'Премьер-лига',
      es: 'Liga Premier de Rusia',
      pt: 'Premier League Russa',
      de: 'Premjer-Liga',
      fr: 'Premier League russe',
      it: "Prem'er-Liga",
    },
    country: { en: 'Russia', ru: 'Россия' },
  },
];

/** Full names where the data files abbreviate (a bookmaker prints "Manchester United", not "Man United"). */
const FULL_NAMES: Record<string, string> = {
  'Man United': 'Manchester United',
  'Man City': 'Manchester City',
  "Nott'm Forest": 'Nottingham Forest',
  Wolves: 'Wolverhampton',
  Newcastle: 'Newcastle United',
  Tottenham: 'Tottenham Hotspur',
  'West Ham': 'West Ham United',
  Leeds: 'Leeds United',
  Leicester: 'Leicester City',
  Ipswich: 'Ipswich Town',
  Birmingham: 'Birmingham City',
  Blackburn: 'Blackburn Rovers',
  Charlton: 'Charlton Athletic',
  Coventry: 'Coventry City',
  Derby: 'Derby County',
  Hull: 'Hull City',
  Norwich: 'Norwich City',
  Oxford: 'Oxford United',
  Preston: 'Preston North End',
  QPR: 'Queens Park Rangers',
  'Sheffield Weds': 'Sheffield Wednesday',
  Stoke: 'Stoke City',
  Swansea: 'Swansea City',
  'West Brom': 'West Bromwich Albion',
  'Ath Madrid': 'Atletico Madrid',
  'Ath Bilbao': 'Athletic Bilbao',
  Betis: 'Real Betis',
  Sociedad: 'Real Sociedad',
  Celta: 'Celta Vigo',
  Espanol: 'Espanyol',
  Vallecano: 'Rayo Vallecano',
  Oviedo: 'Real Oviedo',
  Mallorca: 'RCD Mallorca',
  Dortmund: 'Borussia Dortmund',
  "M'gladbach": 'Borussia Monchengladbach',
  'Ein Frankfurt': 'Eintracht Frankfurt',
  Leverkusen: 'Bayer Leverkusen',
  'FC Koln': '1. FC Koln',
  Mainz: 'Mainz 05',
  Hamburg: 'Hamburger SV',
  'St Pauli': 'St. Pauli',
  Stuttgart: 'VfB Stuttgart',
  Wolfsburg: 'VfL Wolfsburg',
  Freiburg: 'SC Freiburg',
  Augsburg: 'FC Augsburg',
  Hoffenheim: 'TSG Hoffenheim',
  Inter: 'Inter Milan',
  Milan: 'AC Milan',
  Roma: 'AS Roma',
  Verona: 'Hellas Verona',
  'Paris SG': 'Paris Saint-Germain',
  Marseille: 'Olympique Marseille',
  Lyon: 'Olympique Lyonnais',
  'For Sittard': 'Fortuna Sittard',
  Nijmegen: 'NEC Nijmegen',
  Zwolle: 'PEC Zwolle',
  'Sp Braga': 'SC Braga',
  'Sp Lisbon': 'Sporting CP',
  Guimaraes: 'Vitoria Guimaraes',
  Buyuksehyr: 'Istanbul Basaksehir',
  Goztep: 'Goztepe',
  Karagumruk: 'Fatih Karagumruk',
  Hearts: 'Heart of Midlothian',
  'FK Krylya Sovetov Samara': 'Krylya Sovetov',
  'FK Rostov': 'Rostov',
  'R. Volgograd': 'Rotor Volgograd',
  'Akhmat Grozny': 'Akhmat Grozny',
};

/** Russian print forms the gazetteer lacks, or shorter ones a Russian bookmaker prefers. */
const RU_NAMES: Record<string, string[]> = {
  Arsenal: ['Арсенал'],
  Zenit: ['Зенит'],
  'Real Madrid': ['Реал Мадрид', 'Реал'],
  Krasnodar: ['Краснодар'],
  'FK Rostov': ['Ростов'],
  Sochi: ['Сочи'],
  Orenburg: ['Оренбург'],
  Ural: ['Урал'],
  Ufa: ['Уфа'],
  Khimki: ['Химки'],
  Tambov: ['Тамбов'],
  'Arsenal Tula': ['Арсенал Тула'],
  'R. Volgograd': ['Ротор'],
  'Aston Villa': ['Астон Вилла'],
  Everton: ['Эвертон'],
  Fulham: ['Фулхэм'],
  'Crystal Palace': ['Кристал Пэлас'],
  Brentford: ['Брентфорд'],
  Bournemouth: ['Борнмут'],
  Napoli: ['Наполи'],
  Milan: ['Милан'],
  Inter: ['Интер'],
  Roma: ['Рома'],
  Atalanta: ['Аталанта'],
  Girona: ['Жирона'],
  Stuttgart: ['Штутгарт'],
  Wolfsburg: ['Вольфсбург'],
  Lille: ['Лилль'],
  Nice: ['Ницца'],
  Lens: ['Ланс'],
};

interface GazetteerTeam {
  name: string;
  aliases: string[];
}

const CYRILLIC = /[а-яё]/i;

function readTeamsOfFile(path: string): string[] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',');
  const home = header.findIndex((h) => h === 'HomeTeam' || h === 'Home');
  const away = header.findIndex((h) => h === 'AwayTeam' || h === 'Away');
  if (home < 0 || away < 0) throw new Error(`no team columns in ${path}`);
  // The last 300 rows are the latest season(s) for files that span many seasons.
  const names = new Set<string>();
  for (const line of lines.slice(Math.max(1, lines.length - 300))) {
    const cells = line.split(',');
    for (const i of [home, away]) {
      const n = cells[i]?.trim();
      if (n) names.add(n);
    }
  }
  return [...names].sort();
}

let cached: League[] | null = null;

/** All leagues with their clubs; throws with a clear message when the data folder is missing. */
export function loadLeagues(): League[] {
  if (cached) return cached;
  if (!existsSync(DATA_DIR)) throw new Error(`football data not found at ${DATA_DIR}`);
  const gazetteer = JSON.parse(readFileSync(GAZETTEER_PATH, 'utf8')) as { teams: GazetteerTeam[] };
  const byName = new Map(gazetteer.teams.map((t) => [t.name, t]));
  cached = LEAGUE_FILES.map(({ code, file, names, country }) => {
    const clubs = readTeamsOfFile(resolve(DATA_DIR, file)).map((name): Club => {
      const g = byName.get(name);
      const ruAliases = [...(RU_NAMES[name] ?? []), ...(g?.aliases.filter((a) => CYRILLIC.test(a)) ?? [])];
      const ruForms = [...new Set(ruAliases)].sort((a, b) => a.length - b.length);
      return { canonical: g?.name ?? name, full: FULL_NAMES[name] ?? name, ruForms };
    });
    return { code, names, country, clubs };
  });
  return cached;
}

/** Two-way sports for moneyline images: a small fixed list is enough. */
/** Tennis players by tour (a match never mixes tours), in English and Russian print forms. */
export const TENNIS: Record<'atp' | 'wta', { en: string[]; ru: string[]; tours: string[] }> = {
  atp: {
    en: [
      'Carlos Alcaraz',
      'Jannik Sinner',
      'Novak Djokovic',
      'Alexander Zverev',
      'Daniil Medvedev',
      'Taylor Fritz',
      'Casper Ruud',
      'Holger Rune',
      'Stefanos Tsitsipas',
      'Andrey Rublev',
      'Alex de Minaur',
      'Tommy Paul',
    ],
    ru: [
      'Карлос Алькарас',
      'Янник Синнер',
      'Новак Джокович',
      'Александр Зверев',
      'Даниил Медведев',
      'Андрей Рублев',
      'Карен Хачанов',
      'Каспер Рууд',
    ],
    tours: ['ATP Indian Wells', 'ATP Miami', 'ATP Rome', 'Roland Garros', 'ATP Shanghai', 'Australian Open'],
  },
  wta: {
    en: [
      'Aryna Sabalenka',
      'Iga Swiatek',
      'Coco Gauff',
      'Elena Rybakina',
      'Jessica Pegula',
      'Mirra Andreeva',
      'Jasmine Paolini',
      'Qinwen Zheng',
    ],
    ru: ['Арина Соболенко', 'Ига Свёнтек', 'Мирра Андреева', 'Елена Рыбакина', 'Дарья Касаткина', 'Кори Гауфф'],
    tours: ['WTA Madrid', 'WTA Doha', 'WTA Rome', 'Wimbledon', 'WTA Wuhan', 'US Open'],
  },
};
const NBA_TEAMS = [
  'Boston Celtics',
  'Los Angeles Lakers',
  'Golden State Warriors',
  'Milwaukee Bucks',
  'Denver Nuggets',
  'Phoenix Suns',
  'Miami Heat',
  'New York Knicks',
  'Dallas Mavericks',
  'Oklahoma City Thunder',
  'Philadelphia 76ers',
  'Cleveland Cavaliers',
  'Minnesota Timberwolves',
  'Sacramento Kings',
  'Chicago Bulls',
  'Brooklyn Nets',
];
const NHL_TEAMS = [
  'Toronto Maple Leafs',
  'Boston Bruins',
  'New York Rangers',
  'Edmonton Oilers',
  'Colorado Avalanche',
  'Florida Panthers',
  'Vegas Golden Knights',
  'Dallas Stars',
  'Tampa Bay Lightning',
  'Carolina Hurricanes',
  'Winnipeg Jets',
  'Vancouver Canucks',
  'Montreal Canadiens',
  'Pittsburgh Penguins',
];
const NFL_TEAMS = [
  'Kansas City Chiefs',
  'Buffalo Bills',
  'Philadelphia Eagles',
  'San Francisco 49ers',
  'Dallas Cowboys',
  'Baltimore Ravens',
  'Detroit Lions',
  'Green Bay Packers',
  'Miami Dolphins',
  'Cincinnati Bengals',
  'Los Angeles Rams',
  'New York Jets',
];

/** A US league a page is drawn from: its sport, its teams and its name. */
export function usLeague(rng: Rng): { sport: 'basketball' | 'ice-hockey' | 'american-football'; pool: string[]; league: string } {
  const sport = rng.pick(['basketball', 'ice-hockey', 'american-football'] as const);
  const pool = sport === 'basketball' ? NBA_TEAMS : sport === 'ice-hockey' ? NHL_TEAMS : NFL_TEAMS;
  const league = sport === 'basketball' ? 'NBA' : sport === 'ice-hockey' ? 'NHL' : 'NFL';
  return { sport, pool, league };
}
