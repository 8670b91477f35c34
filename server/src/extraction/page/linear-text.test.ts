import { describe, expect, it } from 'vitest';
import { endsInLetters, isSpace, oneOf, splitAtSpaced, splitTrimmed, trimRuns, type CharTest } from './linear-text';

/*
 * The six patterns docs/decisions/0055 found quadratic on a long OCR line, each beside the linear code that replaced
 * it: the same result on ordinary text, and a 100,000-character worst case read at once (the old patterns took
 * seconds at 20,000 characters, and grow with the square).
 */

/** A seeded generator: the same texts on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Short texts of the glyphs OCR reads round names, labels and headings, the patterns' own characters among them. */
function texts(alphabet: string[], count = 4000, seed = 55): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''),
  );
}

const LETTERS = ['a', 'Z', 'é', 'д', 'Ж', '𝐀', 'ß'];
const SPACES = [' ', '  ', '\t', '\u00a0', '\n'];
const OTHERS = ['1', '0', '-', '.', ',', ':', ';', '!', '?', '(', ')', '"', "'", '“', '”', '‘', '’', '«', '»', '@', '©'];
const ORDINARY = ['', 'Arsenal', 'Шимунек Д.', '(Real Madrid)', '"Lazio",', 'Draw:', '- 1 -', 'П1.', 'Grêmio!?'];

/** Milliseconds `f` takes. */
function timed(f: () => unknown): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

const LONG = 100_000;
const BOUND_MS = 200;

