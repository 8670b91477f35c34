/** List-like families: many matches on one screen. */
import type { EventLabel } from '../labels';
import { printDate, printDayHeading, randomKickoff, type Kickoff } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { fairThreeWay, printPrice } from '../prices';
import { book, event, listKickoffs, oddsOf, pickMatches, printMatch, type Ctx, type Family } from '../scene';
import { esc } from '../style';
import { NBA_TEAMS, NFL_TEAMS, NHL_TEAMS, TENNIS } from '../teams';

const LIST_CSS = `
  .list{background:var(--panel);border-radius:6px;overflow:hidden}
  .dayh{padding:10px 14px;font-weight:700;background:var(--panel2)}
  .lgh{display:flex;align-items:center;padding:9px 14px;background:var(--panel2);border-top:1px solid var(--border);font-weight:700;font-size:.92em}
  .lgh .nm{flex:1}
  .cols{display:flex;gap:6px} .cols span{width:var(--pw);text-align:center;color:var(--muted);font-weight:600}
  .row{display:flex;align-items:center;padding:8px 14px;border-top:1px solid var(--border);gap:12px}
  .row .tm{width:var(--tw);color:var(--muted);font-size:.88em;flex:none}
  .row .tms{flex:1;min-width:0}
  .row .tms div{line-height:1.45}
  .pr{display:flex;gap:6px} .pr span{width:var(--pw);text-align:center;background:var(--price);color:var(--price-text);border-radius:4px;padding:7px 0;font-weight:700}
  .pr span.x small{display:block;font-size:.72em;color:var(--muted);font-weight:400}
  .more{width:46px;text-align:center;color:var(--accent);font-weight:700;font-size:.9em}
  .pr span.gap,.cols span.gap{width:10px;background:none;padding:0}
`;

/**
 * One price button. Some sites put the outcome's name inside the button ("1  2.10") or a movement arrow beside
 * the price; both are noise around the printed price, never part of it.
 */
function priceCell(ctx: Ctx, price: string, outcome: string, opts: { inner: boolean; arrows: boolean }): string {
  const arrow =
    opts.arrows && price !== '-' && ctx.rng.chance(0.25)
      ? ctx.rng.chance(0.5)
        ? '<i style="color:#2f9e44;font-style:normal;font-size:.7em;margin-left:3px">▲</i>'
        : '<i style="color:#e03131;font-style:normal;font-size:.7em;margin-left:3px">▼</i>'
      : '';
  const label = opts.inner ? `<small style="color:var(--muted);font-weight:400;margin-right:6px">${esc(outcome)}</small>` : '';
  return `<span>${label}${esc(price)}${arrow}</span>`;
}

type Extra = 'handicap' | 'total' | 'btts';

/** Handicap lines for home and away: the favourite gives goals, more the stronger it is. */
export function handicapLines(homeProb: number, awayProb: number): [string, string] {
  const gap = Math.abs(homeProb - awayProb);
  const size = gap < 0.08 ? 0 : gap < 0.25 ? 0.5 : gap < 0.4 ? 1 : 1.5;
  if (size === 0) return ['0', '0'];
  const fav = `-${size}`;
  const dog = `+${size}`;
  return homeProb >= awayProb ? [fav, dog] : [dog, fav];
}

function extraCell(ctx: Ctx, kind: Extra, probs: number[]): string {
  const { rng } = ctx;
  const p = () => printPrice(rng.float(1.6, 2.4), ctx.price);
  if (kind === 'handicap') {
    const [h, a] = handicapLines(probs[0]!, probs[2]!);
    return `<span class="x"><small>${h}</small>${p()}</span><span class="x"><small>${a}</small>${p()}</span>`;
  }
  if (kind === 'total') {
    const line = rng.pick(['2.5', '2.5', '3.5', '1.5', '2', '3']);
    return `<span class="x"><small>O ${line}</small>${p()}</span><span class="x"><small>U ${line}</small>${p()}</span>`;
  }
  return `<span>${p()}</span><span>${p()}</span>`;
}

