/**
 * Builds server/data/gazetteer.json from the football-history CSVs (see /work/shared/data/README.md).
 * Canonical names are the EXACT strings of the CSVs (the analysis engine keys ratings by them); aliases come from
 * (a) the canonical spelling itself, (b) mechanical expansions of the data's abbreviations (Man -> Manchester ...),
 * (c) HAND-MADE tables below: full English club names and Russian names that transliteration does not reach.
 * Usage: npx tsx scripts/build-gazetteer.ts [dataDir] [outFile]
 */
import fs from 'node:fs';
import path from 'node:path';
import { teamKey } from '../server/src/extraction/page/normalize';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = process.argv[2] ?? path.resolve(repoRoot, '../shared/data/football-history');
const outFile = process.argv[3] ?? path.join(repoRoot, 'server/data/gazetteer.json');

const DIVISIONS: Record<string, { league: string; country: string }> = {
  E0: { league: 'Premier League', country: 'England' },
  E1: { league: 'Championship', country: 'England' },
  E2: { league: 'League One', country: 'England' },
  E3: { league: 'League Two', country: 'England' },
  EC: { league: 'National League', country: 'England' },
  SC0: { league: 'Scottish Premiership', country: 'Scotland' },
  SC1: { league: 'Scottish Championship', country: 'Scotland' },
  SC2: { league: 'Scottish League One', country: 'Scotland' },
  SC3: { league: 'Scottish League Two', country: 'Scotland' },
  D1: { league: 'Bundesliga', country: 'Germany' },
  D2: { league: '2. Bundesliga', country: 'Germany' },
  I1: { league: 'Serie A', country: 'Italy' },
  I2: { league: 'Serie B', country: 'Italy' },
  SP1: { league: 'La Liga', country: 'Spain' },
  SP2: { league: 'Segunda Division', country: 'Spain' },
  F1: { league: 'Ligue 1', country: 'France' },
  F2: { league: 'Ligue 2', country: 'France' },
  N1: { league: 'Eredivisie', country: 'Netherlands' },
  B1: { league: 'Pro League', country: 'Belgium' },
  P1: { league: 'Primeira Liga', country: 'Portugal' },
  T1: { league: 'Super Lig', country: 'Turkey' },
  G1: { league: 'Super League', country: 'Greece' },
};

