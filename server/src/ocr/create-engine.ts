import type { OcrEngine } from './engine';
import type { OcrEngineKind } from './engine-kinds';
import { createHybridEngine } from './paddle/hybrid-engine';
import { createTesseractEngine } from './tesseract-engine';

export { DEFAULT_OCR_ENGINE, OCR_ENGINES, type OcrEngineKind } from './engine-kinds';

/**
 * The screenshot OCR engine over a warm tesseract pool (it warms and closes the pool): 'tesseract' reads the whole
 * prepared page with it; 'hybrid' has tesseract read the page and PP-OCR read the short regions over it
 * (docs/decisions/0021).
 */
export function createOcrEngine(
  kind: OcrEngineKind,
  pool: OcrEngine & { warm?: () => Promise<void> },
): OcrEngine & { warm(): Promise<void> } {
  return kind === 'tesseract' ? createTesseractEngine(pool) : createHybridEngine({ tesseract: pool });
}