function extraHeader(ctx: Ctx, kind: Extra): string {
  const u = ctx.ui;
  const label = kind === 'handicap' ? u.handicap : kind === 'total' ? u.total : u.btts;
  if (kind === 'btts') return `<span>${esc(u.yes)}</span><span>${esc(u.no)}</span>`;
  return `<span style="width:calc(var(--pw) * 2 + 6px)">${esc(label)}</span>`;
}

export const desktopList: Family = {
  name: 'desktop-list',
  devices: [['desktop', 1]],
  langs: [
    ['en', 5],
    ['ru', 2],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
  ],
  render(ctx) {
    const { rng } = ctx;
    const n = rng.int(7, 14);
    const matches = pickMatches(ctx, n, 3);
    const times = listKickoffs(ctx, matches.length);
    const stacked = rng.chance(0.45);
    const sep = ctx.lang === 'en' ? rng.pick([' - ', ' - ', ' v ', ' vs ']) : rng.pick([' - ', ' — ']);
    const extras: Extra[] = rng.shuffle<Extra>(['handicap', 'total', 'btts']).slice(0, rng.int(0, 2));
    const more = rng.chance(0.5);
    const leagueStyle = rng.int(0, 2);
    const dayHeading = rng.chance(0.3);
    const look = { inner: rng.chance(0.3), arrows: rng.chance(0.3) };
    const events: EventLabel[] = [];
    let html = '';
    if (dayHeading) html += `<div class="dayh">${esc(printDayHeading(times[0]!.k, ctx.lang))}</div>`;
    let lastLeague = '';
    matches.forEach((m, i) => {
      const pm = printMatch(ctx, m, leagueStyle);
      if (m.league.code !== lastLeague) {
        lastLeague = m.league.code;
        html += `<div class="lgh"><span class="nm">${esc(pm.leagueText)}</span><span class="cols"><span>1</span><span>X</span><span>2</span>${extras
          .map((x) => `<span class="gap"></span>${extraHeader(ctx, x)}`)
          .join('')}${more ? '<span class="more"></span>' : ''}</span></div>`;
      }
      const b = book(ctx, 3);
      const t = times[i]!;
      const date = dayHeading ? printDate(t.k, 'time-only', ctx.lang) : t;
      const label = dayHeading ? { month: t.k.month, day: t.k.day, time: date.label.time } : t.label;
      const teams = stacked
        ? `<div>${esc(pm.home)}</div><div>${esc(pm.away)}</div>`
        : `${esc(pm.home)}${esc(sep)}${esc(pm.away)}`;
      html += `<div class="row" data-ev="${events.length}"><div class="tm">${esc(date.text)}</div><div class="tms">${teams}</div><div class="pr">${b.printed
        .map((p, k) => priceCell(ctx, p, ['1', 'X', '2'][k]!, look))
        .join('')}${extras.map((x) => `<span class="gap"></span>${extraCell(ctx, x, b.probs)}`).join('')}</div>${
        more ? `<div class="more">+${rng.int(12, 240)}</div>` : ''
      }</div>`;
      events.push(event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, label, oddsOf(b.printed)));
    });
    const tw = ctx.dateStyle === 'us' || ctx.dateStyle === 'weekday-day-month' || ctx.dateStyle === 'day-month-words' ? 120 : 92;
    const css =
      LIST_CSS +
      `:root{--pw:${rng.pick([58, 64, 72]) + (look.inner ? 22 : 0) + (look.arrows ? 10 : 0)}px;--tw:${dayHeading ? 48 : tw}px}`;
    return { html: desktopPage(ctx, `<div class="list">${html}</div>`, css), events, primary: 'first', sport: 'football' };
  },
};

const RU_CSS = `
  table.line{width:100%;border-collapse:collapse;background:var(--panel);font-size:.92em}
  table.line th{background:var(--accent);color:var(--accent-text);padding:6px 4px;font-weight:600;text-align:center}
  table.line th.ev{text-align:left;padding-left:10px}
  table.line td{border-bottom:1px solid var(--border);padding:6px 4px;text-align:center;white-space:nowrap}
  table.line td.ev{text-align:left;padding-left:10px;width:38%}
  table.line td.p{font-weight:700}
  table.line tr.lg td{background:var(--panel2);text-align:left;font-weight:700;padding-left:10px}
  table.line td small{color:var(--muted);font-weight:400}
`;

