import type { OcrEngine } from './engine';
import type { OcrEngineKind } from './engine-kinds';
import { createHybridEngine } from './paddle/hybrid-engine';
import { createTesseractEngine } from './tesseract-engine';

export { DEFAULT_OCR_ENGINE, OCR_ENGINES, type OcrEngineKind } from './engine-kinds';

/**
 * The screenshot OCR engine over a warm tesseract pool: 'tesseract' reads the whole prepared page with it;
 * 'hybrid' finds and reads text with PP-OCR and gives tesseract only the regions PP-OCR cannot spell.
 */
export function createOcrEngine(
  kind: OcrEngineKind,
  pool: OcrEngine & { warm?: () => Promise<void> },
): OcrEngine & { warm(): Promise<void> } {
  if (kind === 'tesseract') return createTesseractEngine(pool);
  const hybrid = createHybridEngine({ tesseract: pool });
  return {
    recognize: (image, opts) => hybrid.recognize(image, opts),
    async warm() {
      await Promise.all([hybrid.warm(), pool.warm?.()]);
    },
    close: () => pool.close(),
  };
}
