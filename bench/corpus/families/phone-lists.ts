/** Phone lists: match cards with price pills, and an app's list under the status bar. */
import type { EventLabel } from '../labels';
import { phonePage } from '../pages';
import { book, event, listKickoffs, oddsOf, pickMatches, printMatch, type Family } from '../scene';
import { esc } from '../style';
import { TENNIS } from '../teams';

const CARD_CSS = `
  .cards{padding:10px 12px;display:flex;flex-direction:column;gap:10px}
  .mc{background:var(--panel);border-radius:12px;padding:12px}
  .mc .top{display:flex;justify-content:space-between;font-size:.8em;color:var(--muted);margin-bottom:8px}
  .mc .nm{font-weight:600;line-height:1.5}
  .pills{display:flex;gap:8px;margin-top:10px}
  .pill{flex:1;display:flex;justify-content:space-between;align-items:center;background:var(--price);border-radius:20px;padding:8px 14px}
  .pill span{color:var(--muted);font-size:.85em} .pill b{color:var(--price-text)}
  .pill.v{flex-direction:column;gap:2px;border-radius:10px;padding:6px}
`;

export const mobileCards: Family = {
  name: 'mobile-cards',
  devices: [['phone', 1]],
  langs: [
    ['en', 4],
    ['ru', 2],
    ['es', 1],
    ['pt', 2],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng } = ctx;
    const tennis = rng.chance(0.3);
    const vertical = rng.chance(0.35);
    const events: EventLabel[] = [];
    let cards = '';
    const n = rng.int(4, 8);
    const pill = (label: string, price: string) =>
      `<div class="pill${vertical ? ' v' : ''}"><span>${esc(label)}</span><b>${esc(price)}</b></div>`;
    if (tennis) {
      const circuit = TENNIS[rng.pick(['atp', 'wta'] as const)];
      const names = rng.shuffle(ctx.lang === 'ru' ? circuit.ru : circuit.en);
      const tour = rng.pick(circuit.tours);
      const times = listKickoffs(ctx, n);
      for (let i = 0; i < Math.min(n, Math.floor(names.length / 2)); i++) {
        const a = names[2 * i]!;
        const c = names[2 * i + 1]!;
        const b = book(ctx, 2);
        const t = times[i]!;
        cards += `<div class="mc" data-ev="${events.length}"><div class="top"><span>${esc(tour)}</span><span>${esc(t.text)}</span></div><div class="nm">${esc(a)}</div><div class="nm">${esc(c)}</div><div class="pills">${pill('1', b.printed[0]!)}${pill('2', b.printed[1]!)}</div></div>`;
        events.push(event(ctx, [a, c], undefined, tour, t.label, oddsOf(b.printed)));
      }
      return { html: phonePage(ctx, `<div class="cards">${cards}</div>`, CARD_CSS), events, primary: 'first', sport: 'tennis' };
    }
    const matches = pickMatches(ctx, n, 2);
    const times = listKickoffs(ctx, matches.length);
    const leagueStyle = rng.int(0, 2);
    const labels = rng.chance(0.6) ? ['1', 'X', '2'] : null;
    matches.forEach((m, i) => {
      const pm = printMatch(ctx, m, leagueStyle);
      const b = book(ctx, 3);
      const t = times[i]!;
      const lbl = labels ?? ['1', ctx.ui.draw, '2'];
      cards += `<div class="mc" data-ev="${events.length}"><div class="top"><span>${esc(pm.leagueText)}</span><span>${esc(t.text)}</span></div><div class="nm">${esc(pm.home)}</div><div class="nm">${esc(pm.away)}</div><div class="pills">${b.printed
        .map((p, k) => pill(lbl[k]!, p))
        .join('')}</div></div>`;
      events.push(
        event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, t.label, oddsOf(b.printed)),
      );
    });
    const tabs = `<div class="ptabs"><span class="on">${esc(ctx.ui.popular)}</span><span>${esc(ctx.ui.live)}</span><span>${esc(ctx.ui.football)}</span><span>${esc(ctx.ui.upcoming)}</span></div>`;
    return {
      html: phonePage(ctx, tabs + `<div class="cards">${cards}</div>`, CARD_CSS),
      events,
      primary: 'first',
      sport: 'football',
    };
  },
};

const APP_CSS = `
  .al{background:var(--panel)}
  .al .lgh{display:flex;padding:8px 12px;background:var(--panel2);font-size:.82em;font-weight:700}
  .al .lgh .nm{flex:1} .al .cols{display:flex;gap:5px} .al .cols span{width:52px;text-align:center;color:var(--muted)}
  .ar{display:flex;align-items:center;padding:8px 12px;border-top:1px solid var(--border);gap:8px}
  .ar .tms{flex:1;min-width:0;font-size:.92em;line-height:1.45}
  .ar .tms .muted{font-size:.8em}
  .ar .pr{display:flex;gap:5px} .ar .pr span{width:52px;text-align:center;background:var(--price);border-radius:6px;padding:8px 0;font-weight:700;font-size:.92em}
`;

export const appStatusBar: Family = {
  name: 'app-status-bar',
  devices: [['phone', 1]],
  langs: [
    ['en', 4],
    ['ru', 3],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng } = ctx;
    const matches = pickMatches(ctx, rng.int(6, 11), 2);
    const times = listKickoffs(ctx, matches.length);
    const leagueStyle = rng.int(0, 2);
    const events: EventLabel[] = [];
    let html = '';
    let lastLeague = '';
    matches.forEach((m, i) => {
      const pm = printMatch(ctx, m, leagueStyle);
      if (m.league.code !== lastLeague) {
        lastLeague = m.league.code;
        html += `<div class="lgh"><span class="nm">${esc(pm.leagueText)}</span><span class="cols"><span>1</span><span>X</span><span>2</span></span></div>`;
      }
      const b = book(ctx, 3);
      const t = times[i]!;
      html += `<div class="ar" data-ev="${events.length}"><div class="tms"><div class="muted">${esc(t.text)}</div><div>${esc(pm.home)}</div><div>${esc(pm.away)}</div></div><div class="pr">${b.printed
        .map((p) => `<span>${esc(p)}</span>`)
        .join('')}</div></div>`;
      events.push(
        event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, t.label, oddsOf(b.printed)),
      );
    });
    const tabs = `<div class="ptabs"><span class="on">${esc(ctx.ui.football)}</span><span>${esc(ctx.ui.live)}</span><span>${esc(ctx.ui.upcoming)}</span><span>${esc(ctx.ui.popular)}</span></div>`;
    const main = `${tabs}<div class="al">${html}</div><div style="height:70px"></div>`;
    return { html: phonePage(ctx, main, APP_CSS, { status: true, nav: true }), events, primary: 'first', sport: 'football' };
  },
};
