/** Families about one match: an event page, a price comparison, a preview graphic, an exchange market. */
import type { EventLabel } from '../labels';
import { printDate, randomKickoff } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { decimalValue, printPrice, withMargin, type PriceStyle } from '../prices';
import { book, event, oddsOf, pickMatches, printMatch, type Family } from '../scene';
import { baseCss, documentHtml, esc } from '../style';

function initials(name: string): string {
  return name
    .split(/[\s.-]+/)
    .filter((w) => w.length > 0 && !/^\d/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function crest(name: string, color: string, size: number): string {
  return `<div style="width:${size}px;height:${size}px;border-radius:50%;background:${color};display:flex;align-items:center;justify-content:center;color:#fff;font-weight:800;font-size:${Math.round(size / 2.8)}px;border:3px solid #fff3;margin:0 auto">${esc(initials(name))}</div>`;
}

const CREST_COLORS = [
  '#c8102e',
  '#034694',
  '#6cabdd',
  '#da291c',
  '#132257',
  '#fdb913',
  '#7a263a',
  '#00a650',
  '#1b458f',
  '#000000',
];

const EVENT_CSS = `
  .evh{background:var(--panel);border-radius:8px;padding:18px 20px;margin-bottom:12px}
  .evh .crumbs{font-size:.85em;color:var(--muted);margin-bottom:14px}
  .evh .vs{display:flex;align-items:center;justify-content:center;gap:28px}
  .evh .vs .tn{font-size:1.7em;font-weight:800;text-align:center;flex:1}
  .evh .when{text-align:center;color:var(--muted);margin-top:10px}
  .mk{background:var(--panel);border-radius:8px;margin-bottom:10px;overflow:hidden}
  .mk .mh{padding:10px 14px;font-weight:700;border-bottom:1px solid var(--border);display:flex;justify-content:space-between}
  .mk .ob{display:flex;gap:8px;padding:10px 14px}
  .mk .ob div{flex:1;background:var(--price);border-radius:6px;padding:10px 12px;display:flex;justify-content:space-between;gap:8px}
  .mk .ob div span{color:var(--muted)} .mk .ob div b{color:var(--price-text)}
  .tabs{display:flex;gap:18px;padding:0 4px 10px;font-size:.92em;color:var(--muted)} .tabs span.on{color:var(--accent);font-weight:700;border-bottom:2px solid var(--accent)}
`;

export const eventPage: Family = {
  name: 'event-page',
  devices: [
    ['desktop', 2],
    ['phone', 1],
  ],
  langs: [
    ['en', 4],
    ['ru', 2],
    ['es', 1],
    ['pt', 1],
    ['de', 2],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng, ui } = ctx;
    const phone = ctx.device.kind === 'phone';
    const m = pickMatches(ctx, 1, 1)[0]!;
    const pm = printMatch(ctx, m, rng.int(0, 2));
    const k = randomKickoff(rng);
    const d = printDate(k, ctx.dateStyle, ctx.lang, rng.chance(0.5) ? 'today' : 'tomorrow');
    const b = book(ctx, 3);
    const [ph, pd, pa] = b.probs as [number, number, number];
    const pp = (p: number) => printPrice(1 / (p * (1 + b.margin)), ctx.price);
    const over = rng.float(0.35, 0.65);
    const btts = rng.float(0.4, 0.62);
    const namedButtons = rng.chance(0.6);
    const ob = (pairs: [string, string][]) =>
      `<div class="ob">${pairs.map(([l, p]) => `<div><span>${esc(l)}</span><b>${esc(p)}</b></div>`).join('')}</div>`;
    const oneXTwo = namedButtons
      ? ob([
          [pm.home, b.printed[0]!],
          [ui.draw, b.printed[1]!],
          [pm.away, b.printed[2]!],
        ])
      : ob([
          ['1', b.printed[0]!],
          ['X', b.printed[1]!],
          ['2', b.printed[2]!],
        ]);
    const markets = [
      `<div class="mk" data-mk="1x2"><div class="mh"><span>${esc(ui.matchResult)}</span><span class="muted">⌃</span></div>${oneXTwo}</div>`,
      `<div class="mk"><div class="mh"><span>${esc(ui.doubleChance)}</span></div>${ob([
        ['1X', pp(ph + pd)],
        ['12', pp(ph + pa)],
        ['X2', pp(pd + pa)],
      ])}</div>`,
      `<div class="mk"><div class="mh"><span>${esc(ui.total)} 2.5</span></div>${ob([
        [`${ui.over} 2.5`, pp(over)],
        [`${ui.under} 2.5`, pp(1 - over)],
      ])}</div>`,
      `<div class="mk"><div class="mh"><span>${esc(ui.btts)}</span></div>${ob([
        [ui.yes, pp(btts)],
        [ui.no, pp(1 - btts)],
      ])}</div>`,
    ];
    const c1 = rng.pick(CREST_COLORS);
    const c2 = rng.pick(CREST_COLORS.filter((c) => c !== c1));
    const crests = rng.chance(0.6);
    const head = `<div class="evh"><div class="crumbs">${esc(ui.football)} / ${esc(pm.leagueText)}</div><div class="vs"><div class="tn">${crests ? crest(pm.home, c1, phone ? 44 : 60) : ''}${esc(pm.home)}</div><div class="muted" style="font-size:1.3em">${phone ? 'vs' : '—'}</div><div class="tn">${crests ? crest(pm.away, c2, phone ? 44 : 60) : ''}${esc(pm.away)}</div></div><div class="when">${esc(d.text)}</div></div>`;
    const tabs = `<div class="tabs"><span class="on">${esc(ui.popular)}</span><span>${esc(ui.matchResult)}</span><span>${esc(ui.total)}</span><span>${esc(ui.handicap)}</span></div>`;
    const main = `<div data-ev="0">${head}${tabs}${markets[0]}</div>${markets.slice(1).join('')}`;
    const events = [
      event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, d.label, oddsOf(b.printed)),
    ];
    const css =
      EVENT_CSS +
      (phone
        ? '.evh .vs .tn{font-size:1.15em}.evh .vs{gap:10px}.mk .ob div{flex-direction:column;align-items:center;gap:2px;padding:8px 4px}.mk .ob div span{max-width:100%}'
        : '');
    return {
      html: phone ? phonePage(ctx, `<div style="padding:10px">${main}</div>`, css) : desktopPage(ctx, main, css),
      events,
      primary: 0,
      sport: 'football',
    };
  },
};

