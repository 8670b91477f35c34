/** List-like families on the shared .list layout: many matches on one screen (desktop, and live in play). */
import type { EventLabel } from '../labels';
import { printDate, printDayHeading } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { fairThreeWay } from '../prices';
import { book, event, listKickoffs, oddsOf, pickMatches, printMatch, type Family } from '../scene';
import { esc } from '../style';
import { extraCell, extraHeader, LIST_CSS, priceCell, type Extra } from './list-cells';

export const desktopList: Family = {
  name: 'desktop-list',
  devices: [['desktop', 1]],
  langs: [
    ['en', 5],
    ['ru', 2],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
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
    // Names keep a column of their own (LIST_CSS): where the extra markets do not fit, the row runs on under the
    // list's right edge, and a league heading's 1 X 2 stays over its prices.
    const css =
      LIST_CSS +
      `:root{--pw:${rng.pick([58, 64, 72]) + (look.inner ? 22 : 0) + (look.arrows ? 10 : 0)}px;--tw:${dayHeading ? 48 : tw}px}` +
      '.lgh .nm{min-width:calc(var(--tw) + 6em / .92 + 24px)}';
    return { html: desktopPage(ctx, `<div class="list">${html}</div>`, css), events, primary: 'first', sport: 'football' };
  },
};

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
    ['fr', 1],
    ['it', 1],
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
