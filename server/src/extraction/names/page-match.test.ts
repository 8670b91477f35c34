import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { extractMatches } from '../assemble/matches';
import { sameName, sameTeam } from './page-match';
import { boxedPage, fixturePage } from '../test-fixtures';

describe('sameName', () => {
  it("reads names in Cyrillic only where every letter has a look-alike: 'Ajuda' (a menu's Help) is not 'Ufa'", () => {
    expect(sameName('Ajuda', 'Ufa')).toBe(false);
    expect(sameName('Ak Bapc', 'Ак Барс')).toBe(true);
  });

  it('the same club through OCR noise, a shorter form or Cyrillic look-alikes', () => {
    expect(sameName('DETTigers', 'DET Tigers')).toBe(true);
    expect(sameName('Lions', 'Detroit Lions')).toBe(true);
    expect(sameName('Ak Bapc', 'Ак Барс')).toBe(true);
    expect(sameName('Borussia Monchengladbah', 'Borussia Monchengladbach')).toBe(true);
  });

  it('two different clubs with long names are never the same', () => {
    expect(sameName('VfL Wolfsburg', 'Borussia Monchengladbach')).toBe(false);
    expect(sameName('Real Madrid', 'Real Sociedad de Futbol')).toBe(false);
  });
});

describe('sameTeam', () => {
  const gazetteer = loadGazetteer();
  it('two clubs the gazetteer knows apart are never one team, however alike their names', () => {
    expect(sameName('Dundee United', 'Dundee')).toBe(true);
    expect(sameTeam('Dundee United', 'Dundee', gazetteer)).toBe(false);
    expect(sameTeam('Man United', 'Manchester United', gazetteer)).toBe(true);
    expect(sameTeam('Lions', 'Detroit Lions', gazetteer)).toBe(true);
  });

  it("an accumulator's second pick is not read as the first leg's away price ('Dundee United 13/8' under 'Celtic v Dundee')", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Bet Slip', 40], ['Accumulator (2)', 400]],
        [100, ['Celtic', 40], ['2/5', 900]],
        [140, ['Match Result', 40]],
        [180, ['Celtic v Dundee', 40]],
        [220, ['Scotland - Scottish Premiership - 11.01 16:00', 40]],
        [300, ['Dundee United', 40], ['13/8', 900]],
        [340, ['Match Result', 40]],
        [380, ['Dundee United v Heart of Midlothian', 40]],
        [420, ['Scotland - Scottish Premiership - 11.01 20:00', 40]],
        [500, ['Total Odds', 40], ['3.67', 900]],
      ]),
      { gazetteer },
    );
    const celtic = r.matches.find((m) => m.teams?.[0] === 'Celtic');
    expect(celtic?.odds.away ?? null).toBeNull();
  });
});

describe('a side the gazetteer does not know, beside one it knows', () => {
  it("a slip's 'Штупарт - Боруссия М' is Stuttgart v M'gladbach: the opponent's league narrows the guess", () => {
    const page = boxedPage([
      [
        ['EME', 38, 36, 154, 60, 26],
        ['Gg', 204, 31, 275, 71, 51],
        ['On', 310, 0, 360, 85, 21],
        ['im', 388, 0, 467, 85, 47],
        ['Oyo', 501, 0, 573, 85, 38],
        ['op', 614, 0, 686, 85, 55],
        ['Re', 721, 0, 849, 85, 44],
      ],
      [['о', 0, 88, 3200, 97, 0]],
      [
        ['Фрибет', 254, 154, 358, 181, 92],
        ['5000', 367, 154, 428, 176, 92],
        ['2', 436, 154, 454, 176, 86],
        ['новым', 464, 159, 557, 176, 96],
        ['игрокам', 568, 159, 679, 181, 96],
        ['купон', 2407, 152, 2485, 176, 78],
        ['Ординар', 2739, 151, 2833, 177, 92],
        ['Экспресс', 2860, 153, 2950, 173, 90],
      ],
      [
        ['Акции', 254, 201, 321, 224, 92],
        ['-', 331, 211, 334, 214, 85],
        ['18+', 345, 201, 384, 220, 95],
        ['T&Cs', 392, 201, 452, 220, 96],
        ['apply', 460, 200, 518, 225, 96],
      ],
      [
        ['Боруссия', 2406, 229, 2527, 253, 96],
        ['М', 2537, 229, 2555, 247, 96],
        ['2,12', 2899, 229, 2948, 252, 99],
      ],
      [
        ['Исход', 2407, 266, 2464, 287, 96],
        ['матча', 2472, 270, 2528, 282, 96],
      ],
      [
        ['Штупарт', 2407, 298, 2494, 319, 85],
        ['-', 2501, 307, 2506, 309, 93],
        ['Боруссия', 2515, 298, 2604, 319, 96],
        ['М', 2612, 298, 2627, 313, 96],
      ],
      [
        ['Германия.', 2407, 328, 2504, 349, 96],
        ['Бундеслига', 2513, 328, 2624, 349, 96],
      ],
      [['Популярное', 251, 366, 398, 389, 96]],
      [
        ['Футбол', 251, 418, 332, 443, 92],
        ['.', 343, 430, 345, 433, 85],
        ['Лайв', 356, 419, 410, 438, 93],
        ['-', 421, 430, 424, 432, 86],
        ['Казино', 435, 421, 512, 438, 93],
        ['-', 522, 430, 525, 432, 92],
        ['Акции', 535, 420, 601, 443, 97],
        ['Сумма', 2406, 417, 2483, 440, 93],
        ['ставки', 2490, 420, 2562, 435, 96],
        ['1000,00', 2822, 417, 2909, 438, 50],
        ['2', 2917, 417, 2931, 435, 50],
      ],
      [
        ['Возможный', 2407, 476, 2536, 496, 96],
        ['выигрыш', 2546, 481, 2648, 501, 93],
        ['2120,00', 2834, 476, 2929, 500, 50],
      ],
    ]);
    const m = extractMatches(page, { gazetteer: loadGazetteer(), scale: 1 }).matches[0];
    expect(m?.canonicalTeams).toEqual(['Stuttgart', "M'gladbach"]);
  });
});
