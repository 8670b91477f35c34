import { describe, expect, it } from 'vitest';
import {
  joinSplitDecimals,
  joinSplitScores,
  joinSplitSigns,
  splitGluedDashes,
  splitGluedDigitLabels,
  splitGluedDigitLabelsOnPage,
  splitGluedPrices,
  splitGluedLabel,
  splitGluedLabels,
  withoutBorrowedDigit,
  withoutInnerRereads,
} from './glued-labels';
import type { W } from '../page/words';
import { extractMatches } from '../assemble/matches';
import { loadGazetteer } from '../names/gazetteer';
import { boxedPage } from '../test-fixtures';

const word = (text: string): W => ({ text, conf: 80, x0: 100, y0: 10, x1: 160, y1: 24 });
const texts = (text: string) => splitGluedLabel(word(text)).map((w) => w.text);

describe('splitGluedLabel', () => {
  it('splits an outcome label glued to an American price', () => {
    expect(texts('1+205')).toEqual(['1', '+205']);
    expect(texts('2-110')).toEqual(['2', '-110']);
    expect(texts('х+285')).toEqual(['х', '+285']);
  });

  it('splits Cyrillic and Latin two-character labels glued to a decimal price', () => {
    expect(texts('П12.10')).toEqual(['П1', '2.10']);
    expect(texts('П21,95')).toEqual(['П2', '1,95']);
    expect(texts('W13.4')).toEqual(['W1', '3.4']);
    expect(texts('X3.40')).toEqual(['X', '3.40']);
  });

  it('splits a word label of an outcome, in any language the vocabulary knows, glued to its price', () => {
    expect(texts('Unentschieden4,30')).toEqual(['Unentschieden', '4,30']);
    expect(texts('Draw3.40')).toEqual(['Draw', '3.40']);
    expect(texts('Ничья3,35')).toEqual(['Ничья', '3,35']);
    expect(texts('Empate+240')).toEqual(['Empate', '+240']);
  });

  it("a price split from its label's word is shown but not trusted; one split from a letter label keeps its word's", () => {
    const conf = (text: string) => splitGluedLabel({ ...word(text), conf: 89 }).map((w) => w.conf);
    expect(conf('Unentschieden3,99')).toEqual([89, 50]);
    expect(conf('X3.40')).toEqual([89, 89]);
  });

  it('leaves a word that is no outcome label before a number alone', () => {
    for (const t of ['Mainz05', 'Total2.5', 'Over2.5', 'Schalke04']) expect(texts(t)).toEqual([t]);
  });

  it('leaves prices, times and words alone', () => {
    for (const t of ['12.10', '1.85', '+205', '-110', '2/1', 'Xavi', 'П1', '19:45', '1-0', '2-1', 'X2', '1X']) {
      expect(texts(t)).toEqual([t]);
    }
  });

  it('shares the box between the parts in reading order', () => {
    const [label, price] = splitGluedLabel(word('2-110'));
    expect(label!.x0).toBe(100);
    expect(label!.x1).toBeLessThan(price!.x0);
    expect(price!.x1).toBe(160);
  });
});

describe('signs and dashes set apart or glued on', () => {
  const at = (text: string, x0: number, x1: number): W => ({ text, conf: 80, x0, y0: 10, x1, y1: 30 });

  it('joins a sign OCR set apart from its American price, but not a suspended dash in a cell of its own', () => {
    expect(joinSplitSigns([at('-', 100, 108), at('150', 112, 150)]).map((w) => w.text)).toEqual(['-150']);
    expect(joinSplitSigns([at('-', 100, 108), at('150', 200, 240)]).map((w) => w.text)).toEqual(['-', '150']);
  });

  it("joins an American price split inside its digits ('+1' '75', large display type), untrusted; not a handicap apart", () => {
    // Boxes of a generated match graphic's away price.
    const big = (text: string, x0: number, x1: number): W => ({ text, conf: 50, x0, y0: 1994, x1, y1: 2138 });
    const out = joinSplitSigns([big('+1', 1575, 1764), big('75', 1773, 1990)]);
    expect(out.map((w) => w.text)).toEqual(['+175']);
    expect(out[0]!.conf).toBeLessThanOrEqual(50);
    expect(joinSplitSigns([at('+1', 100, 120), at('75', 160, 180)]).map((w) => w.text)).toEqual(['+1', '75']);
    expect(joinSplitSigns([at('+1', 100, 120), at('7500', 122, 170)]).map((w) => w.text)).toEqual(['+1', '7500']);
  });

  it('splits a dash glued to a name, keeping a hyphen inside one', () => {
    expect(splitGluedDashes([at('Украина-', 100, 196), at('Турция', 200, 270)]).map((w) => w.text)).toEqual([
      'Украина',
      '-',
      'Турция',
    ]);
    expect(splitGluedDashes([at('Saint-Etienne', 100, 250)]).map((w) => w.text)).toEqual(['Saint-Etienne']);
    // Ending its line, the hyphen is where a name wraps ('Lille ... Saint-' over 'Germain').
    expect(splitGluedDashes([at('Lille', 100, 160), at('Saint-', 900, 980)]).map((w) => w.text)).toEqual(['Lille', 'Saint-']);
  });
});