const BOOKMAKERS = [
  'Bet365',
  'William Hill',
  'Unibet',
  'Pinnacle',
  '1xBet',
  'Betfair Sportsbook',
  'Marathonbet',
  'bwin',
  '888sport',
  'Betway',
  'Paddy Power',
  'Betano',
  'Coral',
  'Ladbrokes',
];
const BOOKMAKERS_RU = ['Фонбет', 'Winline', 'Лига Ставок', 'Бетсити', 'Марафон', 'Леон', 'Olimpbet', 'Pari', 'Tennisi', 'Зенит'];

const CMP_CSS = `
  .cmp{background:var(--panel);border-radius:8px;overflow:hidden}
  .cmp .ttl{padding:16px;border-bottom:1px solid var(--border)} .cmp .ttl h2{font-size:1.4em}
  .cmp table{width:100%;border-collapse:collapse}
  .cmp th{text-align:center;color:var(--muted);font-weight:600;padding:8px;border-bottom:1px solid var(--border)} .cmp th:first-child{text-align:left;padding-left:16px}
  .cmp td{text-align:center;padding:9px 8px;border-bottom:1px solid var(--border);font-weight:600}
  .cmp td:first-child{text-align:left;padding-left:16px;font-weight:700}
  .cmp td.best{background:var(--accent);color:var(--accent-text);border-radius:4px}
  .cmp td.mg{color:var(--muted);font-weight:400}
`;

