/** Page frames: a desktop site (header, menus, side columns) and a phone app or mobile site around a family's body. */
import type { Ctx } from './scene';
import {
  baseCss,
  cookieHtml,
  desktopHeader,
  documentHtml,
  esc,
  promoHtml,
  badgesHtml,
  rightColumn,
  sportsSidebar,
} from './style';

export function desktopPage(ctx: Ctx, main: string, css: string, opts: { sidebar?: boolean; right?: boolean } = {}): string {
  const { chrome, device } = ctx;
  const wide = device.width >= 1360;
  const sidebar = opts.sidebar ?? (chrome.sidebar && wide);
  const right = opts.right ?? (wide && (chrome.promo || chrome.badges || ctx.rng.chance(0.4)));
  const maxWidth = ctx.rng.pick([1180, 1280, 1440, 1600, 9999]);
  const body = `${desktopHeader(chrome, ctx.lang)}<div class="wrap" style="max-width:${maxWidth}px;margin:0 auto">${
    sidebar ? sportsSidebar(ctx.lang) : ''
  }<div class="main">${!right && chrome.promo ? `<div style="margin-bottom:12px">${promoHtml(ctx.ui)}</div>` : ''}${main}${
    !right && chrome.badges ? `<div class="card" style="margin-top:12px">${badgesHtml()}</div>` : ''
  }</div>${right ? rightColumn(chrome, ctx.lang) : ''}</div>${chrome.cookie ? cookieHtml(ctx.ui) : ''}`;
  return documentHtml(baseCss(ctx.theme, ctx.font, ctx.rng.pick([13, 14, 15])) + css, body);
}

const PHONE_CSS = `
  .apph{background:var(--header);color:var(--header-text);display:flex;align-items:center;gap:10px;padding:0 14px;height:52px}
  .apph .brand{font-weight:800;font-size:1.25em} .apph .brand i{color:var(--brand-i);font-style:normal} .apph .sp{flex:1}
  .status{height:30px;display:flex;align-items:center;padding:0 18px;font-weight:600;font-size:13px;background:var(--header);color:var(--header-text)}
  .status .sp{flex:1} .status .ic{display:flex;gap:6px;align-items:center}
  .bars{display:inline-flex;gap:2px;align-items:flex-end;height:11px} .bars i{width:3px;background:currentColor;display:block}
  .batt{border:1.5px solid currentColor;border-radius:3px;width:24px;height:12px;padding:1px;display:inline-block}
  .batt i{display:block;height:100%;background:currentColor;border-radius:1px}
  .bnav{position:fixed;left:0;right:0;bottom:0;height:60px;background:var(--panel);border-top:1px solid var(--border);display:flex;justify-content:space-around;align-items:center;font-size:11px;color:var(--muted);z-index:8}
  .bnav div{text-align:center} .bnav div.on{color:var(--accent);font-weight:700} .bnav b{display:block;width:20px;height:20px;margin:0 auto 3px;border-radius:5px;border:2px solid currentColor}
  .ptabs{display:flex;gap:8px;padding:10px 12px;overflow:hidden;white-space:nowrap}
  .ptabs span{padding:6px 12px;border-radius:16px;background:var(--panel);font-size:.9em} .ptabs span.on{background:var(--accent);color:var(--accent-text)}
  .mcookie{position:fixed;left:10px;right:10px;bottom:10px;background:#1d232a;color:#eee;border-radius:10px;padding:12px;font-size:.82em;z-index:9;box-shadow:0 2px 14px #0008}
  .mcookie .btn{display:inline-block;margin-top:8px}
`;

export function statusBar(ctx: Ctx): string {
  const { rng } = ctx;
  const time = `${rng.int(7, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const battery = rng.int(8, 100);
  const bars = rng.int(1, 4);
  return `<div class="status"><span>${time}</span><span class="sp"></span><span class="ic"><span class="bars">${[4, 6, 8, 11]
    .map((h, i) => `<i style="height:${h}px;opacity:${i < bars ? 1 : 0.3}"></i>`)
    .join(
      '',
    )}</span><span>${rng.pick(['LTE', '5G', '4G', 'Wi-Fi'])}</span><span>${battery}%</span><span class="batt"><i style="width:${battery}%"></i></span></span></div>`;
}

export function bottomNav(ctx: Ctx): string {
  const u = ctx.ui;
  const items = [u.home, u.sports, u.live, u.myBets, u.account];
  return `<div class="bnav" data-overlay="1">${items.map((s, i) => `<div class="${i === 1 ? 'on' : ''}"><b></b>${esc(s)}</div>`).join('')}</div>`;
}

export function phonePage(
  ctx: Ctx,
  main: string,
  css: string,
  opts: { status?: boolean; nav?: boolean; header?: boolean } = {},
): string {
  const { chrome } = ctx;
  const b = chrome.brand;
  const header =
    opts.header === false
      ? ''
      : `<div class="apph"><span style="font-size:1.4em">☰</span><span class="brand">${esc(b.slice(0, -3))}<i>${esc(b.slice(-3))}</i></span><span class="sp"></span>${
          chrome.loginBar ? `<span class="btn2">${esc(ctx.ui.login)}</span>` : `<span>${esc(ctx.ui.search)}</span>`
        }</div>`;
  const cookie = chrome.cookie
    ? `<div class="mcookie" data-overlay="1">${esc(ctx.ui.cookie)}<br><span class="btn">${esc(ctx.ui.accept)}</span></div>`
    : '';
  const badges = chrome.badges ? `<div style="padding:10px 12px">${badgesHtml()}</div>` : '';
  const promo = chrome.promo ? `<div style="padding:10px 12px 0">${promoHtml(ctx.ui)}</div>` : '';
  const body = `${opts.status ? statusBar(ctx) : ''}${header}${promo}${main}${badges}${opts.nav ? bottomNav(ctx) : ''}${opts.nav ? '' : cookie}`;
  return documentHtml(baseCss(ctx.theme, ctx.font, ctx.rng.pick([14, 15, 16])) + PHONE_CSS + css, body);
}
