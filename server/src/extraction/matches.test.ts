import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, mostProminent, plausibleBook, toExtractedMatch } from './assemble/matches';
import { fixturePage } from './test-fixtures';

const gazetteer = loadGazetteer();
const rowsOf = (r: ReturnType<typeof extractMatches>) =>
  r.matches.map((m) => [m.teams?.join(' - '), m.odds.home, m.odds.draw, m.odds.away]);

// Dates printed without their year take the year their weekday fits nearest to today: today is pinned.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('extractMatches: every match on a list', () => {
  it('one-line rows under a 1 X 2 header: each row its own teams and prices, the first row most prominent', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Premier League', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [90, ['Sat 14 Mar', 40]],
        [130, ['15:00', 40], ['Arsenal - Chelsea', 140], ['2,10', 900], ['3,40', 1000], ['3,60', 1100]],
        [180, ['17:30', 40], ['Liverpool - Everton', 140], ['1,55', 900], ['4,20', 1000], ['6,00', 1100]],
        [230, ['20:00', 40], ['Brentford - Fulham', 140], ['2,45', 900], ['3,30', 1000], ['2,95', 1100]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Arsenal - Chelsea', '2.10', '3.40', '3.60'],
      ['Liverpool - Everton', '1.55', '4.20', '6.00'],
      ['Brentford - Fulham', '2.45', '3.30', '2.95'],
    ]);
    expect(r.matches.map((m) => m.time)).toEqual(['15:00', '17:30', '20:00']);
    expect(r.matches.every((m) => m.date === '2026-03-14' && m.kind === 'list' && m.market === '1x2')).toBe(true);
    expect(r.warnings).toContain('OTHER_MATCHES_FOUND');
    expect(mostProminent(r.matches)?.teams).toEqual(['Arsenal', 'Chelsea']);
  });
});

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

  it("a football draw priced at more than twice the longer win ('429,200' for '▲29,200') is shown but not trusted", () => {
    const read = (draw: string) =>
      extractMatches(
        fixturePage([
          [40, ['Ligue 1', 60], ['1', 700], ['X', 850], ['2', 1000]],
          [100, ['Lille - Olympique Marseille', 60], ['54,250', 680], [draw, 830], ['1,010', 990]],
        ]),
        { gazetteer },
      ).matches[0]!;
    expect(read('429,200').odds.draw).toBe('429.200');
    expect(read('429,200').confidence.odds).toBeLessThanOrEqual(0.5);
    expect(read('29,200').confidence.odds).toBeGreaterThan(0.6);
  });

  it('plausibleBook: a real margin passes, sums far from 1 do not', () => {
    expect(plausibleBook(['2.10', '3.40', '3.60'])).toBe(true);
    expect(plausibleBook(['1.90', '1.90'])).toBe(true);
    expect(plausibleBook(['1.20', '1.50', '1.80'])).toBe(false);
    expect(plausibleBook(['9.0', '8.0', '7.0'])).toBe(false);
    expect(plausibleBook(['2.10', null])).toBe(null);
  });

  it('nothing read: no matches and NO_MATCH_FOUND', () => {
    const r = extractMatches(fixturePage([[40, ['Lo sentimos, no hay apuestas disponibles', 40]]]), { gazetteer });
    expect(r.matches).toEqual([]);
    expect(r.warnings).toEqual(['NO_MATCH_FOUND']);
  });

  it('teams joined to prices from another line, on a page naming several matches, are never trusted enough to stake', () => {
    // Each list row's prices were read on a line of their own above its names, so no row holds both.
    const r = extractMatches(
      fixturePage([
        [40, ['Ligue 1', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [100, ['+100', 900], ['+255', 1000], ['+235', 1100]],
        [125, ['Metz - Paris FC', 200]],
        [200, ['+130', 900], ['+250', 1000], ['+210', 1100]],
        [225, ['Lyon - Brest', 200]],
        [300, ['+540', 900], ['+360', 1000], ['-195', 1100]],
        [325, ['Nantes - Lille', 200]],
      ]),
      { gazetteer },
    );
    const top = mostProminent(r.matches)!;
    expect(top.odds.home).not.toBeNull();
    expect(top.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});
