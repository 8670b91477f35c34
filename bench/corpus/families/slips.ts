/** Bet slips, bet history, and pages without odds (negatives). */
import type { EventLabel, Outcome } from '../labels';
import { printDate, randomKickoff, type Lang } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { decimalValue, printMoney } from '../prices';
import { book, event, pickMatches, printMatch, type Ctx, type Family, type Match } from '../scene';
import { esc, promoHtml } from '../style';

function money(ctx: Ctx, value: number): string {
  // Money follows the page's language (a comma everywhere but English), one way per image.
  const s = printMoney(value, ctx.lang !== 'en');
  const cur: Record<Lang, [string, boolean]> = {
    en: ['£', true],
    ru: [' ₽', false],
    es: [' €', false],
    pt: ['R$ ', true],
    de: [' €', false],
    fr: [' €', false],
    it: ['€ ', true],
  };
  const [sym, before] = cur[ctx.lang];
  return before ? `${sym}${s}` : `${s}${sym}`;
}

interface Leg {
  match: Match;
  home: string;
  away: string;
  league: string;
  pick: Outcome;
  pickText: string;
  price: string;
  ev: EventLabel;
}

function makeLegs(ctx: Ctx, n: number, dateShare = 0.5): Leg[] {
  const { rng } = ctx;
  const matches = pickMatches(ctx, n, Math.min(n, 3));
  const leagueStyle = rng.int(0, 2);
  const day = randomKickoff(rng);
  return matches.map((m) => {
    const pm = printMatch(ctx, m, leagueStyle);
    const b = book(ctx, 3);
    // Most picks are the favourite, as on real slips; the rest any outcome.
    const fav: Outcome = b.raw[0]! <= b.raw[2]! ? 'home' : 'away';
    const pick = rng.chance(0.6)
      ? fav
      : rng.weighted<Outcome>([
          ['home', 5],
          ['draw', 2],
          ['away', 3],
        ]);
    const i = pick === 'home' ? 0 : pick === 'draw' ? 1 : 2;
    const price = b.printed[i]!;
    const pickText = pick === 'home' ? pm.home : pick === 'away' ? pm.away : ctx.ui.draw;
    const k = randomKickoff(rng, { month: day.month, day: day.day });
    const showDate = rng.chance(dateShare);
    const d = printDate(k, ctx.dateStyle, ctx.lang, 'tomorrow');
    const odds = { home: null, draw: null, away: null, [pick]: price } as Record<Outcome, string | null>;
    const ev = event(
      ctx,
      [pm.home, pm.away],
      [m.home.canonical, m.away.canonical],
      pm.leagueText,
      showDate ? d.label : null,
      odds,
      {
        selection: pick,
        market: '1x2',
      },
    );
    return {
      match: m,
      home: pm.home,
      away: pm.away,
      league: showDate ? `${pm.leagueText} · ${d.text}` : pm.leagueText,
      pick,
      pickText,
      price,
      ev,
    };
  });
}

const SLIP_CSS = `
  .slip{background:var(--panel);border-radius:10px;overflow:hidden}
  .slip .sh{display:flex;gap:14px;align-items:center;padding:12px 14px;border-bottom:1px solid var(--border)}
  .slip .sh b{flex:1;font-size:1.1em} .slip .tab{font-size:.88em;color:var(--muted)} .slip .tab.on{color:var(--accent);font-weight:700;border-bottom:2px solid var(--accent)}
  .slip .leg{padding:12px 14px;border-bottom:1px solid var(--border)}
  .slip .sel{display:flex;justify-content:space-between;font-weight:700;font-size:1.05em;margin-bottom:3px}
  .slip .sel .pr{color:var(--accent)}
  .slip .leg .muted{font-size:.86em;line-height:1.45}
  .slip .ft{padding:12px 14px;display:flex;flex-direction:column;gap:8px}
  .slip .ln{display:flex;justify-content:space-between;align-items:center}
  .slip .inp{border:1px solid var(--border);border-radius:6px;padding:7px 10px;min-width:110px;text-align:right;background:var(--bg)}
  .slip .btn{display:block;text-align:center;padding:12px;font-size:1em;margin-top:4px}
`;

