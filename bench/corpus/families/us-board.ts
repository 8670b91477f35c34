/** A US sportsbook board: spread, total and moneyline per game (NBA, NHL, NFL). */
import type { EventLabel } from '../labels';
import { printDate, randomKickoff, type Kickoff } from '../locale';
import { desktopPage, phonePage } from '../pages';
import { book, event, oddsOf, type Family } from '../scene';
import { esc } from '../style';
import { usLeague } from '../teams';

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
    const { sport, pool, league } = usLeague(rng);
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
