import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, plausibleBook, toExtractedMatch } from './assemble/matches';
import { fixturePage } from './test-fixtures';

const gazetteer = loadGazetteer();

describe('extractMatches: boxes and confidence', () => {
  it('boxes are in the original image pixels (OCR image scale divided out)', () => {
    const page = fixturePage([
      [100, ['Arsenal - Chelsea', 200]],
      [200, ['Home', 60], ['2.10', 250], ['Draw', 400], ['3.40', 560], ['Away', 700], ['3.60', 900]],
    ]);
    const r = extractMatches(page, { gazetteer, scale: 2 });
    const m = r.matches[0]!;
    expect(m.boxes.home).toEqual([100, 50, 42, 10]);
    expect(m.boxes.homeOdds?.[0]).toBe(125);
    expect(m.boxes.awayOdds?.[1]).toBe(100);
    expect(r.width).toBe(800);
    expect(m.confidence.odds).toBeGreaterThan(0.8);
  });

  it("a book whose prices cannot be one bookmaker's (misread) gets low odds confidence and a warning", () => {
    const r = extractMatches(
      fixturePage([
        [100, ['Arsenal - Chelsea', 200]],
        [200, ['Home', 60], ['21.0', 250], ['Draw', 400], ['3.40', 560], ['Away', 700], ['36.0', 900]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]!.confidence.odds).toBeLessThanOrEqual(0.3);
    expect(r.warnings).toContain('LOW_CONFIDENCE');
    expect(toExtractedMatch(r.matches[0]!).ocrConfidence).toBeLessThanOrEqual(30);
  });

  it('plausibleBook: a real margin passes, sums far from 1 do not', () => {
    expect(plausibleBook(['2.10', '3.40', '3.60'])).toBe(true);
    expect(plausibleBook(['1.90', '1.90'])).toBe(true);
    expect(plausibleBook(['1.20', '1.50', '1.80'])).toBe(false);
    expect(plausibleBook(['9.0', '8.0', '7.0'])).toBe(false);
    expect(plausibleBook(['2.10', null])).toBe(null);
  });
});
