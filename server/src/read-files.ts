import path from 'node:path';
import type { Language } from '@shared/prediction';
import { TRUSTED_DATE_CONFIDENCE, TRUSTED_PRICE_CONFIDENCE, TRUSTED_TEAM_CONFIDENCE, type ReadMatch } from '@shared/reading';
import { AppError } from './errors';
import type { AppConfig } from './config/config';
import { readMessages, type ReadMessages } from './i18n/read-messages';
import { validateImage } from './modules/uploads/image-validation';
import { buildPipeline } from './services';

/**
 * `oddslens read FILE...`: every match the reader finds on each screenshot, as the review screen shows it. All files
 * go through one warm OCR pool, the same pipeline (configuration, image validation, engine, gazetteer) the API's
 * POST /api/predictions/extract uses; no analysis runs.
 */
export interface FileReading {
  file: string;
  matches: ReadMatch[];
  /** Only when the file could not be read (not an image, too large...): the reason, and no matches. */
  error?: string;
}

export async function readFiles(
  config: AppConfig,
  files: string[],
  read: (f: string) => Promise<Buffer>,
): Promise<FileReading[]> {
  const { analyzer } = buildPipeline(
    config,
    { warn: (_details, message) => process.stderr.write(`${message}\n`) },
    { workers: Math.max(1, Math.min(files.length, config.ocr.workers)) },
  );
  const out: FileReading[] = new Array<FileReading>(files.length);
  let next = 0;
  try {
    // As many files at a time as the pool has workers: the pool bounds the OCR, this bounds the images in memory.
    const lanes = Math.max(1, Math.min(files.length, config.ocr.workers));
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < files.length) {
          const i = next++;
          const file = files[i]!;
          try {
            const image = (await validateImage(await read(file), config.uploads.maxImagePixels)).data;
            out[i] = { file, matches: (await analyzer.read(image, i)).matches };
          } catch (err) {
            const reason = err instanceof AppError ? err.code : err instanceof Error ? err.message : String(err);
            out[i] = { file, matches: [], error: reason };
          }
        }
      }),
    );
  } finally {
    await analyzer.close();
  }
  return out;
}

/** A price as the language writes it: decimal comma in Russian. */
function price(p: string | null, m: ReadMatch, t: ReadMessages): string {
  if (p == null) return t.notRead;
  const shown = t.decimalComma && (m.oddsFormat === 'decimal' || m.oddsFormat == null) ? p.replace('.', ',') : p;
  return m.confidence.odds < TRUSTED_PRICE_CONFIDENCE ? `${shown}?` : shown;
}

/** Whether the review screen would mark any field of this match for checking. */
const isUnsure = (m: ReadMatch) =>
  (m.teams != null && m.confidence.teams < TRUSTED_TEAM_CONFIDENCE) ||
  (Object.values(m.odds).some((p) => p != null) && m.confidence.odds < TRUSTED_PRICE_CONFIDENCE) ||
  (m.date != null && m.confidence.date < TRUSTED_DATE_CONFIDENCE);

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A spread pick's line after its market's name ('spread +14.5'; in Russian with a decimal comma); '' for any other market. */
const spreadLine = (m: ReadMatch, t: ReadMessages) =>
  m.market === 'spread' && m.line ? ` ${t.decimalComma ? m.line.replace('.', ',') : m.line}` : '';

/** One match as the review screen shows it: teams, league, date, market, prices, confidence, what to check. */
export function formatMatch(m: ReadMatch, n: number, t: ReadMessages): string[] {
  const namesUnsure = m.teams != null && m.confidence.teams < TRUSTED_TEAM_CONFIDENCE;
  const side = (s: string | null | undefined, i: 0 | 1) =>
    s ? `${s}${namesUnsure ? '?' : ''}` : i === 1 && m.teams ? `(${t.opponentNotPrinted})` : t.notRead;
  const teams = `${side(m.teams?.[0], 0)} – ${side(m.teams?.[1], 1)}`;
  const date = m.date
    ? `${m.date.replace(/^--/, '')}${m.time ? ` ${m.time}` : ''}${m.confidence.date < TRUSTED_DATE_CONFIDENCE ? '?' : ''}`
    : (m.time ?? t.notRead);
  const pick = m.selection ? `, ${t.pick}: ${m.selection === 'home' ? '1' : m.selection === 'draw' ? 'X' : '2'}` : '';
  const prices = [m.odds.home, m.odds.draw, m.odds.away].map((p) => price(p, m, t)).join(' / ');
  const lines = [
    `${String(n).padStart(2)}. ${teams}`,
    `    ${t.league}: ${m.league ?? t.notRead}   ${t.date}: ${date}`,
    `    ${t.market}: ${m.market ? t.markets[m.market] : t.notRead}${spreadLine(m, t)} · ${t.kinds[m.kind]}${pick}${m.bookmaker ? `   ${t.bookmaker}: ${m.bookmaker}` : ''}`,
    `    ${t.prices}: ${prices}${m.oddsFormat ? ` (${t.formats[m.oddsFormat]})` : ''}`,
    `    ${t.confidence}: ${t.teamsShort} ${pct(m.confidence.teams)}, ${t.pricesShort} ${pct(m.confidence.odds)}, ${t.dateShort} ${pct(m.confidence.date)}`,
  ];
  return lines;
}

/** The text `oddslens read` prints without --json. */
export function formatReadings(readings: FileReading[], language: Language): string {
  const t = readMessages(language);
  const out: string[] = [];
  let unsure = false;
  for (const r of readings) {
    const name = path.basename(r.file);
    if (r.error) {
      out.push(`${name}: ${t.unreadable(r.error)}`, '');
      continue;
    }
    out.push(`${name}: ${r.matches.length ? t.matchesRead(r.matches.length) : t.noMatch}`);
    r.matches.forEach((m, i) => {
      if (isUnsure(m)) unsure = true;
      out.push(...formatMatch(m, i + 1, t));
    });
    out.push('');
  }
  if (unsure) out.push(t.legend);
  return out.join('\n').trimEnd();
}
