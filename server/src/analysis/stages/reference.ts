import type { Fact, ReferenceFacts, ReferenceTrack } from '@shared/prediction';
import type { DevigMethod } from '../devig';
import type { OddsScreen, Side } from '../odds-screen';
import { screenshotsReference } from '../reference/screenshots-source';
import { REFERENCE_ORDER, type ReferenceEvidence, type ReferencePrice } from '../reference/types';

/**
 * The second opinion (issue 49): of the fair prices from outside the screenshot's own book (the pipeline's lookups
 * and the request's other screenshots), the sharpest whose rule earned weight on history sets the probabilities and
 * may advise; the sharpest other one is shown for information. One book against itself is only its own margin, so
 * without an advising reference no value call is made (evidence.ts names the gap).
 * docs/decisions/0053-second-opinion.md
 */

export interface ReferenceStage {
  /** The reference the verdict rests on (its rule earned weight), or null. */
  advising: ReferencePrice | null;
  /** Its fair probabilities in side order. */
  fair: number[] | null;
  /** The record of the reference shown (advising, else the first for information). */
  track: ReferenceTrack | null;
  facts: ReferenceFacts | null;
  /** Complete, plausible books the screenshots show. */
  books: number;
  factors: Fact[];
  warnings: Fact[];
}

const INDEX: Record<Side, number> = { home: 0, draw: 1, away: 2 };

export function referenceStage(input: {
  screen: OddsScreen;
  sides: readonly Side[];
  devigMethod: DevigMethod;
  given: readonly ReferencePrice[];
  evidence: ReferenceEvidence;
}): ReferenceStage {
  const { screen, sides } = input;
  const books = screen.quotes.filter((q) => q.complete && q.plausible).length;
  const none: ReferenceStage = { advising: null, fair: null, track: null, facts: null, books, factors: [], warnings: [] };
  // The sources price football's 1X2; a two-way market keeps the screenshots' own consensus only.
  const own = screenshotsReference(screen, input.devigMethod);
  const all = [...(screen.threeWay ? input.given : []), ...(own ? [own] : [])].sort(
    (a, b) => REFERENCE_ORDER.indexOf(a.kind) - REFERENCE_ORDER.indexOf(b.kind),
  );
  if (!all.length) return none;
  const priceKind = books >= 2 ? 'best' : 'single';
  const rated = all.map((ref) => {
    const track = input.evidence[ref.kind]?.[priceKind] ?? null;
    return { ref, track, advises: track?.earnsWeight === true };
  });
  const chosen = rated.find((r) => r.advises) ?? rated[0]!;
  const fair = sides.map((s) => chosen.ref.fair[screen.threeWay ? INDEX[s] : s === 'home' ? 0 : 2]!);
  const sum = fair.reduce((a, b) => a + b, 0);
  const normalised = fair.map((x) => x / sum);
  const facts: ReferenceFacts = {
    kind: chosen.ref.kind,
    name: chosen.ref.name,
    fair: normalised,
    asOf: chosen.ref.asOf,
    advises: chosen.advises,
    track: chosen.track,
  };
  const factors: Fact[] =
    chosen.ref.kind === 'screenshots'
      ? []
      : [
          {
            code: 'reference',
            p: { kind: chosen.ref.kind, name: chosen.ref.name, keys: [...sides], probs: normalised, asOf: chosen.ref.asOf },
          },
        ];
  const warnings: Fact[] = chosen.track
    ? [
        {
          code: 'reference-track',
          p: {
            kind: chosen.ref.kind,
            name: chosen.ref.name,
            price: chosen.track.price,
            threshold: chosen.track.threshold,
            bets: chosen.track.bets,
            matches: chosen.track.matches,
            from: chosen.track.from,
            to: chosen.track.to,
            roi: chosen.track.roi,
            roiLow: chosen.track.roiLow,
            roiHigh: chosen.track.roiHigh,
            clv: chosen.track.clv,
            clvLow: chosen.track.clvLow,
            clvHigh: chosen.track.clvHigh,
            advises: chosen.advises,
          },
        },
      ]
    : [];
  return {
    advising: chosen.advises ? chosen.ref : null,
    fair: chosen.advises ? normalised : null,
    track: chosen.track,
    facts,
    books,
    factors,
    warnings,
  };
}

/** The edge a stake is sized by: the rule's measured return (CLV where it carried the evidence, else ROI). */
export function measuredEdge(track: ReferenceTrack | null): number | null {
  if (!track?.earnsWeight) return null;
  if (track.roiLow > 0) return track.roi;
  return track.clv > 0 ? track.clv : null;
}