export const ruLine: Family = {
  name: 'ru-line',
  devices: [['desktop', 1]],
  langs: [['ru', 1]],
  render(ctx) {
    const { rng } = ctx;
    const matches = pickMatches(ctx, rng.int(7, 14), 3);
    const times = listKickoffs(ctx, matches.length);
    const sep = rng.pick([' - ', ' — ', ' – ']);
    const events: EventLabel[] = [];
    const leagueStyle = rng.int(0, 2);
    const numbered = rng.chance(0.5);
    let rows = '';
    let lastLeague = '';
    const head = `<tr><th class="ev">Событие</th><th>П1</th><th>X</th><th>П2</th><th>1X</th><th>12</th><th>X2</th><th>Фора</th><th>Кф</th><th>Фора</th><th>Кф</th><th>Тотал</th><th>Б</th><th>М</th></tr>`;
    matches.forEach((m, i) => {
      const pm = printMatch(ctx, m, leagueStyle);
      if (m.league.code !== lastLeague) {
        lastLeague = m.league.code;
        rows += `<tr class="lg"><td colspan="14">${esc(pm.leagueText)}</td></tr>`;
      }
      const b = book(ctx, 3);
      const [ph, pd, pa] = b.probs as [number, number, number];
      const dc = [ph + pd, ph + pa, pd + pa].map((p) => printPrice(1 / (p * (1 + b.margin)), ctx.price));
      const [hc, hc2] = handicapLines(ph, pa);
      const tot = rng.pick(['2.5', '2.5', '2', '3', '3.5', '1.5']);
      const p = () => printPrice(rng.float(1.65, 2.3), ctx.price);
      const t = times[i]!;
      rows += `<tr data-ev="${events.length}"><td class="ev">${numbered ? `<small>${rng.int(100, 999)}</small> ` : ''}<small>${esc(t.text)}</small> ${esc(pm.home)}${esc(sep)}${esc(pm.away)}</td>${b.printed
        .map((x) => `<td class="p">${esc(x)}</td>`)
        .join(
          '',
        )}${dc.map((x) => `<td>${esc(x)}</td>`).join('')}<td><small>(${hc})</small></td><td>${p()}</td><td><small>(${hc2})</small></td><td>${p()}</td><td><small>(${tot})</small></td><td>${p()}</td><td>${p()}</td></tr>`;
      events.push(
        event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, t.label, oddsOf(b.printed)),
      );
    });
    const title = `<div class="card" style="margin-bottom:10px"><b>${esc(ctx.ui.football)}</b> <span class="muted">· Линия · ${matches.length} событий</span></div>`;
    return {
      html: desktopPage(ctx, `${title}<table class="line">${head}${rows}</table>`, RU_CSS, { right: false }),
      events,
      primary: 'first',
      sport: 'football',
    };
  },
};

/** In-play probabilities from pre-match ones, the goal difference (home minus away) and the share of time played. */
export function liveProbs(pre: [number, number, number], diff: number, t: number): number[] {
  const [h, , a] = pre;
  if (diff === 0) {
    const draw = Math.min(0.75, 0.27 + 0.45 * t * t);
    return [(1 - draw) * (h / (h + a)), draw, (1 - draw) * (a / (h + a))];
  }
  const lead = Math.min(0.95, 0.5 + 0.15 * Math.abs(diff) + 0.3 * t * t + 0.15 * (diff > 0 ? h - a : a - h));
  const draw = (1 - lead) * 0.65;
  const trail = 1 - lead - draw;
  return diff > 0 ? [lead, draw, trail] : [trail, draw, lead];
}

