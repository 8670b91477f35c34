/** The screenshot OCR engines (OCR_ENGINE); no imports, so configuration can name them without loading them. */
export const OCR_ENGINES = ['hybrid', 'tesseract'] as const;
export type OcrEngineKind = (typeof OCR_ENGINES)[number];

/** Chosen by measurement (docs/decisions/0021-two-look-ocr.md). */
export const DEFAULT_OCR_ENGINE: OcrEngineKind = 'hybrid';
