/** Looks of the generated pages: themes, fonts, and the interface chrome around the odds (never labelled). */
import type { Lang, Ui } from './locale';
import { UI } from './locale';
import type { Rng } from './rng';

export interface Theme {
  name: 'light' | 'dark';
  bg: string;
  panel: string;
  panel2: string;
  text: string;
  muted: string;
  border: string;
  accent: string;
  accentText: string;
  price: string;
  priceText: string;
  header: string;
  headerText: string;
}

/** Fonts from Debian packages (fonts-dejavu-core, fonts-liberation2, fonts-roboto, fonts-open-sans), all with Cyrillic. */
export const FONTS = ['DejaVu Sans', 'Liberation Sans', 'Roboto', 'Open Sans', 'Roboto Condensed'] as const;

const ACCENTS: [string, string][] = [
  ['#1f8f4e', '#ffffff'],
  ['#0b5ed7', '#ffffff'],
  ['#f5b301', '#111111'],
  ['#7048e8', '#ffffff'],
  ['#d6336c', '#ffffff'],
  ['#e8590c', '#ffffff'],
  ['#12b886', '#0b1d17'],
  ['#c8102e', '#ffffff'],
];

export function randomTheme(rng: Rng): Theme {
  const [accent, accentText] = rng.pick(ACCENTS);
  // A header in the accent colour takes the accent's text colour (dark text on yellow).
  const withHeader = (t: Theme): Theme => (t.header === accent ? { ...t, headerText: accentText } : t);
  if (rng.chance(0.5)) {
    const bg = rng.pick(['#f2f4f7', '#eceff1', '#f7f7f7', '#ffffff']);
    return withHeader({
      name: 'light',
      bg,
      panel: '#ffffff',
      panel2: rng.pick(['#f1f3f5', '#eef2f6', '#f6f6f6']),
      text: '#1b1f24',
      muted: '#6b7280',
      border: '#dde1e6',
      accent,
      accentText,
      price: rng.pick(['#eef1f4', '#e7f0fb', '#f3f4f6']),
      priceText: '#111827',
      header: rng.pick(['#14202c', accent, '#ffffff', '#0f3d2e']),
      headerText: '#ffffff',
    });
  }
  const bg = rng.pick(['#0f1419', '#16191d', '#1a1d23', '#0d1b2a']);
  return withHeader({
    name: 'dark',
    bg,
    panel: rng.pick(['#1c2128', '#20242b', '#1b2a3a']),
    panel2: '#262c34',
    text: '#e9edf1',
    muted: '#9aa4af',
    border: '#2f3640',
    accent,
    accentText,
    price: rng.pick(['#2a313a', '#30363f', '#263445']),
    priceText: '#f4f6f8',
    header: rng.pick(['#0a0d10', '#111820', accent]),
    headerText: '#ffffff',
  });
}

export const BRANDS = ['BetNova', 'OddsPark', 'Kick365', 'GoalLine', 'PrimeBet', 'ScoreHub', 'Bet Arena', 'LuckyLine'];
export const BRANDS_RU = ['СтавкаПлюс', 'ЛигаСтавок', 'ГолБет', 'Прогноз.ру', 'БетЛайн'];

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Chrome {
  brand: string;
  loginBar: boolean;
  cookie: boolean;
  badges: boolean;
  promo: boolean;
  sidebar: boolean;
  /**
   * How the header's menu sets its items apart: by space alone, or by a mark OCR reads as a match's separator ('SPORTS —
   * LIVE — CASINO': DraftKings' and Betfair's top bars), in capitals or not.
   */
  nav: { mark: '' | '—' | '|' | '·'; capitals: boolean };
}

/**
 * navRng draws the header's menu apart from the scene's own draws, so adding it left every other draw of a seed as it
 * was (the e2e test of a table-only row pins seed 7's live list).
 */