export const liveList: Family = {
  name: 'live-list',
  devices: [
    ['desktop', 1],
    ['phone', 1],
  ],
  langs: [
    ['en', 4],
    ['ru', 2],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
  ],
  render(ctx) {
    const { rng } = ctx;
    const phone = ctx.device.kind === 'phone';
    const matches = pickMatches(ctx, rng.int(6, 12), 3);
    const leagueStyle = rng.int(0, 2);
    const look = { inner: false, arrows: rng.chance(0.5) };
    const events: EventLabel[] = [];
    let html = `<div class="lgh" style="color:var(--accent)"><span class="nm">● ${esc(ctx.ui.live)}</span></div>`;
    let lastLeague = '';
    matches.forEach((m) => {
      const pm = printMatch(ctx, m, leagueStyle);
      if (m.league.code !== lastLeague) {
        lastLeague = m.league.code;
        html += `<div class="lgh"><span class="nm">${esc(pm.leagueText)}</span><span class="cols"><span>1</span><span>X</span><span>2</span></span></div>`;
      }
      const halfTime = rng.chance(0.1);
      const played = halfTime ? 45 : rng.int(1, 90);
      const minute = halfTime ? (ctx.lang === 'ru' ? 'Пер.' : 'HT') : `${played}'`;
      const g1 = rng.int(0, 3);
      const g2 = rng.int(0, 3);
      // Live prices follow the score: the side ahead shortens as time runs out, a level game drifts to the draw.
      const b = book(ctx, 3, liveProbs(fairThreeWay(rng), g1 - g2, played / 90));
      const suspendAll = rng.chance(0.12);
      const printed = b.printed.map((p) => (suspendAll || rng.chance(0.08) ? '-' : p));
      const scoreStyle = rng.chance(0.5);
      const teams = scoreStyle
        ? `<div><b style="color:var(--accent);display:inline-block;width:18px">${g1}</b>${esc(pm.home)}</div><div><b style="color:var(--accent);display:inline-block;width:18px">${g2}</b>${esc(pm.away)}</div>`
        : `<div>${esc(pm.home)}</div><div>${esc(pm.away)}</div>`;
      html += `<div class="row" data-ev="${events.length}"><div class="tm" style="color:#e03131;font-weight:700">${esc(minute)}${
        scoreStyle ? '' : `<div style="color:var(--text)">${g1} : ${g2}</div>`
      }</div><div class="tms">${teams}</div><div class="pr">${printed.map((p, k) => priceCell(ctx, p, ['1', 'X', '2'][k]!, look)).join('')}</div></div>`;
      events.push(event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, null, oddsOf(printed)));
    });
    const css =
      LIST_CSS +
      `:root{--pw:${(phone ? 50 : 64) + (look.arrows ? 8 : 0)}px;--tw:${phone ? 44 : 60}px} .row{gap:${phone ? 8 : 12}px;padding:8px ${phone ? 10 : 14}px}`;
    const main = `<div class="list">${html}</div>`;
    return {
      html: phone ? phonePage(ctx, main, css) : desktopPage(ctx, main, css),
      events,
      primary: 'first',
      sport: 'football',
    };
  },
};

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

const US_CSS = `
  .usb{background:var(--panel);border-radius:6px;overflow:hidden}
  .usb .gh{display:grid;grid-template-columns:1fr 130px 130px 110px;padding:8px 14px;background:var(--panel2);font-size:.85em;color:var(--muted);font-weight:700}
  .usb .gh span{text-align:center} .usb .gh span:first-child{text-align:left}
  .usb .tr{display:grid;grid-template-columns:1fr 130px 130px 110px;gap:6px;padding:5px 14px;align-items:center}
  .usb .tr .t{font-weight:600} .usb .tr .t small{color:var(--muted);font-weight:400;margin-right:8px}
  .usb .c{background:var(--price);border-radius:4px;text-align:center;padding:6px 0;line-height:1.2}
  .usb .c small{display:block;color:var(--muted);font-size:.8em} .usb .game{border-top:1px solid var(--border);padding:5px 0}
`;

