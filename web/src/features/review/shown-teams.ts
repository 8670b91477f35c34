import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, NamePair } from '@shared/prediction';
import type { ReadMatch } from '@shared/reading';
import { shownTeamNames, type ShownName, type SideNames } from '@shared/team-names';
import { queryClient } from '../../lib/api';
import { suggestTeams } from './review-api';

/**
 * A read match's team names as the review page shows them (issue 50): each side in the reader's language where the
 * gazetteer knows it, else as printed, never two alphabets in one match (shared/src/team-names.ts). A reading
 * carries the printed names and the gazetteer's English ones; the Russian name of a known club is the one the team
 * suggestions offer for it (GET /api/teams/suggest?lang=ru), asked for the chosen match only and kept for the visit.
 */

const CYRILLIC = /\p{Script=Cyrillic}/u;

export type ShownPair = [ShownName | null, ShownName | null];

/** The suggestion query's key for a club's Russian name. */
const russianKey = (canonical: string) => ['/api/teams/suggest', 'ru-name', canonical] as const;

/** A club's Russian name from the suggestions (the one whose canonical name is this club's), else null. */
async function russianName(canonical: string): Promise<string | null> {
  const found = await suggestTeams(canonical, 'ru').catch(() => []);
  const hit = found.find((s) => s.canonical === canonical && CYRILLIC.test(s.name));
  return hit?.name ?? null;
}

/** A gazetteer's English name the suggestions can be asked about (2 to 40 characters, as the query allows). */
const askable = (name: string | null | undefined): name is string => !!name && name.trim().length >= 2 && name.length <= 40;

/** The two sides' names in every form the page knows of. */
function sideNamesOf(match: ReadMatch, ru: NamePair = [null, null]): SideNames {
  return {
    printed: [match.teams?.[0] ?? null, match.teams?.[1] ?? null],
    en: [match.canonicalTeams?.[0] ?? null, match.canonicalTeams?.[1] ?? null],
    ru,
  };
}

/** The names shown for a match, from what is known now (the Russian names already looked up, else none). */
export function shownTeams(match: ReadMatch | null, lang: Language, ru: NamePair = [null, null]): ShownPair {
  if (!match?.teams) return [null, null];
  return shownTeamNames(sideNamesOf(match, ru), lang);
}

/** The Russian names already looked up for a match (none asked for here). */
export function cachedRussian(match: ReadMatch | null, client: QueryClient = queryClient): NamePair {
  const side = (i: 0 | 1): string | null => {
    const c = match?.canonicalTeams?.[i];
    return c ? (client.getQueryData<string | null>(russianKey(c)) ?? null) : null;
  };
  return [side(0), side(1)];
}

/**
 * Looks up the Russian names of a match's known clubs before its form is filled, so the form opens with them rather
 * than changing under the reader; gives up after `timeoutMs` (the names are then shown as printed).
 */
export async function prefetchRussian(match: ReadMatch | null, timeoutMs = 1500): Promise<void> {
  const sides: (string | null)[] = match?.canonicalTeams ?? [];
  const names = sides.filter(askable);
  if (names.length === 0) return;
  const all = Promise.all(
    names.map((n) => queryClient.fetchQuery({ queryKey: russianKey(n), queryFn: () => russianName(n), staleTime: Infinity })),
  ).catch(() => undefined);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * The shown names of a match for the reader's language. `lookUp`: ask for the Russian names not known yet (the chosen
 * match); otherwise only those already looked up are used.
 */
export function useShownTeams(match: ReadMatch | null, lookUp = false): ShownPair {
  const { i18n } = useTranslation();
  const lang: Language = (i18n.resolvedLanguage ?? 'en').startsWith('ru') ? 'ru' : 'en';
  const sides = [0, 1].map((i) => match?.canonicalTeams?.[i] ?? null);
  const results = useQueries({
    queries: sides.map((c) => ({
      queryKey: russianKey(c ?? ''),
      queryFn: () => russianName(c!),
      enabled: lookUp && lang === 'ru' && askable(c),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const ru: NamePair = [results[0]?.data ?? null, results[1]?.data ?? null];
  return shownTeams(match, lang, lang === 'ru' ? ru : [null, null]);
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
