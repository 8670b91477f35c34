import type { Language, PredictionResult } from '../../../shared/src/prediction';
import type { OcrEngine } from '../ocr/engine';
import type { Narrator } from '../adapters/llm/narrator';

/** Screenshots in, analysis out: OCR, extraction, gazetteer correction, then the engine. */
export interface ScreenshotAnalyzer {
  analyze(images: Buffer[], language: Language): Promise<{ result: PredictionResult; usable: boolean }>;
  /** Starts the OCR workers now instead of on the first request. */
  warm(): Promise<void>;
  check(): Promise<{ workers: number; started: boolean }>;
  close(): Promise<void>;
}

// The OCR and model modules load on first use: an app process that only enqueues jobs (BullMQ mode)
// never starts tesseract or reads the ratings.
async function loadPipelineModules() {
  const [pool, read, gazetteer, engine, model] = await Promise.all([
    import('../ocr/tesseract-pool'),
    import('../extraction/read-screenshot'),
    import('../extraction/gazetteer'),
    import('../analysis/engine'),
    import('../analysis/team-model'),
  ]);
  return { pool, read, gazetteer, engine, model };
}

export function createScreenshotAnalyzer(options: {
  workers: number;
  langPath: string;
  narrator?: Narrator | null;
}): ScreenshotAnalyzer {
  let modules: ReturnType<typeof loadPipelineModules> | null = null;
  let ocr: OcrEngine | null = null;
  let failure: Error | null = null;

  async function ready() {
    try {
      modules ??= loadPipelineModules();
      const m = await modules;
      ocr ??= m.pool.createTesseractPool({ size: options.workers, langPath: options.langPath });
      failure = null;
      return { m, ocr };
    } catch (err) {
      // Remembered for /readyz: a pipeline that cannot load is reported, not hidden behind "start on first use".
      failure = err instanceof Error ? err : new Error(String(err));
      modules = null;
      throw failure;
    }
  }

  return {
    async analyze(images, language) {
      const { m, ocr: engine } = await ready();
      const gazetteer = m.gazetteer.loadGazetteer();
      // Screenshots of one request are read concurrently; the pool bounds how many run at once.
      const matches = await Promise.all(images.map((image) => m.read.readScreenshot(engine, image, { gazetteer })));
      const result = m.engine.analyzeMatches(matches, { language, ratings: m.model.loadRatings() });
      const usable = m.engine.hasUsableData(matches);
      // Optional, never required: without LLM_* configured (or on any failure) there is simply no summary.
      if (usable && options.narrator) result.narrative = await options.narrator.narrate(result);
      return { result, usable };
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
    },
  };
}
