/** Text normalisation shared by the gazetteer builder and the matcher: case, diacritics, Cyrillic, club tokens. */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

/** Cyrillic -> Latin (a simple BGN/PCGN-like scheme; the matcher's fuzzy step absorbs the scheme's differences). */
export function transliterate(s: string): string {
  let out = '';
  for (const ch of s) {
    const lower = ch.toLowerCase();
    const t = CYRILLIC[lower];
    if (t === undefined) out += ch;
    else out += ch === lower ? t : t.charAt(0).toUpperCase() + t.slice(1);
  }
  return out;
}

/** Tokens that carry no identity in club names (legal forms, "club", articles). */
export const STOP_TOKENS = new Set([
  'fc',
  'cf',
  'afc',
  'fk',
  'sc',
  'ac',
  'as',
  'cd',
  'ud',
  'sd',
  'sk',
  'nk',
  'bk',
  'if',
  'ik',
  'ff',
  'kv',
  'kvc',
  'rc',
  'rcd',
  'ss',
  'ssc',
  'us',
  'vfb',
  'vfl',
  'tsg',
  'club',
  'clube',
  'de',
  'del',
  'la',
  'the',
  'calcio',
  'pfc',
  'cp',
  'sv',
  'fsv',
  'cfc',
  'sfc',
  'jk',
  'ca',
  'cr',
  'se',
  'ec',
]);

/** Latin spellings of Russian city names as transliterated, mapped to the English forms the data uses. */
const TOKEN_SYNONYMS: Record<string, string> = {
  moskva: 'moscow',
  moskvy: 'moscow',
  sankt: 'saint',
  peterburg: 'petersburg',
  utd: 'united',
  munchen: 'munich',
  muenchen: 'munich',
  'st.': 'saint',
  st: 'saint',
};

/** Lower-case ASCII, Cyrillic transliterated, punctuation to spaces, collapsed. Keeps all tokens. */
export function foldText(s: string): string {
  return transliterate(s)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The matching key of a team name: folded, synonyms applied, legal-form tokens dropped (unless nothing is left). */
export function teamKey(s: string): string {
  const tokens = foldText(s)
    .split(' ')
    .filter(Boolean)
    .map((t) => TOKEN_SYNONYMS[t] ?? t);
  const kept = tokens.filter((t) => !STOP_TOKENS.has(t));
  return (kept.length ? kept : tokens).join(' ');
}

/** Levenshtein distance with an early exit when it exceeds max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