/** HAND-MADE: full / common English (and local) names of clubs whose data spelling is abbreviated or different. */
const HAND_ALIASES_EN: Record<string, string[]> = {
  'Man United': ['Manchester United', 'Man Utd', 'Manchester Utd'],
  'Man City': ['Manchester City'],
  "Nott'm Forest": ['Nottingham Forest', 'Nottingham'],
  Wolves: ['Wolverhampton', 'Wolverhampton Wanderers'],
  Tottenham: ['Tottenham Hotspur', 'Spurs'],
  Newcastle: ['Newcastle United'],
  'West Ham': ['West Ham United'],
  Brighton: ['Brighton & Hove Albion', 'Brighton and Hove Albion', 'Brighton Hove Albion'],
  Leicester: ['Leicester City'],
  Leeds: ['Leeds United'],
  'Sheffield Weds': ['Sheffield Wednesday'],
  QPR: ['Queens Park Rangers'],
  Ipswich: ['Ipswich Town'],
  Luton: ['Luton Town'],
  'Ath Bilbao': ['Athletic Bilbao', 'Athletic Club'],
  'Ath Madrid': ['Atletico Madrid', 'Atlético de Madrid', 'Atletico'],
  Sociedad: ['Real Sociedad'],
  Betis: ['Real Betis'],
  Celta: ['Celta Vigo'],
  Espanol: ['Espanyol'],
  'Sp Gijon': ['Sporting Gijon'],
  'Bayern Munich': ['Bayern', 'Bayern Munchen', 'FC Bayern'],
  Dortmund: ['Borussia Dortmund', 'BVB'],
  Leverkusen: ['Bayer Leverkusen', 'Bayer 04 Leverkusen'],
  Leipzig: ['RB Leipzig'],
  "M'gladbach": ['Borussia Monchengladbach', 'Monchengladbach', 'Gladbach'],
  'Ein Frankfurt': ['Eintracht Frankfurt'],
  'FC Koln': ['Koln', 'Cologne', '1. FC Koln', '1. FC Köln'],
  'Schalke 04': ['Schalke'],
  Hertha: ['Hertha Berlin', 'Hertha BSC'],
  'Werder Bremen': ['Bremen'],
  Inter: ['Inter Milan', 'Internazionale'],
  Milan: ['AC Milan'],
  Roma: ['AS Roma'],
  Juventus: ['Juventus Turin'],
  Napoli: ['SSC Napoli'],
  'Paris SG': ['Paris Saint-Germain', 'Paris Saint Germain', 'PSG'],
  Lyon: ['Olympique Lyonnais'],
  Marseille: ['Olympique Marseille', 'Olympique de Marseille'],
  'St Etienne': ['Saint-Etienne', 'Saint Etienne'],
  'Sp Lisbon': ['Sporting Lisbon', 'Sporting CP', 'Sporting Portugal', 'Sporting'],
  'Sp Braga': ['Sporting Braga', 'Braga'],
  Porto: ['FC Porto'],
  Olympiakos: ['Olympiacos', 'Olympiakos Piraeus'],
  'PSV Eindhoven': ['PSV'],
  'AZ Alkmaar': ['AZ'],
  'FC Copenhagen': ['Copenhagen', 'Kobenhavn'],
  'CSKA Moscow': ['CSKA'],
  'Lokomotiv Moscow': ['Lokomotiv', 'Lokomotiv Moskva'],
  'Spartak Moscow': ['Spartak', 'Spartak Moskva'],
  'Dynamo Moscow': ['Dinamo Moscow', 'Dinamo Moskva'],
  'Rubin Kazan': ['Rubin'],
  'Akhmat Grozny': ['Akhmat', 'Terek Grozny'],
  'FK Rostov': ['Rostov'],
  'FK Krylya Sovetov Samara': ['Krylya Sovetov'],
  Preston: ['Preston North End'],
  Oviedo: ['Real Oviedo'],
  Hamburg: ['Hamburger SV'],
  Verona: ['Hellas Verona'],
  Guimaraes: ['Vitoria Guimaraes', 'Vitória de Guimarães', 'Vitoria SC'],
  Buyuksehyr: ['Istanbul Basaksehir', 'Basaksehir', 'İstanbul Başakşehir'],
  Hearts: ['Heart of Midlothian'],
  'R. Volgograd': ['Rotor Volgograd', 'Rotor'],
};