export const usBoard: Family = {
  name: 'us-board',
  devices: [
    ['desktop', 3],
    ['phone', 1],
  ],
  langs: [['en', 1]],
  render(ctx) {
    const { rng } = ctx;
    const sport = rng.pick(['basketball', 'ice-hockey', 'american-football'] as const);
    const pool = sport === 'basketball' ? NBA_TEAMS : sport === 'ice-hockey' ? NHL_TEAMS : NFL_TEAMS;
    const league = sport === 'basketball' ? 'NBA' : sport === 'ice-hockey' ? 'NHL' : 'NFL';
    const american = { ...ctx.price, format: 'american' as const };
    const teams = rng.shuffle(pool);
    const n = Math.min(rng.int(4, 7), Math.floor(teams.length / 2));
    // In season: NFL from September to January, NBA and NHL from October to April.
    const month = rng.pick(sport === 'american-football' ? [9, 10, 11, 12, 1] : [10, 11, 12, 1, 2, 3, 4]);
    const base = randomKickoff(rng, { month, day: rng.int(1, 28) });
    const events: EventLabel[] = [];
    const phone = ctx.device.kind === 'phone';
    let html = '';
    let rot = rng.int(50, 400) * 2 + 1;
    const kicks: Kickoff[] = Array.from({ length: n }, () => ({
      ...base,
      hour: rng.pick([19, 19, 20, 21, 22]),
      minute: rng.pick([0, 0, 30]),
    }));
    kicks.sort((x, y) => x.hour * 60 + x.minute - (y.hour * 60 + y.minute));
    const spread = sport === 'ice-hockey' ? 0.22 : sport === 'basketball' ? 0.33 : 0.3;
    for (let i = 0; i < n; i++) {
      const a = teams[2 * i]!;
      const c = teams[2 * i + 1]!;
      const k = kicks[i]!;
      const d = printDate(k, 'us', 'en');
      const pa = rng.float(0.5 - spread, 0.5 + spread);
      const b = book(ctx, 2, [pa, 1 - pa], american);
      // The point spread follows the moneyline: a heavier favourite gives more points (hockey's puck line is 1.5).
      const points = Math.abs(pa - 0.5) * (sport === 'basketball' ? 30 : 24);
      const spreadLine = sport === 'ice-hockey' ? 1.5 : Math.max(1, Math.round(points)) + 0.5;
      const fav = b.raw[0]! < b.raw[1]! ? 0 : 1;
      const total =
        sport === 'basketball'
          ? rng.int(205, 240) + 0.5
          : sport === 'ice-hockey'
            ? rng.pick([5.5, 6, 6.5])
            : rng.int(38, 52) + 0.5;
      const juice = () => `-${rng.pick([105, 108, 110, 110, 110, 112, 115, 120])}`;
      const row = (name: string, idx: 0 | 1) =>
        `<div class="tr"><div class="t"><small>${rot + idx}</small>${esc(name)}</div><div class="c">${idx === fav ? '-' : '+'}${spreadLine}<small>${juice()}</small></div><div class="c">${idx === 0 ? 'O' : 'U'} ${total}<small>${juice()}</small></div><div class="c b">${b.printed[idx]}</div></div>`;
      html += `<div class="gh"><span>${esc(d.text)}</span><span>Spread</span><span>Total</span><span>Moneyline</span></div><div class="game" data-ev="${events.length}">${row(a, 0)}${row(c, 1)}</div>`;
      events.push(
        event(ctx, [a, c], undefined, league, d.label, oddsOf(b.printed), { market: 'moneyline', odds_format: 'american' }),
      );
      rot += 2;
    }
    const title = `<div class="card" style="margin-bottom:10px"><b>${league}</b> <span class="muted">· Game Lines</span></div>`;
    const css =
      US_CSS + (phone ? '.usb .gh,.usb .tr{grid-template-columns:1fr 78px 88px 64px;padding:5px 8px;font-size:.9em}' : '');
    const main = `${title}<div class="usb">${html}</div>`;
    return { html: phone ? phonePage(ctx, main, css) : desktopPage(ctx, main, css), events, primary: 'first', sport };
  },
};
