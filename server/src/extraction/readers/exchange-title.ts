import type { Row, W } from '../page/words';
import { cleanName, isNameWord } from '../tokens/name-words';
import { foldText } from '../page/normalize';
import { sameName } from '../names/page-match';
import { isSeparator } from '../names/separator-teams';
import type { TeamPair } from '../page/team-pair';

/*
 * An exchange's event title ('Sevilla v Girona') above its header, read where the page's separator rule found no
 * match. The runners' names vouch for it: the title is only taken where its two sides are the home and away runners.
 */

/**
 * The word between the title's sides: a separator, or a short word the runners' names around it show is one ('Vv',
 * a 'v' OCR doubled).
 */
const isTitleSeparator = (w: W) => isSeparator(w) || (w.text.length <= 2 && !/\d/.test(w.text));

/** A side's words that are not words of the runner's name. */
const extra = (side: W[], runner: string) => {
  const own = new Set(foldText(runner).split(' '));
  return side.filter((w) => !own.has(foldText(w.text))).length;
};

/**
 * The title line (of the rows above the header `hi`) that names the home runner, a separator and the away runner;
 * where the title wrapped after its separator ('Sheffield United v' / 'Blackburn'), the away side is the next line.
 */
export function exchangeTitle(rows: Row[], hi: number, home: string, away: string): TeamPair | null {
  for (let ri = 0; ri < hi; ri++) {
    const next = ri + 1 < hi ? rows[ri + 1]!.phrases[0]?.words : undefined;
    for (const p of rows[ri]!.phrases) {
      let best: { pair: TeamPair; cost: number } | null = null;
      for (let i = 1; i < p.words.length; i++) {
        if (!isTitleSeparator(p.words[i]!)) continue;
        const left = p.words.slice(0, i);
        const right = i === p.words.length - 1 ? (next ?? []) : p.words.slice(i + 1);
        if (!right.length || ![...left, ...right].every(isNameWord)) continue;
        const [a, b] = [cleanName(left), cleanName(right)];
        if (!sameName(a, home) || !sameName(b, away)) continue;
        // A short word inside a name ('Valencia CF Vv Sevilla') also splits the line into names like the runners':
        // the separator is the one whose sides are nearest the runners' names.
        const cost = extra(left, home) + extra(right, away);
        const pair = { home: a, away: b, words: [...left, ...right], homeWords: left, awayWords: right, row: ri, score: 1 };
        if (!best || cost < best.cost) best = { pair, cost };
      }
      if (best) return best.pair;
    }
  }
  return null;
}