export const comparison: Family = {
  name: 'comparison',
  devices: [
    ['desktop', 2],
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
    const { rng, ui } = ctx;
    const m = pickMatches(ctx, 1, 1)[0]!;
    const pm = printMatch(ctx, m, rng.int(0, 2));
    const k = randomKickoff(rng);
    const d = printDate(k, ctx.dateStyle, ctx.lang, 'today');
    const fair = book(ctx, 3).probs;
    const names = rng.shuffle(ctx.lang === 'ru' && rng.chance(0.7) ? BOOKMAKERS_RU : BOOKMAKERS).slice(0, rng.int(5, 10));
    const showMargin = rng.chance(0.4);
    const rows = names.map((name) => {
      const noisy = fair.map((p) => p * rng.float(0.96, 1.04));
      const sum = noisy.reduce((s, x) => s + x, 0);
      const margin = rng.float(0.03, 0.08);
      const raw = withMargin(
        noisy.map((p) => p / sum),
        margin,
      );
      return { name, raw, printed: raw.map((r) => printPrice(r, ctx.price)), margin };
    });
    // Best by the printed price, so that equal prices are all highlighted.
    const value = (p: string) => decimalValue(p, ctx.price.format);
    const best = [0, 1, 2].map((i) => Math.max(...rows.map((r) => value(r.printed[i]!))));
    const events: EventLabel[] = [];
    const body = rows
      .map((r, idx) => {
        events.push(
          event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, d.label, oddsOf(r.printed), {
            bookmaker: r.name,
          }),
        );
        return `<tr data-ev="${idx}"><td>${esc(r.name)}</td>${r.printed
          .map((p, i) => `<td class="${value(p) === best[i] ? 'best' : ''}">${esc(p)}</td>`)
          .join('')}${showMargin ? `<td class="mg">${(r.margin * 100).toFixed(1)}%</td>` : ''}</tr>`;
      })
      .join('');
    const vs = rng.pick([' vs ', ' - ', ' v ']);
    const main = `<div class="cmp"><div class="ttl"><div class="muted">${esc(pm.leagueText)} · ${esc(d.text)}</div><h2>${esc(pm.home)}${vs}${esc(pm.away)}</h2></div><table><tr><th>${esc(ui.bookmaker)}</th><th>1</th><th>X</th><th>2</th>${showMargin ? '<th>%</th>' : ''}</tr>${body}</table><div class="muted" style="padding:10px 16px;font-size:.85em">${esc(ui.bestOdds)} ■</div></div>`;
    return {
      html:
        ctx.device.kind === 'phone'
          ? phonePage(ctx, `<div style="padding:10px">${main}</div>`, CMP_CSS)
          : desktopPage(ctx, main, CMP_CSS),
      events,
      primary: null,
      sport: 'football',
    };
  },
};

