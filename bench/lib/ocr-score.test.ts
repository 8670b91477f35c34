import { describe, expect, it } from 'vitest';
import type { ReadMatch } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import { loadGazetteer } from '../../server/src/extraction/names/gazetteer';
import { fromGenerated, fromRealDev, fromSyntheticDev, type BenchImage } from './ocr-labels';
import { objective, priceOk, scoreImage, summarise, teamsOk } from './ocr-score';

const gaz = loadGazetteer();

function read(teams: [string, string] | null, odds: Partial<ReadMatch['odds']>, extra: Partial<ReadMatch> = {}): ReadMatch {
  return readMatch({
    sport: null,
    teams,
    odds: { home: null, draw: null, away: null, ...odds },
    confidence: { teams: 1, odds: 1, date: 1 },
    ...extra,
  });
}

/** A generated list screenshot: three rows, the second one primary. */
const list: BenchImage = fromGenerated(
  {
    file: 'desktop-list/desktop-list-003.jpg',
    family: 'desktop-list',
    language: 'en',
    events: [
      {
        teams: ['Arsenal', 'Chelsea'],
        date: { month: 3, day: 14, time: '15:00' },
        market: '1x2',
        odds: { home: '2.10', draw: '3,40', away: '-' },
      },
      {
        teams: ['Everton', 'Fulham'],
        date: { month: 3, day: 14, time: '17:30' },
        market: '1x2',
        odds: { home: '2.55', draw: '3.20', away: '2.90' },
      },
      { teams: ['Leeds', 'Burnley'], date: null, market: '1x2', odds: { home: '1.95', draw: '3.60', away: '4.00' } },
    ],
    primary: 1,
    negative: false,
  },
  '/corpus',
);

describe('labels', () => {
  it('reads comma decimals and "-" (suspended) in generated labels', () => {
    const e = list.events[0]!;
    expect(e.odds.draw).toEqual({ printed: '3,40', decimal: 3.4 });
    expect(e.odds.away).toBe('suspended');
    expect(list.path).toBe('/corpus/desktop-list/desktop-list-003.jpg');
    expect(list.primary).toBe(1);
    expect(list.negative).toBe(false);
  });

  it('takes synthetic-dev prices as printed (oddsText) and a slip selection from its only price', () => {
    const img = fromSyntheticDev(
      {
        file: 'dev-003-betSlip.png',
        template: 'betSlip',
        lang: 'en',
        teams: ['Sevilla', 'Liverpool'],
        date: { month: 9, day: 23, time: '12:00' },
        odds: { home: null, draw: 3.23, away: null },
        oddsText: { home: null, draw: '3.23', away: null },
      },
      '/sd',
    );
    expect(img.family).toBe('betSlip');
    expect(img.events[0]!.selection).toBe('draw');
    expect(img.events[0]!.odds.draw).toEqual({ printed: '3.23', decimal: 3.23 });
  });

  it('adapts real-dev2 list rows and comparison rows; rows of another bookmaker are not counted in recall', () => {
    const lst = fromRealDev(
      {
        file: 'l.png',
        teams: ['Vejle', 'Brondby'],
        odds: { home: '2.38', draw: '1.9', away: '18' },
        kind: 'match_list',
        events: [
          { teams: ['Vejle', 'Brondby'], '1': '2.38', X: '1.9', '2': '18' },
          { teams: ['Malaga', 'Zaragoza'], '1': '2.34', X: '3.1', '2': '3.9' },
        ],
      },
      '/r2',
      'real-dev2',
    );
    expect(lst.events.map((e) => e.teams[0])).toEqual(['Vejle', 'Malaga']);
    const cmp = fromRealDev(
      {
        file: 'c.png',
        teams: ['Orlando Magic', 'Detroit Pistons'],
        odds: { home: '4.15', draw: null, away: '1.25' },
        kind: 'comparison',
        bookmaker_rows: [
          { bookmaker: 'A', '1': '4.15', '2': '1.25' },
          { bookmaker: 'B', '1': '4.10', '2': '1.24' },
        ],
      },
      '/r2',
      'real-dev2',
    );
    expect(cmp.events).toHaveLength(2);
    expect(cmp.events[1]!.recall).toBe(false);
  });

  it('turns a real-dev free-text selection into the slot of the one printed price', () => {
    const img = fromRealDev(
      {
        file: 's.png',
        teams: ['Dallas Cowboys', null],
        odds: { home: '-145', draw: null, away: null },
        selection: 'Cowboys TO WIN',
        date: null,
      },
      '/r',
      'real-dev',
    );
    expect(img.events[0]!.selection).toBe('home');
    expect(img.events[0]!.teams).toEqual(['Dallas Cowboys', null]);
  });

  it('marks an image with no price printed as negative', () => {
    const img = fromRealDev(
      { file: 'n.png', teams: ['Juventus Turin', 'Sporting Portugal'], odds: { home: null, draw: null, away: null }, date: null },
      '/r',
      'real-dev',
    );
    expect(img.negative).toBe(true);
    expect(img.primary).toBe(0);
  });
});

