import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches } from './assemble/matches';
import { rejoinSplitWords, splitStackedWords } from './grid/layout';
import type { W } from './page/words';
import { fixturePage } from './test-fixtures';

/* Rows of match lists as OCR returns them: lines cut apart, labels glued to prices, live scores beside names. */

const gazetteer = loadGazetteer();
const byTeams = (ms: ReturnType<typeof extractMatches>['matches'], home: string) => ms.find((m) => m.teams?.[0] === home);

describe('list rows', () => {
  it("a name's first letter read on the line beside it joins the name; a letter with neighbours on its own line stays", () => {
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 90): W => ({ text, conf, x0, y0, x1, y1 });
    const split = [[w('H', 232, 496, 255, 521)], [w('Пер.', 68, 494, 150, 530), w('ицца', 257, 502, 340, 540)]];
    rejoinSplitWords(split);
    expect(split.map((l) => l.map((x) => x.text))).toEqual([[], ['Пер.', 'Ницца']]);
    const word = [[w('H', 232, 496, 255, 521), w('Arena', 270, 496, 360, 521)], [w('ицца', 257, 502, 340, 540)]];
    rejoinSplitWords(word);
    expect(word.map((l) => l.map((x) => x.text))).toEqual([['H', 'Arena'], ['ицца']]);
    // A live score's digit beside the letter is no word: 'Ш', read as 'W' on the score's line, joins 'тутгарт'.
    const score = [
      [w('3', 238, 988, 264, 1026), w('W', 309, 988, 350, 1025)],
      [w("45'", 33, 1026, 109, 1059), w('тутгарт', 355, 997, 530, 1037)],
    ];
    rejoinSplitWords(score);
    expect(score.map((l) => l.map((x) => x.text))).toEqual([['3'], ["45'", 'Штутгарт']]);
    // A capital after a Latin word's small letters is another line's glyph.
    const latin = [[w('Tampa', 1229, 463, 1291, 485)], [w('P', 1295, 468, 1312, 490), w('yng', 1381, 468, 1454, 490)]];
    rejoinSplitWords(latin);
    expect(latin.map((l) => l.map((x) => x.text))).toEqual([['Tampa'], ['P', 'yng']]);
    // Three letters as well ('Штуг' + 'арт'), which had made a pair of teams of one name's halves.
    const three = [[w('Штуг', 875, 198, 932, 228, 53)], [w('арт', 929, 201, 966, 235, 71), w('1.48', 1206, 210, 1263, 225, 99)]];
    rejoinSplitWords(three);
    expect(three.map((l) => l.map((x) => x.text))).toEqual([['Штугарт'], ['1.48']]);
  });
});

describe('a line OCR read across two stacked names', () => {
  it("'Лион' over 'Лилль' in one line with the prices centred between them: two lines, the row's two teams", () => {
    const page = fixturePage([
      [40, ['Франция. Лига 1', 40], ['1', 900], ['X', 1000], ['2', 1100]],
      [100, ["32'", 40], ['Лион', 200], ['1,01', 900], ['29,00', 1000], ['53,00', 1100]],
      [200, ["80'", 40], ['Ланс', 200]],
      [220, ['0:0', 40], ['9,80', 900], ['1,55', 1000], ['3,50', 1100]],
      [240, ['Пари Сен-Жермен', 200]],
    ]);
    // The first match's line holds both names, the away name below the home one at the same x.
    const line = page.lines[1]!;
    const away = { text: 'Лилль', confidence: 96, bbox: { x0: 200, y0: 135, x1: 260, y1: 155 } };
    line.words.splice(2, 0, away);
    page.words = page.lines.flatMap((l) => l.words);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Лион')).toMatchObject({ teams: ['Лион', 'Лилль'], odds: { home: '1.01', draw: '29.00', away: '53.00' } });
    expect(byTeams(ms, 'Ланс')?.teams).toEqual(['Ланс', 'Пари Сен-Жермен']);
  });

  it("a kick-off centred between the stacked names ('9 февраля 13:00') stays one run: the row keeps its date", () => {
    const box = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
      text,
      confidence: 95,
      bbox: { x0, y0, x1, y1 },
    });
    const page = fixturePage([[40, ['Премьер-лига', 40], ['1', 900], ['x', 1000], ['2', 1100]]]);
    // One OCR line: the names 36 px apart, the kick-off and the prices level between them; the month's descender
    // ('р', 'я') takes its box lower than the day's and the time's.
    const words = [
      box('9', 40, 118, 52, 138),
      box('февраля', 60, 118, 140, 143),
      box('13:00', 148, 118, 208, 138),
      box('Эвертон', 300, 100, 390, 120),
      box('Ньюкасл', 300, 136, 390, 156),
      box('Юнайтед', 398, 136, 488, 156),
      box('1.69', 900, 118, 948, 138),
      box('3.85', 1000, 118, 1048, 138),
      box('4.50', 1100, 118, 1148, 138),
    ];
    page.lines.push({ text: words.map((w) => w.text).join(' '), words, bbox: { x0: 40, y0: 100, x1: 1148, y1: 156 } });
    page.words = page.lines.flatMap((l) => l.words);
    const ms = extractMatches(page, { gazetteer }).matches;
    expect(byTeams(ms, 'Эвертон')).toMatchObject({ teams: ['Эвертон', 'Ньюкасл Юнайтед'], date: '--02-09' });
  });
});

describe('stacked words on one OCR line', () => {
  it("a small word inside a badge's word ('on' within 'Store', one run of text) splits nothing, and ends", () => {
    // OCR boxes of a generated page's app badge ('Download on the App Store'): the pair looks stacked, but every run
    // of text goes to one height.
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): W => ({ text, conf, x0, y0, x1, y1 });
    const line = [
      w('App', 2859, 684, 2900, 735, 82),
      w('Store', 2907, 684, 3006, 735, 96),
      w('on', 2963, 682, 2985, 694, 96),
      w('J', 2991, 684, 3003, 753, 70),
    ];
    expect(splitStackedWords(line)).toEqual([line]);
  });
});
