import type { Language, NamePair } from './prediction';
import type { ReadMatch } from './reading';

/**
 * Team names as the reader sees them, one script per name and per match (issue 50): «Арсенал Лондон — Sheffield
 * United» on a Russian page and "Струга Трим-Лум vs Kyzylzhar" on an English one mixed alphabets.
 *
 * Rules, for the two sides together:
 * 1. Both sides known in the reader's language (the gazetteer's English name, its Russian alias, or a national
 *    team's name): both are shown so.
 * 2. Otherwise the match keeps the script it was printed in: each side is the known name in that script, else as
 *    printed (a Latin page read on a Russian interface stays Latin: 'Arsenal — Sheffield United').
 * 3. A name that mixes scripts inside itself ('Вестерн Cuan'), or a Latin word made only of letters that stand for
 *    Cyrillic ones and known to nobody ('Poma' for 'Рома'), is an OCR misreading: shown as printed, marked unsure.
 *
 * One helper for every place a match's names appear: the review page (from a reading's printed and canonical
 * names), the results page and history (from the stored facts' names).
 */

export type Script = 'latin' | 'cyrillic' | 'mixed' | 'none';

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

export function scriptOf(text: string | null | undefined): Script {
  if (!text) return 'none';
  const latin = LATIN.test(text);
  const cyrillic = CYRILLIC.test(text);
  return latin && cyrillic ? 'mixed' : latin ? 'latin' : cyrillic ? 'cyrillic' : 'none';
}

/** Latin letters OCR puts for Cyrillic ones that look the same ('Poma' is how 'Рома' can come out). */
const CYRILLIC_LOOKALIKES = new Set([...'AaBCcEeHKkMmOoPpTXxyn']);

/** A Latin word of four letters or more made only of Cyrillic look-alikes: likely a Cyrillic name misread. */
function lookalikeOnly(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.length >= 4 && letters.every((c) => CYRILLIC_LOOKALIKES.has(c));
}

export interface ShownName {
  text: string;
  /** A misreading likely: the user should check it against the screenshot. */
  unsure: boolean;
}

/** A side's names: as printed, and where known in English (the gazetteer's canonical name) and in Russian. */
export interface SideNames {
  printed: NamePair;
  en: NamePair;
  ru?: NamePair;
}

/**
 * A read match's names in the form an analysis's facts hold them (facts.names): as printed, the gazetteer's English
 * names, and the Russian ones the server gives the reading (ReadMatch.russianTeams, the analysis's own). The review
 * page passes these to shownTeamNames, the results page its facts.names: one club, one name on both (issue 50).
 */
export function readMatchNames(match: Pick<ReadMatch, 'teams' | 'canonicalTeams' | 'russianTeams'>): SideNames {
  return {
    printed: [match.teams?.[0] ?? null, match.teams?.[1] ?? null],
    en: [match.canonicalTeams?.[0] ?? null, match.canonicalTeams?.[1] ?? null],
    ru: [match.russianTeams?.[0] ?? null, match.russianTeams?.[1] ?? null],
  };
}

const SCRIPT_OF_LANGUAGE: Record<Language, Script> = { en: 'latin', ru: 'cyrillic' };

/** A name in one script only: the language's own name is never taken when it mixes scripts itself. */
const pure = (name: string | null | undefined, script: Script): string | null =>
  name && scriptOf(name) === script ? name : null;

/** The known name of a side in a script, from what the gazetteer and the national teams give. */
function knownIn(names: SideNames, i: 0 | 1, script: Script): string | null {
  const printed = names.printed[i] ?? null;
  const en = names.en[i] ?? nationalTeam(printed, 'en');
  const ru = names.ru?.[i] ?? nationalTeam(printed ?? en, 'ru');
  if (script === 'latin') return pure(en, 'latin') ?? pure(printed, 'latin');
  if (script === 'cyrillic') return pure(ru, 'cyrillic') ?? pure(printed, 'cyrillic');
  return null;
}

/**
 * The two sides' names for a reader of `lang`, by the rules above; a side with no name at all is null (the caller
 * words it: 'Home team', 'Хозяева').
 */
export function shownTeamNames(names: SideNames, lang: Language): [ShownName | null, ShownName | null] {
  const own = SCRIPT_OF_LANGUAGE[lang];
  const sides = [0, 1] as const;
  const inOwn = sides.map((i) => knownIn(names, i, own));
  const printedScripts = new Set(sides.map((i) => scriptOf(names.printed[i])).filter((s) => s !== 'none'));
  const printedScript = printedScripts.size === 1 ? [...printedScripts][0]! : null;
  // Rule 1, or a match printed in the reader's own script.
  const script = inOwn.every(Boolean) || printedScript === null || printedScript === 'mixed' ? own : printedScript;
  return sides.map((i): ShownName | null => {
    const printed = names.printed[i] ?? null;
    const chosen = script === own ? inOwn[i] : knownIn(names, i, script);
    if (chosen) {
      const known = chosen !== printed || !!names.en[i] || !!names.ru?.[i];
      return { text: chosen, unsure: !known && lookalikeOnly(chosen) };
    }
    if (printed) return { text: printed, unsure: scriptOf(printed) === 'mixed' || lookalikeOnly(printed) };
    const any = names.en[i] ?? names.ru?.[i] ?? null;
    return any ? { text: any, unsure: false } : null;
  }) as [ShownName | null, ShownName | null];
}

