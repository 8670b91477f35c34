import type { GazetteerTeam } from './gazetteer-types';
import { US_LEAGUE_SPORT, US_TEAMS, type UsLeague } from './us-leagues';
import { US_RUSSIAN_NAMES } from './us-russian-names';

/** Nicknames of two words; every other club's nickname is its last word ('Dallas Cowboys' -> 'Cowboys'). */
const TWO_WORD = /(?:^| )((?:Maple|Red|White|Blue|Golden|Trail) \S+)$/;

/**
 * Nicknames that are everyday words on a betting page ('Magic', 'Stars', 'Thunder'), or that name clubs in two leagues
 * ('Giants', 'Kings'): such a club is known by its full name only.
 */
const COMMON = new Set(['magic', 'stars', 'thunder', 'lightning', 'blues', 'kings', 'wild', 'heat', 'jazz', 'suns', 'nets']);

const nicknameOf = (name: string) => TWO_WORD.exec(name)?.[1] ?? name.split(' ').pop()!;

/**
 * The North American clubs as gazetteer entries, so slips and boards that print 'Cowboys' show 'Dallas Cowboys'.
 * Their historical match count is 0: a football club sharing a name ('Rangers') keeps it.
 */
export function usGazetteerTeams(): GazetteerTeam[] {
  const all = (Object.keys(US_TEAMS) as UsLeague[]).flatMap((league) =>
    US_TEAMS[league].map(([, name]) => ({ league, name, nick: nicknameOf(name) })),
  );
  const count = new Map<string, number>();
  for (const t of all) count.set(t.nick.toLowerCase(), (count.get(t.nick.toLowerCase()) ?? 0) + 1);
  return all.map((t) => {
    const nick = t.nick.toLowerCase();
    const alias = t.nick !== t.name && count.get(nick) === 1 && !COMMON.has(nick) && nick.length >= 4;
    return {
      name: t.name,
      league: t.league,
      country: null,
      n: 0,
      aliases: [...(alias ? [t.nick] : []), ...(US_RUSSIAN_NAMES[t.name] ? [US_RUSSIAN_NAMES[t.name]!] : [])],
      sport: US_LEAGUE_SPORT[t.league],
    };
  });
}
