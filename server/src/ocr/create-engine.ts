import os from 'node:os';
import sharp from 'sharp';
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
  useEveryCoreForOnePage();
  return kind === 'tesseract' ? createTesseractEngine(pool) : createHybridEngine({ tesseract: pool });
}

/**
 * sharp gives each image one libvips thread on glibc (its guard against memory fragmentation), so enlarging a page,
 * the longest part of preparing it, ran on one core while the other waited for the page. Libvips splits the work
 * into tiles with the same pixels whatever the thread count (every prepared page of the development sets is
 * byte-identical); preparing a page takes about a quarter less time, and the process's resident memory after reading
 * the development sets three times was 238 MB against 213 (docs/decisions/0044-ocr-own-thread.md).
 */
function useEveryCoreForOnePage(): void {
  const cores = os.availableParallelism();
  if (sharp.concurrency() < cores) sharp.concurrency(cores);
}
