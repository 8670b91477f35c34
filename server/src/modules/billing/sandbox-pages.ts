import type { Language } from '@shared/prediction';
import type { SubscriptionView } from '@shared/api';
import { messages } from '../../i18n/messages';

/**
 * Server-rendered pages of the sandbox checkout and of the local subscription portal. Plain forms, no scripts; the
 * words are in the server catalog.
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatPrice(amountMinor: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(messages(lang).locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: amountMinor % 100 === 0 ? 0 : 2,
  }).format(amountMinor / 100);
}

function layout(lang: Language, title: string, body: string, testMode: boolean): string {
  const t = messages(lang).sandbox;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#1e293b;border-radius:12px;padding:1.5rem}
.test{background:#fbbf24;color:#1f2937;font-weight:700;text-align:center;padding:.6rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#94a3b8}dd{margin:0}
form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer;margin:.5rem .5rem 0 0}
.primary{background:#22c55e;color:#052e16}.secondary{background:#475569;color:#f8fafc}a{color:#93c5fd}
</style></head>
<body><main>
${testMode ? `<p class="test" role="status">${esc(t.testBanner)}</p><p>${esc(t.testNote)}</p>` : ''}
<h1>${esc(title)}</h1>
${body}
</main></body></html>`;
}

export function renderCheckoutPage(input: {
  lang: Language;
  sessionPath: string;
  amountMinor: number;
  currency: string;
  expired: boolean;
}): string {
  const t = messages(input.lang).sandbox;
  const price = formatPrice(input.amountMinor, input.currency, input.lang);
  const body = input.expired
    ? `<p>${esc(t.expired)}</p><p><a href="/">${esc(t.back)}</a></p>`
    : `<dl>
<dt>${esc(t.plan)}</dt><dd>${esc(t.planName)}</dd>
<dt>${esc(t.price)}</dt><dd>${esc(price)} ${esc(t.perMonth)}</dd>
<dt>${esc(t.currency)}</dt><dd>${esc(input.currency)}</dd>
</dl>
<form method="post" action="${esc(input.sessionPath)}/pay"><button class="primary" type="submit">${esc(t.pay(price))}</button></form>
<form method="post" action="${esc(input.sessionPath)}/cancel"><button class="secondary" type="submit">${esc(t.cancel)}</button></form>`;
  return layout(input.lang, t.checkoutTitle, body, true);
}

export function renderPortalPage(input: {
  lang: Language;
  basePath: string;
  subscription: SubscriptionView | null;
  testMode: boolean;
}): string {
  const t = messages(input.lang).sandbox;
  const s = input.subscription;
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(messages(input.lang).locale, { dateStyle: 'long', timeZone: 'UTC' }) : '—';
  let body: string;
  if (!s) body = `<p>${esc(t.none)}</p>`;
  else {
    const active = s.status === 'active';
    const action = !active
      ? ''
      : s.cancelAtPeriodEnd
        ? `<form method="post" action="${esc(input.basePath)}/reactivate"><button class="primary" type="submit">${esc(t.reactivate)}</button></form>`
        : `<form method="post" action="${esc(input.basePath)}/cancel"><button class="secondary" type="submit">${esc(t.cancelAtEnd)}</button></form>`;
    body = `<dl>
<dt>${esc(t.status)}</dt><dd>${esc(t.statuses[s.status])}</dd>
<dt>${esc(active && !s.cancelAtPeriodEnd ? t.renews : t.ends)}</dt><dd>${esc(date(s.currentPeriodEnd))}</dd>
</dl>${action}`;
  }
  body += `<p><a href="/">${esc(t.back)}</a></p>`;
  return layout(input.lang, t.portalTitle, body, input.testMode);
}
