import type { ExtractedMatch, Fact } from '@shared/prediction';
import type { OddsScreen, Side } from '../odds-screen';
import { MIN_TRUSTED_OCR } from './market';
import type { Source } from './options';

/**
 * Whether the evidence supports a value call at all, before any expected value is looked at. A value call needs a
 * complete market (every outcome priced, so the margin can be removed), prices read surely (or checked by the user),
 * pre-match prices, and probabilities from a source that earned its weight: the team model alone has a validated
 * weight of 0, so it informs and never advises. Where a piece is missing the verdict is "cannot judge" and the
 * headline says which piece would make a judgement possible (docs/decisions/0050-verdicts-and-their-evidence.md).
 */

export type EvidenceGap = 'live' | 'single-price' | 'incomplete' | 'unsure' | 'no-reference';

export interface Evidence {
  /** The first gap, the one the headline names; null when a value call may be made. */
  gap: EvidenceGap | null;
  /** The headline for the gap (null when there is none). */
  headline: Fact | null;
  warnings: Fact[];
}

const flip = (s: Side): Side => (s === 'home' ? 'away' : s === 'away' ? 'home' : s);

/** Prices, in the screen's side order, that were read under the trust level and not checked by the user. */
export function unsurePrices(screen: OddsScreen, sides: readonly Side[], matches: readonly ExtractedMatch[]) {
  const found: { side: Side; price: number; screenshot: number }[] = [];
  for (const q of screen.quotes) {
    const m = matches[q.index];
    if (!m) continue;
    const lowScreenshot = typeof m.ocrConfidence === 'number' && m.ocrConfidence < MIN_TRUSTED_OCR;
    for (const s of sides) {
      const price = q.prices[s];
      if (price === null) continue;
      const own = q.swapped ? flip(s) : s;
      if (lowScreenshot || m.unsurePrices?.includes(own)) found.push({ side: s, price, screenshot: q.index });
    }
  }
  return found;
}

export function evidenceStage(input: {
  screen: OddsScreen;
  sides: readonly Side[];
  used: readonly ExtractedMatch[];
  matches: readonly ExtractedMatch[];
  /** A slip's single pick with no complete market beside it. */
  slip: boolean;
  picked: Side | null;
  /** Fair probabilities from the market (every outcome priced), else null. */
  marketFair: number[] | null;
  source: Source | null;
  /**
   * The second opinion (reference.ts): whether a fair price from outside the screenshot's book earned the right to
   * advise, and the one shown for information. Absent: the check is skipped (callers before issue 49).
   */
  reference?: { advising: boolean; books: number; shown: { kind: string; name: string } | null; meanMargin: number | null };
}): Evidence {
  const { screen, sides } = input;
  const warnings: Fact[] = [];
  const live = input.used.some((m) => m.live);
  if (live) warnings.push({ code: 'live' });
  const unsure = unsurePrices(screen, sides, input.matches);
  if (unsure.length)
    warnings.push({
      code: 'unsure-price',
      p: { keys: unsure.map((u) => u.side), prices: unsure.map((u) => u.price), screenshots: unsure.map((u) => u.screenshot) },
    });
  const shown = sides.filter((s) => screen.best[s]);
  const missing = sides.filter((s) => !screen.best[s]);

  if (live) return { gap: 'live', headline: { code: 'headline.live' }, warnings };
  if (input.slip && input.picked && screen.best[input.picked]) {
    const pick = screen.best[input.picked]!;
    return {
      gap: 'single-price',
      headline: { code: 'headline.single-price', p: { key: input.picked, price: pick.price, implied: 1 / pick.price } },
      warnings,
    };
  }
  // No price read at all: the headline is the engine's own (nothing read, or the model's view for reference).
  if (!input.marketFair && shown.length === 0) return { gap: 'incomplete', headline: null, warnings };
  if (!input.marketFair)
    return {
      gap: 'incomplete',
      headline: {
        code: 'headline.incomplete',
        p: { keys: shown, prices: shown.map((s) => screen.best[s]!.price), missing, model: input.source === 'model' },
      },
      warnings,
    };
  if (unsure.length)
    return {
      gap: 'unsure',
      headline: { code: 'headline.unsure', p: { keys: unsure.map((u) => u.side), prices: unsure.map((u) => u.price) } },
      warnings,
    };
  // One book's prices de-vigged against themselves give every outcome an EV of minus the margin: no second opinion
  // that earned weight, no value call (issue 49).
  const ref = input.reference;
  if (ref && !ref.advising)
    return {
      gap: 'no-reference',
      headline: {
        code: 'headline.no-reference',
        p: { books: ref.books, margin: ref.meanMargin, shown: ref.shown?.name ?? null, shownKind: ref.shown?.kind ?? null },
      },
      warnings,
    };
  return { gap: null, headline: null, warnings };
}
