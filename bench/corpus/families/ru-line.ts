/** A Russian bookmaker's "line": one table of matches with 1X2, double chance, handicap and total columns. */
import type { EventLabel } from '../labels';
import { desktopPage } from '../pages';
import { printPrice } from '../prices';
import { book, event, listKickoffs, oddsOf, pickMatches, printMatch, type Family } from '../scene';
import { esc } from '../style';
import { handicapLines } from './list-cells';

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