export const previewGraphic: Family = {
  name: 'preview-graphic',
  devices: [
    ['phone', 1],
    ['desktop', 1],
  ],
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
    const { rng, ui, theme } = ctx;
    const m = pickMatches(ctx, 1, 1)[0]!;
    const pm = printMatch(ctx, m, rng.int(0, 2));
    const k = randomKickoff(rng);
    const d = printDate(k, rng.pick(['weekday-day-month', 'day-month-words', 'dotted', ctx.dateStyle] as const), ctx.lang);
    const b = book(ctx, 3);
    const phone = ctx.device.kind === 'phone';
    const c1 = rng.pick(CREST_COLORS);
    const c2 = rng.pick(CREST_COLORS.filter((c) => c !== c1));
    const labels = rng.chance(0.5) ? ['1', 'X', '2'] : [pm.home, ui.draw, pm.away];
    const size = phone ? 0.62 : 1;
    const bg =
      theme.name === 'dark'
        ? `radial-gradient(circle at 50% 20%, ${theme.accent}55, ${theme.bg} 70%)`
        : `linear-gradient(160deg, #ffffff, ${theme.accent}33)`;
    const card = `<div style="width:${phone ? 92 : 60}%;margin:${phone ? 16 : 40}px auto;background:${bg};border-radius:18px;padding:${Math.round(34 * size)}px;text-align:center;border:1px solid var(--border)" data-ev="0">
      <div style="font-weight:800;letter-spacing:2px;color:var(--accent);font-size:${Math.round(18 * size + 6)}px">${esc(ctx.chrome.brand.toUpperCase())}</div>
      <div class="muted" style="margin:6px 0 ${Math.round(26 * size)}px;text-transform:uppercase;letter-spacing:1px">${esc(pm.leagueText)}</div>
      <div style="display:flex;align-items:center;justify-content:center;gap:${Math.round(30 * size)}px">
        <div style="flex:1">${crest(pm.home, c1, Math.round(110 * size))}<div style="font-size:${Math.round(30 * size + 6)}px;font-weight:800;margin-top:12px">${esc(pm.home)}</div></div>
        <div style="font-size:${Math.round(34 * size)}px;font-weight:800;color:var(--muted)">VS</div>
        <div style="flex:1">${crest(pm.away, c2, Math.round(110 * size))}<div style="font-size:${Math.round(30 * size + 6)}px;font-weight:800;margin-top:12px">${esc(pm.away)}</div></div>
      </div>
      <div style="margin:${Math.round(22 * size)}px 0;font-size:${Math.round(20 * size + 6)}px;font-weight:600">${esc(d.text)}</div>
      <div style="display:flex;gap:${Math.round(18 * size)}px;justify-content:center">${b.printed
        .map(
          (p, i) =>
            `<div style="flex:1;max-width:200px;background:var(--accent);color:var(--accent-text);border-radius:12px;padding:${Math.round(14 * size)}px 6px"><div style="font-size:${Math.round(14 * size + 5)}px;opacity:.85">${esc(labels[i]!)}</div><div style="font-size:${Math.round(40 * size + 8)}px;font-weight:800">${esc(p)}</div></div>`,
        )
        .join('')}</div>
      <div class="muted" style="margin-top:${Math.round(20 * size)}px;font-size:.8em">18+ · ${esc(ui.promotions)}</div>
    </div>`;
    const html = documentHtml(baseCss(theme, ctx.font, 15), card);
    const events = [
      event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, d.label, oddsOf(b.printed)),
    ];
    return { html, events, primary: 0, sport: 'football', fit: true };
  },
};

const EX_CSS = `
  .ex{background:var(--panel);border-radius:8px;overflow:hidden}
  .ex .ttl{padding:14px 16px;border-bottom:1px solid var(--border)} .ex .ttl h2{font-size:1.35em}
  .ex .hd,.ex .rn{display:grid;grid-template-columns:1fr repeat(6,var(--cw));gap:3px;align-items:center;padding:4px 10px}
  .ex .hd span{text-align:center;font-weight:700;font-size:.85em} .ex .rn{border-top:1px solid var(--border);padding:6px 10px}
  .ex .rn .nm{font-weight:700;padding-left:6px}
  .ex .bk,.ex .ly{text-align:center;border-radius:3px;padding:5px 0;color:#111;line-height:1.15}
  .ex .bk{background:#a6d8ff} .ex .bk.best{background:#72bbef} .ex .ly{background:#fac9d1} .ex .ly.best{background:#f694aa}
  .ex .bk b,.ex .ly b{display:block;font-size:1.05em} .ex .bk small,.ex .ly small{font-size:.75em;color:#333}
`;