/**
 * National teams, which the gazetteer (clubs) does not hold: their names in English and Russian, for 'Hungary —
 * Switzerland' on a Russian page. Looked up by either name, case and 'ё' folded.
 */
const NATIONAL_TEAMS: readonly (readonly [string, string])[] = [
  ['Albania', 'Албания'],
  ['Andorra', 'Андорра'],
  ['Argentina', 'Аргентина'],
  ['Armenia', 'Армения'],
  ['Australia', 'Австралия'],
  ['Austria', 'Австрия'],
  ['Azerbaijan', 'Азербайджан'],
  ['Belarus', 'Беларусь'],
  ['Belgium', 'Бельгия'],
  ['Bosnia and Herzegovina', 'Босния и Герцеговина'],
  ['Brazil', 'Бразилия'],
  ['Bulgaria', 'Болгария'],
  ['Cameroon', 'Камерун'],
  ['Canada', 'Канада'],
  ['Chile', 'Чили'],
  ['Colombia', 'Колумбия'],
  ['Croatia', 'Хорватия'],
  ['Cyprus', 'Кипр'],
  ['Czech Republic', 'Чехия'],
  ['Czechia', 'Чехия'],
  ['Denmark', 'Дания'],
  ['Ecuador', 'Эквадор'],
  ['Egypt', 'Египет'],
  ['England', 'Англия'],
  ['Estonia', 'Эстония'],
  ['Faroe Islands', 'Фарерские острова'],
  ['Finland', 'Финляндия'],
  ['France', 'Франция'],
  ['Georgia', 'Грузия'],
  ['Germany', 'Германия'],
  ['Ghana', 'Гана'],
  ['Gibraltar', 'Гибралтар'],
  ['Greece', 'Греция'],
  ['Hungary', 'Венгрия'],
  ['Iceland', 'Исландия'],
  ['Iran', 'Иран'],
  ['Israel', 'Израиль'],
  ['Italy', 'Италия'],
  ['Japan', 'Япония'],
  ['Kazakhstan', 'Казахстан'],
  ['Kosovo', 'Косово'],
  ['Latvia', 'Латвия'],
  ['Liechtenstein', 'Лихтенштейн'],
  ['Lithuania', 'Литва'],
  ['Luxembourg', 'Люксембург'],
  ['Malta', 'Мальта'],
  ['Mexico', 'Мексика'],
  ['Moldova', 'Молдова'],
  ['Montenegro', 'Черногория'],
  ['Morocco', 'Марокко'],
  ['Netherlands', 'Нидерланды'],
  ['Nigeria', 'Нигерия'],
  ['North Macedonia', 'Северная Македония'],
  ['Northern Ireland', 'Северная Ирландия'],
  ['Norway', 'Норвегия'],
  ['Paraguay', 'Парагвай'],
  ['Peru', 'Перу'],
  ['Poland', 'Польша'],
  ['Portugal', 'Португалия'],
  ['Republic of Ireland', 'Ирландия'],
  ['Ireland', 'Ирландия'],
  ['Romania', 'Румыния'],
  ['Russia', 'Россия'],
  ['San Marino', 'Сан-Марино'],
  ['Saudi Arabia', 'Саудовская Аравия'],
  ['Scotland', 'Шотландия'],
  ['Senegal', 'Сенегал'],
  ['Serbia', 'Сербия'],
  ['Slovakia', 'Словакия'],
  ['Slovenia', 'Словения'],
  ['South Korea', 'Южная Корея'],
  ['Spain', 'Испания'],
  ['Sweden', 'Швеция'],
  ['Switzerland', 'Швейцария'],
  ['Tunisia', 'Тунис'],
  ['Turkey', 'Турция'],
  ['Türkiye', 'Турция'],
  ['Ukraine', 'Украина'],
  ['United States', 'США'],
  ['USA', 'США'],
  ['Uruguay', 'Уругвай'],
  ['Uzbekistan', 'Узбекистан'],
  ['Wales', 'Уэльс'],
];

const fold = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');
const BY_NAME = new Map<string, readonly [string, string]>();
for (const pair of NATIONAL_TEAMS) {
  // The first spelling of a country is its name: 'Чехия' is 'Czech Republic'.
  if (!BY_NAME.has(fold(pair[0]))) BY_NAME.set(fold(pair[0]), pair);
  if (!BY_NAME.has(fold(pair[1]))) BY_NAME.set(fold(pair[1]), pair);
}

/** A national team's name in a language, from its name in either; null for any other name. */
export function nationalTeam(name: string | null | undefined, lang: Language): string | null {
  const pair = name ? BY_NAME.get(fold(name)) : undefined;
  return pair ? pair[lang === 'en' ? 0 : 1] : null;
}
