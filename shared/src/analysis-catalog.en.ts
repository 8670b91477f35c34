import type { Catalog, TextContext } from './analysis-text';
import type { FactParam } from './prediction';
import { optionPrice } from './option-price';

/** English sentences of the analysis, one per fact code (see server/src/analysis/facts.ts for the codes). */

const list = (xs: FactParam | undefined) => (Array.isArray(xs) ? (xs as (string | number)[]) : []);
const n = (x: FactParam | undefined) => Number(x ?? 0);
const s = (x: FactParam | undefined) => String(x ?? '');

function prices(p: Record<string, FactParam>, c: TextContext, missing: string): string {
  const keys = list(p.keys).map(String);
  const ps = list(p.prices).map(Number);
  const shots = list(p.screenshots).map(Number);
  return keys
    .map((k, i) => {
      const price = ps[i] ?? 0;
      if (!(price > 1)) return `${c.label(k)} ${missing}`;
      return `${c.label(k)} ${c.price(price)}${shots[i] !== undefined && shots[i]! >= 0 ? ` (${c.shot(shots[i]!)})` : ''}`;
    })
    .join(', ');
}

const matchesText = (x: number, c: TextContext) => `${c.int(x)} ${c.plural(x, { one: 'match', other: 'matches' })}`;

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** A second opinion's name (issue 49): the feed's bookmaker or its consensus, the screenshots' consensus, the ratings. */
function referenceName(p: Record<string, FactParam>, c: TextContext): string {
  const name = s(p.name);
  if (p.kind === 'odds-feed') {
    const books = /^consensus:(\d+)$/.exec(name)?.[1];
    return books ? `the odds feed's consensus of ${c.int(Number(books))} bookmakers` : `${name} (odds feed)`;
  }
  if (p.kind === 'screenshots') return 'the consensus of your screenshots';
  return "the ratings implied by Pinnacle's closing prices";
}

/** A spread pick as printed: the side and its line ("PHO Suns +14.5"). */
const spreadPick = (p: Record<string, FactParam>, c: TextContext) => {
  const side = p.key === 'home' || p.key === 'away' ? c.name(p.key) : 'the pick';
  return p.line ? `${side} ${c.line(s(p.line))}` : `${side} on the spread`;
};

const headline: Catalog['facts'] = {
  'headline.nothing-read': () =>
    'nothing could be read from the screenshots (no teams, no odds). Upload a sharper screenshot that shows both teams and the 1X2 or moneyline prices.',
  'headline.value': (p, c) =>
    `${c.label(s(p.key))} at ${c.price(n(p.price))}: estimated probability ${c.pct(n(p.p))} vs ${c.pct(n(p.implied))} implied by the price, EV ${c.signedPct(n(p.ev))}; suggested stake ${c.pct(n(p.stake) / 100, 2)} of bankroll (quarter Kelly, capped).`,
  'headline.small-edge': (p, c) =>
    `the best option, ${c.label(s(p.key))} at ${c.price(n(p.price))}, has EV ${c.signedPct(n(p.ev))}, below the ${c.pct(n(p.minEdge), 0)} minimum edge.`,
  'headline.no-edge': (p, c) =>
    `the best option, ${c.label(s(p.key))} at ${c.price(n(p.price))}, has EV ${c.signedPct(n(p.ev))}${p.margin != null ? `; the bookmaker margin (${c.pct(n(p.margin))}) outweighs any edge` : ''}.`,
  'headline.partial': (p, c) =>
    `only part of the market was read (${prices(p, c, 'not read')}). A fair probability needs the prices of all outcomes, or two teams the model recognises.`,
  'headline.model-only': () =>
    'no odds were read, so there is no price to evaluate; the model probabilities are shown for reference only.',
  'headline.nothing': () => 'no odds were read and the teams are not in the model, so no probability could be estimated.',
  'headline.live': () =>
    'these are live prices (the page shows a score or a minute of play); a pre-match analysis does not apply to them. Analyse the match before kick-off.',
  'headline.single-price': (p, c) =>
    `${c.label(s(p.key))} at ${c.price(n(p.price))} breaks even if it wins ${c.pct(n(p.implied))} of the time. One price alone cannot show value: add a screenshot of the whole market (every outcome) or another bookmaker's price for this pick.`,
  'headline.spread': (p, c) =>
    `${p.price ? `${spreadPick(p, c)} at ${c.price(n(p.price))} breaks even if it covers ${c.pct(n(p.implied))} of the time.` : `${spreadPick(p, c)}: its price was not read.`} OddsLens analyses match-result and moneyline prices; a spread's chance of covering is not estimated, so there is no verdict or stake.`,
  'headline.incomplete': (p, c) =>
    `only part of the market was read (${prices(p, c, 'not read')}). Missing: ${list(p.missing)
      .map((k) => c.label(String(k)))
      .join(
        ', ',
      )}. Without it the bookmaker's margin cannot be removed and no value call is possible; add it on the review screen.${p.model ? ' The team-strength model is shown for reference only: its validated weight is 0.' : ''}`,
  'headline.no-reference': (p, c) =>
    (n(p.books) > 1
      ? "these screenshots' consensus has not earned a value call on history, and no sharper fair price was found for this match."
      : `one bookmaker's prices cannot show value: with its own margin removed, every outcome's expected value is minus that margin${p.margin != null ? ` (${c.pct(n(p.margin))})` : ''}.`) +
    ` For a fair price from elsewhere, add a screenshot of another bookmaker's prices for this match, or ask the service's operator to connect an odds feed.${p.shown ? ` ${cap(referenceName({ kind: p.shownKind ?? null, name: p.shown }, c))}: shown for information only (the record is below).` : ''}`,
  'headline.unsure': (p, c) =>
    `${list(p.keys).length > 1 ? 'these prices' : 'this price'} may be misread: ${prices(p, c, 'not read')}. Check against the screenshot and confirm on the review screen; until then no bet is advised.`,
};

