import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Reader for the football-data.co.uk style CSVs in ../shared/data/football-history.
 * Used only by offline tooling (ratings build, backtest); the product ships derived artifacts, never these files.
 */

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
  b365: [number, number, number] | null;
  /** Pinnacle closing 1X2 prices (PSCH/D/A, or PH/PD/PA in the extra-league files), when present. */
  pinnacleClosing: [number, number, number] | null;
  /** Season label 'YYYY-YY' derived from the date (July starts a season). */
  season: string;
}

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../shared/data/football-history');

function decode(buf: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = buf.toString('latin1');
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

function seasonOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function price(row: string[], idx: Record<string, number>, h: string, d: string, a: string) {
  const ih = idx[h];
  const id = idx[d];
  const ia = idx[a];
  if (ih === undefined || id === undefined || ia === undefined) return null;
  const o = [Number(row[ih]), Number(row[id]), Number(row[ia])];
  if (!o.every((x) => Number.isFinite(x) && x > 1.001 && x < 1000)) return null;
  const booksum = 1 / o[0]! + 1 / o[1]! + 1 / o[2]!;
  // Obvious data-entry errors (booksum far from a real market) are dropped rather than scored.
  if (booksum < 0.97 || booksum > 1.4) return null;
  return o as [number, number, number];
}

export function readFile(file: string): HistoricalMatch[] {
  const text = decode(readFileSync(file));
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
  const base = path.basename(file, '.csv');
  // dlz_AUT / gbt_ARG_all: the extra leagues are keyed by their country code.
  const fallbackLeague = /^(?:dlz|gbt)_([A-Z]{3})/.exec(base)?.[1] ?? base;
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
      season: seasonOf(date.iso),
    });
  }
  return out;
}

/** All matches of the folder, de-duplicated on (date, home, away), sorted by date (stable within a day). */
export function loadHistory(dataDir: string = DEFAULT_DATA_DIR): HistoricalMatch[] {
  const files = readdirSync(dataDir)
    .filter((f) => f.endsWith('.csv') && f !== 'INDEX.csv' && f !== 'TEAM_NAMES.csv')
    .sort();
  const seen = new Map<string, HistoricalMatch>();
  for (const f of files) {
    for (const m of readFile(path.join(dataDir, f))) {
      const key = `${m.date}|${m.home}|${m.away}`;
      const prev = seen.get(key);
      // Keep the richer copy when two sources hold the same match.
      if (!prev || (!prev.b365 && m.b365) || (!prev.pinnacleClosing && m.pinnacleClosing)) {
        seen.set(key, {
          ...m,
          b365: m.b365 ?? prev?.b365 ?? null,
          pinnacleClosing: m.pinnacleClosing ?? prev?.pinnacleClosing ?? null,
        });
      }
    }
  }
  const all = [...seen.values()];
  all.sort((a, b) => a.day - b.day || a.league.localeCompare(b.league) || a.home.localeCompare(b.home));
  return all;
}
