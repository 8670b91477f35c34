import type { Language } from '@shared/prediction';
import type { MailMessage } from '../../adapters/mail/mailer';
import { messages, type MailCopy } from '../../i18n/messages';

/** Account mail, plain text and HTML; the words are in the server catalog. Every dynamic value is escaped in the HTML part. */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function render(copy: MailCopy, to: string, link: string, lang: Language): MailMessage {
  const text = `${copy.intro}\n\n${copy.action}: ${link}\n\n${copy.validity}\n${copy.ignore}\n\n— OddsLens\n`;
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<p>${esc(copy.intro)}</p>
<p><a href="${esc(link)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${esc(copy.action)}</a></p>
<p style="font-size:13px;color:#475569">${esc(link)}</p>
<p>${esc(copy.validity)}<br>${esc(copy.ignore)}</p>
<p>— OddsLens</p>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}

export const verificationMail = (to: string, link: string, lang: Language) => render(messages(lang).mail.verify, to, link, lang);
export const passwordResetMail = (to: string, link: string, lang: Language) => render(messages(lang).mail.reset, to, link, lang);
