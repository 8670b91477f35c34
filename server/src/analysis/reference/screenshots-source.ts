import type { OddsScreen } from '../odds-screen';
import type { DevigMethod } from '../devig';
import type { ReferencePrice } from './types';

/**
 * The request's other screenshots as a reference: the consensus of every complete, plausible book the user showed
 * (odds-screen.ts), held against the best of their prices. It needs two books: one book against itself is only its
 * own margin.
 */
export function screenshotsReference(screen: OddsScreen, method: DevigMethod): ReferencePrice | null {
  const books = screen.quotes.filter((q) => q.complete && q.plausible).length;
  const fair = screen.consensus?.[method];
  if (books < 2 || !fair) return null;
  const [h, d, a] = screen.threeWay ? fair : [fair[0]!, 0, fair[1]!];
  return { kind: 'screenshots', name: `consensus of ${books} screenshots`, fair: [h!, d!, a!], asOf: null };
}
