import { describe, expect, it } from 'vitest';
import { devig } from '../devig';
import { parseFootballDataCsv, type HistoricalMatch } from './football-data';
import { latentOf, MarketRatings, probabilitiesOf } from './market-ratings';

const day = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const match = (date: string, home: string, away: string, close: [number, number, number]): HistoricalMatch => ({
  day: day(date),
  date,
  league: 'E0',
  home,
  away,
  homeGoals: 0,
  awayGoals: 0,
  result: 'D',
  b365: null,
  pinnacleClosing: close,
  season: '2025-26',
});

describe('market-implied ratings (issue 49)', () => {
  it("the latent scale holds the market's view exactly: x and c give back the de-vigged closing probabilities", () => {
    for (const close of [
      [1.95, 3.7, 4.1],
      [4.5, 3.9, 1.8],
      [2.6, 3.1, 2.9],
    ] as [number, number, number][]) {
      const { x, c } = latentOf(close);
      const p = probabilitiesOf(x, c);
      devig(close, 'power').forEach((q, i) => expect(p[i]).toBeCloseTo(q, 9));
    }
  });

  it('ratings follow the closing prices, not the scores; a file continues the walk only after its league last date', () => {
    const model = new MarketRatings();
    const teams = ['A', 'B', 'C', 'D'];
    let d = day('2025-08-01');
    // A is priced as the strongest side week after week, whatever the (drawn) results.
    for (let w = 0; w < 10; w++)
      for (const [h, a] of [
        ['A', 'B'],
        ['C', 'D'],
        ['B', 'A'],
        ['D', 'C'],
      ] as const) {
        const close: [number, number, number] = h === 'A' ? [1.5, 4.4, 7.0] : a === 'A' ? [5.5, 4.2, 1.65] : [2.5, 3.3, 2.9];
        const iso = new Date((d += 1) * 86_400_000).toISOString().slice(0, 10);
        model.update(match(iso, h, a, close));
      }
    const file = model.toFile('2026-01-01T00:00:00Z');
    const rating = (t: string) => file.teams[t]![0];
    expect(rating('A')).toBeGreaterThan(Math.max(...teams.slice(1).map(rating)));
    const p = model.predict({ day: d + 3, league: 'E0', home: 'A', away: 'B' })!;
    expect(p.probabilities[0]).toBeGreaterThan(0.55);

    const again = MarketRatings.fromFile(file);
    const old = match(file.leagues['E0']!.lastDate, 'A', 'B', [1.5, 4.4, 7.0]);
    const later = match('2026-02-01', 'B', 'A', [3.0, 3.4, 2.4]);
    expect(again.extend([old, later])).toBe(1);
    expect(again.toFile('x').dataTo).toBe('2026-02-01');
  });

  it('reads pre-match Pinnacle, best and average prices from a main-league file, none from an extra-league one', () => {
    const main = parseFootballDataCsv(
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,B365H,B365D,B365A,PSH,PSD,PSA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,PSCH,PSCD,PSCA\n' +
        'E0,16/08/2025,Arsenal,Chelsea,2,1,2.1,3.4,3.5,2.15,3.5,3.6,2.25,3.6,3.8,2.08,3.4,3.45,2.05,3.6,3.8\n',
      'E0',
    );
    expect(main[0]).toMatchObject({ pinnacle: [2.15, 3.5, 3.6], max: [2.25, 3.6, 3.8], avg: [2.08, 3.4, 3.45], result: 'H' });
    const extra = parseFootballDataCsv(
      'Country,League,Season,Date,Time,Home,Away,HG,AG,Res,PH,PD,PA,MaxH,MaxD,MaxA\n' +
        'Austria,Bundesliga,2019/2020,01/03/2020,15:00,Rapid Vienna,Sturm Graz,1,1,D,2.0,3.5,3.8,2.1,3.6,3.9\n',
      'dlz_AUT',
    );
    expect(extra[0]).toMatchObject({ league: 'AUT', pinnacleClosing: [2, 3.5, 3.8], pinnacle: null, max: null });
  });
});
