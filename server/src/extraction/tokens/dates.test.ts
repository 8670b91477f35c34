import { describe, expect, it } from 'vitest';
import { findDatesAndTimes } from './dates';
import { weekdayNumber, yearForWeekday } from './weekdays';
import { buildRows } from '../grid/layout';
import { fixturePage } from '../test-fixtures';

const read = (text: string) => findDatesAndTimes(buildRows(fixturePage([[100, [text, 40]]])));

describe('dates and times as OCR reads them', () => {
  it('a day read with a colon before the kick-off ("18:02 16:00") is the day, not a second time', () => {
    expect(read('18:02 16:00')).toMatchObject({ dates: [{ month: 2, day: 18 }], times: [{ time: '16:00' }] });
    // A time range keeps both times.
    expect(read('12:00 - 14:00').times.map((t) => t.time)).toEqual(['12:00', '14:00']);
  });

  it("the space read a digit early ('14/0 813:00' for '14/08 13:00'): the date and the time, never a time of three digits", () => {
    expect(read('14/0 813:00')).toMatchObject({ dates: [{ month: 8, day: 14 }], times: [{ time: '13:00' }] });
    expect(read('09/0 312:30')).toMatchObject({ dates: [{ month: 3, day: 9 }], times: [{ time: '12:30' }] });
    // A month that is no month stays unread.
    expect(read('14/3 813:00').dates).toEqual([]);
  });

  it("a written month glued to the kick-off after its day ('qua 25 mar.15:00')", () => {
    expect(read('qua 25 mar.15:00')).toMatchObject({ dates: [{ month: 3, day: 25 }], times: [{ time: '15:00' }] });
    expect(read('mar.15:00').dates).toEqual([]);
    // A German day ends in its own point.
    expect(read('4. Jan.13:00')).toMatchObject({ dates: [{ month: 1, day: 4 }], times: [{ time: '13:00' }] });
  });

  it("an Italian month read right ('4 lug 16:30') is July, not a misread English 'aug'", () => {
    expect(read('4 lug 16:30')).toMatchObject({ dates: [{ month: 7, day: 4 }], times: [{ time: '16:30' }] });
  });

  it('a month abbreviation with one letter misread is the month only before its day and a time', () => {
    expect(read('Оес 20, 12:30 РМ')).toMatchObject({ dates: [{ month: 12, day: 20 }], times: [{ time: '12:30' }] });
    expect(read('Oec 20').dates).toEqual([]);
    // Two months one letter away ('Jun', 'Jul', 'Jan' from 'Ju1'): no guess.
    expect(read('Jux 20, 12:30').dates).toEqual([]);
  });

  it("a month written out with one letter misread ('20 aodt 18:00' for '20 août') is the month between its day and a time", () => {
    expect(read('20 aodt 18:00')).toMatchObject({ dates: [{ month: 8, day: 20 }], times: [{ time: '18:00' }] });
    expect(read('5 marzp 21:00')).toMatchObject({ dates: [{ month: 3, day: 5 }] });
    // Not without its day and time, and not where two months are one letter away ('juil' and 'juin' from 'juix').
    expect(read('aodt 18:00').dates).toEqual([]);
    expect(read('20 juix 18:00').dates).toEqual([]);
  });

  it("a day glued to its month, the space between them lost ('Fri 2Jan 13:00'), is the date", () => {
    expect(read('Fri 2Jan 13:00')).toMatchObject({ dates: [{ month: 1, day: 2 }], times: [{ time: '13:00' }] });
    expect(read('Sun 26Apr 13:00')).toMatchObject({ dates: [{ month: 4, day: 26 }] });
    // A number glued to a word that is no month stays unread ('2nd', '3Ajax').
    expect(read('3Ajax 13:00').dates).toEqual([]);
  });

  it("a letter only Cyrillic has stands for the one misread letter ('Зап 25, 12:30 РМ' for 'Jan 25')", () => {
    expect(read('Зап 25, 12:30 РМ')).toMatchObject({ dates: [{ month: 1, day: 25 }], times: [{ time: '12:30' }] });
    // Two such letters are no month; nor is one where two months fit ('Juж': Jun or Jul).
    expect(read('Зып 25, 12:30').dates).toEqual([]);
    expect(read('Juж 25, 12:30').dates).toEqual([]);
  });

  it("a weekday spelt as a month ('mar', martes) before its day and month: the month after the day is the date's", () => {
    expect(read('mar 28 jul 20:45')).toMatchObject({ dates: [{ month: 7, day: 28 }], times: [{ time: '20:45' }] });
    // An Italian day heading: the month an abbreviation that is also a word ('lug', luglio), no time after it.
    expect(read('mar 28 lug').dates).toEqual([{ month: 7, day: 28, row: 0 }]);
    // 'Mar' before its day alone is March.
    expect(read('Mar 28, 7:45 PM')).toMatchObject({ dates: [{ month: 3, day: 28 }] });
  });

  it("a day glued by its comma to the kick-off after its month ('Oct 3,3:00 PM') is the date and the time", () => {
    expect(read('Oct 3,3:00 PM')).toMatchObject({ dates: [{ month: 10, day: 3 }], times: [{ time: '15:00' }] });
    // Without a month before it, no date.
    expect(read('3,3:00').dates).toEqual([]);
  });

  it("a Russian month read in Latin look-alikes, an 'n' for its 'л' ('2 anpena 12:30' for '2 апреля')", () => {
    expect(read('2 anpena 12:30')).toMatchObject({ dates: [{ month: 4, day: 2 }], times: [{ time: '12:30' }] });
  });

  it("a misread month after a weekday and its day, the weekday misread too ('Тие 7 Арг' for 'Tue 7 Apr')", () => {
    expect(read('Тие 7 Арг')).toMatchObject({ dates: [{ month: 4, day: 7 }] });
    expect(read('Tue 7 Арг')).toMatchObject({ dates: [{ month: 4, day: 7 }] });
    // Without the weekday a misread month needs a time beside it.
    expect(read('Лига 7 Арг').dates).toEqual([]);
  });

  it("a day and month glued to the kick-off ('26/0114:00') are the date and the time", () => {
    expect(read('26/0114:00')).toMatchObject({ dates: [{ month: 1, day: 26 }], times: [{ time: '14:00' }] });
    expect(read('15.089:45')).toMatchObject({ dates: [{ month: 8, day: 15 }], times: [{ time: '09:45' }] });
    // No month 14.
    expect(read('26/1414:00').dates).toEqual([]);
  });

  it('a separator read as a glyph glued to the date is no part of it', () => {
    // '·' read as an opening quote before the day.
    expect(read('Eredivisie «21 oct 19:45')).toMatchObject({ dates: [{ month: 10, day: 21 }], times: [{ time: '19:45' }] });
    // A dash between the day and its month.
    expect(read('Премьер-лига 9-мая 15:00')).toMatchObject({ dates: [{ month: 5, day: 9 }], times: [{ time: '15:00' }] });
    // A dash joining the league's number to the date, before a time only.
    expect(read('Ligue 1-11.12 19:30')).toMatchObject({ dates: [{ month: 12, day: 11 }], times: [{ time: '19:30' }] });
    expect(read('Ligue 1-11.12').dates).toEqual([]);
    // A sign is a price's, never a separator.
    expect(read('+21 oct').dates).toEqual([]);
  });

  it("a colon after the day and month is punctuation ('03/11: 21:15')", () => {
    expect(read('03/11: 21:15')).toMatchObject({ dates: [{ month: 11, day: 3 }], times: [{ time: '21:15' }] });
  });

  it("the same between its day and a time, with an 'S' read as '5' ('13 Маг 12:30', '4 5ер 13:00')", () => {
    expect(read('13 Маг 12:30')).toMatchObject({ dates: [{ month: 3, day: 13 }], times: [{ time: '12:30' }] });
    expect(read('4 5ер 13:00')).toMatchObject({ dates: [{ month: 9, day: 4 }], times: [{ time: '13:00' }] });
    expect(read('4 5ер').dates).toEqual([]);
  });

  it("a weekday glued to the date and read as digits ('6625.04' for 'Сб 25.04') before the kick-off", () => {
    expect(read('6625.04 14:00')).toMatchObject({ dates: [{ month: 4, day: 25 }], times: [{ time: '14:00' }] });
    // Without a time beside it, it is a number.
    expect(read('6625.04').dates).toEqual([]);
  });

  it("a weekday glued to the day ('Пт26.06') makes it a date, and a kick-off written with a point or a dash follows it", () => {
    expect(read('Пт26.06 15.00')).toMatchObject({ dates: [{ month: 6, day: 26 }], times: [{ time: '15:00' }] });
    expect(read('Sat12.04')).toMatchObject({ dates: [{ month: 4, day: 12 }] });
    // Letters that are no weekday glued to a number are not a date; a pointed number after no date is a price.
    expect(read('Ab26.06').dates).toEqual([]);
    expect(read('Spartak 15.00').times).toEqual([]);
    // A colon read as a dash: the day before it is a date too.
    expect(read('08/10 13-00')).toMatchObject({ dates: [{ month: 10, day: 8 }], times: [{ time: '13:00' }] });
  });

  it("a day whose point OCR read as a comma ('11,06 13:00') before the kick-off", () => {
    expect(read('11,06 13:00')).toMatchObject({ dates: [{ month: 6, day: 11 }], times: [{ time: '13:00' }] });
    // Without a time beside it, it is a price.
    expect(read('11,06').dates).toEqual([]);
  });

  it("a 24-hour kick-off whose colon OCR dropped, right after a day and month ('12.02 1400')", () => {
    expect(read('12.02 1400')).toMatchObject({ dates: [{ month: 2, day: 12 }], times: [{ time: '14:00' }] });
    // Alone, or after a price written with a comma, four digits are no time.
    expect(read('1400').times).toEqual([]);
    expect(read('2,12 1400')).toMatchObject({ dates: [], times: [] });
  });

  it('a 12-hour kick-off whose colon OCR dropped', () => {
    expect(read('Wed Jul 9 110 PM').times.map((t) => t.time)).toEqual(['13:10']);
    expect(read('1130am').times.map((t) => t.time)).toEqual(['11:30']);
  });

  it('months of other languages are whole words, never the stem of a club', () => {
    expect(read('12 mai 18:00').dates).toMatchObject([{ month: 5, day: 12 }]);
    expect(read('5 agosto 2026').dates).toMatchObject([{ month: 8, day: 5, year: 2026 }]);
    expect(read('St. Pauli - Mainz 05').dates).toEqual([]);
    expect(read('Marseille 12 Lens').dates).toEqual([]);
    expect(read('Set 1').dates).toEqual([]);
  });

  it("'set', 'out' and their like are months only between a day and a time or after a weekday and a day", () => {
    expect(read('sex 4 set 20:00')).toMatchObject({ dates: [{ month: 9, day: 4 }], times: [{ time: '20:00' }] });
    expect(read('gio 3 ott').dates).toMatchObject([{ month: 10, day: 3 }]);
    expect(read('4 set').dates).toEqual([]);
    expect(read('Game 2 out of 7').dates).toEqual([]);
  });

  it("a Latin 'r' read as 'г' in a month before its day and a time ('Маг 6, 7:00 РМ')", () => {
    expect(read('Маг 6, 7:00 РМ')).toMatchObject({ dates: [{ month: 3, day: 6 }], times: [{ time: '19:00' }] });
  });

  it("a league's number before the month is not the day when a day follows it ('Ligue 1 Mar 29, 7:45 PM')", () => {
    expect(read('Ligue 1 Mar 29, 7:45 PM').dates).toMatchObject([{ month: 3, day: 29 }]);
    // After a weekday the number is the day.
    expect(read('Sat 1 Mar 2026').dates).toMatchObject([{ month: 3, day: 1, year: 2026 }]);
    expect(read('Premier League 21 Mar').dates).toMatchObject([{ month: 3, day: 21 }]);
  });
});

