import type { ExtractedMatch, Language, PredictionResult } from '@shared/prediction';
import type { ConfirmedMatch, ReadMatch, ScreenshotReading } from '@shared/reading';
import { confirmedReadingTrust } from './confirmed-trust';
import { createExtractWorkers, type ExtractWorkers } from './extract-workers';
import type { OcrEngine } from '../ocr/engine';
import type { OcrEngineKind } from '../ocr/engine-kinds';
import type { Narrator } from '../adapters/llm/narrator';
import type { OddsFeedConfig } from '../adapters/odds-feed/the-odds-api';
import type { ReferenceSource } from '../analysis/reference/types';

export interface AnalyzerOutcome {
  result: PredictionResult;
  usable: boolean;
}

/** Screenshots in, analysis out: OCR, extraction, gazetteer correction, then the engine. */
export interface ScreenshotAnalyzer {
  /** The spec's single call (CLI, benchmarks): read every screenshot, analyse the most prominent match of each. */
  analyze(images: Buffer[], language: Language): Promise<AnalyzerOutcome>;
  /** One screenshot into every match on it; `screenshot` is its index in the request (for match ids). */
  read(image: Buffer, screenshot: number): Promise<ScreenshotReading>;
  /** The engine on readings already made: the most prominent match of each screenshot. */
  analyzeReadings(readings: ScreenshotReading[], language: Language): Promise<AnalyzerOutcome>;
  /** The engine on exactly the values the user confirmed (teams matched to the gazetteer for the ratings). */
  /**
   * The user's confirmed match, with the prices other screenshots of the same match show (same teams, date and sport:
   * several bookmakers' screenshots of one match); screenshots of other matches are left out entirely.
   */
  analyzeConfirmed(
    match: ConfirmedMatch,
    language: Language,
    others?: (ScreenshotReading | null)[],
    /** The reader's match the user confirmed (`match.fromMatch`), to tell the prices left as read from the user's. */
    read?: ReadMatch | null,
  ): Promise<AnalyzerOutcome>;
  /** Starts the OCR workers now instead of on the first request. */
  warm(): Promise<void>;
  check(): Promise<{ workers: number; started: boolean }>;
  close(): Promise<void>;
}

// The OCR and model modules load on first use: an app process that only enqueues jobs (BullMQ mode)
// never starts tesseract or reads the ratings.
async function loadPipelineModules() {
  const [pool, ocrEngine, matches, gazetteer, engine, model, oddsScreen, reference, marketModel, feed] = await Promise.all([
    import('../ocr/tesseract-pool'),
    import('../ocr/create-engine'),
    import('../extraction/assemble/matches'),
    import('../extraction/names/gazetteer'),
    import('../analysis/engine'),
    import('../analysis/team-model'),
    import('../analysis/odds-screen'),
    import('../analysis/reference/types'),
    import('../analysis/reference/market-model-source'),
    import('../adapters/odds-feed/the-odds-api'),
  ]);
  return { pool, ocrEngine, matches, gazetteer, engine, model, oddsScreen, reference, marketModel, feed };
}