describe('withoutInnerRereads', () => {
  const at = (text: string, x0: number, x1: number): W => ({ text, conf: 90, x0, y0: 836, x1, y1: 916 });
  it("drops digits read again inside a number's box ('4' and '9' within '4,9'), keeping the cells beside it", () => {
    const out = withoutInnerRereads([
      at('4,9', 1147, 1249),
      at('4', 1154, 1177),
      at('9', 1222, 1240),
      at('41', 1547, 1639),
      at('1,6', 1942, 2047),
    ]);
    expect(out.map((w) => w.text)).toEqual(['4,9', '41', '1,6']);
  });

  it("keeps one of a number read twice over one cell ('1.65' at 60 in a tall box and at 100), the surer", () => {
    // Boxes of a generated exchange ladder's home runner.
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): W => ({ text, conf, x0, y0, x1, y1 });
    const out = withoutInnerRereads([
      w('1.64', 1544, 336, 1588, 354, 100),
      w('1.65', 1673, 333, 1751, 389, 60),
      w('1.65', 1674, 336, 1715, 354, 100),
      w('1.66', 1801, 336, 1844, 354, 50),
    ]);
    expect(out.map((x) => [x.text, x.conf])).toEqual([
      ['1.64', 100],
      ['1.65', 100],
      ['1.66', 50],
    ]);
    // The same price in two cells of a row stays twice.
    expect(withoutInnerRereads([at('2.10', 100, 160), at('2.10', 300, 360)]).length).toBe(2);
  });

  it("drops a wide, unsure box of digits ('[380' at 48) around a price read surely inside it ('3.55' at 99)", () => {
    // Boxes of a generated comparison's first bookmaker row.
    const w = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): W => ({ text, conf, x0, y0, x1, y1 });
    const row = [
      w('1.88', 1026, 441, 1096, 466, 100),
      w('[380', 1258, 410, 1563, 499, 48),
      w('3.55', 1424, 443, 1494, 465, 99),
      w('4.10', 1828, 441, 1887, 466, 100),
    ];
    expect(withoutInnerRereads(row).map((x) => x.text)).toEqual(['1.88', '3.55', '4.10']);
    // Read as surely as the price inside it, it stays for the row's own rules to weigh.
    expect(withoutInnerRereads([{ ...row[1]!, conf: 90 }, row[2]!]).length).toBe(2);
  });

  it("drops the last digit read again over the end of its number ('7' overlapping '4.7'), so it is no decimal of it", () => {
    const big = (text: string, x0: number, x1: number): W => ({ text, conf: 50, x0, y0: 1247, x1, y1: 1295 });
    const out = withoutInnerRereads([big('4.7', 769, 844), big('7', 838, 857), big('4.8', 940, 1039)]);
    expect(out.map((w) => w.text)).toEqual(['4.7', '4.8']);
  });

  it('keeps a digit that is no part of the number around it, and letters', () => {
    expect(withoutInnerRereads([at('4,9', 1147, 1249), at('7', 1154, 1177)]).map((w) => w.text)).toEqual(['4,9', '7']);
    expect(withoutInnerRereads([at('Gewonnen', 1147, 1249), at('Gewo', 1150, 1190)]).map((w) => w.text)).toEqual([
      'Gewonnen',
      'Gewo',
    ]);
  });
});

