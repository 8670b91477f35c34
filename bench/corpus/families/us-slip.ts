/**
 * US sportsbook slips: a single ('PHO SUNS +14.5 -105' over 'Spread', the matchup stacked visitors over hosts) or a
 * parlay whose legs are spreads and moneylines ('Ohio State (-13.5) -458' over 'ALTERNATE SPREAD' over 'Ohio State @
 * Wisconsin'). Drawn from the real slips the reader skipped: a spread's price is that of covering its line.
 */
import type { EventLabel, Outcome } from '../labels';
import { printDate, randomKickoff } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { book, event, type Ctx, type Family } from '../scene';
import { esc } from '../style';
import { usLeague } from '../teams';

const SLIP_CSS = `
  .uss{background:var(--panel);border-radius:10px;padding:4px 0;max-width:520px}
  .uss .hd{display:flex;justify-content:space-between;padding:12px 16px;font-weight:700;border-bottom:1px solid var(--border)}
  .uss .leg{padding:12px 16px;border-bottom:1px solid var(--border)}
  .uss .sel{display:flex;gap:10px;font-weight:700;font-size:1.08em} .uss .sel .sp{flex:1}
  .uss .mk{color:var(--muted);font-size:.9em;margin-top:4px}
  .uss .mu{margin-top:10px;line-height:1.6} .uss .mu small{color:var(--muted)}
  .uss .money{display:flex;justify-content:space-between;padding:12px 16px;color:var(--muted)}
`;

interface Leg {
  ev: EventLabel;
  away: string;
  home: string;
  pickName: string;
  /** The spread's line as printed, or null for a moneyline. */
  line: string | null;
  price: string;
  when: string;
}

function makeLeg(ctx: Ctx, pool: readonly string[], used: Set<string>, league: string, caps: boolean): Leg {
  const { rng } = ctx;
  const free = pool.filter((t) => !used.has(t));
  const [away, home] = rng.shuffle(free).slice(0, 2) as [string, string];
  used.add(away).add(home);
  const show = (t: string) => (caps ? t.toUpperCase() : t);
  const pa = rng.float(0.25, 0.75);
  const american = { ...ctx.price, format: 'american' as const };
  const moneyline = book(ctx, 2, [1 - pa, pa], american);
  const side: Outcome = rng.chance(0.6) ? (pa < 0.5 ? 'home' : 'away') : rng.pick(['home', 'away'] as const);
  const spread = rng.chance(0.6);
  // A heavier favourite gives more points; the line is in halves, so no push.
  const points = Math.max(1, Math.round(Math.abs(pa - 0.5) * 26)) + 0.5;
  const favourite: Outcome = pa < 0.5 ? 'home' : 'away';
  const line = spread ? `${side === favourite ? '-' : '+'}${points}` : null;
  const price = spread
    ? rng.pick(['-105', '-108', '-110', '-110', '-112', '-115', '-120', '+100', '+105'])
    : moneyline.printed[side === 'home' ? 0 : 1]!;
  const k = randomKickoff(rng);
  const d = printDate(k, 'us', 'en');
  const odds = { home: null, draw: null, away: null, [side]: price } as Record<Outcome, string | null>;
  const ev = event(ctx, [show(home), show(away)], undefined, league, d.label, odds, {
    selection: side,
    market: spread ? 'spread' : 'moneyline',
    odds_format: 'american',
  });
  return { ev, away: show(away), home: show(home), pickName: show(side === 'home' ? home : away), line, price, when: d.text };
}

function singleHtml(ctx: Ctx, leg: Leg, stake: number): string {
  const payout = stake * (1 + american(leg.price));
  return `<div class="uss"><div class="leg" data-ev="0"><div class="sel"><span>${esc(leg.pickName)}</span>${leg.line ? `<span>${esc(leg.line)}</span>` : ''}<span>${esc(leg.price)}</span><span class="sp"></span><small>OPEN</small></div><div class="mk">${leg.line ? 'Spread' : 'Moneyline'}</div></div><div class="money"><span>Wager: $${stake.toFixed(2)}</span><span>To Pay: $${payout.toFixed(2)}</span></div><div class="leg"><div class="mu">${esc(leg.away)}<br>${esc(leg.home)}<br><small>${esc(leg.when)}</small></div></div></div>`;
}

function parlayHtml(ctx: Ctx, legs: Leg[]): string {
  const decimal = legs.reduce((p, l) => p * (1 + american(l.price)), 1);
  const total = decimal >= 2 ? `+${Math.round((decimal - 1) * 100)}` : `-${Math.round(100 / (decimal - 1))}`;
  const rows = legs
    .map(
      (l, i) =>
        `<div class="leg" data-ev="${i}"><div class="sel"><span>${esc(l.pickName)}</span>${l.line ? `<span>(${esc(l.line)})</span>` : ''}<span class="sp"></span><span>${esc(l.price)}</span></div><div class="mk">${l.line ? 'SPREAD' : 'MONEYLINE'}</div><div class="mk">${esc(l.away)} @ ${esc(l.home)} &nbsp; ${esc(l.when)}</div></div>`,
    )
    .join('');
  return `<div class="uss"><div class="hd"><span>${legs.length} leg parlay</span><span>${total}</span></div>${rows}</div>`;
}

/** An American price's profit on a stake of one. */
function american(price: string): number {
  const n = Number(price);
  return n > 0 ? n / 100 : 100 / -n;
}

export const usSlip: Family = {
  name: 'us-slip',
  devices: [
    ['phone', 2],
    ['desktop', 1],
  ],
  langs: [['en', 1]],
  render(ctx) {
    const { rng } = ctx;
    const { sport, pool, league } = usLeague(rng);
    const caps = rng.chance(0.5);
    const used = new Set<string>();
    const single = rng.chance(0.5);
    const legs = Array.from({ length: single ? 1 : rng.int(2, 4) }, () => makeLeg(ctx, pool, used, league, caps));
    const slip = single ? singleHtml(ctx, legs[0]!, rng.pick([10, 25, 50, 100, 117.32])) : parlayHtml(ctx, legs);
    const main = `<div style="padding:10px">${slip}</div>`;
    const html =
      ctx.device.kind === 'phone' ? phonePage(ctx, main, SLIP_CSS) : desktopPage(ctx, main, SLIP_CSS, { right: false });
    return { html, events: legs.map((l) => l.ev), primary: single ? 0 : null, sport };
  },
};