/** HAND-MADE: Russian names of famous clubs where transliteration does not land near the data spelling. */
const HAND_ALIASES_RU: Record<string, string[]> = {
  'Bayern Munich': ['Бавария', 'Бавария Мюнхен'],
  'Man United': ['Манчестер Юнайтед', 'Ман Юнайтед', 'МЮ'],
  'Man City': ['Манчестер Сити', 'Ман Сити'],
  Liverpool: ['Ливерпуль'],
  Chelsea: ['Челси'],
  Arsenal: ['Арсенал', 'Арсенал Лондон'],
  Tottenham: ['Тоттенхэм', 'Тоттенхэм Хотспур'],
  Newcastle: ['Ньюкасл', 'Ньюкасл Юнайтед'],
  'West Ham': ['Вест Хэм'],
  'Aston Villa': ['Астон Вилла'],
  Everton: ['Эвертон'],
  "Nott'm Forest": ['Ноттингем Форест'],
  Wolves: ['Вулверхэмптон'],
  Brighton: ['Брайтон'],
  Brentford: ['Брентфорд'],
  'Real Madrid': ['Реал Мадрид', 'Реал'],
  Barcelona: ['Барселона'],
  'Ath Madrid': ['Атлетико', 'Атлетико Мадрид'],
  'Ath Bilbao': ['Атлетик Бильбао', 'Атлетик'],
  Sevilla: ['Севилья'],
  Valencia: ['Валенсия'],
  Villarreal: ['Вильярреал'],
  Sociedad: ['Реал Сосьедад'],
  Betis: ['Бетис', 'Реал Бетис'],
  Dortmund: ['Боруссия Дортмунд', 'Боруссия Д'],
  Leverkusen: ['Байер', 'Байер Леверкузен'],
  Leipzig: ['РБ Лейпциг', 'Лейпциг'],
  "M'gladbach": ['Боруссия Менхенгладбах', 'Боруссия М'],
  'Ein Frankfurt': ['Айнтрахт', 'Айнтрахт Франкфурт'],
  Juventus: ['Ювентус'],
  Inter: ['Интер'],
  Milan: ['Милан'],
  Napoli: ['Наполи'],
  Roma: ['Рома'],
  Lazio: ['Лацио'],
  Atalanta: ['Аталанта'],
  'Paris SG': ['ПСЖ', 'Пари Сен-Жермен'],
  Marseille: ['Марсель'],
  Lyon: ['Лион'],
  Monaco: ['Монако'],
  Ajax: ['Аякс'],
  'PSV Eindhoven': ['ПСВ', 'ПСВ Эйндховен'],
  Feyenoord: ['Фейеноорд'],
  Porto: ['Порту'],
  Benfica: ['Бенфика'],
  'Sp Lisbon': ['Спортинг', 'Спортинг Лиссабон'],
  Galatasaray: ['Галатасарай'],
  Fenerbahce: ['Фенербахче'],
  Besiktas: ['Бешикташ'],
  Celtic: ['Селтик'],
  Rangers: ['Рейнджерс'],
  Olympiakos: ['Олимпиакос'],
  'CSKA Moscow': ['ЦСКА', 'ЦСКА Москва'],
  'Spartak Moscow': ['Спартак', 'Спартак Москва'],
  'Lokomotiv Moscow': ['Локомотив', 'Локомотив Москва'],
  'Dynamo Moscow': ['Динамо', 'Динамо Москва'],
  Zenit: ['Зенит', 'Зенит Санкт-Петербург'],
  'Rubin Kazan': ['Рубин', 'Рубин Казань'],
  Krasnodar: ['Краснодар'],
  'Akhmat Grozny': ['Ахмат', 'Ахмат Грозный'],
  'FK Rostov': ['Ростов'],
  Orenburg: ['Оренбург'],
  'FK Krylya Sovetov Samara': ['Крылья Советов'],
  'Nizhny Novgorod': ['Пари НН', 'Нижний Новгород'],
  Bournemouth: ['Борнмут'],
  'Crystal Palace': ['Кристал Пэлас'],
  Fulham: ['Фулхэм'],
  Girona: ['Жирона'],
  Stuttgart: ['Штутгарт'],
  Lens: ['Ланс'],
  Lille: ['Лилль'],
  Nice: ['Ницца'],
  'R. Volgograd': ['Ротор', 'Ротор Волгоград'],
};

/** Mechanical expansions of the data's abbreviations. */
const EXPANSIONS: [RegExp, string][] = [
  [/^Man /, 'Manchester '],
  [/^Ath /, 'Athletic '],
  [/^Sp /, 'Sporting '],
  [/^Din\. /, 'Dinamo '],
  [/^Ein /, 'Eintracht '],
  [/ Weds$/, ' Wednesday'],
  [/ Utd$/, ' United'],
];

interface TeamAcc {
  name: string;
  appearances: number;
  divisions: Set<string>;
  last: string;
}

function readText(file: string): string {
  const buf = fs.readFileSync(file);
  // Newer files are UTF-8 (with BOM), older Latin-1: decode as UTF-8 unless that produces replacement characters.
  const utf8 = buf.toString('utf8').replace(/^\uFEFF/, '');
  return utf8.includes('\uFFFD') ? buf.toString('latin1') : utf8;
}

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (q) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') q = false;
      else cur += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const teams = new Map<string, TeamAcc>();
