import type { OcrEngine } from './engine';
import { preprocessForOcr, warmPreprocess } from './preprocess';

/**
 * Tesseract on a whole screenshot: the image is prepared for it first (grayscale, dark themes negated, tinted
 * backgrounds flattened, small text upscaled), so its page is in the prepared image's pixels.
 */
export function createTesseractEngine(pool: OcrEngine & { warm?: () => Promise<void> }): OcrEngine & {
  warm(): Promise<void>;
} {
  return {
    async recognize(image, opts) {
      const pre = await preprocessForOcr(image);
      const page = await pool.recognize(pre.buffer, opts);
      return { ...page, scale: pre.scale };
    },
    async warm() {
      await Promise.all([pool.warm?.(), warmPreprocess()]);
    },
    close: () => pool.close(),
  };
}
