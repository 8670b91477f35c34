import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedMatch } from '@shared/prediction';
import { verdictNotes } from '@shared/analysis-text';
import { theOddsApiSource, type OddsFeedConfig } from '../../server/src/adapters/odds-feed/the-odds-api';
import { analyzeMatches } from '../../server/src/analysis/engine';
import { lookupAll, type ReferenceQuery } from '../../server/src/analysis/reference/types';
import { loadRatings } from '../../server/src/analysis/team-model';
import { loadGazetteer } from '../../server/src/extraction/names/gazetteer';
import { createScreenshotAnalyzer } from '../../server/src/pipeline/screenshot-analyzer';

/**
 * Contract test of the live reference (issue 49) against a local fake of The Odds API v4: GET
 * /v4/sports/{sport}/odds?apiKey&regions&markets=h2h&oddsFormat=decimal answers an array of events, each with
 * bookmakers -> markets (key 'h2h') -> outcomes { name, price } and the x-requests-* usage headers, as the provider
 * documents. The feed spells teams its own way ('Manchester United'); the gazetteer matches them.
 */

type Mode = 'ok' | 'slow' | 'down' | 'no-pinnacle';
let mode: Mode = 'ok';
const seen: URL[] = [];
const kickoff = '2026-08-22T14:00:00Z';

function event(withPinnacle: boolean) {
  const book = (key: string, title: string, h: number, d: number, a: number) => ({
    key,
    title,
    last_update: '2026-08-21T10:15:00Z',
    markets: [
      {
        key: 'h2h',
        last_update: '2026-08-21T10:15:00Z',
        outcomes: [
          { name: 'Manchester United', price: h },
          { name: 'Tottenham Hotspur', price: a },
          { name: 'Draw', price: d },
        ],
      },
    ],
  });
  return {
    id: 'e912304de2b2ce35b473ce2ecd3d1502',
    sport_key: 'soccer_epl',
    sport_title: 'EPL',
    commence_time: kickoff,
    home_team: 'Manchester United',
    away_team: 'Tottenham Hotspur',
    bookmakers: [
      ...(withPinnacle ? [book('pinnacle', 'Pinnacle', 1.95, 3.7, 4.1)] : []),
      book('unibet_eu', 'Unibet', 1.9, 3.6, 3.95),
      book('betsson', 'Betsson', 1.92, 3.55, 3.9),
    ],
  };
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  seen.push(url);
  if (mode === 'down') {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal error' }));
    return;
  }
  if (url.searchParams.get('apiKey') !== 'test-key') {
    res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'API key is not valid' }));
    return;
  }
  const body = url.pathname === '/v4/sports/soccer_epl/odds' ? [event(mode !== 'no-pinnacle')] : [];
  const send = () =>
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'x-requests-remaining': '480',
        'x-requests-used': '20',
        'x-requests-last': '1',
      })
      .end(JSON.stringify(body));
  if (mode === 'slow') setTimeout(send, 4000);
  else send();
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const config = (over: Partial<OddsFeedConfig> = {}): OddsFeedConfig => ({
  apiKey: 'test-key',
  regions: ['eu'],
  bookmakers: [],
  baseUrl: base,
  timeoutMs: 1500,
  dailyRequests: 16,
  cacheSeconds: 600,
  ...over,
});
const gazetteer = loadGazetteer();
const ratings = loadRatings();
const deps = {
  canonical: (name: string) => gazetteer.matchTeam(name)?.canonical ?? null,
  leagueOf: (team: string) => ratings?.file.teams[team]?.[3] ?? null,
};
const query: ReferenceQuery = {
  home: 'Man United',
  away: 'Tottenham',
  league: null,
  date: '2026-08-22',
  sport: 'football',
  threeWay: true,
};
const shot = (odds: [string, string, string]): ExtractedMatch => ({
  sport: 'football',
  league: 'Premier League',
  teams: ['Man Utd', 'Spurs'],
  correctedTeams: ['Man United', 'Tottenham'],
  date: '2026-08-22',
  time: '15:00',
  homeOdds: odds[0],
  drawOdds: odds[1],
  awayOdds: odds[2],
  oddsFormat: 'decimal',
  ocrConfidence: 95,
});
const now = new Date('2026-08-21T12:00:00Z');

