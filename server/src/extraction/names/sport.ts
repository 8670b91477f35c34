import { foldText } from '../page/normalize';
import { oneOf, splitAtSpaced, splitTrimmed } from '../page/linear-text';
import type { Row } from '../page/words';
import { RELATIVE_DAYS, SPORTS, SPORT_TEAMS, WEEKDAYS } from '../locale/vocab';

/* Sport and league from league names, team lists and sport words on the page. */

/** The sport whose team list names a read team (by its last one or two words), or null. */
export function sportOfTeams(teams: [string, string] | null): string | null {
  if (!teams) return null;
  const votes = new Map<string, number>();
  for (const t of teams) {
    const f = t
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .trim()
      .split(/\s+/);
    const tails = [f.slice(-2).join(' '), f.slice(-1).join(' '), f.join(' ')];
    const hits = new Set<string>();
    for (const [sport, names] of Object.entries(SPORT_TEAMS)) if (tails.some((x) => names.includes(x))) hits.add(sport);
    for (const s of hits) votes.set(s, (votes.get(s) ?? 0) + 1 / hits.size);
  }
  const e = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!e.length || (e.length > 1 && e[0]![1] === e[1]![1])) return null;
  return e[0]![0];
}

/** A segment of a heading that says when the match is: a date or time ('19:45', '23.11.'), 'today', a weekday. */
function saysWhen(segment: string): boolean {
  const first = segment.trim().toLowerCase().split(/\s+/)[0] ?? '';
  return (
    /\d{1,2}[:.]\d{2}|\d{1,2}[./]\d{1,2}/.test(segment) ||
    RELATIVE_DAYS.includes(first) ||
    WEEKDAYS.has(first.replace(/[.,]$/, ''))
  );
}

/** A dash, dot or colon between a heading's segments, spaced ('Россия. Премьер-лига · Сегодня 19:45'). */
const HEADING_SEPARATOR = oneOf('-–—·•:');
/** Between a breadcrumb's segments ('Soccer › England › Premier League'). */
const BREADCRUMB_SEPARATOR = oneOf('›>»|/');

/**
 * A league heading without the kick-off printed after it ('Россия. Премьер-лига · Сегодня 19:45', the dot often read
 * as '-'; 'Super Lig : 1 Jul 21:00'): the league field holds the league, the date its own field.
 */
function withoutKickOff(text: string, namesLeague: (segment: string) => boolean): string {
  const parts = splitAtSpaced(text, HEADING_SEPARATOR);
  const at = parts.findIndex((x, i) => i > 0 && saysWhen(x));
  // Never the league itself ('Turkey - Super Lig : 1 Jul 21:00' keeps 'Super Lig').
  if (at <= 0 || parts.slice(at).some(namesLeague)) return text;
  return parts.slice(0, at).join(' - ');
}

/**
 * What OCR read of the icons round a league heading ('€ Ф:: Ligue des Champions « J4', a flag, a star and a chevron):
 * marks with no letter or digit, and a lone letter glued to marks, at either end; quote marks anywhere.
 */
