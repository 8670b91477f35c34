/**
 * The split of every real screenshot set into a part to tune on and a part kept aside (docs/decisions/0051).
 *
 * Rule, written once: sort the set's labelled file names (labels.jsonl `file`, by UTF-16 code unit, as
 * Array.prototype.sort does); the file at 0-based position i is "check" when i % 3 === 2, else "tune". So every
 * third file is kept aside, a third of each set, spread over its sources because the names start with a source
 * prefix. The rule depends only on the names, never on what the reader does with a file.
 *
 * A rule or weight may be written or fitted looking at tune files only; check files are read only to report a
 * round's result.
 */

export type RealPart = 'tune' | 'check';

/** Every real set the split covers (folders of ../shared/corpus). */
export const REAL_SETS = ['real-dev', 'real-dev2', 'real-dev3', 'real-dev4'] as const;

export const isRealSet = (set: string) => (REAL_SETS as readonly string[]).includes(set);

/** The part of each file, from the full list of a set's labelled file names. */
export function splitFiles(files: readonly string[]): Map<string, RealPart> {
  const sorted = [...new Set(files)].sort();
  return new Map(sorted.map((f, i) => [f, i % 3 === 2 ? 'check' : 'tune'] as const));
}
