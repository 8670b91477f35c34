import type { ReadMatch } from '@shared/reading';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { editDistance } from '../page/normalize';

/*
 * A name misread or cut where its match is priced, printed whole elsewhere on the same page: an event page prints its
 * players' names in its title and over each of its markets, in several sizes, and OCR misreads the small ones the
 * same way each time ('Flavio Coboli' over every market, 'Flavio Cobolli' in the title). Each word of the name takes
 * the spelling the page prints it in most surely.
 */

/** Letters a word must have to be completed from a longer spelling: shorter starts are abbreviations. */
const CUT = 4;
/** Letters both spellings must have to be one misread letter apart: short words differ as different names do. */
const MISREAD = 5;
/** A spelling read at least this surely is one the page prints. */
const SURE = 85;
/** How much surer than the name's own spelling another must be read to replace it. */
const MARGIN = 5;

const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A word as a name's: the punctuation OCR attaches at its ends dropped ('Cobolli,', '(Tirante'). */
const bare = (t: string) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Whether `other` may be the printed spelling of the name's word `own` (folded): the same, its full form, one letter apart. */
function mayBe(own: string, other: string): boolean {
  if (own === other) return true;
  if (/\d/.test(own) || /\d/.test(other)) return false;
  if (own.length >= CUT && other.length > own.length && other.startsWith(own)) return true;
  return own.length >= MISREAD && other.length >= MISREAD && own[0] === other[0] && editDistance(own, other, 1) <= 1;
}

/** Each place on the page where the name's words are printed in a row, word for word as `mayBe` allows. */
function occurrences(words: string[], page: OcrPage): OcrWord[][] {
  const found: OcrWord[][] = [];
  for (const line of page.lines) {
    const ws = [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    for (let j = 0; j + words.length <= ws.length; j++) {
      const run = ws.slice(j, j + words.length);
      if (run.every((w, k) => mayBe(words[k]!, fold(bare(w.text))))) found.push(run);
    }
  }
  return found;
}

/** The name as the page prints it most surely; the name itself where no other spelling is surer. */
export function speltAsPrinted(name: string, page: OcrPage): string {
  const words = name.split(' ');
  // A one-word name has no neighbour to anchor it: 'Mario' beside 'Maria' may be two players.
  if (words.length < 2) return name;
  const folded = words.map(fold);
  const runs = occurrences(folded, page);
  if (runs.length < 2) return name;
  const spelt = words.map((word, k) => {
    const own = folded[k]!;
    const best = new Map<string, { text: string; confidence: number }>();
    for (const run of runs) {
      const w = run[k]!;
      const text = bare(w.text);
      const key = fold(text);
      if ((best.get(key)?.confidence ?? -1) < w.confidence) best.set(key, { text, confidence: w.confidence });
    }
    const mine = best.get(own)?.confidence ?? 0;
    const [top] = [...best.entries()].filter(([key]) => key !== own).sort((a, b) => b[1].confidence - a[1].confidence);
    if (!top) return word;
    const [key, other] = top;
    const completes = key.startsWith(own);
    return other.confidence >= SURE && (completes || other.confidence >= mine + MARGIN) ? other.text : word;
  });
  return spelt.join(' ');
}

/** The match with each side's name as the page prints it most surely. */
export function speltAsPrintedElsewhere(m: ReadMatch, page: OcrPage): ReadMatch {
  if (!m.teams) return m;
  const [home, away] = m.teams;
  const teams: [string, string | null] = [speltAsPrinted(home, page), away === null ? null : speltAsPrinted(away, page)];
  return teams[0] === home && teams[1] === away ? m : { ...m, teams };
}
