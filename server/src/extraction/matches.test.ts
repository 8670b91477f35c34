import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGazetteer } from './names/gazetteer';
import { extractMatches, mostProminent, plausibleBook, toExtractedMatch } from './assemble/matches';
import { fixturePage } from './test-fixtures';

const gazetteer = loadGazetteer();
const rowsOf = (r: ReturnType<typeof extractMatches>) =>
  r.matches.map((m) => [m.teams?.join(' - '), m.odds.home, m.odds.draw, m.odds.away]);

// Dates printed without their year take the year their weekday fits nearest to today: today is pinned.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('extractMatches: every match on a list', () => {
  it('one-line rows under a 1 X 2 header: each row its own teams and prices, the first row most prominent', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Premier League', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [90, ['Sat 14 Mar', 40]],
        [130, ['15:00', 40], ['Arsenal - Chelsea', 140], ['2,10', 900], ['3,40', 1000], ['3,60', 1100]],
        [180, ['17:30', 40], ['Liverpool - Everton', 140], ['1,55', 900], ['4,20', 1000], ['6,00', 1100]],
        [230, ['20:00', 40], ['Brentford - Fulham', 140], ['2,45', 900], ['3,30', 1000], ['2,95', 1100]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Arsenal - Chelsea', '2.10', '3.40', '3.60'],
      ['Liverpool - Everton', '1.55', '4.20', '6.00'],
      ['Brentford - Fulham', '2.45', '3.30', '2.95'],
    ]);
    expect(r.matches.map((m) => m.time)).toEqual(['15:00', '17:30', '20:00']);
    expect(r.matches.every((m) => m.date === '2026-03-14' && m.kind === 'list' && m.market === '1x2')).toBe(true);
    expect(r.warnings).toContain('OTHER_MATCHES_FOUND');
    expect(mostProminent(r.matches)?.teams).toEqual(['Arsenal', 'Chelsea']);
  });

  it("a Latin name read in Cyrillic look-alikes with 'т' for 'm' ('Рагта') is the club the gazetteer knows best", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Serie A', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [130, ['12:30', 40], ['Рагта - Pisa', 140], ['1,96', 900], ['3,65', 1000], ['3,60', 1100]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.teams).toEqual(['Parma', 'Pisa']);
    expect(r.matches[0]?.canonicalTeams?.[0]).toBe('Parma');
  });

  it("a Latin name read in Cyrillic look-alikes with 'д' for 'd' ('МАС Вгеда') is the club the gazetteer knows", () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Eredivisie', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [130, ['12:30', 40], ['МАС Вгеда - Telstar', 140], ['1,69', 900], ['3,75', 1000], ['5,00', 1100]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.canonicalTeams?.[0]).toBe('NAC Breda');
  });

  it('a name whose letters OCR spaced apart is joined where the gazetteer knows the joined name', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Bundesliga', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [130, ['15:30', 40], ['U nion Be rlin - Ein tracht Frank furt', 140], ['1,93', 900], ['3,55', 1000], ['3,95', 1100]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]?.teams).toEqual(['Union Berlin', 'Eintracht Frankfurt']);
    expect(r.matches[0]?.canonicalTeams?.every(Boolean)).toBe(true);
  });

  it('a list row of two prices among rows that print a draw lost its draw cell: an incomplete 1X2, not a moneyline', () => {
    // '16,00' read as a label '1' and '6,00', the draw price read into the next line.
    const r = extractMatches(
      fixturePage([
        [40, ['Live', 40]],
        [130, ["57'", 40], ['Arsenal - Chelsea', 140], ['2,10', 900], ['3,40', 1000], ['3,60', 1100]],
        [180, ["12'", 40], ['Liverpool - Everton', 140], ['1', 880], ['6,00', 897], ['1,11', 1100]],
        [230, ["80'", 40], ['Brentford - Fulham', 140], ['2,45', 900], ['3,30', 1000], ['2,95', 1100]],
      ]),
      { gazetteer },
    );
    const row = r.matches.find((m) => m.teams?.[0] === 'Liverpool');
    expect(row).toMatchObject({ market: '1x2', complete: false });
    expect(r.matches.filter((m) => m.complete).map((m) => m.teams?.[0])).toEqual(['Arsenal', 'Brentford']);
  });

  it('teams stacked on two lines left of the prices (desktop list): names of one row only', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Serie A', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [100, ['Juventus', 40], ['1.90', 900], ['3.50', 1000], ['4.20', 1100]],
        [130, ['Torino', 40]],
        [190, ['Napoli', 40], ['2.30', 900], ['3.20', 1000], ['3.10', 1100]],
        [220, ['Lazio', 40]],
        [280, ['Genoa', 40], ['2.80', 900], ['3.10', 1000], ['2.60', 1100]],
        [310, ['Bologna', 40]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Juventus - Torino', '1.90', '3.50', '4.20'],
      ['Napoli - Lazio', '2.30', '3.20', '3.10'],
      ['Genoa - Bologna', '2.80', '3.10', '2.60'],
    ]);
  });

  it('a suspended price ("-") leaves that outcome empty instead of shifting the others', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['1', 900], ['X', 1000], ['2', 1100]],
        [100, ['Arsenal - Chelsea', 140], ['2.10', 900], ['3.40', 1000], ['3.60', 1100]],
        [150, ['Liverpool - Everton', 140], ['1.55', 900], ['-', 1000], ['6.00', 1100]],
      ]),
      { gazetteer },
    );
    const liverpool = r.matches.find((m) => m.teams?.[0] === 'Liverpool');
    expect(liverpool?.odds.draw ?? null).toBeNull();
    expect(liverpool?.odds.away ?? null).not.toBe('1.55');
    expect(liverpool?.complete ?? false).toBe(false);
  });

  it('a live row whose away price is suspended still names its match; the default stays a row priced on both sides', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Serie A', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [90, ['Lazio', 200]],
        [110, ["63'", 40], ['13.50', 900], ['7.20', 1000], ['-', 1110]],
        [130, ['Torino', 200]],
        [190, ['Milan', 200]],
        [210, ["6'", 40], ['1.46', 900], ['4.30', 1000], ['8.00', 1100]],
        [230, ['Inter', 200]],
      ]),
      { gazetteer },
    );
    expect(rowsOf(r)).toEqual([
      ['Milan - Inter', '1.46', '4.30', '8.00'],
      ['Lazio - Torino', '13.50', '7.20', null],
    ]);
    expect(r.matches[1]?.complete).toBe(false);
  });

  it('each list row takes the league heading above it', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Premier League', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [90, ['Arsenal - Chelsea', 140], ['2.10', 900], ['3.40', 1000], ['3.60', 1100]],
        [140, ['Liverpool - Everton', 140], ['1.55', 900], ['4.20', 1000], ['6.00', 1100]],
        [200, ['Serie A', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [250, ['Juventus - Torino', 140], ['1.90', 900], ['3.50', 1000], ['4.20', 1100]],
      ]),
      { gazetteer },
    );
    expect(r.matches.map((m) => [m.teams?.[0], m.league])).toEqual([
      ['Arsenal', 'Premier League'],
      ['Liverpool', 'Premier League'],
      ['Juventus', 'Serie A'],
    ]);
  });

  it('a row missing a price in a three-column grid is an incomplete 1X2, never a two-way market', () => {
    const r = extractMatches(
      fixturePage([
        [100, ['Arsenal - Chelsea', 140], ['2.10', 900], ['3.40', 1000], ['3.60', 1100]],
        [150, ['Liverpool - Everton', 140], ['1.55', 900], ['4.20', 1000], ['6.00', 1100]],
        [200, ['Brentford - Fulham', 140], ['2.00', 900], ['1.65', 1000]],
      ]),
      { gazetteer },
    );
    const brentford = r.matches.find((m) => m.teams?.[0] === 'Brentford');
    expect(brentford?.market ?? '1x2').toBe('1x2');
    expect(brentford?.complete ?? false).toBe(false);
    expect(brentford?.odds.away ?? null).not.toBe('1.65');
  });

  it('interface chrome never becomes a team', () => {
    const r = extractMatches(
      fixturePage([
        [20, ['E-mail или номер счёта', 40], ['Пароль', 600], ['Войти', 900]],
        [60, ['Help - Support', 40], ['Google Play', 600], ['App Store', 900]],
        [140, ['Футбол. Россия. Премьер-лига', 40]],
        [190, ['Спартак - Зенит', 40]],
        [240, ['П1', 300], ['2.60', 380], ['X', 600], ['3.30', 680], ['П2', 900], ['2.70', 980]],
      ]),
      { gazetteer },
    );
    const best = mostProminent(r.matches);
    expect(best?.teams).toEqual(['Спартак', 'Зенит']);
    expect(r.matches.flatMap((m) => m.teams ?? [])).not.toContain('Пароль');
    expect(r.matches.flatMap((m) => m.teams ?? []).join(' ')).not.toMatch(/Help|Google|Support|mail/);
  });
});

