import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRUSTED_PRICE_CONFIDENCE, type ReadMatch, type ScreenshotReading } from '@shared/reading';
import { extractMatches } from '../assemble/matches';
import { loadGazetteer } from '../names/gazetteer';
import { boxedPage, fixturePage, type BoxedWord, type Cell } from '../test-fixtures';

/* Every reader case (README.md beside this file): OCR words in, the expected reading out. */

/** A bound on a confidence (0..1): min and max are inclusive (>=, <=), above and below exclusive (>, <). */
interface Bound {
  min?: number;
  max?: number;
  above?: number;
  below?: number;
}

interface Expected {
  teams: [string, string | null];
  odds: ReadMatch['odds'];
  trusted?: boolean;
  /** Bounds on the match's confidence in its teams and its prices. */
  confidence?: { teams?: Bound; odds?: Bound };
  /** The league read for the match; null = none. */
  league?: string | null;
  /** Any other fields of the reading, as the reader gives them (market, complete, date, time, sport, canonicalTeams...). */
  fields?: Partial<Omit<ReadMatch, 'teams' | 'odds' | 'league'>>;
}

interface Case {
  why: string;
  from: string;
  rows?: [number | [number, number], ...Cell[]][];
  boxed?: BoxedWord[][];
  expect: Expected[];
  never?: string[];
  priced?: number;
  /** expect names the first matches read, in the reader's order (most prominent first). */
  ordered?: boolean;
  /** How many matches are read in all. */
  count?: number;
  /** The OCR image's scale over the screenshot's (extractMatches' `scale`); 1 when left out. */
  scale?: number;
  /** Warning codes the reading must carry, at least these (others may come too)... */
  warnings?: ScreenshotReading['warnings'];
  /** ...and, when true, no other. */
  warningsOnly?: true;
  /** No match read has teams at all (a page of prices, prose or chrome). */
  teamless?: true;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const cases = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Case] as const);
const gazetteer = loadGazetteer();
const priced = (m: ReadMatch) => !!(m.odds.home || m.odds.draw || m.odds.away);
const within = (value: number, b: Bound, what: string) => {
  if (b.min !== undefined) expect(value, what).toBeGreaterThanOrEqual(b.min);
  if (b.max !== undefined) expect(value, what).toBeLessThanOrEqual(b.max);
  if (b.above !== undefined) expect(value, what).toBeGreaterThan(b.above);
  if (b.below !== undefined) expect(value, what).toBeLessThan(b.below);
};

// Dates printed without their year take the year their weekday fits nearest to today: today is pinned.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('reader cases', () => {
  it('there are cases, each with a reason, a source and a page', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const [f, c] of cases) {
      expect(c.why, f).toBeTruthy();
      expect(c.from, f).toBeTruthy();
      expect(!!c.rows !== !!c.boxed, `${f}: rows or boxed`).toBe(true);
    }
  });

  for (const [file, c] of cases) {
    it(`${file}: ${c.why}`, () => {
      const page = c.rows ? fixturePage(c.rows) : boxedPage(c.boxed!);
      const { matches, warnings } = extractMatches(page, { gazetteer, scale: c.scale });
      for (const [i, want] of c.expect.entries()) {
        const got = c.ordered ? matches[i] : matches.find((m) => m.teams?.[0] === want.teams[0]);
        expect(got?.teams, `${file}: no match of ${want.teams[0]} in ${JSON.stringify(matches.map((m) => m.teams))}`).toEqual(
          want.teams,
        );
        expect(got!.odds).toEqual(want.odds);
        if (want.trusted !== undefined) expect(got!.confidence.odds >= TRUSTED_PRICE_CONFIDENCE).toBe(want.trusted);
        if (want.league !== undefined) expect(got!.league, `${file}: league of ${want.teams[0]}`).toBe(want.league);
        if (want.fields) expect(got, `${file}: fields of ${want.teams[0]}`).toMatchObject(want.fields);
        const { teams, odds } = want.confidence ?? {};
        if (teams) within(got!.confidence.teams, teams, `${file}: teams confidence of ${want.teams[0]}`);
        if (odds) within(got!.confidence.odds, odds, `${file}: odds confidence of ${want.teams[0]}`);
      }
      const shown = matches.flatMap((m) => [...(m.teams ?? []), m.odds.home, m.odds.draw, m.odds.away]);
      for (const text of c.never ?? []) expect(shown, `${file}: ${text}`).not.toContain(text);
      if (c.priced !== undefined) expect(matches.filter(priced).length).toBe(c.priced);
      if (c.count !== undefined) expect(matches.length, `${file}: matches read`).toBe(c.count);
      for (const code of c.warnings ?? []) expect(warnings, `${file}: warnings`).toContain(code);
      if (c.warningsOnly) expect(warnings, `${file}: warnings`).toEqual(c.warnings);
      if (c.teamless)
        expect(
          matches.map((m) => m.teams),
          `${file}: teams read`,
        ).toEqual(matches.map(() => null));
    });
  }
});