export function randomChrome(rng: Rng, lang: Lang, navRng: Rng): Chrome {
  return {
    brand: lang === 'ru' && rng.chance(0.6) ? rng.pick(BRANDS_RU) : rng.pick(BRANDS),
    loginBar: rng.chance(0.45),
    cookie: rng.chance(0.25),
    badges: rng.chance(0.25),
    promo: rng.chance(0.3),
    sidebar: rng.chance(0.5),
    nav: { mark: navRng.pick(['', '', '—', '|', '·'] as const), capitals: navRng.chance(0.35) },
  };
}

/** Page-wide CSS: theme colours as variables and shared widgets. */
export function baseCss(t: Theme, font: string, fontSize: number): string {
  return `
  :root{--bg:${t.bg};--panel:${t.panel};--panel2:${t.panel2};--text:${t.text};--muted:${t.muted};--border:${t.border};
    --accent:${t.accent};--accent-text:${t.accentText};--price:${t.price};--price-text:${t.priceText};
    --header:${t.header};--header-text:${t.header === '#ffffff' ? '#1b1f24' : t.headerText};
    --brand-i:${t.header === t.accent ? (t.accentText === '#ffffff' ? '#ffffffb0' : '#00000099') : t.accent};}
  *{box-sizing:border-box;margin:0;padding:0}
  html,body{background:var(--bg);color:var(--text);font-family:'${font}',sans-serif;font-size:${fontSize}px;line-height:1.3}
  .muted{color:var(--muted)} .b{font-weight:700}
  .hdr{background:var(--header);color:var(--header-text);display:flex;align-items:center;gap:22px;padding:0 20px;height:56px;border-bottom:1px solid var(--border)}
  .hdr .brand{font-weight:800;font-size:1.45em;letter-spacing:-.5px;color:var(--header-text)}
  .hdr .brand i{color:var(--brand-i);font-style:normal}
  .hdr nav{display:flex;gap:18px;font-size:.95em;opacity:.92}
  .hdr .sp{flex:1}
  .hdr input{background:rgba(255,255,255,.12);border:1px solid rgba(127,127,127,.45);color:inherit;border-radius:4px;padding:6px 8px;width:130px;font:inherit;font-size:.85em}
  .btn{background:var(--accent);color:var(--accent-text);border-radius:4px;padding:7px 14px;font-weight:700;font-size:.9em;white-space:nowrap}
  .btn2{border:1px solid currentColor;border-radius:4px;padding:6px 12px;font-size:.9em;white-space:nowrap}
  .wrap{display:flex;gap:14px;padding:14px;align-items:flex-start}
  .side{width:210px;flex:none;background:var(--panel);border-radius:6px;padding:10px 0}
  .side div{padding:7px 16px;font-size:.93em} .side div.on{color:var(--accent);font-weight:700}
  .main{flex:1;min-width:0}
  .rside{width:280px;flex:none;display:flex;flex-direction:column;gap:12px}
  .card{background:var(--panel);border-radius:6px;padding:12px 14px}
  .promo{background:linear-gradient(120deg,var(--accent),#222a);color:var(--accent-text);border-radius:8px;padding:14px 16px}
  .promo h4{font-size:1.15em;margin-bottom:6px} .promo .btn{background:#fff;color:#111;display:inline-block;margin-top:8px}
  .badges{display:flex;gap:8px;flex-wrap:wrap}
  .badge{background:#000;color:#fff;border:1px solid #777;border-radius:7px;padding:5px 10px;font-size:.78em;line-height:1.1}
  .badge b{display:block;font-size:1.2em}
  .cookie{position:fixed;left:0;right:0;bottom:0;background:#1d232a;color:#eee;display:flex;gap:16px;align-items:center;padding:14px 20px;font-size:.9em;z-index:9;box-shadow:0 -2px 12px #0006}
  .cookie .btn{flex:none}
  `;
}