describe('extractMatches: teams and prices from one block', () => {
  it('a slip selection is the cell left of its price, not a menu further left on the same line', () => {
    const r = extractMatches(
      fixturePage([
        [40, ['Bet Slip', 1200], ['Accumulator (2)', 1400]],
        [100, ['Draw', 1200], ['3.45', 1500]],
        [140, ['Cremonese v Inter Milan', 1200]],
        [240, ['Football - Live - Casino', 40], ['AS Roma', 1200], ['1.74', 1500]],
        [280, ['Cagliari v AS Roma', 1200]],
        [360, ['Total Odds', 1200], ['6.00', 1500]],
      ]),
      { gazetteer },
    );
    const roma = r.matches.find((m) => m.teams?.[1] === 'AS Roma');
    expect(roma?.odds).toEqual({ home: null, draw: null, away: '1.74' });
    expect(roma?.selection).toBe('away');
  });

  it('teams read once go with the priced block right below them, not a block past another one', () => {
    const r = extractMatches(
      fixturePage([
        // A card whose names were not read, then a card with its names above its prices.
        [40, ['Premier League', 40]],
        [100, ['Home', 40], ['2.16', 200], ['Draw', 400], ['3.65', 560], ['Away', 700], ['3.25', 900]],
        [200, ['Bristol City - Swansea City', 40]],
        [260, ['Home', 40], ['4.10', 200], ['Draw', 400], ['4.30', 560], ['Away', 700], ['1.77', 900]],
      ]),
      { gazetteer },
    );
    const best = mostProminent(r.matches);
    expect(best?.teams).toEqual(['Bristol City', 'Swansea City']);
    expect(best?.odds).toEqual({ home: '4.10', draw: '4.30', away: '1.77' });
    expect(r.matches.some((m) => m.teams && m.odds.home === '2.16')).toBe(false);
  });
});