describe('names and prices', () => {
  it('folds case, diacritics and Cyrillic; accepts a token subset; rejects another club', () => {
    const ev = fromRealDev(
      { file: 'x', teams: ['Detroit Lions', 'Atlètic Club'], odds: { home: '2.0', draw: null, away: '1.8' } },
      '/',
      'real-dev',
    ).events[0]!;
    expect(teamsOk({ teams: ['LIONS', 'atletic club'], canonicalTeams: null }, ev, gaz)).toBe(true);
    expect(teamsOk({ teams: ['Bears', 'Atletic Club'], canonicalTeams: null }, ev, gaz)).toBe(false);
    const ru = fromRealDev({ file: 'y', teams: ['Спартак Москва', 'Рубин'], odds: {} }, '/', 'real-dev').events[0]!;
    expect(teamsOk({ teams: ['Spartak Moskva', 'Rubin'], canonicalTeams: null }, ru, gaz)).toBe(true);
  });

  it('compares prices as decimal values across formats', () => {
    expect(priceOk('3.40', { printed: '3,40', decimal: 3.4 })).toBe(true);
    expect(priceOk('4/5', { printed: '1.80', decimal: 1.8 })).toBe(true);
    expect(priceOk('-130', { printed: '-130', decimal: 1.769 })).toBe(true);
    expect(priceOk('3.04', { printed: '3,40', decimal: 3.4 })).toBe(false);
    expect(priceOk(null, 'suspended')).toBe(true);
    expect(priceOk('1.50', 'suspended')).toBe(false);
  });
});