export function createScreenshotAnalyzer(options: {
  workers: number;
  langPath: string;
  /** Which OCR engine reads screenshots (OCR_ENGINE); the measured default when absent. */
  ocrEngine?: OcrEngineKind;
  narrator?: Narrator | null;
  /** Tests wrap the real engine (e.g. to count OCR calls); production passes nothing. */
  wrapEngine?: (engine: OcrEngine) => OcrEngine;
  /**
   * Second opinions (issue 49): the live odds feed (ODDS_API_*), and DATA_DIR for the market-implied ratings an
   * `oddslens data import` refreshed (else the shipped ones). Tests may pass sources of their own instead.
   */
  oddsFeed?: OddsFeedConfig | null;
  dataDir?: string | null;
  referenceSources?: ReferenceSource[];
  onFeedError?: (err: unknown) => void;
}): ScreenshotAnalyzer {
  let modules: ReturnType<typeof loadPipelineModules> | null = null;
  let ocr: OcrEngine | null = null;
  let failure: Error | null = null;
  let extract: ExtractWorkers | null = null;

  async function ready() {
    try {
      modules ??= loadPipelineModules();
      const m = await modules;
      if (!ocr) {
        const pool = m.pool.createTesseractPool({ size: options.workers, langPath: options.langPath });
        const engine = m.ocrEngine.createOcrEngine(options.ocrEngine ?? m.ocrEngine.DEFAULT_OCR_ENGINE, pool);
        ocr = options.wrapEngine ? options.wrapEngine(engine) : engine;
      }
      failure = null;
      return { m, ocr };
    } catch (err) {
      // Remembered for /readyz: a pipeline that cannot load is reported, not hidden behind "start on first use".
      failure = err instanceof Error ? err : new Error(String(err));
      modules = null;
      throw failure;
    }
  }

  let sources: ReferenceSource[] | null = options.referenceSources ?? null;
  function referenceSources(m: Awaited<ReturnType<typeof loadPipelineModules>>): ReferenceSource[] {
    if (sources) return sources;
    const gazetteer = m.gazetteer.loadGazetteer();
    const ratings = m.model.loadRatings();
    const list: ReferenceSource[] = [];
    if (options.oddsFeed)
      list.push(
        m.feed.theOddsApiSource(options.oddsFeed, {
          canonical: (name) => gazetteer.matchTeam(name)?.canonical ?? null,
          leagueOf: (team) => ratings?.file.teams[team]?.[3] ?? null,
          onError: options.onFeedError,
        }),
      );
    list.push(m.marketModel.marketModelSource(m.marketModel.loadMarketRatings(options.dataDir ?? null)));
    sources = list;
    return list;
  }

  /** The fair prices from outside the screenshots for the match the engine will analyse first. */
  async function references(
    m: Awaited<ReturnType<typeof loadPipelineModules>>,
    matches: ExtractedMatch[],
    firstIsPrimary: boolean,
  ) {
    if (!m.engine.hasUsableData(matches)) return [];
    const groups = m.oddsScreen.matchGroups(matches);
    const group = (firstIsPrimary ? groups.find((g) => g.indexes.includes(0)) : undefined) ?? groups[0];
    const first = group ? matches[group.indexes[0]!] : undefined;
    // A spread pick is never compared with a fair price of the match result: asking a feed for one spends its budget.
    if (!group || !first || first.market === 'spread') return [];
    const teams = first.correctedTeams;
    const screen = m.oddsScreen.buildOddsScreen(matches, group);
    return m.reference.lookupAll(referenceSources(m), {
      home: teams?.[0] ?? null,
      away: teams?.[1] ?? null,
      league: null,
      date: first.date,
      sport: first.sport?.toLowerCase() ?? null,
      threeWay: screen.threeWay,
    });
  }

  async function runEngine(matches: ExtractedMatch[], language: Language, firstIsPrimary = false): Promise<AnalyzerOutcome> {
    const m = await (modules ??= loadPipelineModules());
    const result = m.engine.analyzeMatches(matches, {
      language,
      ratings: m.model.loadRatings(),
      firstIsPrimary,
      references: await references(m, matches, firstIsPrimary),
    });
    const usable = m.engine.hasUsableData(matches);
    // Optional, never required: without LLM_* configured (or on any failure) there is simply no summary.
    if (usable && options.narrator) result.narrative = await options.narrator.narrate(result);
    return { result, usable };
  }

  async function read(image: Buffer, screenshot: number): Promise<ScreenshotReading> {
    const { ocr: engine } = await ready();
    const page = await engine.recognize(image);
    // The reading runs on a worker thread: hundreds of milliseconds of synchronous work must not hold the loop.
    extract ??= createExtractWorkers(Math.max(1, Math.min(2, options.workers)));
    return extract.extract(page, screenshot);
  }

  async function analyzeReadings(readings: ScreenshotReading[], language: Language): Promise<AnalyzerOutcome> {
    const m = await (modules ??= loadPipelineModules());
    return runEngine(
      readings.map((r) => m.matches.toExtractedMatch(m.matches.mostProminent(r.matches))),
      language,
    );
  }

  return {
    async analyze(images, language) {
      // Screenshots of one request are read concurrently; the pool bounds how many run at once.
      const readings = await Promise.all(images.map((image, i) => read(image, i)));
      return analyzeReadings(readings, language);
    },
    read,
    analyzeReadings,
    async analyzeConfirmed(match, language, others = [], read = null) {
      const m = await (modules ??= loadPipelineModules());
      const gazetteer = m.gazetteer.loadGazetteer();
      const canonical = match.teams.map((t) => gazetteer.matchTeam(t)?.canonical ?? null) as [string | null, string | null];
      const extracted: ExtractedMatch = {
        sport: match.sport ?? null,
        league: match.league ?? null,
        teams: match.teams,
        correctedTeams: canonical[0] || canonical[1] ? canonical : null,
        date: match.date ?? null,
        time: null,
        homeOdds: match.odds.home ?? null,
        drawOdds: match.odds.draw ?? null,
        awayOdds: match.odds.away ?? null,
        oddsFormat: match.oddsFormat,
        pickedOutcome: match.pick ?? null,
        // A spread pick's price is of covering its line: the engine analyses it for information only.
        ...(match.market === 'spread' ? { market: 'spread' as const, line: match.line ?? null } : {}),
        live: read?.live ?? null,
        // Only what the user typed, corrected or checked is theirs; a price left as read keeps the reader's doubt.
        ...confirmedReadingTrust(match, read),
      };
      // From each other screenshot only its reading of the same match (another bookmaker's prices for it): the user
      // chose one match, so a screenshot of some other match (or a junk row read from it) is not analysed beside it.
      const rest = others.flatMap((reading) => {
        const complete = (reading?.matches ?? []).filter((r) => r.complete).map((r) => m.matches.toExtractedMatch(r));
        const found = complete.find((x) => m.oddsScreen.sameMatch(extracted, x).agreement !== 'different');
        return found ? [found] : [];
      });
      return runEngine([extracted, ...rest], language, true);
    },
    async warm() {
      const { m, ocr: engine } = await ready();
      m.gazetteer.loadGazetteer();
      m.model.loadRatings();
      const warmable = engine as OcrEngine & { warm?: () => Promise<void> };
      if (warmable.warm) await warmable.warm();
    },
    async check() {
      if (failure) throw failure;
      return { workers: options.workers, started: ocr !== null };
    },
    async close() {
      if (ocr) await ocr.close();
      ocr = null;
      await extract?.close();
      extract = null;
    },
  };
}
