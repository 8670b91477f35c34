import type { HistoryItem, HistoryPick } from '@shared/api';

/** The verdict code of a card: the stored one, the facts' one, or, on the oldest results, none. */
export function verdictCode(item: Pick<HistoryItem, 'verdict' | 'facts'>): string | null {
  return item.verdict ?? item.facts?.verdict ?? null;
}

/** Which label the pick's probability gets: a fair chance (the market without its margin) or the model's estimate. */
export function pickSourceKey(pick: Pick<HistoryPick, 'source'>): 'fair' | 'model' {
  return pick.source === 'model' ? 'model' : 'fair';
}

/**
 * The reading confidence a card may show: none for values the user typed (nothing was read), else the stored
 * confidence figure, which is about the reading and is always labelled as such.
 */
export function readingConfidenceOf(item: Pick<HistoryItem, 'facts'>, confidence: number): number | null {
  // `reading` is newer than some stored facts; read it as optional whatever the facts' type says.
  const reading = (item.facts as { reading?: { source?: string } } | null | undefined)?.reading;
  return reading?.source === 'manual' ? null : confidence;
}