describe('withoutBorrowedDigit', () => {
  const at = (text: string, x0: number, x1: number, conf = 100): W => ({ text, conf, x0, y0: 555, x1, y1: 575 });
  it("drops the next price's first digit read again at a number's end ('2,0343' over '3,510'), untrusted", () => {
    const out = withoutBorrowedDigit([at('2,0343', 1365, 1480, 90), at('3,510', 1469, 1525), at('3,540', 1570, 1618)]);
    expect(out.map((w) => w.text)).toEqual(['2,034', '3,510', '3,540']);
    expect(out[0]!.conf).toBeLessThanOrEqual(50);
  });

  it('keeps a price as read, and a number whose box ends before the next word', () => {
    expect(withoutBorrowedDigit([at('2,033', 1365, 1480), at('3,510', 1469, 1525)]).map((w) => w.text)).toEqual([
      '2,033',
      '3,510',
    ]);
    expect(withoutBorrowedDigit([at('2,0343', 1365, 1460), at('3,510', 1469, 1525)]).map((w) => w.text)).toEqual([
      '2,0343',
      '3,510',
    ]);
  });

  it("a price as read whose box is stretched over the next cell's first digit ('1,54' over '4,16') loses that digit", () => {
    // A Russian line table's row as OCR boxed it: '1,5  4,1  6,6  1,1 ...' read three times with a digit borrowed.
    const row = [
      at('1,54', 1593, 1694, 50),
      at('4,16', 1673, 1773, 50),
      at('6,61', 1754, 1851, 50),
      at('11', 1845, 1874, 87),
      at('1,22', 1918, 1960, 63),
      at('2,56', 1997, 2039, 84),
      at('2,06', 2178, 2219, 88),
      at('1,7', 2362, 2392),
      at('2,08', 2538, 2591, 98),
      at('2,22', 2617, 2670, 88),
    ];
    const out = withoutBorrowedDigit(row);
    expect(out.slice(0, 4).map((w) => w.text)).toEqual(['1,5', '4,1', '6,6', '11']);
    expect(out.slice(4)).toEqual(row.slice(4));
  });
});

