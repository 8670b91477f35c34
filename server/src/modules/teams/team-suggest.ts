import type { TeamSuggestion } from '@shared/api';
import type { Language } from '@shared/prediction';
import type { GazetteerTeam } from '../../extraction/names/gazetteer-types';
import { russianNameOf } from '../../analysis/names';

export const MAX_SUGGESTIONS = 8;

/** Case, accents and ё folded away, so "Малага" finds "малага" and "Atletico" finds "Atlético". */
function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CYRILLIC = /\p{Script=Cyrillic}/u;

interface Indexed {
  team: GazetteerTeam;
  names: { text: string; folded: string; cyrillic: boolean }[];
}

/**
 * Team names for the review form: clubs whose name or an alias starts with the query (best), has a word starting
 * with it, or contains it; more-played clubs first within a rank. Russian users see the Cyrillic alias where the
 * gazetteer has one; a Cyrillic query shows the alias it matched.
 */
export function teamSuggester(teams: GazetteerTeam[]) {
  const index: Indexed[] = teams.map((team) => ({
    team,
    names: [team.name, ...team.aliases].map((text) => ({ text, folded: fold(text), cyrillic: CYRILLIC.test(text) })),
  }));

  return (query: string, lang: Language): TeamSuggestion[] => {
    const q = fold(query);
    if (q.length < 2) return [];
    const hits: { rank: number; n: number; suggestion: TeamSuggestion }[] = [];
    for (const { team, names } of index) {
      let best: { rank: number; text: string; cyrillic: boolean } | null = null;
      for (const name of names) {
        const rank = name.folded.startsWith(q) ? 0 : ` ${name.folded}`.includes(` ${q}`) ? 1 : name.folded.includes(q) ? 2 : -1;
        if (rank >= 0 && (!best || rank < best.rank)) best = { rank, text: name.text, cyrillic: name.cyrillic };
      }
      if (!best) continue;
      const russianName = russianNameOf(team);
      const shown = best.cyrillic ? best.text : lang === 'ru' && russianName ? russianName : team.name;
      hits.push({ rank: best.rank, n: team.n, suggestion: { name: shown, canonical: team.name } });
    }
    hits.sort((a, b) => a.rank - b.rank || b.n - a.n || a.suggestion.canonical.localeCompare(b.suggestion.canonical));
    return hits.slice(0, MAX_SUGGESTIONS).map((h) => h.suggestion);
  };
}