describe('a month read in two pieces', () => {
  it("'4 Fe b 12:30' and '18A pr 12:30' (the month's first letter glued to its day) are dates", () => {
    expect(read('4 Fe b 12:30')).toMatchObject({ dates: [{ month: 2, day: 4 }], times: [{ time: '12:30' }] });
    expect(read('18A pr 12:30')).toMatchObject({ dates: [{ month: 4, day: 18 }], times: [{ time: '12:30' }] });
  });

  it('pieces far apart, or pieces that are no month joined, are no date', () => {
    const apart = findDatesAndTimes(buildRows(fixturePage([[100, ['4 Fe', 40], ['b 12:30', 400]]])));
    expect(apart.dates).toEqual([]);
    expect(read('4 Fe x 12:30').dates).toEqual([]);
    expect(read('18A bc').dates).toEqual([]);
  });
});

describe('a kick-off split from its date', () => {
  it("'24.11 21 :00': a time read in two pieces at its colon makes the day and month a date", () => {
    expect(read('24.11 21 :00')).toMatchObject({ dates: [{ month: 11, day: 24 }], times: [{ time: '21:00' }] });
  });

  it("a title ending in '22.11' over a line beginning '15:00' is dated; a row of prices ending in '2.04' is not", () => {
    const titled = fixturePage([
      [100, ['Russia - Russian Premier League - 22.11', 40]],
      [130, ['15:00', 40]],
    ]);
    expect(findDatesAndTimes(buildRows(titled)).dates).toMatchObject([{ month: 11, day: 22 }]);
    const priced = fixturePage([
      [100, ['Twente 2.00 2.06 1.91 2.04', 40]],
      [130, ['12:30 AZ Alkmaar', 40]],
    ]);
    expect(findDatesAndTimes(buildRows(priced)).dates).toEqual([]);
  });
});