describe('joinSplitDecimals', () => {
  const at = (text: string, x0: number, x1: number): W => ({ text, conf: 100, x0, y0: 1771, x1, y1: 1813 });
  it("joins a one-decimal price and the digit right after it ('2,4' '2' is 2,42), untrusted", () => {
    const out = joinSplitDecimals([at('2,4', 1040, 1084), at('2', 1091, 1104), at('3,25', 1232, 1290)]);
    expect(out.map((w) => w.text)).toEqual(['2,42', '3,25']);
    expect(out[0]!.conf).toBeLessThan(60);
  });

  it("a digit three times the price's height ('5', a button's edge beside '4.1' on an exchange) is no last decimal", () => {
    const box = (text: string, x0: number, y0: number, x1: number, y1: number): W => ({ text, conf: 65, x0, y0, x1, y1 });
    const out = joinSplitDecimals([
      box('4.1', 2073, 627, 2115, 649),
      box('5', 2121, 621, 2161, 689),
      box('4.2', 2229, 627, 2271, 649),
    ]);
    expect(out.map((w) => w.text)).toEqual(['4.1', '5', '4.2']);
  });

  it("a digit inside the price before it ('4' read again within '4,5') is a second reading, not its last decimal", () => {
    const out = joinSplitDecimals([at('4,5', 1716, 1759), at('4', 1718, 1728), at('120', 1804, 1857)]);
    expect(out.map((w) => w.text)).toEqual(['4,5', '4', '120']);
  });

  it("joins a price split at its mark across the amount printed under it ('1.' '4,055' '82' is 1.82), untrusted", () => {
    const cell = (text: string, x0: number, y0: number, x1: number, y1: number): W => ({ text, conf: 50, x0, y0, x1, y1 });
    const out = joinSplitDecimals([
      cell('1.', 1978, 476, 2009, 511),
      cell('4,055', 1988, 507, 2041, 522),
      cell('82', 2001, 476, 2039, 511),
    ]);
    expect(out.map((w) => w.text)).toEqual(['1.82', '4,055']);
    expect(out[0]!.conf).toBeLessThanOrEqual(50);
  });

  it("joins a fraction split at its slash ('11' '/2') or in its numerator ('1' '0/3'), untrusted; a label stays apart", () => {
    const big = (text: string, x0: number, x1: number): W => ({ text, conf: 50, x0, y0: 1328, x1, y1: 1432 });
    const out = joinSplitDecimals([big('1', 643, 698), big('0/3', 705, 861), big('11', 1056, 1177), big('/2', 1177, 1299)]);
    expect(out.map((w) => w.text)).toEqual(['10/3', '11/2']);
    expect(out.every((w) => w.conf < 60)).toBe(true);
    // The home label before its price ('1' '5/2') is no numerator's digit.
    expect(joinSplitDecimals([big('1', 643, 698), big('5/2', 705, 861)]).map((w) => w.text)).toEqual(['1', '5/2']);
  });

  it("joins a price split after its decimal mark ('4,' '10' is 4,10), untrusted", () => {
    const out = joinSplitDecimals([at('4,', 1240, 1290), at('10', 1310, 1350)]);
    expect(out.map((w) => w.text)).toEqual(['4,10']);
    expect(out[0]!.conf).toBeLessThan(60);
  });

  it("joins a price whose decimal mark was read as a word of its own ('3' '.' '20' in a display font), untrusted", () => {
    // Display-size digits, 100 px tall.
    const big = (text: string, x0: number, x1: number): W => ({ text, conf: 90, x0, y0: 1437, x1, y1: 1537 });
    const out = joinSplitDecimals([big('3', 672, 720), big('.', 741, 750), big('20', 800, 890)]);
    expect(out.map((w) => w.text)).toEqual(['3.20']);
    expect(out[0]!.conf).toBeLessThan(60);
    // A score or a count beside a full stop far away stays apart.
    expect(joinSplitDecimals([at('3', 100, 128), at('.', 400, 409), at('20', 700, 760)]).map((w) => w.text)).toEqual([
      '3',
      '.',
      '20',
    ]);
  });

  it("joins a price whose mark was read with its decimals ('1' '.70', the words touching), untrusted", () => {
    const big = (text: string, x0: number, x1: number): W => ({ text, conf: 100, x0, y0: 1994, x1, y1: 2138 });
    const out = joinSplitDecimals([big('1', 356, 448), big('.70', 438, 737)]);
    expect(out.map((w) => w.text)).toEqual(['1.70']);
    expect(out[0]!.conf).toBeLessThan(60);
    // A word gap apart, they stay two words.
    expect(joinSplitDecimals([at('1', 100, 112), at('.70', 200, 236)]).map((w) => w.text)).toEqual(['1', '.70']);
  });

  it("joins a price whose mark, read with its decimals, stands the mark's room apart ('4' '.7' in an exchange's cell)", () => {
    // The boxes OCR gave an exchange ladder's cell: the '.7' box is 46 px high, 13 px right of the '4'.
    const cell = (text: string, x0: number, y0: number, x1: number, y1: number): W => ({ text, conf: 99, x0, y0, x1, y1 });
    const out = joinSplitDecimals([
      cell('4.6', 659, 1280, 752, 1330),
      cell('4', 848, 1288, 867, 1320),
      cell('.7', 880, 1282, 940, 1328),
    ]);
    expect(out.map((w) => w.text)).toEqual(['4.6', '4.7']);
    expect(out[1]!.conf).toBeLessThan(60);
  });

  it('leaves a digit a word gap away, and a label before its price', () => {
    expect(joinSplitDecimals([at('2,4', 1040, 1084), at('2', 1120, 1133)]).map((w) => w.text)).toEqual(['2,4', '2']);
    expect(joinSplitDecimals([at('1', 1000, 1012), at('2,4', 1018, 1062)]).map((w) => w.text)).toEqual(['1', '2,4']);
  });
});