describe('live odds feed, The Odds API v4 shape (fake provider)', () => {
  it("finds the event by teams through the gazetteer, league and day; Pinnacle's price de-vigged, cached", async () => {
    mode = 'ok';
    seen.length = 0;
    const feed = theOddsApiSource(config(), deps);
    const price = await feed.lookup(query);
    expect(price?.name).toBe('Pinnacle');
    expect(price?.kind).toBe('odds-feed');
    expect(price!.fair.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(price!.fair[0]).toBeGreaterThan(1 / 1.95 - 0.02);
    expect(seen[0]!.pathname).toBe('/v4/sports/soccer_epl/odds');
    expect(seen[0]!.searchParams.get('markets')).toBe('h2h');
    expect(seen[0]!.searchParams.get('oddsFormat')).toBe('decimal');
    expect(seen[0]!.searchParams.get('regions')).toBe('eu');
    // Cached: a second analysis of the match (and of any match of the league) makes no request.
    await feed.lookup(query);
    await feed.lookup({ ...query, date: null });
    expect(seen.length).toBe(1);
    // Another day's match of the same teams is not this event.
    expect(await feed.lookup({ ...query, date: '2026-12-02' })).toBeNull();
  });

  it('a screenshot price above the sharp fair price by the threshold: a value call with its record beside it', async () => {
    mode = 'ok';
    const feed = theOddsApiSource(config(), deps);
    // Two bookmakers' screenshots; the best home price, 2.12, beats Pinnacle's fair price (about 1/0.50) by over 2%.
    const matches = [shot(['2.12', '3.40', '3.60']), shot(['2.00', '3.50', '3.70'])];
    const references = await lookupAll([feed], query);
    for (const language of ['en', 'ru'] as const) {
      const r = analyzeMatches(matches, { language, ratings: null, now, references });
      expect(r.facts!.verdict).toBe('value');
      expect(r.facts!.reference).toMatchObject({ kind: 'odds-feed', name: 'Pinnacle', advises: true });
      expect(r.recommendedOption).toBe('home');
      const home = r.bettingOptions.find((o) => o.key === 'home')!;
      expect(home.expectedValue).toBeGreaterThanOrEqual(2);
      expect(home.suggestedStakePercent).toBeGreaterThan(0);
      const track = r.facts!.reference!.track!;
      const note = verdictNotes(r.facts!, language, 'decimal').join(' ');
      const bets = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU').format(track.bets);
      expect(note).toContain(language === 'en' ? `over ${bets} matches (95% interval` : `на ${bets} матчах (95%-й интервал`);
      expect(note).toContain(language === 'en' ? 'Pinnacle (odds feed)' : 'Pinnacle (лента коэффициентов)');
    }
  });

  it("one book's price against the feed: its rule did not earn a stake on history, so it is shown for information", async () => {
    mode = 'ok';
    const feed = theOddsApiSource(config(), deps);
    const r = analyzeMatches([shot(['2.12', '3.40', '3.60'])], {
      language: 'en',
      ratings: null,
      now,
      references: await lookupAll([feed], query),
    });
    expect(r.facts!.verdict).toBe('cannot-judge');
    expect(r.facts!.reference).toMatchObject({ kind: 'odds-feed', advises: false });
    expect(verdictNotes(r.facts!, 'en', 'decimal').join(' ')).toMatch(/Not enough to advise a stake/);
  });

  it('without Pinnacle, the consensus of the books the feed returned', async () => {
    mode = 'no-pinnacle';
    const price = await theOddsApiSource(config(), deps).lookup(query);
    expect(price?.name).toBe('consensus:2');
  });

  it('feed slow or down: the offline answer, within the usual time; a late reply fills the cache', async () => {
    const analyzer = createScreenshotAnalyzer({
      workers: 1,
      langPath: '/usr/share/tesseract-ocr/5/tessdata',
      oddsFeed: config(),
      dataDir: null,
    });
    const confirmed = {
      teams: ['Manchester United', 'Tottenham'] as [string, string],
      sport: 'football',
      date: '2026-08-22',
      odds: { home: '2.12', draw: '3.40', away: '3.60' },
      oddsFormat: 'decimal' as const,
    };
    // The pipeline's modules load on first use; a basketball match asks the feed nothing.
    const warm = { ...confirmed, sport: 'basketball', teams: ['Boston Celtics', 'Miami Heat'] as [string, string] };
    await analyzer.analyzeConfirmed({ ...warm, odds: { home: '1.50', away: '2.60' } }, 'en');
    mode = 'slow';
    let t = Date.now();
    const slow = await analyzer.analyzeConfirmed(confirmed, 'en');
    // The feed's 1.5 s and the engine's usual few milliseconds; the fake answers only after 4 s.
    expect(Date.now() - t).toBeLessThan(2500);
    expect(slow.result.facts!.reference?.kind).not.toBe('odds-feed');
    expect(slow.result.facts!.verdict).toBe('cannot-judge');
    mode = 'down';
    const down = createScreenshotAnalyzer({
      workers: 1,
      langPath: '/usr/share/tesseract-ocr/5/tessdata',
      oddsFeed: config(),
      dataDir: null,
    });
    await down.analyzeConfirmed({ ...warm, odds: { home: '1.50', away: '2.60' } }, 'en');
    t = Date.now();
    const r = await down.analyzeConfirmed(confirmed, 'en');
    expect(Date.now() - t).toBeLessThan(2500);
    expect(r.result.facts!.reference?.kind).not.toBe('odds-feed');
    // The slow reply arrives after the analysis and is used by the next one.
    mode = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const later = await analyzer.analyzeConfirmed(confirmed, 'en');
    expect(later.result.facts!.reference?.kind).toBe('odds-feed');
    await analyzer.close();
    await down.close();
  }, 20_000);

  it('no key configured: works as before (the offline references only, no request)', async () => {
    seen.length = 0;
    const analyzer = createScreenshotAnalyzer({ workers: 1, langPath: '/usr/share/tesseract-ocr/5/tessdata', oddsFeed: null });
    const r = await analyzer.analyzeConfirmed(
      {
        teams: ['Manchester United', 'Tottenham'],
        sport: 'football',
        odds: { home: '2.12', draw: '3.40', away: '3.60' },
        oddsFormat: 'decimal',
      },
      'en',
    );
    expect(seen.length).toBe(0);
    expect(r.usable).toBe(true);
    expect(r.result.facts!.verdict).toBe('cannot-judge');
    expect(r.result.facts!.reference?.kind ?? 'market-model').toBe('market-model');
    await analyzer.close();
  });
});
