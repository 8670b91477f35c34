import type { ReadKind } from '@shared/reading';
import { SLIP_MARKERS } from '../locale/vocab';
import { hasPhrase, type Row } from '../page/words';

/*
 * The page's kind and the evidence it rests on. Two decisions live here: whether the page shows a bet slip (its
 * words), and the kind each read match is shown as (the layout its prices were read in, whether the page is a list).
 * Whether the page is a list is still decided in assemble/extract.ts, from the rows the names stage named
 * (docs/decisions: staged reader layout); a reader's own layout ('board', 'exchange', 'slip') is set where it reads.
 */

/** Whether any row names a bet slip ('Bet slip', 'Купон', 'Stake'): its prices are then a selection's, not a market's. */
export function pageHasSlipMarkers(rows: Row[]): boolean {
  const allFolded = rows.map((r) => r.folded).join(' ');
  return hasPhrase(allFolded, SLIP_MARKERS);
}

/** The kind a match is shown as: from the layout its prices were read in, whether the page is a list, its price count. */
export function kindOf(layout: string | null | undefined, list: boolean, prices: number): ReadKind {
  // A full market on a page with a bet slip panel is the page's market, not a selection.
  if (layout === 'slip' && prices <= 1) return 'slip';
  if (layout === 'board') return 'board';
  return list ? 'list' : 'event';
}
