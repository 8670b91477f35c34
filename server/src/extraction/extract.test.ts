import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractMatch } from './assemble/extract';
import { extractMatches } from './assemble/matches';
import { loadGazetteer } from './names/gazetteer';
import { boxedPage, fixturePage, type Cell } from './test-fixtures';

const gazetteer = loadGazetteer();
const odds = (m: ReturnType<typeof extractMatch>) => [m.homeOdds, m.drawOdds, m.awayOdds];

// Dates printed without their year take the year their weekday fits nearest to today: today is pinned.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('extractMatch layouts', () => {
  it('mobile event page: stacked teams, inline labels, fractional with EVS, ignores the totals market', () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Premier League', 40]],
        [150, ['Arsenal', 40]],
        [200, ['Chelsea', 40]],
        [250, ['Sat 4 Oct, 17:30', 40]],
        [330, ['Match Result', 40]],
        [400, ['Home', 60], ['6/4', 250], ['Draw', 400], ['EVS', 560], ['Away', 700], ['9/4', 900]],
        [480, ['Total Goals 2.5', 40]],
        [540, ['Over', 60], ['4/5', 300], ['Under', 500], ['1/1', 900]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Arsenal', 'Chelsea']);
    expect(m.correctedTeams).toEqual(['Arsenal', 'Chelsea']);
    expect(odds(m)).toEqual(['6/4', '1/1', '9/4']);
    expect(m.oddsFormat).toBe('fractional');
    expect(m.date).toBe('2025-10-04');
    expect(m.time).toBe('17:30');
    expect(m.sport).toBe('football');
    expect(m.league).toBe('Premier League');
  });

  it('desktop grid: labels in a header row above the prices, double chance below is ignored; comma decimals', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['Футбол', 20], ['Футбол / Кубок России', 480]],
        [90, ['Хоккей', 20], ['ЦСКА — Ростов', 480]],
        [140, ['Теннис', 20], ['Ср, 21.01 17:15', 480]],
        [200, ['Исход матча', 500]],
        [250, ['Победа 1', 530], ['Ничья', 900], ['Победа 2', 1300]],
        [280, ['4,37', 530], ['3,81', 900], ['1,85', 1300]],
        [360, ['Двойной шанс', 500]],
        [410, ['1X', 530], ['12', 900], ['X2', 1300]],
        [440, ['2,05', 530], ['1,30', 900], ['1,21', 1300]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['ЦСКА', 'Ростов']);
    expect(m.correctedTeams).toEqual(['CSKA Moscow', 'FK Rostov']);
    expect(odds(m)).toEqual(['4.37', '3.81', '1.85']);
    expect(m.oddsFormat).toBe('decimal');
    expect(m.date).toBe('2026-01-21');
    expect(m.sport).toBe('football');
  });

  it('mobile cards: names above a row of outcome labels above the prices, one match per card', () => {
    // Line height 20: the home name stands 105 px (over 5 line heights) above the prices' centre.
    const card = (y: number, home: string, away: string, prices: string[]) =>
      [
        [y, ['England - Championship', 90], ['23 Jun 14:00', 950]],
        [y + 35, [home, 90]],
        [y + 62, [away, 90]],
        [y + 100, ['1', 255], ['X', 635], ['2', 1017]],
        [y + 140, [prices[0]!, 208], [prices[1]!, 589], [prices[2]!, 972]],
      ] as [number, ...[string, number][]][];
    const r = extractMatches(
      fixturePage([
        ...card(100, 'Sheffield United', 'Derby County', ['1.57', '4.00', '5.40']),
        ...card(500, 'Blackburn Rovers', 'Stoke City', ['2.16', '3.65', '3.25']),
      ]),
      { gazetteer },
    );
    expect(r.matches.map((m) => [m.teams, m.odds.home, m.odds.draw, m.odds.away])).toEqual([
      [['Sheffield United', 'Derby County'], '1.57', '4.00', '5.40'],
      [['Blackburn Rovers', 'Stoke City'], '2.16', '3.65', '3.25'],
    ]);
  });

  it('event page: a breadcrumb is no match, and an outcome header wrapping a name onto two lines is not two teams', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['Fufball / Siiper Lig', 300]],
        [100, ['Heracles', 200], ['PSV Eindhoven', 900]],
        [160, ['Tue 27 Jan 14:00', 500]],
        [220, ['Match Result', 200]],
        [280, ['Heracles', 200], ['Draw', 600], ['PSV', 1000]],
        [305, ['Eindhoven', 1000]],
        [345, ['2.76', 200], ['3.6', 600], ['2.34', 1000]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Heracles', 'PSV Eindhoven']);
    expect(odds(m)).toEqual(['2.76', '3.6', '2.34']);
  });

  it("event page: a title's dash read as '=' between the two names still separates them", () => {
    // OCR boxes of a generated event page (sports menu on the left, the title centred over the markets).
    const m = extractMatch(
      boxedPage([
        [
          ['Football', 134, 172, 221, 206, 96],
          ['Football', 591, 181, 667, 197, 93],
          ['/', 676, 181, 682, 195, 93],
          ['England', 690, 181, 767, 201, 92],
          ['-', 775, 188, 779, 191, 92],
          ['Premier', 787, 181, 862, 196, 96],
          ['League', 870, 181, 939, 201, 96],
        ],
        [
          ['Tennis', 134, 234, 203, 267, 96],
          [';', 2397, 242, 2405, 250, 59],
        ],
        [
          ['Fulham', 1057, 242, 1201, 277, 96],
          ['=', 1727, 258, 1749, 261, 90],
          ['Aston', 2237, 244, 2353, 277, 96],
          ['Villa', 2365, 242, 2453, 277, 96],
        ],
        [['Basketball', 135, 294, 244, 315, 96]],
        [
          ['26.10', 1665, 316, 1735, 334, 100],
          ['17:30', 1737, 316, 1807, 334, 91],
        ],
        [
          ['Volleyball', 134, 402, 235, 445, 90],
          ['Popular', 558, 406, 641, 433, 72],
          ['MatchResult', 679, 407, 816, 427, 84],
          ['Total', 854, 406, 905, 427, 82],
          ['Handicap', 944, 407, 1043, 432, 84],
        ],
        [
          ['Esports', 135, 472, 215, 515, 92],
          ['Match', 578, 484, 650, 505, 96],
          ['Result', 658, 484, 732, 505, 96],
          ['^', 2881, 485, 2892, 492, 81],
        ],
        [
          ['Boxing', 135, 594, 206, 619, 96],
          ['1', 604, 581, 611, 599, 96],
          ['1.43', 1262, 580, 1318, 598, 99],
          ['х', 1381, 580, 1395, 599, 78],
          ['4.5', 2062, 580, 2091, 598, 100],
          ['2', 2160, 580, 2173, 599, 96],
          ['8.4', 2837, 580, 2871, 598, 100],
        ],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Fulham', 'Aston Villa']);
    expect(odds(m)).toEqual(['1.43', '4.5', '8.4']);
  });

  it("event page: an app badge read without its spaces ('GETITON') beside the title is no third name; crests' initials are no teams", () => {
    // OCR boxes of a generated event page: crests' initials over the names, a download panel on the title's right.
    const m = extractMatch(
      boxedPage([
        [
          ['Football', 71, 181, 167, 200, 93],
          ['/', 178, 183, 186, 203, 92],
          ['Scotland.', 196, 181, 310, 200, 95],
          ['Scottish', 323, 181, 421, 200, 96],
          ['Premiership', 435, 181, 582, 206, 96],
          ['Bet', 2487, 168, 2542, 193, 97],
          ['Slip', 2554, 168, 2615, 199, 96],
        ],
        [['0', 2487, 227, 2500, 246, 90]],
        [['Ho', 579, 278, 645, 311, 83]],
        [
          ['~~', 1207, 326, 1246, 365, 20],
          ['Download', 2487, 330, 2631, 355, 96],
          ['our', 2644, 336, 2693, 355, 96],
          ['app', 2704, 336, 2758, 361, 96],
        ],
        [
          ['Heart', 335, 372, 491, 409, 96],
          ['of', 511, 370, 568, 409, 95],
          ['Midlothian', 589, 370, 887, 409, 96],
          ['Dundee', 1636, 370, 1850, 409, 96],
          ['United', 1874, 370, 2057, 409, 96],
          ['GETITON', 2509, 396, 2625, 430, 99],
          ['Download', 2741, 383, 2964, 415, 67],
          ['on', 2875, 366, 2900, 423, 85],
          ['the', 2913, 366, 2966, 423, 61],
        ],
        [
          ['|', 2485, 393, 2486, 452, 84],
          ['Google', 2508, 420, 2616, 449, 95],
          ['Play', 2628, 420, 2693, 449, 95],
          ['|', 2713, 393, 2714, 452, 96],
          ['|', 2731, 393, 2732, 452, 84],
          ['App', 2753, 422, 2814, 449, 94],
          ['Store', 2826, 422, 2909, 443, 96],
          ['|', 2973, 393, 2974, 452, 96],
        ],
        [
          ['25.10', 1133, 448, 1218, 472, 100],
          ['16:30', 1233, 448, 1318, 472, 100],
          ['р', 2495, 461, 2964, 462, 0],
        ],
        [
          ['Popular', 41, 550, 149, 574, 86],
          ['Match', 196, 547, 275, 569, 86],
          ['Result', 288, 547, 370, 568, 83],
          ['Total', 407, 547, 469, 568, 83],
          ['Handicap', 510, 547, 636, 574, 85],
        ],
        [
          ['Match', 59, 626, 158, 651, 95],
          ['Result', 173, 626, 278, 651, 96],
          ['^', 2382, 629, 2394, 636, 82],
        ],
        [
          ['1', 85, 729, 96, 752, 96],
          ['5/4', 754, 728, 802, 754, 100],
          ['X', 869, 729, 886, 752, 88],
          ['9/4', 1540, 728, 1588, 754, 100],
          ['2', 1657, 729, 1670, 752, 96],
          ['2/1', 2319, 728, 2373, 754, 92],
        ],
        [['DU', 1814, 278, 1877, 310, 100]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Heart of Midlothian', 'Dundee United']);
    expect(odds(m)).toEqual(['5/4', '9/4', '2/1']);
  });

  it("event page: a dash between a menu's words ('ScoreHub — Sportwetten') loses to two known clubs side by side", () => {
    // OCR boxes of a generated event page whose title dash OCR read on another line, apart from the names.
    const m = extractMatch(
      boxedPage([
        [
          ['ScoreHub', 44, 36, 186, 63, 100],
          ['—', 211, 33, 225, 70, 46],
          ['Sportwetten', 234, 42, 360, 66, 76],
          ['Live', 397, 42, 438, 60, 89],
          ['Casino', 474, 42, 544, 60, 85],
          ['Aktionen', 579, 40, 671, 60, 83],
          ['Hilfe', 708, 40, 755, 60, 94],
          ['Support', 790, 42, 872, 66, 71],
        ],
        [
          ['FuBball', 67, 172, 132, 188, 76],
          ['/', 142, 173, 147, 186, 92],
          ['Siiper', 155, 173, 207, 191, 56],
          ['Lig', 215, 173, 240, 191, 96],
          ['Wettschein', 2666, 161, 2790, 180, 92],
        ],
        [
          ['—~', 631, 223, 687, 232, 48],
          ['0', 2668, 211, 2677, 226, 87],
        ],
        [
          ['и', 609, 233, 632, 261, 0],
          ['\\', 686, 233, 710, 260, 0],
        ],
        [
          ['(к)', 605, 258, 715, 300, 75],
          ['IB', 1963, 264, 1998, 293, 96],
        ],
        [
          ['\\4', 609, 298, 710, 320, 64],
          ['-', 1310, 304, 1331, 306, 0],
          ['1100', 2660, 294, 2714, 358, 84],
          ['Willkommensb', 2664, 304, 2936, 340, 36],
          ['€', 2729, 294, 2740, 358, 91],
        ],
        [
          ['и', 623, 321, 695, 335, 61],
          ['ПС', 2885, 322, 2932, 335, 23],
        ],
        [
          ['Karagumruk', 544, 342, 777, 392, 91],
          ['Istanbul', 1794, 346, 1944, 379, 93],
          ['Basaksehir', 1958, 346, 2169, 379, 91],
        ],
        [
          ['Top-Spiele', 35, 503, 144, 527, 77],
          ['Endergebnis', 182, 503, 304, 527, 76],
          ['Uber/Unter', 341, 503, 451, 523, 76],
          ['Handicap', 487, 503, 581, 527, 92],
        ],
        [
          ['Endergebnis', 55, 573, 192, 606, 90],
          ['^', 2570, 578, 2580, 584, 88],
        ],
        [
          ['1', 79, 669, 86, 685, 93],
          ['4.00', 819, 668, 859, 685, 100],
          ['х', 928, 669, 940, 686, 70],
          ['4.30', 1664, 669, 1713, 686, 96],
          ['2', 1776, 669, 1787, 686, 97],
          ['1.71', 2512, 668, 2560, 685, 100],
        ],
        [
          ['An', 3035, 44, 3055, 59, 100],
          ['mel', 3066, 44, 3095, 59, 99],
          ['de', 3098, 44, 3119, 59, 100],
          ['n', 3122, 44, 3135, 59, 100],
        ],
        [
          ['05/08', 1250, 416, 1320, 435, 100],
          ['20:00', 1322, 416, 1392, 435, 99],
        ],
        [
          ['Al', 2691, 420, 2711, 435, 98],
          ['leP', 2724, 420, 2752, 435, 99],
          ['reise', 2757, 420, 2802, 435, 98],
          ['a', 2807, 420, 2819, 435, 93],
          ['ns', 2823, 420, 2843, 435, 100],
          ['ehe', 2848, 420, 2877, 435, 100],
          ['n', 2881, 420, 2893, 435, 100],
        ],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Karagumruk', 'Istanbul Basaksehir']);
    expect(odds(m)).toEqual(['4.00', '4.30', '1.71']);
  });

  it("event page: a download badge's small words beside the title ('Dowitload on the') are no third name however low the line's median", () => {
    // OCR boxes of a generated German event page whose title dash OCR read on the line above the names.
    const m = extractMatch(
      boxedPage([
        [
          ['ScoreHub', 35, 31, 198, 58, 21],
          ['Sportwetten', 236, 36, 361, 58, 21],
          ['Live', 394, 35, 435, 53, 96],
          ['Casino', 467, 35, 539, 53, 78],
          ['Aktionen', 570, 35, 662, 53, 78],
          ['Hilfe', 695, 35, 739, 53, 92],
          ['Support', 772, 36, 854, 58, 81],
          ['Anmelden', 3035, 37, 3142, 54, 96],
        ],
        [
          ['Fufball', 674, 152, 742, 168, 46],
          ['/', 749, 152, 755, 168, 91],
          ['Super', 762, 153, 818, 172, 94],
          ['Lig', 825, 152, 851, 172, 96],
          ['Wettschein', 2118, 142, 2249, 161, 91],
        ],
        [
          ['Q', 1010, 210, 1013, 212, 0],
          ['0', 2119, 190, 2128, 206, 98],
        ],
        [
          ['IB', 967, 235, 998, 260, 96],
          ['$', 1717, 235, 1738, 260, 95],
        ],
        [
          ['_—', 1339, 271, 1373, 306, 24],
          ['Hol', 2119, 278, 2154, 297, 96],
          ['dir', 2163, 278, 2190, 297, 95],
          ['die', 2198, 278, 2229, 297, 95],
          ['App', 2236, 279, 2279, 302, 96],
        ],
        [
          ['Istanbul', 784, 309, 942, 341, 93],
          ['Basaksehir', 959, 309, 1183, 341, 92],
          ['Samsunspor', 1600, 310, 1856, 349, 92],
          ['GETITON', 2137, 331, 2231, 345, 100],
          ['Dowitload', 2323, 330, 2407, 345, 44],
          ['on', 2414, 333, 2434, 345, 79],
          ['the', 2441, 330, 2467, 345, 79],
        ],
        [
          ['Google', 2137, 353, 2216, 375, 96],
          ['Play', 2224, 353, 2271, 375, 96],
          ['App', 2322, 353, 2366, 375, 96],
          ['Store', 2374, 353, 2433, 370, 96],
        ],
        [
          ['01.06', 1283, 376, 1353, 394, 100],
          ['14:00', 1355, 376, 1425, 394, 100],
        ],
        [
          ['Endergebnis', 794, 458, 920, 479, 48],
          ['Uber/Unter', 953, 458, 1063, 475, 48],
          ['Handicap', 1095, 458, 1190, 479, 91],
        ],
        [
          ['Endergebnis', 664, 521, 813, 553, 92],
          ['ia', 2031, 525, 2043, 531, 39],
        ],
        [
          ['af', 680, 605, 695, 638, 48],
          ['1,52', 1047, 610, 1099, 632, 98],
          ['x', 1150, 611, 1164, 628, 75],
          ['4,30', 1513, 610, 1560, 632, 98],
          ['2', 1616, 611, 1627, 628, 96],
          ['6,60', 1980, 610, 2025, 632, 96],
        ],
        [['Top-Spiele', 645, 457, 764, 485, 97]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Istanbul Basaksehir', 'Samsunspor']);
    expect(odds(m)).toEqual(['1.52', '4.30', '6.60']);
  });

  it('match graphic without outcome labels: its only three prices are the 1X2 when they make one book', () => {
    const page = (prices: string[]) =>
      fixturePage([
        [100, ['Арсенал', 200], ['VS', 600], ['Ливерпуль', 900]],
        [200, ['05.01 19:45', 550]],
        [300, [prices[0]!, 220], [prices[1]!, 610], [prices[2]!, 1050]],
      ]);
    expect(odds(extractMatch(page(['1,68', '3,95', '4,3']), { gazetteer }))).toEqual(['1.68', '3.95', '4.3']);
    // Double chance prices (1X, 12, X2) add up to two books: no reading.
    expect(odds(extractMatch(page(['1,18', '1,25', '1,80']), { gazetteer }))).toEqual([null, null, null]);
  });

  it("preview graphic: a '1 ... 2' header whose X was not read still gives the draw the price between them", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Arsenal', 300], ['VS', 700], ['Chelsea', 1100]],
        [200, ['14.10 19:30', 650]],
        [300, ['1', 500], ['2', 1300]],
        [340, ['1.9', 480], ['3.55', 870], ['4.0', 1280]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['1.9', '3.55', '4.0']);
  });

  it("US board: a side panel's text between its team rows does not split the game", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 40], ['Spread', 800], ['Total', 1000], ['Moneyline', 1200]],
        [220, ['101 Tampa Bay Lightning', 40], ['+1.5 -112', 780], ['O 6.5 -108', 980], ['+140', 1220]],
        [250, ['Download our app', 1700]],
        [280, ['GET IT ON', 1700], ['Download on the', 1900]],
        [300, ['102 Dallas Stars', 40], ['-1.5 -110', 780], ['U 6.5 -112', 980], ['-160', 1220]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it("US board: app-store badges laid across the board's columns between its team rows do not split the game", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 40], ['Spread', 800], ['Total', 1000], ['Moneyline', 1200]],
        [220, ['101 Tampa Bay Lightning', 40], ['+1.5 -112', 780], ['O 6.5 -108', 980], ['+140', 1220]],
        [250, ['- | GET IT ON', 800], ['Download on the', 1050]],
        [280, ['Google Play', 800], ['App Store', 1050]],
        [300, ['102 Dallas Stars', 40], ['-1.5 -110', 780], ['U 6.5 -112', 980], ['-160', 1220]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it('US board: a sidebar entry and a side panel line read as one row between its team rows do not split the game', () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [220, ['101 Tampa Bay Lightning', 400], ['+1.5 -112', 1080], ['O 6.5 -108', 1280], ['+140', 1520]],
        [250, ['Volleyball', 40], ['Download our app', 2000]],
        [300, ['102 Dallas Stars', 400], ['-1.5 -110', 1080], ['U 6.5 -112', 1280], ['-160', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it("US board: a sidebar entry beside a glyph of debris in the board's columns does not split the game", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [220, ['101 Tampa Bay Lightning', 400], ['+1.5 -112', 1080], ['O 6.5 -108', 1280], ['+140', 1520]],
        [250, ['Volleyball', 40], ['=F', 1100]],
        [300, ['102 Dallas Stars', 400], ['-1.5 -110', 1080], ['U 6.5 -112', 1280], ['-160', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it("US board: a board's line and a side panel's text read as one row ('115 -115  Promotions 18+') do not split the game", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [220, ['101 Tampa Bay Lightning', 400], ['+1.5', 1080], ['O 6.5', 1280], ['+140', 1520]],
        [250, ['115', 1080], ['"115', 1280], ['Promotions : 18+ T&Cs apply', 1900]],
        [300, ['102 Dallas Stars', 400], ['-1.5 -110', 1080], ['U 6.5 -112', 1280], ['-160', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it("US board: a header OCR cut into two lines at one height ('Moneyline' apart from 'Spread  Total') still heads the board", () => {
    const m = extractMatch(
      fixturePage([
        [
          [546, 40],
          ['prea', 1542],
          ['otal', 1810],
          ['Moneyline', 2010],
          ['Download our app', 2258],
        ],
        [547, ['Jan 4, 7:30 PM', 313], ['Spread', 1526], ['Total', 1798]],
        [626, ['445 Vancouver Canucks', 313], ['ee', 1514], ['Os', 1790], ['+230', 2034]],
        [726, ['446 Winnipeg Jets', 313], ['ae', 1517], ['Uis', 1791], ['-285', 2034]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Vancouver Canucks', 'Winnipeg Jets']);
    expect(odds(m)).toEqual(['+230', null, '-285']);
  });

  it("US board: a side panel's number read into a line between the team rows ('Promotions +184, T&C') is no draw", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Nov 1, 8:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [220, ['609 Boston Celtics', 400], ['-5.5', 1080], ['O 234.5', 1280], ['-215', 1520]],
        [250, ['-110', 1280], ['Promotions', 1800], ['+184,', 2000], ['T&C', 2100]],
        [300, ['610 Philadelphia 76ers', 400], ['+5.5', 1080], ['U 234.5', 1280], ['+185', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['-215', null, '+185']);
  });

  it("US board: a spread line whose sign was read as a quote mark ('\"5' for '+1.5') between the team rows is the board's", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [220, ['101 Tampa Bay Lightning', 400], ['105', 1080], ['-110', 1280], ['+140', 1520]],
        [250, ['Volleyball', 40], ['"5', 1100], ['U65', 1300]],
        [300, ['102 Dallas Stars', 400], ['-110', 1280], ['-160', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it("a promotion printed right of the table on a game's row ('Bet £10 Get £30') is not that row's money", () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Feb 15, 7:00 PM', 400], ['Spread', 1100], ['Total', 1300], ['Moneyline', 1500]],
        [
          220,
          ['101 Tampa Bay Lightning', 400],
          ['+1.5 -112', 1080],
          ['O 6.5 -108', 1280],
          ['+140', 1520],
          ['Bet £10 Get £30 in Free Bets', 1800],
        ],
        [300, ['102 Dallas Stars', 400], ['-1.5 -110', 1080], ['U 6.5 -112', 1280], ['-160', 1520]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+140', null, '-160']);
    expect(m.teams).toEqual(['Tampa Bay Lightning', 'Dallas Stars']);
  });

  it('US board: takes the moneyline column only, not spread or total', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['NHL', 40]],
        [100, ['05/06/2026 16:00', 40]],
        [160, ['Spread', 800], ['Moneyline', 1100], ['Total', 1440]],
        [220, ['Colorado Avalanche', 40], ['-1.5', 780], ['-110', 880], ['-130', 1120], ['O 5.5', 1400], ['-110', 1540]],
        [290, ['Edmonton Oilers', 40], ['+1.5', 780], ['-110', 880], ['+103', 1120], ['U 5.5', 1400], ['-110', 1540]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['-130', null, '+103']);
    expect(m.oddsFormat).toBe('american');
    expect(m.teams).toEqual(['Colorado Avalanche', 'Edmonton Oilers']);
    // The gazetteer knows the North American leagues' clubs too.
    expect(m.correctedTeams).toEqual(['Colorado Avalanche', 'Edmonton Oilers']);
    expect(m.sport).toBe('hockey');
    expect(m.date).toBe('2026-06-05');
  });

  it("US board: a moneyline price read into the upper line of a two-line spread cell keeps its team's name", () => {
    const m = extractMatch(
      fixturePage([
        [36, ['Bet Arena', 36], ['Sports', 248], ['Live', 358], ['Casino', 440], ['Promotions', 554], ['Help', 720]],
        [170, ['NFL - Game Lines', 58]],
        [265, ['Nov 3, 8:00 PM', 58], ['Spread', 2044], ['Total', 2314], ['Moneyline', 2527]],
        [
          [352, 29],
          ['-6.5', 2026],
          ['O 46.5', 2288],
          ['-400', 2546],
        ],
        [
          [366, 39],
          ['795', 58],
          ['San Francisco 49ers', 110],
          ['-105', 2031],
          ['-108', 2297],
        ],
        [
          [456, 60],
          ['796', 58],
          ['Kansas City Chiefs', 110],
          ['+6.5', 2028],
          ['-115', 2028],
          ['U 46.5', 2290],
          ['-110', 2302],
          ['+290', 2542],
        ],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['San Francisco 49ers', 'Kansas City Chiefs']);
    expect(odds(m)).toEqual(['-400', null, '+290']);
  });

  it("US board: a team's spread and total lines read apart from its row ('-3.5  U50.5') neither end the board nor its header", () => {
    const m = extractMatch(
      fixturePage([
        [412, ['NFL: Game Lines', 161]],
        [498, ['Jan 3, 7:00 PM', 158], ['Spread', 1761], ['Total', 2030], ['Moneyline', 2242]],
        [582, [':', 329], ['+3.5', 1746], ['O 50.5', 2010]],
        [592, ['751', 161], ['Buffalo Bills', 214], ['-108', 1750], ['-110', 2023], ['+145', 2264]],
        [682, ['-3.5', 1749], ['U50.5', 2010]],
        [692, ['752', 161], ['Dallas Cowboys', 214], ['-110', 1748], ['-110', 2018], ['-170', 2267]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Buffalo Bills', 'Dallas Cowboys']);
    expect(odds(m)).toEqual(['+145', null, '-170']);
  });

  it("US board: beside a spread line, a total garbled into letters ('UES' for 'U6.5') or a line cut in two ('-1.' '5') keeps the board", () => {
    const lines: Cell[][] = [
      [
        ['+3.5', 1749],
        ['UES', 2010, 52],
      ],
      [
        ['-1.', 1749],
        ['5', 1790, 61],
        ['U50.5', 2010],
      ],
    ];
    for (const garbled of lines) {
      const m = extractMatch(
        fixturePage([
          [412, ['NFL: Game Lines', 161]],
          [498, ['Jan 3, 7:00 PM', 158], ['Spread', 1761], ['Total', 2030], ['Moneyline', 2242]],
          [582, ['-3.5', 1746], ['O 50.5', 2010], ['+145', 2264]],
          [592, ['751', 161], ['Buffalo Bills', 214], ['-108', 1750], ['-110', 2023]],
          [682, ...garbled],
          [692, ['752', 161], ['Dallas Cowboys', 214], ['-110', 1748], ['-110', 2018], ['-170', 2267]],
        ]),
        { gazetteer },
      );
      expect(m.teams).toEqual(['Buffalo Bills', 'Dallas Cowboys']);
      expect(odds(m)).toEqual(['+145', null, '-170']);
    }
  });

  it("US board: a spread cell misread with a currency sign ('$5' for '-6.5') is no stake row; a glyph beside a line is no text", () => {
    const m = extractMatch(
      fixturePage([
        [260, ['Oct 14, 7:00 PM', 579], ['Spread', 1791], ['Total', 2062], ['Moneyline', 2274]],
        [342, ['423', 579], ['Philadelphia Eagles', 635], ['$5', 1781], ['O 38.5', 2031], ['-325', 2296]],
        [387, ['-115', 1783], ['-115', 2049]],
        [450, ['wane', 703, 24], ['+6.5', 1778], ['U 38.5', 2038]],
        [464, ['424', 579], ['Detroit Lions', 635], ['-108', 1783], ['-108', 2050], ['+255', 2294]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Philadelphia Eagles', 'Detroit Lions']);
    expect(odds(m)).toEqual(['-325', null, '+255']);
  });

  it("US board on a phone: a name wrapped over two lines ('561 Minnesota' / 'Timberwolves'), its first line beside market lines", () => {
    const m = extractMatch(
      fixturePage([
        [462, ['Apr 15, 7:00 PM', 17], ['Spread', 320], ['Total', 493], ['Moneyline', 619]],
        [536, ['561', 18], ['Minnesota', 69], ['+5.5', 313], ['O 226.5', 471]],
        [
          [552, 40],
          ['Timberwolves', 17],
          ['-115', 309],
          ['-105', 490],
          ['+205', 646],
        ],
        [636, ['562', 19], ['Sacramento', 68], ['-5.5', 307], ['0226.5', 470]],
        [
          [654, 40],
          ['Kings', 18],
          ['-110', 309],
          ['-108', 490],
          ['-245', 644],
        ],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Minnesota Timberwolves', 'Sacramento Kings']);
    expect(odds(m)).toEqual(['+205', null, '-245']);
  });

  it("US board on a phone: a column header cut at the screen's edge ('Moneylin') still heads the moneyline", () => {
    const m = extractMatch(
      fixturePage([
        [160, ['Spread', 370], ['Total', 550], ['Moneylin', 680]],
        [220, ['Miami Dolphins', 20], ['+1.5', 370], ['-110', 420], ['+120', 700]],
        [290, ['Kansas City Chiefs', 20], ['-1.5', 370], ['-112', 420], ['-145', 700]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Miami Dolphins', 'Kansas City Chiefs']);
    expect(odds(m)).toEqual(['+120', null, '-145']);
  });

  it('bet slip: only the picked selection is priced; stake and returns are ignored', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['Bet Slip (1)', 40]],
        [120, ['Draw', 40], ['3.23', 1300]],
        [170, ['Sevilla — Liverpool', 40]],
        [220, ['Match Result - Sep 23, 12:00 PM', 40]],
        [290, ['Stake', 40], ['100.00', 1280]],
        [350, ['Potential Returns', 40], ['323.00', 1280]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual([null, '3.23', null]);
    expect(m.pickedOutcome).toBe('draw');
    expect(m.teams).toEqual(['Sevilla', 'Liverpool']);
    expect(m.time).toBe('12:00');
    expect(m.layout).toBe('slip');
  });

  it('US slip: "Away @ Home" order and a team-named selection', () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Lions', 60], ['-275', 1400]],
        [150, ['TO WIN', 60]],
        [200, ['Bears @ Lions', 60]],
        [250, ['Today, 1:00pm EDT', 60]],
      ]),
      { gazetteer },
    );
    expect(m.teams).toEqual(['Lions', 'Bears']);
    expect(odds(m)).toEqual(['-275', null, null]);
    expect(m.pickedOutcome).toBe('home');
    expect(m.date).toBeNull();
    expect(m.time).toBe('13:00');
  });

  it('Russian line: П1 X П2 columns (garbled by OCR) with double chance beside them; a lost decimal point', () => {
    const m = extractMatch(
      fixturePage([
        [20, ['Футбол. Россия. Премьер-лига', 20]],
        [80, ['mn', 1270], ['X', 1480], ['n2', 1680], ['1X', 1880], ['X2', 2080]],
        [
          140,
          ['15.08.2026 12:15', 200],
          ['ЦСКА — Ахмат', 640],
          ['1.72', 1260],
          ['407', 1460],
          ['4.68', 1660],
          ['1.43', 1870],
          ['2.05', 2070],
        ],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['1.72', '4.07', '4.68']);
    expect(m.teams).toEqual(['ЦСКА', 'Ахмат']);
    expect(m.correctedTeams).toEqual(['CSKA Moscow', 'Akhmat Grozny']);
    expect(m.date).toBe('2026-08-15');
    expect(m.league).toBe('Россия. Премьер-лига');
  });

  it('stats-only page: teams and date, but statistics are not odds', () => {
    const m = extractMatch(
      fixturePage([
        [60, ['КХЛ', 700]],
        [120, ['Авангард vs Металлург Mr', 300]],
        [180, ['Вт, 22.12 13:45', 600]],
        [260, ['WWDLD', 90], ['Последние матчи', 550], ['WLDDW', 1200]],
        [330, ['2.4', 180], ['Голы за матч', 610], ['1.5', 1300]],
        [400, ['9', 200], ['Место в таблице', 560], ['16', 1310]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual([null, null, null]);
    expect(m.oddsFormat).toBeNull();
    expect(m.teams).toEqual(['Авангард', 'Металлург Мг']);
    expect(m.date).toBe('2026-12-22');
    expect(m.sport).toBe('hockey');
  });

  it('correct-score grid and a page without a match yield no 1X2 odds', () => {
    const grid = extractMatch(
      fixturePage([
        [40, ['Juventus - Sporting', 40]],
        [120, ['Score exact', 40]],
        [200, ['1-0', 60], ['0-0', 500], ['0-1', 900]],
        [240, ['8,20', 60], ['12,20', 500], ['12,50', 900]],
        [300, ['2-0', 60], ['1-1', 500], ['0-2', 900]],
        [340, ['8,05', 60], ['5,75', 500], ['18,20', 900]],
      ]),
      { gazetteer },
    );
    expect(odds(grid)).toEqual([null, null, null]);
    expect(grid.correctedTeams).toEqual(['Juventus', 'Sp Lisbon']);
    const empty = extractMatch(fixturePage([[40, ['Lo sentimos, no hay apuestas disponibles', 40]]]), { gazetteer });
    expect(empty.teams).toBeNull();
    expect(odds(empty)).toEqual([null, null, null]);
  });

  it('American odds on a mobile page with 1 X 2 labels; a date-like 22.12 next to a time is a date, not a price', () => {
    const m = extractMatch(
      fixturePage([
        [100, ['Serie A', 40]],
        [150, ['Porto', 40]],
        [200, ['Lazio', 40]],
        [250, ['Вт, 22.12 13:45', 40]],
        [330, ['Match Winner', 40]],
        [400, ['1', 60], ['+117', 300], ['X', 560], ['+356', 780], ['2', 1000], ['+167', 1220]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['+117', '+356', '+167']);
    expect(m.date).toBe('2026-12-22');
    expect(m.time).toBe('13:45');
  });
});

describe('extractMatch general layouts', () => {
  it('team names as column labels around Draw (bet365-style header), prices below', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['Liverpool v Man Utd', 40]],
        [90, ['Sun 12 Jan 16:30', 40]],
        [160, ['Liverpool', 60], ['Draw', 500], ['Man Utd', 900]],
        [200, ['1.57', 60], ['4.33', 500], ['5.50', 900]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['1.57', '4.33', '5.50']);
    expect(m.correctedTeams).toEqual(['Liverpool', 'Man United']);
  });

  it('a list of matches: teams come from the priced row under a 1 X 2 header', () => {
    const m = extractMatch(
      fixturePage([
        [40, ['Premier League', 40]],
        [90, ['1', 900], ['X', 1100], ['2', 1300]],
        [140, ['14:00', 40], ['Brentford - Fulham', 200], ['2.20', 900], ['3.50', 1100], ['3.10', 1300]],
        [190, ['16:30', 40], ['Arsenal - Chelsea', 200], ['1.80', 900], ['3.90', 1100], ['4.50', 1300]],
      ]),
      { gazetteer },
    );
    expect(odds(m)).toEqual(['2.20', '3.50', '3.10']);
    expect(m.teams).toEqual(['Brentford', 'Fulham']);
    expect(m.time).toBe('14:00');
  });
});

describe("an event page's labelled price buttons", () => {
  it("a price whose mark OCR lost between labelled cells ('1 5.4  x 45  2 1.51') is read with the mark back, as unsure", () => {
    // OCR boxes of a generated event page: the draw's 4.5 read as '45', each price after its outcome's label.
    const page = boxedPage([
      [
        ['Toulouse', 1001, 306, 1163, 334, 96],
        ['Lorient', 2436, 307, 2561, 334, 96],
      ],
      [
        ['3', 1732, 370, 1742, 385, 96],
        ['Nov', 1751, 370, 1787, 385, 96],
        ['21:00', 1795, 370, 1848, 385, 96],
      ],
      [
        ['Match', 428, 512, 489, 529, 96],
        ['Result', 497, 512, 563, 529, 96],
      ],
      [
        ['1', 449, 593, 458, 608, 95],
        ['5.4', 1276, 592, 1306, 608, 96],
        ['x', 1362, 593, 1374, 608, 86],
        ['45', 2189, 592, 2219, 608, 95],
        ['2', 2275, 593, 2285, 608, 97],
        ['1.51', 3089, 591, 3128, 609, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer: loadGazetteer() }).matches;
    expect(m?.odds).toEqual({ home: '5.4', draw: '4.5', away: '1.51' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });
});
