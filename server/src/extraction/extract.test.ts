import { describe, expect, it } from 'vitest';
import { extractMatches } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage } from './test-fixtures';

describe("an event page's labelled price buttons", () => {
  it("a price whose mark OCR lost between labelled cells ('1 5.4  x 45  2 1.51') is read with the mark back, as unsure", () => {
    // OCR boxes of a generated event page: the draw's 4.5 read as '45', each price after its outcome's label.
    const page = boxedPage([
      [
        ['Toulouse', 1001, 306, 1163, 334, 96],
        ['Lorient', 2436, 307, 2561, 334, 96],
      ],
      [
        ['3', 1732, 370, 1742, 385, 96],
        ['Nov', 1751, 370, 1787, 385, 96],
        ['21:00', 1795, 370, 1848, 385, 96],
      ],
      [
        ['Match', 428, 512, 489, 529, 96],
        ['Result', 497, 512, 563, 529, 96],
      ],
      [
        ['1', 449, 593, 458, 608, 95],
        ['5.4', 1276, 592, 1306, 608, 96],
        ['x', 1362, 593, 1374, 608, 86],
        ['45', 2189, 592, 2219, 608, 95],
        ['2', 2275, 593, 2285, 608, 97],
        ['1.51', 3089, 591, 3128, 609, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer: loadGazetteer() }).matches;
    expect(m?.odds).toEqual({ home: '5.4', draw: '4.5', away: '1.51' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });
});
