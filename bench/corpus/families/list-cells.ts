/** What the list families share: the .list layout, one price button, and the extra markets beside 1X2. */
import { printPrice } from '../prices';
import type { Ctx } from '../scene';
import { esc } from '../style';

/**
 * A row's names keep at least 6em: with extra markets on a narrow list the name column had shrunk to nothing and the
 * names ran on under the price buttons (labelled yet unreadable, which no bookmaker prints).
 */
export const LIST_CSS = `
  .list{background:var(--panel);border-radius:6px;overflow:hidden}
  .dayh{padding:10px 14px;font-weight:700;background:var(--panel2)}
  .lgh{display:flex;align-items:center;padding:9px 14px;background:var(--panel2);border-top:1px solid var(--border);font-weight:700;font-size:.92em}
  .lgh .nm{flex:1}
  .cols{display:flex;gap:6px} .cols span{width:var(--pw);text-align:center;color:var(--muted);font-weight:600}
  .row{display:flex;align-items:center;padding:8px 14px;border-top:1px solid var(--border);gap:12px}
  .row .tm{width:var(--tw);color:var(--muted);font-size:.88em;flex:none}
  .row .tms{flex:1;min-width:6em}
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
export function priceCell(ctx: Ctx, price: string, outcome: string, opts: { inner: boolean; arrows: boolean }): string {
  const arrow =
    opts.arrows && price !== '-' && ctx.rng.chance(0.25)
      ? ctx.rng.chance(0.5)
        ? '<i style="color:#2f9e44;font-style:normal;font-size:.7em;margin-left:3px">▲</i>'
        : '<i style="color:#e03131;font-style:normal;font-size:.7em;margin-left:3px">▼</i>'
      : '';
  const label = opts.inner ? `<small style="color:var(--muted);font-weight:400;margin-right:6px">${esc(outcome)}</small>` : '';
  return `<span>${label}${esc(price)}${arrow}</span>`;
}

export type Extra = 'handicap' | 'total' | 'btts';

/** Handicap lines for home and away: the favourite gives goals, more the stronger it is. */
export function handicapLines(homeProb: number, awayProb: number): [string, string] {
  const gap = Math.abs(homeProb - awayProb);
  const size = gap < 0.08 ? 0 : gap < 0.25 ? 0.5 : gap < 0.4 ? 1 : 1.5;
  if (size === 0) return ['0', '0'];
  const fav = `-${size}`;
  const dog = `+${size}`;
  return homeProb >= awayProb ? [fav, dog] : [dog, fav];
}

export function extraCell(ctx: Ctx, kind: Extra, probs: number[]): string {
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

export function extraHeader(ctx: Ctx, kind: Extra): string {
  const u = ctx.ui;
  const label = kind === 'handicap' ? u.handicap : kind === 'total' ? u.total : u.btts;
  if (kind === 'btts') return `<span>${esc(u.yes)}</span><span>${esc(u.no)}</span>`;
  return `<span style="width:calc(var(--pw) * 2 + 6px)">${esc(label)}</span>`;
}