describe('extractMatches: boxes and confidence', () => {
  it('boxes are in the original image pixels (OCR image scale divided out)', () => {
    const page = fixturePage([
      [100, ['Arsenal - Chelsea', 200]],
      [200, ['Home', 60], ['2.10', 250], ['Draw', 400], ['3.40', 560], ['Away', 700], ['3.60', 900]],
    ]);
    const r = extractMatches(page, { gazetteer, scale: 2 });
    const m = r.matches[0]!;
    expect(m.boxes.home).toEqual([100, 50, 42, 10]);
    expect(m.boxes.homeOdds?.[0]).toBe(125);
    expect(m.boxes.awayOdds?.[1]).toBe(100);
    expect(r.width).toBe(800);
    expect(m.confidence.odds).toBeGreaterThan(0.8);
  });

  it("a book whose prices cannot be one bookmaker's (misread) gets low odds confidence and a warning", () => {
    const r = extractMatches(
      fixturePage([
        [100, ['Arsenal - Chelsea', 200]],
        [200, ['Home', 60], ['21.0', 250], ['Draw', 400], ['3.40', 560], ['Away', 700], ['36.0', 900]],
      ]),
      { gazetteer },
    );
    expect(r.matches[0]!.confidence.odds).toBeLessThanOrEqual(0.3);
    expect(r.warnings).toContain('LOW_CONFIDENCE');
    expect(toExtractedMatch(r.matches[0]!).ocrConfidence).toBeLessThanOrEqual(30);
  });

  it("a football draw priced at more than twice the longer win ('429,200' for '▲29,200') is shown but not trusted", () => {
    const read = (draw: string) =>
      extractMatches(
        fixturePage([
          [40, ['Ligue 1', 60], ['1', 700], ['X', 850], ['2', 1000]],
          [100, ['Lille - Olympique Marseille', 60], ['54,250', 680], [draw, 830], ['1,010', 990]],
        ]),
        { gazetteer },
      ).matches[0]!;
    expect(read('429,200').odds.draw).toBe('429.200');
    expect(read('429,200').confidence.odds).toBeLessThanOrEqual(0.5);
    expect(read('29,200').confidence.odds).toBeGreaterThan(0.6);
  });

  it('plausibleBook: a real margin passes, sums far from 1 do not', () => {
    expect(plausibleBook(['2.10', '3.40', '3.60'])).toBe(true);
    expect(plausibleBook(['1.90', '1.90'])).toBe(true);
    expect(plausibleBook(['1.20', '1.50', '1.80'])).toBe(false);
    expect(plausibleBook(['9.0', '8.0', '7.0'])).toBe(false);
    expect(plausibleBook(['2.10', null])).toBe(null);
  });

  it('nothing read: no matches and NO_MATCH_FOUND', () => {
    const r = extractMatches(fixturePage([[40, ['Lo sentimos, no hay apuestas disponibles', 40]]]), { gazetteer });
    expect(r.matches).toEqual([]);
    expect(r.warnings).toEqual(['NO_MATCH_FOUND']);
  });

  it('teams joined to prices from another line, on a page naming several matches, are never trusted enough to stake', () => {
    // Each list row's prices were read on a line of their own above its names, so no row holds both.
    const r = extractMatches(
      fixturePage([
        [40, ['Ligue 1', 40], ['1', 900], ['X', 1000], ['2', 1100]],
        [100, ['+100', 900], ['+255', 1000], ['+235', 1100]],
        [125, ['Metz - Paris FC', 200]],
        [200, ['+130', 900], ['+250', 1000], ['+210', 1100]],
        [225, ['Lyon - Brest', 200]],
        [300, ['+540', 900], ['+360', 1000], ['-195', 1100]],
        [325, ['Nantes - Lille', 200]],
      ]),
      { gazetteer },
    );
    const top = mostProminent(r.matches)!;
    expect(top.odds.home).not.toBeNull();
    expect(top.confidence.odds).toBeLessThanOrEqual(0.5);
  });
});