function slipHtml(ctx: Ctx, legs: Leg[], accumulator: boolean): string {
  const { rng, ui } = ctx;
  const stake = rng.pick([5, 10, 10, 20, 25, 50, 100, 500, 1000]);
  const total = legs.reduce((p, l) => p * decimalValue(l.price, l.ev.odds_format), 1);
  const legsHtml = legs
    .map(
      (l, i) =>
        `<div class="leg" data-ev="${i}"><div class="sel"><span>${esc(l.pickText)}</span><span class="pr">${esc(l.price)}</span></div><div class="muted">${esc(ui.matchResult)}</div><div class="muted">${esc(l.home)}${ctx.lang === 'en' ? ' v ' : ' - '}${esc(l.away)}</div><div class="muted">${esc(l.league)}</div></div>`,
    )
    .join('');
  const totalOdds = accumulator
    ? `<div class="ln"><span>${esc(ui.totalOdds)}</span><b>${ctx.price.comma ? total.toFixed(2).replace('.', ',') : total.toFixed(2)}</b></div>`
    : '';
  return `<div class="slip"><div class="sh"><b>${esc(ui.betSlip)}</b><span class="tab${accumulator ? '' : ' on'}">${esc(ui.single)}</span><span class="tab${accumulator ? ' on' : ''}">${esc(ui.accumulator)}${accumulator ? ` (${legs.length})` : ''}</span></div>${legsHtml}<div class="ft">${totalOdds}<div class="ln"><span>${esc(ui.stake)}</span><span class="inp">${esc(money(ctx, stake))}</span></div><div class="ln"><span>${esc(ui.returns)}</span><b>${esc(money(ctx, stake * total))}</b></div><span class="btn">${esc(ui.placeBet)}</span></div></div>`;
}

function slipPage(ctx: Ctx, slip: string): string {
  if (ctx.device.kind === 'phone') return phonePage(ctx, `<div style="padding:10px">${slip}</div>`, SLIP_CSS);
  const tiles = `<div class="card" style="margin-top:12px"><b>${esc(ctx.ui.popular)}</b><div class="muted" style="margin-top:8px;line-height:1.9">${esc(ctx.ui.football)} · ${esc(ctx.ui.live)} · ${esc(ctx.ui.casino)} · ${esc(ctx.ui.promotions)}</div></div>`;
  return desktopPage(
    ctx,
    `<div style="display:flex;gap:14px;align-items:flex-start"><div style="flex:1">${promoHtml(ctx.ui)}${tiles}</div><div style="width:340px">${slip}</div></div>`,
    SLIP_CSS,
    { right: false },
  );
}

export const slipSingle: Family = {
  name: 'slip-single',
  devices: [
    ['phone', 2],
    ['desktop', 1],
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
    const legs = makeLegs(ctx, 1);
    return { html: slipPage(ctx, slipHtml(ctx, legs, false)), events: legs.map((l) => l.ev), primary: 0, sport: 'football' };
  },
};

export const slipAccumulator: Family = {
  name: 'slip-accumulator',
  devices: [
    ['phone', 2],
    ['desktop', 1],
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
    const legs = makeLegs(ctx, ctx.rng.int(2, 4));
    return { html: slipPage(ctx, slipHtml(ctx, legs, true)), events: legs.map((l) => l.ev), primary: null, sport: 'football' };
  },
};

const HIST_CSS = `
  .hist{display:flex;flex-direction:column;gap:10px}
  .rec{background:var(--panel);border-radius:8px;padding:12px 14px}
  .rec .top{display:flex;justify-content:space-between;font-size:.82em;color:var(--muted);margin-bottom:6px}
  .rec .sel{display:flex;justify-content:space-between;font-weight:700}
  .rec .muted{font-size:.88em;line-height:1.45}
  .rec .bot{display:flex;justify-content:space-between;margin-top:8px;padding-top:8px;border-top:1px solid var(--border);font-size:.9em}
  .won{color:#2f9e44;font-weight:700} .lost{color:#e03131;font-weight:700}
`;

