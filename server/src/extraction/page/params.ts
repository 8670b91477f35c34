/**
 * The extractor's few tunable numbers, in one place so the benchmark can tune them on some layout families and
 * score the family left out (leave-one-family-out). Everything else in extraction is a general rule, not a knob.
 */
export interface ExtractionParams {
  /** A horizontal gap wider than this many line heights splits a row into cells (a word gap is about 0.3). */
  cellGap: number;
  /** OCR lines whose vertical centres are closer than this fraction of the line height form one visual row. */
  rowMerge: number;
  /** Words under this OCR confidence (0..100) cannot alone make a team name. */
  minNameConfidence: number;
  /** A match whose weakest field confidence (0..1) is under this is flagged LOW_CONFIDENCE. */
  lowConfidence: number;
}

export const DEFAULT_PARAMS: ExtractionParams = {
  cellGap: 1.3,
  rowMerge: 0.5,
  minNameConfidence: 40,
  lowConfidence: 0.6,
};

/** Values the leave-one-family-out benchmark searches (the default of each is among them). */
export const PARAM_GRID: { [K in keyof ExtractionParams]: number[] } = {
  cellGap: [1.0, 1.3, 1.8],
  rowMerge: [0.35, 0.5, 0.7],
  minNameConfidence: [20, 40, 60],
  lowConfidence: [0.5, 0.6, 0.7],
};
