import type { Language } from '../../../../shared/src/prediction';
import type { MailMessage } from '../../adapters/mail/mailer';

/** Account mail in English and Russian, plain text and HTML. Every dynamic value is escaped in the HTML part. */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Copy {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

const VERIFY: Record<Language, Copy> = {
  en: {
    subject: 'Confirm your email for OddsLens',
    intro: 'Please confirm that this address belongs to your OddsLens account.',
    action: 'Confirm email',
    validity: 'The link works once, for 24 hours.',
    ignore: 'If you did not sign up for OddsLens, ignore this message.',
  },
  ru: {
    subject: 'Подтвердите адрес почты для OddsLens',
    intro: 'Подтвердите, что этот адрес принадлежит вашему аккаунту OddsLens.',
    action: 'Подтвердить адрес',
    validity: 'Ссылка действует один раз в течение 24 часов.',
    ignore: 'Если вы не регистрировались в OddsLens, просто проигнорируйте это письмо.',
  },
};

const RESET: Record<Language, Copy> = {
  en: {
    subject: 'Reset your OddsLens password',
    intro: 'Someone asked to reset the password of your OddsLens account.',
    action: 'Choose a new password',
    validity: 'The link works once, for 1 hour. Setting a new password signs you out everywhere.',
    ignore: 'If it was not you, ignore this message: your password stays as it is.',
  },
  ru: {
    subject: 'Сброс пароля OddsLens',
    intro: 'Кто-то запросил сброс пароля вашего аккаунта OddsLens.',
    action: 'Задать новый пароль',
    validity: 'Ссылка действует один раз в течение 1 часа. После смены пароля все сеансы будут завершены.',
    ignore: 'Если это были не вы, проигнорируйте письмо: пароль останется прежним.',
  },
};

function render(copy: Copy, to: string, link: string, lang: Language): MailMessage {
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

export const verificationMail = (to: string, link: string, lang: Language) => render(VERIFY[lang], to, link, lang);
export const passwordResetMail = (to: string, link: string, lang: Language) => render(RESET[lang], to, link, lang);
