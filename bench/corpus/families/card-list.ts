/**
 * Desktop card lists, learnt from the real pages the reader lost (issue 46, item 3: BetBoom's tennis line, bet365's
 * stacked rows): each match a tall card, its names stacked over a status line, a score or stats icon between the
 * names and the prices, the prices centred on the card and a '+N' markets counter, cards far apart, a sports
 * sidebar at the names' height.
 */
import type { EventLabel } from '../labels';
import { desktopPage } from '../pages';
import { book, event, listKickoffs, oddsOf, pickMatches, printMatch, type Family } from '../scene';
import { esc } from '../style';
import { TENNIS } from '../teams';

/** A card's status line before kick-off, in each language the generator draws. */
const NOT_STARTED: Record<string, string> = {
  en: 'Not started',
  ru: 'Не начался',
  es: 'No iniciado',
  pt: 'Não iniciado',
  de: 'Nicht begonnen',
  fr: 'Pas commencé',
  it: 'Non iniziato',
};

const CSS = `
  .cl{display:flex;flex-direction:column;gap:var(--gap)}
  .cc{display:flex;align-items:center;background:var(--panel);border-radius:10px;padding:14px 16px;gap:14px}
  .cc .tm{width:92px;color:var(--muted);font-size:.85em}
  .cc .nms{flex:1;min-width:0;line-height:1.7}
  .cc .st{color:var(--muted);font-size:.82em;margin-top:4px}
  .cc .ic{width:34px;color:var(--muted);text-align:center;font-size:.85em}
  .cc .pr{display:flex;gap:8px} .cc .pr span{width:64px;text-align:center;background:var(--price);color:var(--price-text);border-radius:6px;padding:9px 0;font-weight:700}
  .cc .more{width:48px;text-align:right;color:var(--muted);font-size:.85em}
`;

export const cardList: Family = {
  name: 'card-list',
  devices: [['desktop', 1]],
  langs: [
    ['en', 3],
    ['ru', 3],
    ['es', 1],
    ['pt', 1],
    ['de', 1],
    ['fr', 1],
    ['it', 1],
  ],
  render(ctx) {
    const { rng } = ctx;
    const tennis = rng.chance(0.5);
    const icon = rng.pick(['▮▮', '0 0', 'ıl', '']);
    const gap = rng.pick([10, 24, 48]);
    const status = NOT_STARTED[ctx.lang] ?? NOT_STARTED['en']!;
    const events: EventLabel[] = [];
    let html = '';
    const card = (home: string, away: string, time: string, prices: string[]) =>
      `<div class="cc" data-ev="${events.length}"><div class="tm">${esc(time)}</div><div class="nms"><div>${esc(home)}</div><div>${esc(
        away,
      )}</div><div class="st">${esc(status)}</div></div><div class="ic">${esc(icon)}</div><div class="pr">${prices
        .map((p) => `<span>${esc(p)}</span>`)
        .join('')}</div><div class="more">+${rng.int(12, 240)}</div></div>`;
    if (tennis) {
      const circuit = TENNIS[rng.pick(['atp', 'wta'] as const)];
      const names = rng.shuffle(ctx.lang === 'ru' ? circuit.ru : circuit.en);
      const tour = rng.pick(circuit.tours);
      const n = Math.min(rng.int(4, 7), Math.floor(names.length / 2));
      const times = listKickoffs(ctx, n);
      for (let i = 0; i < n; i++) {
        const b = book(ctx, 2);
        html += card(names[2 * i]!, names[2 * i + 1]!, times[i]!.text, b.printed);
        events.push(event(ctx, [names[2 * i]!, names[2 * i + 1]!], undefined, tour, times[i]!.label, oddsOf(b.printed)));
      }
      const main = `<div class="lgh"><span class="nm">${esc(tour)}</span></div><div class="cl" style="--gap:${gap}px">${html}</div>`;
      return { html: desktopPage(ctx, main, CSS, { sidebar: true }), events, primary: 'first', sport: 'tennis' };
    }
    const matches = pickMatches(ctx, rng.int(4, 7), 1);
    const times = listKickoffs(ctx, matches.length);
    const leagueStyle = rng.int(0, 2);
    let league = '';
    matches.forEach((m, i) => {
      const pm = printMatch(ctx, m, leagueStyle);
      league = pm.leagueText;
      const b = book(ctx, 3);
      html += card(pm.home, pm.away, times[i]!.text, b.printed);
      events.push(
        event(ctx, [pm.home, pm.away], [m.home.canonical, m.away.canonical], pm.leagueText, times[i]!.label, oddsOf(b.printed)),
      );
    });
    const main = `<div class="lgh"><span class="nm">${esc(league)}</span><span class="cols"><span>1</span><span>X</span><span>2</span></span></div><div class="cl" style="--gap:${gap}px">${html}</div>`;
    return { html: desktopPage(ctx, main, CSS, { sidebar: true }), events, primary: 'first', sport: 'football' };
  },
};