describe('splitGluedDigitLabels', () => {
  it("'112.76 4 X 3.40': the home cell is the nearest price before the draw's label; a date further left is none", () => {
    // OCR boxes of two generated desktop lists' rows.
    const box = (text: string, x0: number, x1: number, conf: number, y0 = 389, y1 = 411): W => ({ text, conf, x0, y0, x1, y1 });
    const sevilla = [
      box('112.76', 1110, 1184, 50),
      box('4', 1196, 1207, 50, 399, 410),
      box('X', 1321, 1331, 89, 393, 410),
      box('3.40', 1346, 1397, 92),
    ];
    expect(splitGluedDigitLabels(sevilla).map((w) => w.text)).toEqual(['1', '12.76', '4', 'X', '3.40']);
    const dated = [
      box('19.03', 71, 132, 99),
      box('13:00', 136, 198, 92),
      box('1', 1621, 1626, 88),
      box('-285', 1642, 1694, 88),
      box('X', 1833, 1844, 79),
      box('+360', 1857, 1914, 96),
    ];
    expect(splitGluedDigitLabels(dated).map((w) => w.text)).toEqual(['19.03', '13:00', '1', '-285', 'X', '+360']);
  });

  it("'11,47  x40  26,80': the draw's label glued to a price whose mark was lost still anchors the outer labels", () => {
    // OCR boxes of a generated desktop list's row (labels inside the buttons; 'X 4,00' read as 'x40' at 23).
    const box = (text: string, x0: number, x1: number, conf: number): W => ({ text, conf, x0, y0: 608, x1, y1: 631 });
    const words = [
      box('Rennes', 770, 863, 99),
      box('11,47', 1283, 1370, 96),
      box('x40', 1457, 1545, 23),
      box('26,80', 1625, 1711, 98),
    ];
    expect(splitGluedDigitLabels(splitGluedLabels(words)).map((w) => w.text)).toEqual([
      'Rennes',
      '1',
      '1,47',
      'x',
      '40',
      '2',
      '6,80',
    ]);
  });

  // A row of labelled price cells: '1 2,04', 'x 3,35', '2 3,45', each label a glyph's width before its price.
  const at = (text: string, x0: number, x1: number, y0 = 10, y1 = 32): W => ({ text, conf: 95, x0, y0, x1, y1 });
  const row = (home: W[], away: W[]) => [
    at('Ланс', 20, 90),
    ...home,
    at('x', 300, 311, 18, 32),
    at('3,35', 322, 370),
    ...away,
    at('167', 600, 640),
  ];

  it("splits a '1' glued to the price left of the row's 'x' cell and a '2' right of it, and does not trust them", () => {
    const out = splitGluedDigitLabels(row([at('12,04', 150, 220)], [at('21,81', 450, 520)]));
    expect(out.map((w) => w.text)).toEqual(['Ланс', '1', '2,04', 'x', '3,35', '2', '1,81', '167']);
    expect(out.find((w) => w.text === '2,04')!.conf).toBeLessThan(60);
  });

  it("leaves such prices alone in a row whose cells print no 'x' label, and a '2' before the draw or a '1' after it", () => {
    const plain = [at('Ланс', 20, 90), at('12,04', 150, 220), at('3,35', 322, 370), at('21,81', 450, 520)];
    expect(splitGluedDigitLabels(plain).map((w) => w.text)).toEqual(['Ланс', '12,04', '3,35', '21,81']);
    const swapped = splitGluedDigitLabels(row([at('21,50', 150, 220)], [at('12,50', 450, 520)]));
    expect(swapped.map((w) => w.text)).toContain('21,50');
    expect(swapped.map((w) => w.text)).toContain('12,50');
  });
});

