/** Rounding of the numbers the result carries (percent with 1 decimal, prices and weights with 2). Texts are rendered
 * from facts by shared/src/analysis-text.ts. */
export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
