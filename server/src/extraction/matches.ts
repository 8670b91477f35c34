import type { ExtractedMatch } from '../../../shared/src/prediction';
import type { Market, ReadMatch, ReadingWarning, ScreenshotReading } from '../../../shared/src/reading';
import type { OcrPage } from '../ocr/engine';
import { emptyMatch, extractMatch } from './extract';
import type { Gazetteer } from './gazetteer';
import type { ExtractionParams } from './params';

export interface ExtractMatchesOptions {
  gazetteer?: Gazetteer;
  /** Factor from original pixels to the OCR image's pixels (boxes are returned in original pixels). */
  scale?: number;
  /** Index of the screenshot in its request. */
  screenshot?: number;
  /** Tunable numbers (defaults: DEFAULT_PARAMS); the benchmark tunes them per held-out family. */
  params?: Partial<ExtractionParams>;
}

/** Every match read on one page, most prominent first. */
export function extractMatches(page: OcrPage, opts: ExtractMatchesOptions = {}): ScreenshotReading {
  const scale = opts.scale ?? 1;
  const screenshot = opts.screenshot ?? 0;
  const m = extractMatch(page, { gazetteer: opts.gazetteer });
  const matches: ReadMatch[] = [];
  const priced = m.homeOdds || m.drawOdds || m.awayOdds;
  if (m.teams || priced) {
    const conf = (m.ocrConfidence ?? 0) / 100;
    const market: Market | null = priced ? (m.drawOdds ? '1x2' : 'moneyline') : null;
    matches.push({
      id: `s${screenshot}-m0`,
      screenshot,
      sport: m.sport,
      league: m.league,
      teams: m.teams,
      canonicalTeams: m.correctedTeams,
      date: m.date,
      time: m.time,
      market,
      kind: m.layout === 'slip' ? 'slip' : m.layout === 'board' ? 'board' : 'event',
      odds: { home: m.homeOdds, draw: m.drawOdds, away: m.awayOdds },
      oddsFormat: m.oddsFormat,
      selection: m.pickedOutcome ?? null,
      confidence: { teams: m.teams ? conf : 0, odds: priced ? conf : 0, date: m.date ? conf : 0 },
      boxes: {},
      complete: !!(m.teams && m.homeOdds && m.awayOdds),
      prominence: 1,
    });
  }
  const warnings: ReadingWarning[] = matches.length ? [] : ['NO_MATCH_FOUND'];
  return {
    width: Math.round(page.width / scale),
    height: Math.round(page.height / scale),
    matches,
    warnings,
  };
}

/** The match the analysis takes when the user picks none: complete first, then by prominence. */
export function mostProminent(matches: ReadMatch[]): ReadMatch | null {
  let best: ReadMatch | null = null;
  for (const m of matches) {
    if (!best || Number(m.complete) - Number(best.complete) > 0) best = m;
    else if (m.complete === best.complete && m.prominence > best.prominence) best = m;
  }
  return best;
}

/** The engine's input shape for one read match. */
export function toExtractedMatch(m: ReadMatch | null): ExtractedMatch {
  if (!m) return emptyMatch();
  const conf = Math.round(Math.max(m.confidence.teams, m.confidence.odds) * 100);
  return {
    sport: m.sport,
    league: m.league,
    teams: m.teams,
    correctedTeams: m.canonicalTeams,
    date: m.date,
    time: m.time,
    homeOdds: m.odds.home,
    drawOdds: m.odds.draw,
    awayOdds: m.odds.away,
    oddsFormat: m.oddsFormat,
    pickedOutcome: m.kind === 'slip' ? m.selection : null,
    ocrConfidence: conf || null,
    layout: m.kind,
  };
}