describe('a date printed without its year', () => {
  const today = new Date('2026-12-02T10:00:00Z');
  const at = (text: string) => findDatesAndTimes(buildRows(fixturePage([[100, [text, 40]]])), today).dates;

  it("takes the year its printed weekday fits, nearest to today ('Thu, Apr 23' is 2026's, a Thursday)", () => {
    // Nearest to 2 December 2026 without the weekday would be 23 April 2027, a Friday.
    expect(yearForWeekday(4, 23, 4, today)).toBe(2026);
    expect(at('Thu, Apr 23 19:45')).toMatchObject([{ month: 4, day: 23, year: 2026 }]);
    expect(at('Fri, Apr 23 19:45')).toMatchObject([{ month: 4, day: 23, year: 2027 }]);
    expect(at('Чт 23.04 19:45')).toMatchObject([{ month: 4, day: 23, year: 2026 }]);
    expect(at('Sat 9 Jan')).toMatchObject([{ month: 1, day: 9, year: 2027 }]);
  });

  it('stays without a year where no weekday is printed, or the weekday fits no year near today', () => {
    expect(at('Apr 23 19:45')[0]!.year).toBeUndefined();
    // 23 April is a Monday in none of 2025, 2026 and 2027 (a Wednesday, a Thursday, a Friday).
    expect(yearForWeekday(4, 23, 1, today)).toBeNull();
    expect(at('Mon, Apr 23 19:45')[0]!.year).toBeUndefined();
    expect(yearForWeekday(4, 23, 3, today)).toBe(2025);
    expect(weekdayNumber('Пт')).toBe(5);
    expect(weekdayNumber('mar')).toBeNull();
  });
});