export const en: Catalog = {
  facts: {
    ...headline,
    'verdict.value': () => 'Value: ',
    'verdict.small-edge': () => 'Small edge, no stake: ',
    'verdict.no-bet': () => 'No value found: ',
    'verdict.cannot-judge': () => 'Cannot judge value: ',
    live: () => 'Live prices: the page shows the match in play (a score or a minute). A pre-match analysis does not apply.',
    'unsure-price': (p, c) =>
      `Possibly misread: ${prices(p, c, 'not read')}. No stake is advised on a price that may be misread; confirm it on the review screen.`,
    margin: (p, c) =>
      `Bookmaker margin on ${c.shot(n(p.screenshot))}: ${c.pct(n(p.margin), 2)} (the prices imply ${c.pct(n(p.booksum))} in total).`,
    fair: (p, c) => {
      const keys = list(p.keys).map(String);
      const probs = list(p.probs).map(Number);
      const k = n(p.n);
      return `Fair probabilities with the margin removed (${c.method(s(p.method))}, ${k > 1 ? `average of ${k} screenshots` : 'one screenshot'}): ${keys.map((key, i) => `${c.label(key)} ${c.pct(probs[i] ?? 0)}`).join(', ')}.`;
    },
    'best-prices': (p, c) => `Best prices across screenshots: ${prices(p, c, 'not read')}.`,
    reference: (p, c) => {
      const keys = list(p.keys).map(String);
      const probs = list(p.probs).map(Number);
      const age = p.asOf
        ? p.kind === 'market-model'
          ? `, latest match in the data ${c.date(s(p.asOf))}`
          : `, taken ${c.date(s(p.asOf))}`
        : '';
      return `Second opinion, fair probabilities from ${referenceName(p, c)}${age}: ${keys.map((key, i) => `${c.label(key)} ${c.pct(probs[i] ?? 0)}`).join(', ')}.`;
    },
    'reference-track': (p, c) => {
      const what = p.price === 'best' ? 'the best of several prices' : "one bookmaker's price";
      return `Bets like this (${what} at least ${c.pct(n(p.threshold), 0)} above the fair price of ${referenceName(p, c)}) returned ${c.signedPct(n(p.roi))} over ${matchesText(n(p.bets), c)} (95% interval ${c.signedPct(n(p.roiLow))} to ${c.signedPct(n(p.roiHigh))}) with a closing-line value of ${c.signedPct(n(p.clv))} against Pinnacle's closing price (${c.signedPct(n(p.clvLow))} to ${c.signedPct(n(p.clvHigh))}); test seasons, ${c.date(s(p.from))} to ${c.date(s(p.to))}.${p.advises ? '' : ' Not enough to advise a stake: shown for information.'}`;
    },
    model: (p, c) => {
      const probs = list(p.probs).map(Number);
      return `Team-strength model (Elo, ${matchesText(n(p.matches), c)} of history): ${c.name('home')} ${c.int(n(p.homeRating))} vs ${c.name('away')} ${c.int(n(p.awayRating))} → ${probs.map((x) => c.pct(x)).join(' / ')}.`;
    },
    'model-weight': (p, c) => {
      const better = n(p.lossModel) < n(p.lossMarket);
      const record = `on ${matchesText(n(p.validationMatches), c)} (${s(p.seasons)}) it was ${better ? 'more' : 'less'} accurate than the market alone (log loss ${c.num(n(p.lossModel), 4)} vs ${c.num(n(p.lossMarket), 4)})`;
      return n(p.weight) === 0
        ? `Our team-strength model is shown for interest only and does not move the probabilities: ${record}.`
        : `Our team-strength model has weight ${c.num(n(p.weight))} in the probabilities: ${record}.`;
    },
    spread: (p, c) =>
      `Bet slip, spread: ${spreadPick(p, c)} at ${c.price(n(p.price))}. This is the price of covering the line, not of winning the match, so it is not compared with any probability of the match result.`,
    slip: (p, c) => `Bet slip: ${c.label(s(p.key))} at ${c.price(n(p.price))}, which implies ${c.pct(1 / n(p.price))}.`,
    'other-match': (p, c) => {
      const shots = list(p.screenshots).map(Number);
      if (p.reason === 'market')
        return `${cap(shots.map((i) => c.shot(i)).join(', '))} ${shots.length > 1 ? 'show' : 'shows'} this match in another market (a spread pick, or the match result beside one): analysed separately, because a spread's price is not a price of the match result.`;
      const what = [p.home || p.away ? `${s(p.home) || '?'} – ${s(p.away) || '?'}` : null, p.date ? c.date(s(p.date)) : null]
        .filter(Boolean)
        .join(', ');
      return `Screenshots show different matches: ${shots.map((i) => c.shot(i)).join(', ')}${what ? ` (${what})` : ''} ${shots.length > 1 ? 'are' : 'is'} analysed separately, never mixed with ${c.name('home')} – ${c.name('away')}${p.reason === 'date' ? ': the dates differ' : ''}.`;
    },
    'high-margin': (p, c) =>
      `High bookmaker margin (${c.pct(n(p.margin))}): typical football 1X2 margins are 2–6%; a high margin makes a positive expected value unlikely.`,
    inconsistent: (p, c) =>
      `Inconsistent odds on ${c.shot(n(p.screenshot))}: the prices imply ${c.pct(n(p.booksum))} in total, which no bookmaker offers (expected 98–130%); probably a misread${p.left ? ', so it was left out' : ''}.`,
    arbitrage: (p, c) => {
      const keys = list(p.keys).map(String);
      const splits = list(p.splits).map(Number);
      return `Arbitrage: the best prices across screenshots of this match sum to ${c.pct(n(p.booksum))}, a guaranteed ${c.pct(n(p.profit))} if the stake is split ${keys.map((k, i) => `${c.label(k)} ${c.pct(splits[i] ?? 0)}`).join(', ')} (one joint stake, not separate bets). Such gaps are often stale or misread prices, and bookmakers limit arbitrage players.`;
    },
    unread: (p, c) =>
      `Some odds could not be read: ${c.shot(n(p.screenshot))} (${list(p.keys)
        .map((k) => c.label(String(k)))
        .join(', ')}). Check the screenshot or add one that shows all prices.`,
    'low-ocr': (p) =>
      `Low text-recognition confidence (${Math.round(n(p.score))}/100): double-check the teams and prices shown above.`,
    'no-model': () => 'The team-strength model is not available; prices only.',
    'different-countries': (_p, c) =>
      `${c.name('home')} and ${c.name('away')} play in different countries' leagues; their ratings are not comparable, so the team-strength model was not used.`,
    'team-unknown': (p) =>
      `Team not recognised: ${list(p.names)
        .map((t) => `"${String(t)}"`)
        .join(', ')}. The team-strength model was not used; the analysis relies on the prices alone.`,
    'stale-ratings': (p, c) =>
      `The ratings rest on old results (last matches in the data: ${c.name('home')} ${c.date(s(p.home))}, ${c.name('away')} ${c.date(s(p.away))}); they were pulled towards the league average and count for less.`,
    'nothing-read': () => 'No teams or odds could be read.',
    responsible: () =>
      'Betting carries a real risk of losing money. Stake only what you can afford to lose, set limits, and seek help (for example BeGambleAware.org) if betting stops being fun. 18+.',
  },
  label: (key, c) =>
    ({
      home: `${c.name('home')} to win`,
      away: `${c.name('away')} to win`,
      draw: 'Draw',
      '1X': `${c.name('home')} or draw (1X)`,
      '12': 'Either side to win, no draw (12)',
      X2: `${c.name('away')} or draw (X2)`,
    })[key] ?? key,
  shortLabel: (key, c) =>
    ({
      home: c.name('home'),
      away: c.name('away'),
      draw: 'Draw',
      '1X': `${c.name('home')} or draw`,
      '12': `${c.name('home')} or ${c.name('away')}`,
      X2: `${c.name('away')} or draw`,
    })[key] ?? key,
  fallbackName: (side, sport, threeWay) => {
    const player = ['tennis', 'table tennis', 'badminton', 'mma', 'boxing', 'darts', 'snooker'].includes(sport ?? '');
    if (player) return side === 'home' ? 'Player 1' : 'Player 2';
    if (!threeWay) return side === 'home' ? 'Side 1' : 'Side 2';
    return side === 'home' ? 'Home' : 'Away';
  },
  shot: (i) => `screenshot ${i + 1}`,
  methods: { shin: 'Shin method', multiplicative: 'multiplicative method', additive: 'additive method', power: 'power method' },
  option: {
    status: {
      recommended: 'Value bet',
      'value-not-staked': 'Value, not staked',
      'small-edge': 'Edge too small',
      'no-edge': 'No edge',
      information: 'For information',
    },
    reasoning: (o, f, facts, c) => {
      const source =
        facts.source === 'model'
          ? 'team-strength model only (no full set of prices to remove the margin from)'
          : facts.source === 'blend'
            ? `blend of market and model, model weight ${c.num(facts.modelWeight)}`
            : facts.source === 'reference' && facts.reference
              ? `second opinion: ${referenceName({ kind: facts.reference.kind, name: facts.reference.name }, c)}`
              : `market consensus, ${c.method(facts.method ?? 'shin')}`;
      const where = [...new Set(f.screenshots)].map((i) => c.shot(i)).join(', ');
      const price = optionPrice(o, f);
      const parts = [
        `Estimated probability ${c.pct(o.winProbability / 100)} (${source}) vs ${c.pct(1 / price)} implied by the price ${c.price(price)} (${where}).`,
        ...(o.fairOdds ? [`Fair price ${c.price(o.fairOdds)}.`] : []),
        `Expected value ${c.signedPct(o.expectedValue / 100)} per unit staked.`,
      ];
      if (f.synthetic)
        parts.push(
          `Synthetic price: no bookmaker printed it; it is what backing both outcomes (${f.sides.map((x) => c.label(x)).join(' + ')}) returns when the stake is split in proportion to 1/price.`,
        );
      parts.push(
        f.status === 'information'
          ? 'For information only: the evidence a value call needs is missing (see the verdict), so nothing is staked.'
          : f.status === 'recommended'
            ? `Quarter Kelly suggests ${c.pct(o.suggestedStakePercent / 100, 2)} of bankroll (capped at ${c.pct(facts.stakeCapPercent / 100)}).`
            : f.status === 'value-not-staked'
              ? 'Above the minimum edge as well, but not staked: one stake per match, on the best option, because the outcomes of one market overlap or exclude each other.'
              : `No stake: the edge is below the ${c.pct(facts.minEdge, 0)} minimum.`,
      );
      return parts.join(' ');
    },
  },
};
