import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/prediction';
import type { ReadMatch } from '@shared/reading';
import { readMatchNames, shownTeamNames, type ShownName } from '@shared/team-names';

/**
 * A read match's team names as the review page shows them (issue 50): each side in the reader's language where the
 * gazetteer knows it, else as printed, never two alphabets in one match (shared/src/team-names.ts). The names are
 * the ones the results page shows for the same match: the reading carries the printed names, the gazetteer's English
 * ones and the Russian ones the analysis will use (`russianTeams`, server/src/analysis/names.ts), and both pages
 * pass them through the same shownTeamNames. Nothing is looked up: the form opens with its final names.
 */

export type ShownPair = [ShownName | null, ShownName | null];

/** The names shown for a match in a language. */
export function shownTeams(match: ReadMatch | null, lang: Language): ShownPair {
  if (!match?.teams) return [null, null];
  return shownTeamNames(readMatchNames(match), lang);
}

/** The shown names of a match for the reader's language. */
export function useShownTeams(match: ReadMatch | null): ShownPair {
  const { i18n } = useTranslation();
  const lang: Language = (i18n.resolvedLanguage ?? 'en').startsWith('ru') ? 'ru' : 'en';
  return shownTeams(match, lang);
}

/**
 * The team names to send: a name the user left as shown goes back as printed (what was read, so the server sees no
 * edit and resolves the club as it read it); a name the user typed goes as typed.
 */
export function teamsToSend(
  values: { home: string; away: string },
  match: ReadMatch | null,
  shown: ShownPair,
): { home: string; away: string } {
  const side = (i: 0 | 1, value: string) => {
    const printed = match?.teams?.[i];
    const text = shown[i]?.text;
    return printed && text && value.trim() === text.trim() ? printed : value;
  };
  return { home: side(0, values.home), away: side(1, values.away) };
}