function acc(name: string): TeamAcc {
  let t = teams.get(name);
  if (!t) {
    t = { name, appearances: 0, divisions: new Set(), last: '' };
    teams.set(name, t);
  }
  return t;
}

// 1. TEAM_NAMES.csv: spellings, appearance counts, divisions.
{
  const lines = readText(path.join(dataDir, 'TEAM_NAMES.csv')).split(/\r?\n/).filter(Boolean);
  const head = parseCsvLine(lines[0]!);
  const [iTeam, iApp, iDiv, iLast] = ['team', 'appearances', 'divisions', 'last_date'].map((h) => head.indexOf(h));
  for (const line of lines.slice(1)) {
    const r = parseCsvLine(line);
    const name = r[iTeam!]?.trim();
    if (!name) continue;
    const t = acc(name);
    t.appearances = Math.max(t.appearances, Number(r[iApp!]) || 0);
    for (const d of (r[iDiv!] ?? '').split('|')) if (d.trim()) t.divisions.add(d.trim());
    t.last = r[iLast!] ?? t.last;
  }
}

// 2. Team columns of every results CSV: any spelling TEAM_NAMES.csv missed is added.
let added = 0;
for (const f of fs.readdirSync(dataDir)) {
  if (!f.endsWith('.csv') || f === 'TEAM_NAMES.csv' || f === 'INDEX.csv') continue;
  const lines = readText(path.join(dataDir, f)).split(/\r?\n/);
  const head = parseCsvLine(lines[0] ?? '');
  const cols = ['HomeTeam', 'AwayTeam', 'Home', 'Away'].map((h) => head.indexOf(h)).filter((i) => i >= 0);
  const iDiv = head.indexOf('Div');
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const r = parseCsvLine(line);
    for (const c of cols) {
      const name = r[c]?.trim();
      if (!name) continue;
      if (!teams.has(name)) added++;
      const t = acc(name);
      if (iDiv >= 0 && r[iDiv]) t.divisions.add(r[iDiv]!.trim());
    }
  }
}

function leagueOf(divs: Set<string>): { league: string | null; country: string | null } {
  // The top division the team appeared in.
  const order = ['E0', 'SP1', 'D1', 'I1', 'F1', 'N1', 'P1', 'B1', 'T1', 'G1', 'SC0'];
  const list = [...divs];
  list.sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  const d = list[0];
  if (!d) return { league: null, country: null };
  const known = DIVISIONS[d];
  if (known) return known;
  // Extra-league files name the league in full: "Russia Premier League".
  const m = /^(\S+)\s+(.*)$/.exec(d);
  return { league: d, country: m ? m[1]! : null };
}

const out: { name: string; league: string | null; country: string | null; n: number; aliases: string[] }[] = [];
for (const t of [...teams.values()].sort((a, b) => a.name.localeCompare(b.name))) {
  const aliases = new Set<string>();
  for (const [re, rep] of EXPANSIONS) if (re.test(t.name)) aliases.add(t.name.replace(re, rep));
  for (const a of HAND_ALIASES_EN[t.name] ?? []) aliases.add(a);
  for (const a of HAND_ALIASES_RU[t.name] ?? []) aliases.add(a);
  const { league, country } = leagueOf(t.divisions);
  out.push({
    name: t.name,
    league,
    country,
    n: t.appearances,
    aliases: [...aliases].filter((a) => teamKey(a) !== teamKey(t.name)),
  });
}
for (const k of [...Object.keys(HAND_ALIASES_EN), ...Object.keys(HAND_ALIASES_RU)]) {
  if (!teams.has(k)) throw new Error(`hand alias for unknown canonical name: ${k}`);
}

const doc = {
  version: 1,
  source: 'football-history CSVs (football-data.co.uk via public copies); aliases partly hand-made',
  teams: out,
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(doc)}\n`);
console.log(
  `gazetteer: ${out.length} teams (${added} only in CSV columns), ${out.reduce((s, t) => s + t.aliases.length, 0)} aliases -> ${path.relative(repoRoot, outFile)}`,
);