export function withoutHeadingDebris(text: string): string {
  const debris = (t: string) => !/[\p{L}\p{N}]/u.test(t) || /^\p{L}[^\p{L}\p{N}]+$/u.test(t);
  const tokens = text.split(/\s+/).filter((t) => t && !/^[«»“”„"‹›]+$/.test(t));
  while (tokens.length > 1 && debris(tokens[0]!)) tokens.shift();
  while (tokens.length > 1 && debris(tokens[tokens.length - 1]!)) tokens.pop();
  return tokens.join(' ');
}

export function detectSport(
  rows: Row[],
  /** The sport of both teams where the gazetteer knows them. */
  correctedSport: string | null,
  teams: [string, string] | null,
): { sport: string | null; league: string | null } {
  const leagueHits = new Map<string, number>();
  let league: string | null = null;
  let leagueSport: string | null = null;
  const nameHits = new Map<string, number>();
  for (const row of rows) {
    const raw = ` ${row.text.toLowerCase().replace(/[./,|]+/g, ' ')} `;
    const f = ` ${foldText(row.text)} `;
    for (const s of SPORTS) {
      for (const k of s.leagues) {
        if (raw.includes(` ${k} `) || f.includes(` ${foldText(k)} `)) {
          leagueHits.set(s.sport, (leagueHits.get(s.sport) ?? 0) + 1);
          if (!league) {
            // The phrase that names the league, without a leading sport name ('Футбол. Россия. Премьер-лига').
            const p = row.phrases.find(
              (ph) =>
                ` ${ph.text.toLowerCase().replace(/[./,|]+/g, ' ')} `.includes(` ${k} `) ||
                ` ${foldText(ph.text)} `.includes(` ${foldText(k)} `),
            );
            if (p) {
              let text = p.text;
              for (const n of SPORTS.flatMap((x) => x.names)) {
                const re = new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[./|]\\s*`, 'i');
                text = text.replace(re, '');
              }
              // Breadcrumbs: the segment naming the league, else the last ('Soccer › England › Premier League').
              const names = (x: string) => ` ${foldText(x)} `.includes(` ${foldText(k)} `);
              const segs = splitTrimmed(text, BREADCRUMB_SEPARATOR).filter((x) => x.trim());
              text = segs.find(names) ?? (segs.length > 1 ? segs[segs.length - 1]! : text);
              // A history's line ('04.03.2018 19:30:00 Футбол. Англия. Премьер-лига. Брайтон - Арсенал'): the league
              // with its country before it, without the date, the sport or the match after it.
              const parts = text.split(/\.\s+/);
              const at = parts.findIndex(names);
              if (parts.length > 1 && at >= 0) {
                const country = parts[at - 1];
                const plain = !!country && !/\d/.test(country) && !SPORTS.some((x) => x.names.includes(country.toLowerCase()));
                text = [...(plain ? [country] : []), parts[at]!.replace(/\.$/, '')].join('. ');
              }
              league = withoutHeadingDebris(withoutKickOff(text, names).replace(/^[/|.\s]+/, '')) || null;
              leagueSport = s.sport;
            }
          }
        }
      }
      for (const k of s.names) if (raw.includes(` ${k} `)) nameHits.set(s.sport, (nameHits.get(s.sport) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>) => {
    const e = [...m.entries()].sort((a, b) => b[1] - a[1]);
    if (!e.length) return null;
    if (e.length > 1 && e[0]![1] === e[1]![1]) return null;
    return e[0]![0];
  };
  let sport = titleSport(rows, teams) ?? top(leagueHits);
  if (!sport) sport = sportOfTeams(teams);
  if (!sport && correctedSport) sport = correctedSport;
  // Sport names alone count only when one sport is named (a sidebar lists them all).
  if (!sport && nameHits.size === 1) sport = [...nameHits.keys()][0]!;
  // A league of another sport is a sidebar's, not this match's ('NBA' over a tennis match's page).
  return { sport, league: sport && leagueSport !== sport ? null : league };
}

/**
 * The sport a line naming the match itself names (an event page's title or breadcrumb: 'Tennis Odds / ATP - Rome Odds
 * / Flavio Cobolli vs Thiago Agustin Tirante'): it outranks the leagues of a sidebar listing every sport's. Null where
 * no such line names one sport.
 */
function titleSport(rows: Row[], teams: [string, string] | null): string | null {
  const firsts = teams?.map((t) =>
    foldText(t)
      .split(' ')
      .find((w) => w.length >= 3),
  );
  if (!firsts?.[0] || !firsts[1]) return null;
  const found = new Set<string>();
  for (const row of rows) {
    const f = ` ${foldText(row.text)} `;
    // The match's name, a separator between its sides: not the same names merged with a sidebar's line.
    const plain = ` ${row.text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()} `;
    const a = plain.indexOf(` ${firsts[0]}`);
    const b = a < 0 ? -1 : plain.indexOf(` ${firsts[1]}`, a + 1);
    if (b < 0 || !/\s(vs\.?|v|-|–|—|@)\s/.test(plain.slice(a, b + 1))) continue;
    const raw = ` ${row.text.toLowerCase().replace(/[./,|]+/g, ' ')} `;
    for (const s of SPORTS)
      if ([...s.leagues, ...s.names].some((k) => raw.includes(` ${k} `) || f.includes(` ${foldText(k)} `))) found.add(s.sport);
  }
  return found.size === 1 ? [...found][0]! : null;
}