describe('linear trims and splits read as the patterns they replace', () => {
  it("names/page-match.ts /\\p{L}{5,}$/u: a name whose last word may be cut short ('Heart of Midlothi')", () => {
    const old = (t: string) => /\p{L}{5,}$/u.test(t);
    for (const t of [...ORDINARY, 'Benfi', 'Benf', 'Heart of Midlothi', 'ab𝐀𝐀𝐀', '𝐀𝐀𝐀𝐀', ...texts([...LETTERS, ...SPACES, '1'])])
      expect(endsInLetters(t, 5), t).toBe(old(t));
    expect(timed(() => endsInLetters('a'.repeat(LONG) + '1', 5))).toBeLessThan(BOUND_MS);
  });

  it("tokens/name-words.ts /(\\p{L}{4,})\\.$/u: a full stop after a whole word, not after an initial ('Д.')", () => {
    const old = (t: string) => t.replace(/(\p{L}{4,})\.$/u, '$1');
    const linear = (t: string) => (t.endsWith('.') && endsInLetters(t, 4, t.length - 1) ? t.slice(0, -1) : t);
    for (const t of [...ORDINARY, 'Ирландия.', 'Д.', 'Dep.Co.', '𝐀𝐀𝐀𝐀.', ...texts([...LETTERS, '.', '.', ' ', '1'])])
      expect(linear(t), t).toBe(old(t));
    expect(timed(() => linear('a'.repeat(LONG) + '!'))).toBeLessThan(BOUND_MS);
    expect(timed(() => linear('a'.repeat(LONG) + '.'))).toBeLessThan(BOUND_MS);
  });

  it("names/sport.ts /\\s*[›>»|/]\\s*/: a breadcrumb's segments ('Soccer › England › Premier League')", () => {
    const breadcrumb = oneOf('›>»|/');
    const old = (t: string) => t.split(/\s*[›>»|/]\s*/);
    const cases = ['Soccer › England › Premier League', ' a > > b ', 'a>>b', '> a', 'a >', '/'];
    for (const t of [...ORDINARY, ...cases, ...texts(['›', '>', '»', '|', '/', ...SPACES, ...LETTERS])])
      expect(splitTrimmed(t, breadcrumb), JSON.stringify(t)).toEqual(old(t));
    expect(timed(() => splitTrimmed('a' + ' '.repeat(LONG) + 'b', breadcrumb))).toBeLessThan(BOUND_MS);
    expect(timed(() => splitTrimmed('a' + ' '.repeat(LONG) + '>' + ' '.repeat(LONG), breadcrumb))).toBeLessThan(BOUND_MS);
  });

  it('tokens/name-words.ts /^[("\'“«]+|[)"\'”»:,.;!?]+$/g: a word without the quotes and punctuation round it', () => {
    const [lead, trail] = [oneOf('("\'“«'), oneOf(')"\'”»:,.;!?')];
    const old = (t: string) => t.replace(/^[("'“«]+|[)"'”»:,.;!?]+$/g, '');
    for (const t of [...ORDINARY, '""', '.("', '((a))', ...texts([...OTHERS, ...LETTERS, ' '])])
      expect(trimRuns(t, lead, trail), t).toBe(old(t));
    expect(timed(() => trimRuns('.'.repeat(LONG) + 'a', lead, trail))).toBeLessThan(BOUND_MS);
    expect(timed(() => trimRuns('('.repeat(LONG), lead, trail))).toBeLessThan(BOUND_MS);
  });

  it('tokens/name-words.ts /^[("\'“”‘’«]+|[)"\'“”‘’»:,;!?@©®]+$/g, beside it: a name word without the same', () => {
    const [lead, trail] = [oneOf('("\'“”‘’«'), oneOf(')"\'“”‘’»:,;!?@©®')];
    const old = (t: string) => t.replace(/^[("'“”‘’«]+|[)"'“”‘’»:,;!?@©®]+$/g, '');
    for (const t of [...ORDINARY, '‘Spurs’', 'Bet365©', ...texts([...OTHERS, '®', ...LETTERS, ' '])])
      expect(trimRuns(t, lead, trail), t).toBe(old(t));
    expect(timed(() => trimRuns(','.repeat(LONG) + 'a', lead, trail))).toBeLessThan(BOUND_MS);
  });

  it('tokens/labels.ts /^[\\s\\-—–:|]+|[\\s\\-—–:|.,]+$/g: a label without the dashes, bars and points round it', () => {
    const dash = oneOf('-—–:|');
    const stop = oneOf('.,');
    const lead: CharTest = (ch) => isSpace(ch) || dash(ch);
    const trail: CharTest = (ch) => lead(ch) || stop(ch);
    const old = (t: string) => t.replace(/^[\s\-—–:|]+|[\s\-—–:|.,]+$/g, '');
    for (const t of [...ORDINARY, ' — Draw — ', '| X |', '1.', ...texts(['—', '–', '|', ...OTHERS, ...SPACES, ...LETTERS])])
      expect(trimRuns(t, lead, trail), JSON.stringify(t)).toBe(old(t));
    expect(timed(() => trimRuns('a' + ' '.repeat(LONG) + 'b', lead, trail))).toBeLessThan(BOUND_MS);
    expect(timed(() => trimRuns('a' + '.-'.repeat(LONG / 2) + 'b', lead, trail))).toBeLessThan(BOUND_MS);
  });

  it("names/sport.ts /\\s+[-–—·•:]\\s+/: a heading's segments ('Россия. Премьер-лига · Сегодня 19:45')", () => {
    const separator = oneOf('-–—·•:');
    const old = (t: string) => t.split(/\s+[-–—·•:]\s+/);
    const cases = ['Россия. Премьер-лига · Сегодня 19:45', 'Turkey - Super Lig : 1 Jul 21:00', 'a - - b', ' - a', 'a -  '];
    for (const t of [...ORDINARY, ...cases, ...texts(['-', '–', '—', '·', '•', ':', ...SPACES, ...SPACES, ...LETTERS])])
      expect(splitAtSpaced(t, separator), JSON.stringify(t)).toEqual(old(t));
    expect(timed(() => splitAtSpaced('a' + ' '.repeat(LONG) + 'b', separator))).toBeLessThan(BOUND_MS);
    expect(timed(() => splitAtSpaced(' -'.repeat(LONG / 2), separator))).toBeLessThan(BOUND_MS);
  });
});