export const exchange: Family = {
  name: 'exchange',
  devices: [
    ['desktop', 3],
    ['phone', 1],
  ],
  langs: [
    ['en', 5],
    ['ru', 1],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng, ui } = ctx;
    const phone = ctx.device.kind === 'phone';
    const m = pickMatches(ctx, 1, 1)[0]!;
    const pm = printMatch(ctx, m, rng.int(0, 2));
    const k = randomKickoff(rng);
    const d = printDate(k, ctx.dateStyle, ctx.lang, 'today');
    const style: PriceStyle = { format: 'decimal', decimals: 'trim', comma: false };
    const fair = book(ctx, 3).probs;
    const cur = ctx.lang === 'en' ? '£' : ctx.lang === 'ru' ? '₽' : '€';
    // Exchange ladder ticks: 0.01 below 2, 0.02 to 3, 0.05 to 4, 0.1 to 6, 0.2 to 10, 0.5 to 20.
    const tick = (p: number) => (p < 2 ? 0.01 : p < 3 ? 0.02 : p < 4 ? 0.05 : p < 6 ? 0.1 : p < 10 ? 0.2 : 0.5);
    const snap = (p: number) => Math.round(p / tick(p)) * tick(p);
    const runners = [pm.home, pm.away, ctx.lang === 'en' ? 'The Draw' : ui.draw];
    const order = [0, 2, 1];
    const best: string[] = [];
    const rows = order
      .map((fi, r) => {
        const bestBack = snap(1 / (fair[fi]! * 1.005));
        const backs = [bestBack - 2 * tick(bestBack), bestBack - tick(bestBack), bestBack].map(snap);
        let lay = snap(bestBack + tick(bestBack));
        const lays = [lay];
        for (let i = 0; i < 2; i++) lays.push((lay = snap(lay + tick(lay))));
        const cells = [
          ...backs.map((p, i) => ({ p, cls: i === 2 ? 'bk best' : 'bk' })),
          ...lays.map((p, i) => ({ p, cls: i === 0 ? 'ly best' : 'ly' })),
        ];
        best[fi] = printPrice(bestBack, style);
        return `<div class="rn"><div class="nm">${esc(runners[r]!)}</div>${cells
          .map(
            (c) =>
              `<div class="${c.cls}"><b>${printPrice(c.p, style)}</b><small>${cur}${rng.int(2, 9999).toLocaleString('en-GB')}</small></div>`,
          )
          .join('')}</div>`;
      })
      .join('');
    const hd = `<div class="hd"><span style="text-align:left;padding-left:6px">${esc(ui.matched)}: ${cur}${rng.int(10_000, 2_000_000).toLocaleString('en-GB')}</span><span></span><span></span><span>${esc(ui.back)}</span><span>${esc(ui.lay)}</span><span></span><span></span></div>`;
    const main = `<div class="ex" data-ev="0"><div class="ttl"><div class="muted">${esc(pm.leagueText)} · ${esc(d.text)}</div><h2>${esc(pm.home)} v ${esc(pm.away)}</h2><div class="muted" style="margin-top:4px">Match Odds</div></div>${hd}${rows}</div>`;
    const css =
      EX_CSS +
      `:root{--cw:${phone ? 44 : 74}px}` +
      (phone
        ? '.ex .hd,.ex .rn{padding:4px 4px;gap:2px}.ex .rn .nm{font-size:.85em}.ex .bk small,.ex .ly small{font-size:.6em}'
        : '');
    const events = [
      event(
        ctx,
        [pm.home, pm.away],
        [m.home.canonical, m.away.canonical],
        pm.leagueText,
        d.label,
        { home: best[0]!, draw: best[1]!, away: best[2]! },
        { odds_format: 'decimal' },
      ),
    ];
    return {
      html: phone ? phonePage(ctx, `<div style="padding:8px">${main}</div>`, css) : desktopPage(ctx, main, css),
      events,
      primary: 0,
      sport: 'football',
    };
  },
};
