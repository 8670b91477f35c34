import { asciiMinus, decimalToAmerican, decimalToFractional } from './odds';
import { shownTeamNames } from './team-names';
import type {
  AnalysisFacts,
  BettingOption,
  Fact,
  FactParam,
  Language,
  OddsFormat,
  OptionFacts,
  PredictionResult,
} from './prediction';
import { en } from './analysis-catalog.en';
import { ru } from './analysis-catalog.ru';

/**
 * Facts in, sentences out. The engine stores codes and numbers (AnalysisFacts); this module turns them into text in
 * the reader's language and odds format when a result is read, so results and history follow the interface instead of
 * the language the analysis was made in. Numbers go through Intl (decimal comma and grouping in Russian, plural rules).
 */

/** What a catalog sentence can use: formatted numbers and names, all in the reader's language and odds format. */
export interface TextContext {
  lang: Language;
  /** Probability or share 0..1 as a percent ("45.2%" / "45,2 %"). */
  pct(fraction: number, digits?: number): string;
  /** Signed percent from a fraction ("+4.2%" / "−3,1 %"). */
  signedPct(fraction: number): string;
  /** A plain number with fixed decimals. */
  num(x: number, digits?: number): string;
  /** Whole number with grouping ("21,051" / "21 051"). */
  int(x: number): string;
  /** A decimal price in the chosen odds format. */
  price(decimal: number): string;
  /** A spread's line as printed ('+14.5'), signed, in the language's decimals ("+14.5" / "+14,5"). */
  line(text: string): string;
  /** Team or player name of a side, in the reader's language where known. */
  name(side: 'home' | 'away'): string;
  /** Label of an outcome or double-chance key, e.g. "Arsenal to win" / "Победа «Арсенала» (П1)". */
  label(key: string): string;
  /** "screenshot 2" / "скриншот 2" from a 0-based index. */
  shot(index: number): string;
  /** Plural form: picks one of the forms by Intl.PluralRules of the language. */
  plural(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string;
  /** A match date as read ('YYYY-MM-DD' or '--MM-DD'). */
  date(value: string): string;
  method(code: string): string;
}

export type Catalog = {
  facts: Record<string, (p: Record<string, FactParam>, c: TextContext) => string>;
  /** Outcome labels (long form, in sentences) and short form (table rows). */
  label: (key: string, c: Pick<TextContext, 'name'>) => string;
  shortLabel: (key: string, c: Pick<TextContext, 'name'>) => string;
  fallbackName: (side: 'home' | 'away', sport: string | null, threeWay: boolean) => string;
  shot: (index: number) => string;
  methods: Record<string, string>;
  option: {
    status: Record<OptionFacts['status'], string>;
    reasoning: (o: BettingOption, f: OptionFacts, facts: AnalysisFacts, c: TextContext) => string;
  };
};

const CATALOGS: Record<Language, Catalog> = { en, ru };
const LOCALE: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

/** Decimal price shown in a format; decimal prices follow the language's decimal separator. */
export function formatPrice(decimal: number, format: OddsFormat, lang: Language): string {
  if (!(decimal > 1)) return '—';
  if (format === 'fractional') return decimalToFractional(decimal);
  if (format === 'american') return decimalToAmerican(decimal);
  return new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(decimal);
}

/**
 * A spread's line ('+14.5', '-3') with its sign and as many decimals as printed, in the language's decimals and the
 * typographic minus: "+14.5" / "+14,5", "−3". A text that is no number is shown as it is.
 */
export function formatLine(line: string, lang: Language): string {
  const text = asciiMinus(line.trim());
  const value = Number(text);
  if (!text || !Number.isFinite(value)) return line;
  const digits = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  })
    .format(value)
    .replace('-', '−');
}

export function formatPercent(fraction: number, lang: Language, digits = 1): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

/**
 * Team names of a result in a language: the reader's language where both sides are known, else the script the match
 * was printed in, never two alphabets in one match (team-names.ts, issue 50). shownTeamNames(facts.names, lang) also
 * says which names are likely misread.
 */
export function teamNames(facts: AnalysisFacts, lang: Language): [string, string] {
  const cat = CATALOGS[lang];
  const shown = shownTeamNames(facts.names, lang);
  const pick = (i: 0 | 1) => shown[i]?.text ?? cat.fallbackName(i === 0 ? 'home' : 'away', facts.sport, facts.threeWay);
  return [pick(0), pick(1)];
}