export const betHistory: Family = {
  name: 'bet-history',
  devices: [
    ['phone', 2],
    ['desktop', 1],
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
    const { rng, ui } = ctx;
    const legs = makeLegs(ctx, rng.int(3, 6), 1);
    const recs = legs
      .map((l, i) => {
        const stake = rng.pick([5, 10, 20, 50, 100, 250]);
        const won = rng.chance(0.45);
        const ret = won ? stake * decimalValue(l.price, l.ev.odds_format) : 0;
        const id = `#${rng.int(10_000_000, 99_999_999)}`;
        return `<div class="rec" data-ev="${i}"><div class="top"><span>${esc(ui.single)} · ${id}</span><span class="${won ? 'won' : 'lost'}">${esc(won ? ui.won : ui.lost)}</span></div><div class="sel"><span>${esc(l.pickText)}</span><span>${esc(l.price)}</span></div><div class="muted">${esc(l.home)} - ${esc(l.away)}</div><div class="muted">${esc(ui.matchResult)} · ${esc(l.league)}</div><div class="bot"><span>${esc(ui.stake)}: ${esc(money(ctx, stake))}</span><span>${esc(ui.returned)}: ${esc(money(ctx, ret))}</span></div></div>`;
      })
      .join('');
    const head = `<div class="ptabs"><span>${esc(ui.myBets)}</span><span class="on">${esc(ui.settled)}</span></div>`;
    const main = `${head}<div class="hist">${recs}</div>`;
    const css =
      HIST_CSS +
      `.ptabs{display:flex;gap:8px;padding:6px 0 10px}.ptabs span{padding:6px 12px;border-radius:16px;background:var(--panel)}.ptabs span.on{background:var(--accent);color:var(--accent-text)}`;
    return {
      html:
        ctx.device.kind === 'phone'
          ? phonePage(ctx, `<div style="padding:10px">${main}</div>`, css)
          : desktopPage(ctx, `<div style="max-width:720px">${main}</div>`, css),
      events: legs.map((l) => l.ev),
      primary: null,
      sport: 'football',
    };
  },
};

const NEG_CSS = `
  table.st{width:100%;border-collapse:collapse;background:var(--panel);border-radius:8px}
  table.st th,table.st td{padding:7px 10px;text-align:center;border-bottom:1px solid var(--border)}
  table.st th{color:var(--muted);font-weight:600} table.st td.t{text-align:left;font-weight:600}
  .stat{display:grid;grid-template-columns:60px 1fr 60px;gap:8px;align-items:center;padding:8px 14px}
  .stat .bar{height:6px;background:var(--panel2);border-radius:3px;position:relative;overflow:hidden}
  .stat .bar i{position:absolute;left:0;top:0;bottom:0;background:var(--accent)}
  .pgrid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:12px;margin-top:12px}
`;

const TABLE_HEAD: Record<Lang, [string, string, string, string]> = {
  en: ['Team', 'W', 'D', 'L'],
  ru: ['Команда', 'В', 'Н', 'П'],
  es: ['Equipo', 'G', 'E', 'P'],
  pt: ['Equipe', 'V', 'E', 'D'],
  de: ['Mannschaft', 'S', 'U', 'N'],
  fr: ['Équipe', 'G', 'N', 'P'],
  it: ['Squadra', 'V', 'N', 'P'],
};
const FULL_TIME: Record<Lang, string> = {
  en: 'FT',
  ru: 'Матч завершён',
  es: 'Final',
  pt: 'Encerrado',
  de: 'Beendet',
  fr: 'Terminé',
  it: 'Finale',
};

