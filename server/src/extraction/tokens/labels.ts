import { labelFold } from '../page/glyphs';
import { isSpace, oneOf, trimRuns, type CharTest } from '../page/linear-text';

/** The role of a label word (1 X 2, П1, Home/Tie/Away, a market's name): what it says about the price beside it. */

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

const LABEL_DASH = oneOf('-—–:|');
const LABEL_STOP = oneOf('.,');
/** Spaces, dashes, colons and bars round a label, and its full stop or comma after it. */
const LABEL_LEAD: CharTest = (ch) => isSpace(ch) || LABEL_DASH(ch);
const LABEL_TRAIL: CharTest = (ch) => LABEL_LEAD(ch) || LABEL_STOP(ch);

/** Classifies one label phrase (one or two words). */
export function classifyLabel(text: string): LabelRole | null {
  const raw = trimRuns(text.toLowerCase(), LABEL_LEAD, LABEL_TRAIL);
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