describe('digit labels glued to prices around a draw label that is a word', () => {
  it("'12,796  Unentschieden 3,370  22,406' is 1 2,796, Unentschieden 3,370, 2 2,406 on a card of pill buttons", () => {
    // OCR boxes of a generated mobile card (German labels): the draw's label glued to its price as well.
    const [m] = extractMatches(
      boxedPage([
        [
          ['Premier', 89, 448, 241, 479, 96],
          ['League', 257, 448, 398, 488, 96],
          ['14/09', 980, 445, 1104, 482, 100],
          ['16:00', 1110, 445, 1224, 482, 100],
        ],
        [
          ['West', 86, 545, 211, 586, 96],
          ['Ham', 229, 545, 342, 586, 96],
          ['United', 362, 543, 521, 586, 96],
        ],
        [['Brentford', 88, 627, 323, 670, 96]],
        [
          ['12,796', 137, 769, 296, 821, 100],
          ['Unentschieden3,370', 434, 770, 889, 821, 92],
          ['22,406', 1012, 769, 1187, 821, 100],
        ],
      ]),
      { gazetteer: loadGazetteer(), screenshot: 0 },
    ).matches;
    expect(m?.teams).toEqual(['West Ham United', 'Brentford']);
    expect(m?.odds).toEqual({ home: '2.796', draw: '3.370', away: '2.406' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });
});

describe('splitGluedDigitLabelsOnPage', () => {
  it("a row whose draw cell OCR garbled ('13,1  5:78  22,1') is split in the columns where an anchored row glued its labels", () => {
    // OCR boxes of a generated desktop list: the first row's 'x 3,9' anchors it; the second row's draw is unread.
    const box = (text: string, x0: number, x1: number, y0: number, conf = 96): W => ({ text, conf, x0, y0, x1, y1: y0 + 25 });
    const anchored = [
      box('Antalyaspor', 410, 570, 236),
      box('11,58', 1639, 1739, 223),
      box('x', 1821, 1833, 229),
      box('3,9', 1846, 1891, 223, 50),
      box('22,1', 1975, 2058, 223),
    ];
    const garbled = [
      box('Karagumruk', 484, 646, 581),
      box('13,1', 1648, 1732, 569),
      box('5:78', 1811, 1900, 569, 37),
      box('22,1', 1975, 2058, 569, 50),
    ];
    const [first, second] = splitGluedDigitLabelsOnPage([anchored, garbled]);
    expect(first!.map((w) => w.text)).toEqual(['Antalyaspor', '1', '1,58', 'x', '3,9', '2', '2,1']);
    expect(second!.map((w) => w.text)).toEqual(['Karagumruk', '1', '3,1', '5:78', '2', '2,1']);
    // Without a row showing glued labels, no other row is split.
    expect(splitGluedDigitLabelsOnPage([garbled])[0]!.map((w) => w.text)).toEqual(['Karagumruk', '13,1', '5:78', '22,1']);
  });
});

describe('joinSplitScores', () => {
  it("joins a live score split after its colon ('2:' '2'), and leaves a digit a word gap away", () => {
    const at = (text: string, x0: number, x1: number): W => ({ text, conf: 50, x0, y0: 325, x1, y1: 342 });
    expect(joinSplitScores([at('2:', 465, 510), at('2', 510, 532)]).map((w) => w.text)).toEqual(['2:2']);
    expect(joinSplitScores([at('2:', 465, 510), at('2', 560, 572)]).map((w) => w.text)).toEqual(['2:', '2']);
  });
});

describe('a label glued to the sign of its American price', () => {
  it("'1+' '185' is the label 1 and +185; three digits beside American prices are no decimal ('235' is no 2.35)", () => {
    const ms = extractMatches(
      boxedPage([
        [
          ['Turkey', 918, 211, 979, 235, 93],
          ['-', 986, 221, 992, 224, 92],
          ['Super', 999, 213, 1051, 235, 95],
          ['Lig', 1058, 212, 1084, 235, 95],
          ['1', 1859, 214, 1865, 229, 96],
          ['x', 2034, 213, 2044, 229, 72],
          ['2', 2206, 213, 2216, 229, 99],
          ['Total', 2485, 212, 2528, 229, 96],
        ],
        [
          ['1+', 1823, 287, 1864, 306, 50],
          ['185', 1856, 287, 1905, 306, 50],
          ['235', 2038, 287, 2073, 307, 95],
          ['2+', 2175, 287, 2216, 306, 50],
          ['140', 2210, 287, 2251, 306, 50],
          ['035', 2395, 285, 2442, 317, 50],
          ['U', 2572, 285, 2582, 317, 82],
          ['3.5', 2587, 285, 2614, 317, 50],
        ],
        [
          ['12:30', 918, 301, 963, 317, 96],
          ['Fatih', 1025, 298, 1070, 317, 93],
          ['Karagumruk', 1079, 298, 1194, 317, 88],
          ['vs', 1200, 303, 1220, 317, 96],
          ['Besiktas', 1229, 298, 1310, 317, 96],
        ],
      ]),
      { gazetteer: loadGazetteer() },
    ).matches;
    const m = ms.find((x) => x.teams?.[1] === 'Besiktas');
    expect(m).toMatchObject({ odds: { home: '+185', draw: null, away: '+140' } });
  });
});

describe('digit labels glued where the page prints them apart', () => {
  it("'11,53' in the home column of a page whose rows print '1 4,20  x 3,90  2 1,78' is the label 1 and 1,53, untrusted", () => {
    // OCR boxes of a generated Portuguese desktop list: the first two rows' home labels glued, the third's apart.
    const ms = extractMatches(
      boxedPage([
        [
          ['Premier', 561, 138, 625, 156, 96],
          ['League', 631, 140, 689, 161, 96],
          ['Russa', 694, 140, 742, 156, 96],
          ['1', 1415, 140, 1421, 155, 96],
          ['x', 1570, 140, 1580, 155, 81],
          ['2', 1727, 140, 1736, 155, 96],
          ['Handicap', 1956, 134, 2031, 166, 96],
          ['Sim', 2240, 138, 2269, 155, 93],
          ['Nao', 2396, 138, 2427, 155, 91],
        ],
        [
          ['30', 561, 223, 579, 237, 96],
          ['abr', 587, 224, 608, 237, 96],
          ['14:00', 615, 223, 655, 237, 88],
          ['15,50', 1448, 211, 1509, 229, 92],
          ['х', 1605, 213, 1612, 226, 72],
          ['4', 1623, 211, 1662, 230, 7],
          ['252', 1761, 211, 1818, 230, 33],
          ['1,', 1954, 206, 1971, 255, 69],
          ['ae', 1969, 210, 1992, 247, 27],
          ['230', 2110, 210, 2148, 251, 71],
          ['1,84', 2291, 211, 2333, 229, 95],
          ['2,16', 2447, 211, 2489, 229, 99],
          ['+114', 2583, 221, 2619, 235, 98],
        ],
        [
          ['30', 561, 427, 579, 441, 50],
          ['abr', 585, 427, 609, 441, 93],
          ['17:30', 614, 427, 656, 441, 50],
          ['1', 1449, 418, 1453, 430, 95],
          ['4,20', 1467, 415, 1505, 434, 95],
          ['x', 1605, 417, 1612, 430, 56],
          ['3,90', 1624, 415, 1662, 434, 96],
          ['2', 1761, 417, 1768, 430, 90],
          ['1,78', 1781, 415, 1817, 434, 90],
          ['a', 1954, 414, 1992, 455, 57],
          ['1,9', 2108, 418, 2137, 454, 98],
          ['4', 2143, 418, 2155, 454, 100],
          ['2,34', 2287, 415, 2334, 433, 90],
          ['2,18', 2444, 415, 2486, 433, 95],
          ['eee', 2585, 429, 2619, 440, 37],
        ],
        [['2,06', 2286, 313, 2335, 331, 95]],
        [['11,53', 1443, 313, 1514, 331, 95]],
        [
          ['2', 1754, 313, 1765, 331, 98],
          ['6,80', 1776, 313, 1825, 331, 97],
        ],
        [['2,08', 2447, 313, 2489, 331, 99]],
        [
          ['30', 556, 325, 574, 338, 99],
          ['ab', 579, 325, 598, 338, 97],
          ['r15:00', 603, 325, 662, 338, 90],
        ],
        [['+174', 2580, 325, 2623, 338, 99]],
        [
          ['Or', 787, 336, 802, 359, 95],
          ['en', 806, 336, 822, 359, 100],
          ['bu', 826, 336, 842, 359, 100],
          ['rg', 845, 336, 861, 359, 100],
        ],
        [
          ['Arsenal', 785, 203, 850, 220, 95],
          ['Tula', 856, 202, 892, 220, 96],
        ],
        [['Ural', 786, 235, 818, 252, 96]],
        [['Krasnodar', 786, 406, 874, 424, 96]],
        [
          ['CSKA', 785, 440, 833, 456, 91],
          ['Moscow', 840, 440, 912, 456, 96],
        ],
        [
          ['Rotor', 786, 306, 832, 322, 96],
          ['Volgograd', 837, 304, 925, 327, 96],
        ],
      ]),
      { gazetteer: loadGazetteer() },
    ).matches;
    const rotor = ms.find((m) => m.teams?.[0] === 'Rotor Volgograd');
    expect([rotor?.odds.home, rotor?.odds.away]).toEqual(['1.53', '6.80']);
    expect(rotor!.confidence.odds).toBeLessThan(0.6);
    expect(ms.find((m) => m.teams?.[0] === 'Arsenal Tula')?.odds.home).toBe('5.50');
  });
});

describe('a word label glued to a price cut at its decimal mark', () => {
  it("'Ничья3,' '70' is the draw's label and the price 3,70, shown as unsure", () => {
    // OCR boxes of a generated Russian card: the draw button's label, its price's integer and mark, then its decimals.
    const page = boxedPage([
      [
        ['Россия.', 89, 439, 234, 467, 96],
        ['Премьер-лига', 256, 439, 540, 476, 96],
        ['06.12', 969, 437, 1081, 467, 100],
        ['12:30', 1096, 437, 1207, 467, 100],
      ],
      [
        ['Арсенал', 86, 526, 322, 573, 96],
        ['Тула', 343, 526, 476, 574, 96],
      ],
      [['Урал', 87, 600, 225, 648, 96]],
      [
        ['1', 140, 738, 158, 768, 96],
        ['2,12', 262, 734, 384, 778, 100],
        ['Ничья3,', 522, 734, 698, 779, 31],
        ['70', 711, 734, 772, 773, 37],
        ['2', 904, 739, 920, 768, 100],
        ['3,35', 1037, 734, 1153, 778, 100],
      ],
    ]);
    const [m] = extractMatches(page, { gazetteer: loadGazetteer() }).matches;
    expect(m?.teams).toEqual(['Арсенал Тула', 'Урал']);
    expect(m?.odds).toEqual({ home: '2.12', draw: '3.70', away: '3.35' });
    expect(m?.confidence.odds).toBeLessThan(0.6);
  });
});

describe('splitGluedPrices', () => {
  const w = (text: string, x0: number, x1: number, conf = 90) => ({ text, conf, x0, y0: 0, x1, y1: 20 });

  it("splits prices read as one word across their cells' edges, and distrusts a price a bracket follows", () => {
    const out = splitGluedPrices([w('52.15(28.05(1.010', 0, 170)]);
    expect(out.map((x) => x.text)).toEqual(['52.15', '28.05', '1.010']);
    expect(out.map((x) => x.conf)).toEqual([50, 50, 90]);
    expect(out[0]!.x1).toBeLessThan(out[1]!.x0);
    expect(out[1]!.x1).toBeLessThan(out[2]!.x0);
  });

  it('leaves a handicap line, a lone price and a price with a bracket after it alone', () => {
    for (const text of ['(2.5)', '2.5)', '(+0.5)', '1.85', '16.25(']) expect(splitGluedPrices([w(text, 0, 60)])).toHaveLength(1);
  });

  it('reads a live list whose three prices OCR read as one word: the row, its prices unsure', () => {
    const page = boxedPage([
      [
        ['Ligue', 54, 819, 207, 869, 94],
        ['1', 233, 820, 260, 858, 94],
        ['1', 912, 819, 935, 857, 99],
        ['Хх', 1096, 815, 1136, 873, 66],
        ['2', 1302, 819, 1325, 857, 100],
      ],
      [
        ['2', 223, 956, 253, 998, 95],
        ['Paris', 287, 956, 413, 999, 93],
        ['Saint-', 437, 956, 594, 999, 90],
      ],
      [
        ["89'", 42, 1035, 123, 1073, 99],
        ['Germain', 222, 1032, 454, 1090, 96],
        ['52.15(28.05(1.010', 851, 1034, 1416, 1077, 90],
      ],
      [
        ['3', 222, 1118, 253, 1161, 96],
        ['Nice', 287, 1117, 402, 1161, 96],
      ],
    ]);
    const m = extractMatches(page, { gazetteer: loadGazetteer(), scale: 1.4 }).matches.find((x) => x.teams?.[1] === 'Nice');
    expect(m?.teams).toEqual(['Paris Saint-Germain', 'Nice']);
    expect(m?.odds).toEqual({ home: '52.15', draw: '28.05', away: '1.010' });
    expect(m?.confidence.odds).toBeLessThan(0.8);
  });
});