export function badgesHtml(): string {
  return `<div class="badges"><div class="badge">GET IT ON<b>Google Play</b></div><div class="badge">Download on the<b>App Store</b></div></div>`;
}

export function promoHtml(ui: Ui): string {
  return `<div class="promo"><h4>${esc(ui.promoTitle)}</h4><div>${esc(ui.promotions)} · 18+ T&amp;Cs apply</div><span class="btn">${esc(ui.seeAllPrizes)}</span></div>`;
}

export function cookieHtml(ui: Ui): string {
  return `<div class="cookie" data-overlay="1"><div style="flex:1">${esc(ui.cookie)}</div><span class="btn">${esc(ui.accept)}</span></div>`;
}

/** The desktop site header: brand, navigation menu, and optionally a login bar with a password field. */
export function desktopHeader(chrome: Chrome, lang: Lang): string {
  const ui = UI[lang];
  const login = chrome.loginBar
    ? `<input value="" placeholder="${esc(ui.username)}"><input type="text" placeholder="${esc(ui.password)}"><span class="btn">${esc(ui.login)}</span>`
    : `<span class="btn2">${esc(ui.login)}</span><span class="btn">${esc(ui.register)}</span>`;
  const b = chrome.brand;
  const brand = `${esc(b.slice(0, -3))}<i>${esc(b.slice(-3))}</i>`;
  const items = [ui.sports, ui.live, ui.casino, ui.promotions, ui.help, ui.support].map((x) =>
    esc(chrome.nav.capitals ? x.toUpperCase() : x),
  );
  const nav = items.map((x) => `<span>${x}</span>`).join(chrome.nav.mark ? `<span>${chrome.nav.mark}</span>` : '');
  return `<div class="hdr"><div class="brand">${brand}</div><nav>${nav}</nav><div class="sp"></div>${login}</div>`;
}

const SPORTS_MENU: Record<Lang, string[]> = {
  en: ['Football', 'Tennis', 'Basketball', 'Ice Hockey', 'Volleyball', 'Esports', 'Cricket', 'Boxing'],
  ru: ['Футбол', 'Теннис', 'Баскетбол', 'Хоккей', 'Волейбол', 'Киберспорт', 'Бокс', 'ММА'],
  es: ['Fútbol', 'Tenis', 'Baloncesto', 'Hockey', 'Voleibol', 'eSports', 'Boxeo', 'Béisbol'],
  pt: ['Futebol', 'Tênis', 'Basquete', 'Hóquei', 'Vôlei', 'eSports', 'Boxe', 'MMA'],
  de: ['Fußball', 'Tennis', 'Basketball', 'Eishockey', 'Volleyball', 'eSports', 'Handball', 'Boxen'],
  fr: ['Football', 'Tennis', 'Basket', 'Hockey', 'Volley', 'eSport', 'Rugby', 'Boxe'],
  it: ['Calcio', 'Tennis', 'Basket', 'Hockey', 'Pallavolo', 'eSport', 'Rugby', 'Boxe'],
};

export function sportsSidebar(lang: Lang, on = 0): string {
  return `<div class="side">${SPORTS_MENU[lang].map((s, i) => `<div class="${i === on ? 'on' : ''}">${esc(s)}</div>`).join('')}</div>`;
}

/** Right column of a desktop page: an empty bet slip, and promo / app badges when the chrome has them. */
export function rightColumn(chrome: Chrome, lang: Lang): string {
  const ui = UI[lang];
  const parts = [
    `<div class="card"><div class="b">${esc(ui.betSlip)}</div><div class="muted" style="margin-top:8px;font-size:.9em">0</div></div>`,
  ];
  if (chrome.promo) parts.push(promoHtml(ui));
  if (chrome.badges)
    parts.push(`<div class="card"><div style="margin-bottom:8px">${esc(ui.downloadApp)}</div>${badgesHtml()}</div>`);
  return `<div class="rside">${parts.join('')}</div>`;
}

export function documentHtml(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}