export function textContext(facts: AnalysisFacts, lang: Language, format: OddsFormat): TextContext {
  const cat = CATALOGS[lang];
  const locale = LOCALE[lang];
  const [home, away] = teamNames(facts, lang);
  const plural = new Intl.PluralRules(locale);
  const c: TextContext = {
    lang,
    pct: (f, digits = 1) => formatPercent(f, lang, digits),
    signedPct: (f) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      })
        .format(Math.round(f * 1000) / 1000)
        .replace('-', '−'),
    num: (x, digits = 2) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x),
    int: (x) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(x),
    price: (d) => formatPrice(d, format, lang),
    line: (text) => formatLine(text, lang),
    name: (side) => (side === 'home' ? home : away),
    label: (key) => cat.label(key, c),
    shot: (i) => cat.shot(i),
    plural: (n, forms) => forms[plural.select(n)] ?? forms.other,
    date: (value) => formatMatchDay(value, lang),
    method: (code) => cat.methods[code] ?? code,
  };
  return c;
}

export function formatMatchDay(value: string, lang: Language): string {
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const partial = /^--(\d{2})-(\d{2})$/.exec(value);
  if (!full && !partial) return value;
  const d = full
    ? new Date(Date.UTC(Number(full[1]), Number(full[2]) - 1, Number(full[3])))
    : new Date(Date.UTC(2000, Number(partial![1]) - 1, Number(partial![2])));
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    ...(full ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(d);
}

export function renderFact(fact: Fact, c: TextContext): string {
  const f = CATALOGS[c.lang].facts[fact.code];
  if (!f) throw new Error(`no ${c.lang} text for analysis fact ${fact.code}`);
  return f(fact.p ?? {}, c);
}

/** The verdict's reason alone (the interface shows the verdict as a title above it), first letter capitalised. */
export function headlineReason(facts: AnalysisFacts, lang: Language, format: OddsFormat): string {
  const text = renderFact(facts.headline, textContext(facts, lang, format));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Warnings that change what the verdict means: shown beside it, not in the collapsed reasoning. Live prices, a price
 * that may be misread, no model for these teams, a high margin, ratings resting on old results.
 */
const VERDICT_NOTE_ORDER = [
  'live',
  'unsure-price',
  'low-ocr',
  'reference-track',
  'team-unknown',
  'no-model',
  'different-countries',
  'high-margin',
  'stale-ratings',
];
export const VERDICT_NOTE_CODES: ReadonlySet<string> = new Set(VERDICT_NOTE_ORDER);

/** The verdict's notes (see VERDICT_NOTE_CODES), most decisive first, in the reader's language and odds format. */
export function verdictNotes(facts: AnalysisFacts, lang: Language, format: OddsFormat): string[] {
  const c = textContext(facts, lang, format);
  const rank = (code: string) => VERDICT_NOTE_ORDER.indexOf(code);
  // The headline already says it when it is the reason itself (live prices, a possibly misread price).
  const said = { 'headline.live': 'live', 'headline.unsure': 'unsure-price' }[facts.headline.code];
  return facts.warnings
    .filter((w) => VERDICT_NOTE_CODES.has(w.code) && w.code !== said)
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((w) => renderFact(w, c));
}

/** Short outcome label for tables ("Arsenal", "Draw", "Arsenal or draw"). */
export function shortOptionLabel(key: string, facts: AnalysisFacts, lang: Language): string {
  const c = textContext(facts, lang, 'decimal');
  return CATALOGS[lang].shortLabel(key, c);
}

/**
 * A stored result with every sentence rendered again in a language and odds format. Results stored before facts
 * existed are returned as they are (their text stays in the language they were made in).
 */
export function renderResult(r: PredictionResult, lang: Language, format?: OddsFormat): PredictionResult {
  const facts = r.facts;
  const others = r.otherMatches?.map((o) => renderResult(o, lang, format));
  if (!facts) return others ? { ...r, otherMatches: others } : r;
  const c = textContext(facts, lang, format ?? 'decimal');
  const cat = CATALOGS[lang];
  const byKey = new Map(facts.options.map((o) => [o.key, o]));
  return {
    ...r,
    language: lang,
    mainRecommendation: renderFact({ code: `verdict.${facts.verdict}` }, c) + renderFact(facts.headline, c),
    keyFactors: facts.factors.map((f) => renderFact(f, c)),
    warnings: facts.warnings.map((f) => renderFact(f, c)),
    bettingOptions: r.bettingOptions.map((o) => {
      const of = byKey.get(o.key);
      if (!of) return o;
      return {
        ...o,
        type: c.label(o.key),
        recommendation: cat.option.status[of.status],
        reasoning: cat.option.reasoning(o, of, facts, c),
      };
    }),
    ...(others ? { otherMatches: others } : {}),
  };
}