describe('scoreImage', () => {
  it('scores the right row as the right match, with every row found', () => {
    const s = scoreImage(
      {
        matches: [
          read(['Arsenal', 'Chelsea'], { home: '2.10', draw: '3.40' }, { prominence: 1 }),
          read(['Everton', 'Fulham'], { home: '2.55', draw: '3.20', away: '2.90' }, { prominence: 3, date: '--03-14' }),
          read(['Leeds', 'Burnley'], { home: '1.95', draw: '3.60', away: '4.00' }, { prominence: 2 }),
        ],
      },
      list,
      gaz,
    );
    expect(s).toMatchObject({
      teams: true,
      date: true,
      odds: [true, true, true],
      rightMatch: true,
      rows: { found: 3, total: 3 },
    });
    expect(s.misreads).toEqual([]);
  });

  it('a wrong price is not the right match and is listed as a misread', () => {
    const s = scoreImage(
      { matches: [read(['Everton', 'Fulham'], { home: '2.55', draw: '3.20', away: '2.09' }, { date: '--03-14' })] },
      list,
      gaz,
    );
    expect(s.teams).toBe(true);
    expect(s.rightMatch).toBe(false);
    expect(s.odds).toEqual([true, true, false]);
    expect(s.rows.found).toBe(0);
    expect(s.misreads).toHaveLength(1);
    expect(s.misreads[0]!.read.away).toBe('2.09');
    expect(summarise([s]).misreads).toBe(1);
  });

  it('a price where "-" is printed is a misread; a missing price is not, but is not the right match either', () => {
    const suspended = scoreImage(
      { matches: [read(['Arsenal', 'Chelsea'], { home: '2.10', draw: '3.40', away: '1.50' })] },
      list,
      gaz,
    );
    expect(suspended.rightMatch).toBe(false);
    expect(suspended.misreads).toHaveLength(1);
    const partial = scoreImage({ matches: [read(['Everton', 'Fulham'], { home: '2.55', draw: '3.20' })] }, list, gaz);
    expect(partial.rightMatch).toBe(false);
    expect(partial.misreads).toHaveLength(0);
  });

  it('takes the most prominent match: a right row that is less prominent is found (recall) but is not the right match', () => {
    const s = scoreImage(
      {
        matches: [
          read(['Everton', 'Fulham'], { home: '2.55', draw: '3.20', away: '2.90' }, { prominence: 1 }),
          read(['Leeds', 'Burnley'], { home: '1.95', draw: '3.60' }, { prominence: 5, complete: false }),
          read(['Burnley', 'Leeds'], { home: '9.99', draw: '9.99', away: '9.99' }, { prominence: 9 }),
        ],
      },
      list,
      gaz,
    );
    expect(s.top?.teams).toEqual(['Burnley', 'Leeds']);
    expect(s.rightMatch).toBe(false);
    expect(s.teams).toBe(false);
    expect(s.rows.found).toBe(1);
  });

  it('a slip is right when the selection price is read in its slot', () => {
    const slip = fromGenerated(
      {
        file: 'slip/1.jpg',
        family: 'slip',
        events: [
          { teams: ['Барселона', 'Челси'], date: null, odds: { home: '1.47', draw: null, away: null }, selection: 'home' },
        ],
        primary: 0,
        negative: false,
      },
      '/g',
    );
    const ok = scoreImage(
      { matches: [read(['Барселона', 'Челси'], { home: '1.47' }, { kind: 'slip', selection: 'home' })] },
      slip,
      gaz,
    );
    expect(ok).toMatchObject({ teams: true, odds: [true], rightMatch: true, rows: { found: 1, total: 1 } });
    // Latin names as printed, matched to the Cyrillic label through the gazetteer's canonical names.
    const latin = read(['Barca', 'Chelsea FC'], { home: '1.47' }, { kind: 'slip', canonicalTeams: ['Barcelona', 'Chelsea'] });
    expect(scoreImage({ matches: [latin] }, slip, gaz).rightMatch).toBe(true);
    const wrongSlot = scoreImage({ matches: [read(['Барселона', 'Челси'], { away: '1.47' }, { kind: 'slip' })] }, slip, gaz);
    expect(wrongSlot.rightMatch).toBe(false);
    expect(wrongSlot.misreads).toHaveLength(1);
  });

  it('a negative is right only when no match carries a price', () => {
    const neg = fromGenerated({ file: 'stats/1.jpg', family: 'stats', events: [], primary: null, negative: true }, '/g');
    expect(scoreImage({ matches: [read(['A', 'B'], {})] }, neg, gaz).negative).toBe(true);
    const bad = scoreImage({ matches: [read(['A', 'B'], { home: '1.5' })] }, neg, gaz);
    expect(bad.negative).toBe(false);
    expect(bad.rightMatch).toBeNull();
    expect(bad.teams).toBeNull();
  });

  it('the objective is the mean of teams, odds values, date and right match', () => {
    const s = summarise([
      scoreImage(
        { matches: [read(['Everton', 'Fulham'], { home: '2.55', draw: '3.20', away: '2.90' }, { date: '--03-14' })] },
        list,
        gaz,
      ),
      scoreImage({ matches: [] }, list, gaz),
    ]);
    // teams 1/2, odds 3/6, date 1/2, right match 1/2.
    expect(objective(s)).toBeCloseTo(0.5);
  });
});