/** Pages with no match odds at all: a league table, match statistics, a promotions page. */
export const noOdds: Family = {
  name: 'no-odds',
  devices: [
    ['desktop', 1],
    ['phone', 1],
  ],
  langs: [
    ['en', 3],
    ['ru', 2],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng, ui } = ctx;
    const kind = rng.pick(['standings', 'stats', 'promos'] as const);
    let main = '';
    if (kind === 'standings') {
      const matches = pickMatches(ctx, 8, 1);
      const clubs = matches.flatMap((m) => [printMatch(ctx, m, 0)]).flatMap((p) => [p.home, p.away]);
      let pts = rng.int(55, 80);
      const rows = clubs
        .map((c, i) => {
          const w = rng.int(5, 22);
          const dr = rng.int(3, 10);
          const l = rng.int(2, 14);
          pts = Math.max(5, pts - rng.int(0, 5));
          return `<tr><td>${i + 1}</td><td class="t">${esc(c)}</td><td>${w + dr + l}</td><td>${w}</td><td>${dr}</td><td>${l}</td><td>${rng.int(20, 70)}:${rng.int(15, 60)}</td><td class="b">${pts}</td></tr>`;
        })
        .join('');
      main = `<div class="card" style="margin-bottom:10px"><b>${esc(ui.standings)}</b> · ${esc(printMatch(ctx, matches[0]!, 1).leagueText)}</div><table class="st"><tr><th>#</th><th style="text-align:left">${esc(TABLE_HEAD[ctx.lang][0])}</th><th>${esc(ui.played)}</th>${TABLE_HEAD[
        ctx.lang
      ]
        .slice(1)
        .map((h) => `<th>${esc(h)}</th>`)
        .join('')}<th>+/-</th><th>${esc(ui.points)}</th></tr>${rows}</table>`;
    } else if (kind === 'stats') {
      const m = pickMatches(ctx, 1, 1)[0]!;
      const pm = printMatch(ctx, m, 0);
      const names =
        ctx.lang === 'ru'
          ? ['Владение мячом', 'Удары', 'Удары в створ', 'Угловые', 'Фолы', 'Жёлтые карточки']
          : ['Possession', 'Shots', 'Shots on target', 'Corners', 'Fouls', 'Yellow cards'];
      const stats = names
        .map((n, i) => {
          const a = i === 0 ? rng.int(30, 70) : rng.int(0, 18);
          const b = i === 0 ? 100 - a : rng.int(0, 18);
          const pct = a + b === 0 ? 50 : Math.round((a / (a + b)) * 100);
          return `<div class="stat"><b>${a}${i === 0 ? '%' : ''}</b><div><div class="muted" style="text-align:center;font-size:.85em">${esc(n)}</div><div class="bar"><i style="width:${pct}%"></i></div></div><b style="text-align:right">${b}${i === 0 ? '%' : ''}</b></div>`;
        })
        .join('');
      main = `<div class="card"><div class="muted">${esc(pm.leagueText)} · ${esc(FULL_TIME[ctx.lang])}</div><div style="display:flex;justify-content:space-around;align-items:center;margin:14px 0;font-size:1.3em;font-weight:800"><span>${esc(pm.home)}</span><span>${rng.int(0, 4)} : ${rng.int(0, 4)}</span><span>${esc(pm.away)}</span></div>${stats}</div>`;
    } else {
      ctx.chrome.promo = false;
      const cards = [ui.promoTitle, `${ui.accumulator} +25%`, `Cashback 10%`, `${ui.live}: Free Bet`]
        .map(
          (t) =>
            `<div class="card"><div class="b" style="font-size:1.1em;margin-bottom:6px">${esc(t)}</div><div class="muted" style="margin-bottom:10px">18+ · T&amp;Cs</div><span class="btn">${esc(ui.seeAllPrizes)}</span></div>`,
        )
        .join('');
      main = `${promoHtml(ui)}<div class="pgrid">${cards}</div>`;
    }
    const html =
      ctx.device.kind === 'phone'
        ? phonePage(ctx, `<div style="padding:10px">${main}</div>`, NEG_CSS)
        : desktopPage(ctx, main, NEG_CSS);
    return { html, events: [], primary: null, sport: 'football', negative: true };
  },
};
