import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches } from './assemble/matches';
import { fixturePage } from './test-fixtures';

/*
 * Bet histories and accumulator coupons as Russian bookmakers print them: each leg a line of 'date time Sport.
 * Country. League. Home - Away' (the match sometimes on the same line as the pick), then 'Market. Pick price
 * status'. Only 1X2 picks are legs the analysis can use; handicap, double chance, totals and both-to-score picks are
 * not.
 */

const gazetteer = loadGazetteer();
const read = (rows: Parameters<typeof fixturePage>[0]) => extractMatches(fixturePage(rows), { gazetteer }).matches;

describe('bet history legs', () => {
  it('a breadcrumb before the match does not become part of the home team, and the pick after a market is read', () => {
    const [top, ...rest] = read([
      [30, ['04.03.2018 10:12:00 #781 Экспресс (3.78).', 20]],
      [70, ['Ставка: 20000. Выплата: 75600', 20]],
      [130, ['04.03.2018 19:30:00 Футбол. Англия. Премьер-лига. Брайтон - Арсенал', 20]],
      [175, ['Голы. Обе забьют: да 1.69 Выиграло', 20]],
      [340, ['05.03.2018 01:45:00 Футбол. Испания. Примера дивизион. Валенсия - Бетис', 20]],
      [385, ['Основные. Победа первой 1.51 Выиграло', 20]],
    ]);
    expect(top?.teams).toEqual(['Валенсия', 'Бетис']);
    expect(top?.odds).toEqual({ home: '1.51', draw: null, away: null });
    expect(top?.selection).toBe('home');
    // The leg's own league line, cut to the country and the league, never another leg's.
    expect(top?.league).toBe('Испания. Примера дивизион');
    // The leg's own kick-off, not the date the bet was placed.
    expect(top?.date).toBe('2018-03-05');
    // The both-to-score pick is no 1X2 leg: its price is nobody's.
    expect(rest.flatMap((m) => [m.odds.home, m.odds.draw, m.odds.away])).not.toContain('1.69');
  });

  it('a pick on the match line itself, the dash glued to a name; double chance and handicap picks are skipped', () => {
    const matches = read([
      [150, ['02.09.2017 22:00:00 Футбол. Чемпионат мира 2018. Отборочные матчи. Европа', 20]],
      [200, ['Грузия - Ирландия. Основные. Первая не проиграет 2.01 Выиграло', 20]],
      [320, ['03.09.2017 00:45:00 Футбол. Чемпионат мира 2018. Отборочные матчи. Европа', 20]],
      [370, ['Украина- Турция Основные. Победа первой 2.21 Выиграло', 20]],
      [410, ['03.09.2017 00:45:00 Футбол. Чемпионат мира 2018. Отборочные матчи. Европа', 20]],
      [450, ['Хорватия - Косово Основные. П2 с форой (4.5) 2.00 Выиграло', 20]],
    ]);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.teams).toEqual(['Украина', 'Турция']);
    expect(matches[0]?.odds).toEqual({ home: '2.21', draw: null, away: null });
    expect(matches[0]?.date).toBe('2017-09-03');
  });

  it('a market name before the pick ("1Х2 П2") and the coupon total is not a leg', () => {
    const matches = read([
      [50, ['8961. Чемпионат Италии. Серия А', 20]],
      [85, ['Кальяри - Рома', 20]],
      [130, ['1Х2 П2', 20], ['1.43', 700]],
      [200, ['7651. Чемпионат Италии. Серия А', 20]],
      [235, ['Лацио - Аталанта', 20]],
      [280, ['Тотал 2 Б', 20], ['1.41', 700]],
      [520, ['Итоговый коэффициент:', 20], ['2.803', 700]],
      [560, ['Сумма ставки:', 20], ['10000 UAH', 700]],
    ]);
    expect(matches[0]?.teams).toEqual(['Кальяри', 'Рома']);
    expect(matches[0]?.odds).toEqual({ home: null, draw: null, away: '1.43' });
    const prices = matches.flatMap((m) => [m.odds.home, m.odds.draw, m.odds.away]);
    expect(prices).not.toContain('2.803');
    expect(prices).not.toContain('1.41');
  });

  it('a cup stage ("1/2 финала") in the match line is no fractional price', () => {
    const matches = read([
      [130, ['28.02.2018 22:30:00 Футбол. Кубок Италии. Плей-офф. 1/2 финала. Ответные', 20]],
      [180, ['матчи. Ювентус - Аталанта', 20]],
      [220, ['Основные. Победа первой 1.67 Выиграло', 20]],
    ]);
    expect(matches[0]?.teams).toEqual(['Ювентус', 'Аталанта']);
    expect(matches[0]?.odds).toEqual({ home: '1.67', draw: null, away: null });
    expect(matches.flatMap((m) => [m.odds.home, m.odds.away])).not.toContain('1/2');
  });
});

describe('bet records in other languages', () => {
  it("a Portuguese record's stake and return ('Valor: RS 250,00  Retorno: RS 510,00', the R$ misread) are no prices", () => {
    const matches = read([
      [30, ['Minhas Apostas', 40]],
      [90, ['Simples - #61754868 Perdida', 40]],
      [140, ['Getafe', 40], ['2.36', 1000]],
      [190, ['Girona - Getafe', 40]],
      [240, ['Resultado Final : La Liga : 22/01 14:00', 40]],
      [300, ['Valor: RS 250,00', 40], ['Retorno: RS 510,00', 700]],
    ]);
    expect(matches.map((m) => [m.teams, m.odds])).toEqual([[['Girona', 'Getafe'], { home: null, draw: null, away: '2.36' }]]);
  });
});
