/* What the gazetteer is: its clubs and the look-ups the reader makes of it (names/gazetteer.ts builds one). */

/** One club: the canonical name is the exact string the historical data (and the ratings) use. */
export interface GazetteerTeam {
  name: string;
  league: string | null;
  country: string | null;
  /** Matches in the historical data: breaks ties between clubs sharing an alias. */
  n: number;
  aliases: string[];
  /** Absent for football, the historical data's sport. */
  sport?: string;
}

export interface TeamMatch {
  canonical: string;
  /** 0..1: 1 for an exact alias hit, lower for fuzzy hits. */
  score: number;
  league: string | null;
  country: string | null;
  sport: string;
}

export interface Gazetteer {
  teams: GazetteerTeam[];
  matchTeam(name: string): TeamMatch | null;
  get(canonical: string): GazetteerTeam | undefined;
  /**
   * The one club whose name or alias starts with this cut-short name ('Benfi'), with that spelling; else null. With
   * midWord (no mark of a cut), a name of one word must end inside a word of the club's ('Benfi'): one whole word
   * ('Florida', a college beside 'Mississippi State') is a name of its own, not the start of 'Florida Panthers'; a
   * name of several ('Paris Saint') may have lost its last words to a wrap.
   */
  completeCut(name: string, opts?: { midWord?: boolean }): { match: TeamMatch; spelt: string } | null;
  /**
   * The one club of a league whose name is within a little over a fifth of its letters of this one ('Штупарт' for
   * 'Штутгарт' beside a Bundesliga club); else null. Never above 0.8: shown as a guess.
   */
  matchInLeague(name: string, league: string): TeamMatch | null;
  /**
   * Per league, the one club whose name ends with this one as whole words ('Rangers': MLB's Texas Rangers, the NHL's
   * New York Rangers); a league where two clubs end so, or none, is absent. At most 0.9: a nickname, not a name.
   */
  endingIn(name: string): ReadonlyMap<string, TeamMatch>;
}
