/**
 * Parser of football-data.co.uk season files (the CSVs of ../shared/data/football-history and of the site itself).
 * Pure: text in, matches out. Used by the offline tooling (ratings build, backtest) and by `oddslens data import`.
 */

export type Price3 = [number, number, number];

export interface HistoricalMatch {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  date: string; // YYYY-MM-DD
  league: string; // Div code (E0, SP1, ...) or a country code for the extra leagues (ARG, USA, ...)
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  result: 'H' | 'D' | 'A';
  /** Bet365 pre-match 1X2 prices, when present. */
  b365: Price3 | null;
  /** Pinnacle closing 1X2 prices (PSCH/D/A, or PH/PD/PA in the extra-league files), when present. */
  pinnacleClosing: Price3 | null;
  /** Pinnacle pre-match prices (PSH/D/A, collected a few days before kick-off), main-league files only. */
  pinnacle?: Price3 | null;
  /** Best and average price over the books the file lists (MaxH/D/A, AvgH/D/A), pre-match, main-league files only. */
  max?: Price3 | null;
  avg?: Price3 | null;
  /** Season label 'YYYY-YY' derived from the date (July starts a season). */
  season: string;
}

/** UTF-8 (BOM dropped) or, for the older files, Latin-1. */
export function decodeCsv(buf: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = new TextDecoder('latin1').decode(buf);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function parseDate(value: string): { day: number; iso: string } | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return null;
  let year = Number(m[3]);
  if (m[3]!.length === 2) year += year < 50 ? 2000 : 1900;
  const month = Number(m[2]);
  const dayOfMonth = Number(m[1]);
  const ms = Date.UTC(year, month - 1, dayOfMonth);
  if (!Number.isFinite(ms)) return null;
  return { day: Math.round(ms / 86_400_000), iso: new Date(ms).toISOString().slice(0, 10) };
}

export function seasonOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function price(row: string[], idx: Record<string, number>, h: string, d: string, a: string): Price3 | null {
  const ih = idx[h];
  const id = idx[d];
  const ia = idx[a];
  if (ih === undefined || id === undefined || ia === undefined) return null;
  const o = [Number(row[ih]), Number(row[id]), Number(row[ia])];
  if (!o.every((x) => Number.isFinite(x) && x > 1.001 && x < 1000)) return null;
  const booksum = 1 / o[0]! + 1 / o[1]! + 1 / o[2]!;
  // Obvious data-entry errors (booksum far from a real market) are dropped rather than scored.
  if (booksum < 0.97 || booksum > 1.4) return null;
  return o as Price3;
}

/** A best-price row may sum below 1 (the best of many books); only impossible values are dropped. */
function bestPrice(row: string[], idx: Record<string, number>, h: string, d: string, a: string): Price3 | null {
  const ih = idx[h];
  const id = idx[d];
  const ia = idx[a];
  if (ih === undefined || id === undefined || ia === undefined) return null;
  const o = [Number(row[ih]), Number(row[id]), Number(row[ia])];
  if (!o.every((x) => Number.isFinite(x) && x > 1.001 && x < 1000)) return null;
  const booksum = 1 / o[0]! + 1 / o[1]! + 1 / o[2]!;
  if (booksum < 0.85 || booksum > 1.4) return null;
  return o as Price3;
}

/**
 * One file's matches. `name` is the file's base name: the extra-league files (no Div column) are keyed by the country
 * code in it (dlz_AUT, gbt_ARG_all -> AUT, ARG), else by the name itself.
 */
export function parseFootballDataCsv(text: string, name: string): HistoricalMatch[] {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.trim());
  const idx: Record<string, number> = {};
  header.forEach((h, i) => {
    if (h && idx[h] === undefined) idx[h] = i;
  });
  const col = (...names: string[]) => names.map((n) => idx[n]).find((i) => i !== undefined);
  const iDiv = col('Div');
  const iDate = col('Date');
  const iHome = col('HomeTeam', 'Home', 'HT');
  const iAway = col('AwayTeam', 'Away', 'AT');
  const iHG = col('FTHG', 'HG');
  const iAG = col('FTAG', 'AG');
  if (iDate === undefined || iHome === undefined || iAway === undefined || iHG === undefined || iAG === undefined) return [];
  const fallbackLeague = /^(?:dlz|gbt)_([A-Z]{3})/.exec(name)?.[1] ?? name;
  const isExtra = iDiv === undefined;
  const out: HistoricalMatch[] = [];
  for (let li = 1; li < lines.length; li++) {
    const line = lines[li];
    if (!line) continue;
    const row = splitCsvLine(line);
    const date = parseDate(row[iDate] ?? '');
    const home = row[iHome]?.trim();
    const away = row[iAway]?.trim();
    const hg = Number.parseInt(row[iHG] ?? '', 10);
    const ag = Number.parseInt(row[iAG] ?? '', 10);
    if (!date || !home || !away || !Number.isFinite(hg) || !Number.isFinite(ag)) continue;
    const league = (iDiv !== undefined ? row[iDiv]?.trim() : '') || fallbackLeague;
    const closing = price(row, idx, 'PSCH', 'PSCD', 'PSCA') ?? (isExtra ? price(row, idx, 'PH', 'PD', 'PA') : null);
    out.push({
      day: date.day,
      date: date.iso,
      league,
      home,
      away,
      homeGoals: hg,
      awayGoals: ag,
      result: hg > ag ? 'H' : hg < ag ? 'A' : 'D',
      b365: price(row, idx, 'B365H', 'B365D', 'B365A'),
      pinnacleClosing: closing,
      // In the extra-league files Max/Avg and P* are closing prices: never used as pre-match ones.
      pinnacle: isExtra ? null : price(row, idx, 'PSH', 'PSD', 'PSA'),
      max: isExtra ? null : bestPrice(row, idx, 'MaxH', 'MaxD', 'MaxA'),
      avg: isExtra ? null : price(row, idx, 'AvgH', 'AvgD', 'AvgA'),
      season: seasonOf(date.iso),
    });
  }
  return out;
}

/** Matches of several files de-duplicated on (date, home, away), the richer copy kept, sorted by date. */
export function mergeMatches(lists: Iterable<readonly HistoricalMatch[]>): HistoricalMatch[] {
  const seen = new Map<string, HistoricalMatch>();
  for (const list of lists) {
    for (const m of list) {
      const key = `${m.date}|${m.home}|${m.away}`;
      const prev = seen.get(key);
      // Keep the richer copy when two sources hold the same match (the rule the shipped ratings were built with).
      if (!prev || (!prev.b365 && m.b365) || (!prev.pinnacleClosing && m.pinnacleClosing)) {
        seen.set(key, {
          ...m,
          b365: m.b365 ?? prev?.b365 ?? null,
          pinnacleClosing: m.pinnacleClosing ?? prev?.pinnacleClosing ?? null,
          pinnacle: m.pinnacle ?? prev?.pinnacle ?? null,
          max: m.max ?? prev?.max ?? null,
          avg: m.avg ?? prev?.avg ?? null,
        });
      }
    }
  }
  const all = [...seen.values()];
  all.sort((a, b) => a.day - b.day || a.league.localeCompare(b.league) || a.home.localeCompare(b.home));
  return all;
}
