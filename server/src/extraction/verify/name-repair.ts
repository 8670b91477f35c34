import type { ReadMatch } from '@shared/reading';
import type { Gazetteer } from '../names/gazetteer-types';

/**
 * A side read with one glyph glued to its first or last letter (a crest's edge or the next cell's border:
 * 'Галатасарайб' for 'Галатасарай'): where the read name is no exact hit of the gazetteer but the name without that
 * glyph is one (a club's name, alias or its transliteration), the name is the printed text without the glyph. Only
 * one glyph at an end, and only to what the gazetteer knows exactly: never a name the page did not print.
 */
export function repairedSide(name: string, gazetteer: Gazetteer): string | null {
  const m = gazetteer.matchTeam(name);
  if (!m || m.score >= 1 || name.length < 5) return null;
  for (const cut of [name.slice(0, -1).trimEnd(), name.slice(1).trimStart()]) {
    const hit = gazetteer.matchTeam(cut);
    if (hit && hit.score >= 1 && hit.canonical === m.canonical) return cut;
  }
  return null;
}

export function repairNames(m: ReadMatch, gazetteer: Gazetteer | undefined): ReadMatch {
  if (!m.teams || !gazetteer) return m;
  const teams = m.teams.map((t) => (t ? (repairedSide(t, gazetteer) ?? t) : t)) as ReadMatch['teams'] & [unknown, unknown];
  return teams.every((t, i) => t === m.teams![i]) ? m : { ...m, teams };
}
