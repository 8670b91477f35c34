import { z } from 'zod';
import { accountDeleteSchema, emailChangeSchema, passwordChangeSchema } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';

const ssoNote = {
  en: 'Accounts with a password confirm with `password`; accounts made through single sign-on type their address in `confirmEmail`.',
  ru: 'Аккаунты с паролем подтверждают действие полем `password`; аккаунты, созданные через SSO, вводят свой адрес в `confirmEmail`.',
};

export const accountDocs = {
  password: routeDoc({
    tag: 'account',
    summary: { en: 'Change your password', ru: 'Сменить пароль' },
    description: {
      en: 'Ends every other session and revokes every API key.',
      ru: 'Завершает все остальные сессии и отзывает все API-ключи.',
    },
    auth: 'user',
    body: passwordChangeSchema,
    response: {
      schema: z.object({
        changed: z.literal(true),
        sessionsEnded: z.number().int().describe('other sessions ended'),
        apiKeysRevoked: z.number().int().describe('API keys revoked'),
      }),
    },
    errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'COMMON_PASSWORD', 'FORBIDDEN'],
  }),
  email: routeDoc({
    tag: 'account',
    summary: { en: 'Change your email address', ru: 'Сменить адрес почты' },
    description: {
      en: `A confirmation link goes to the new address; nothing changes until it is opened. ${ssoNote.en}`,
      ru: `Ссылка подтверждения уходит на новый адрес; до перехода по ней ничего не меняется. ${ssoNote.ru}`,
    },
    auth: 'user',
    body: emailChangeSchema,
    response: { status: 202, schema: z.object({ pending: z.literal(true) }) },
    errors: ['INVALID_EMAIL', 'EMAIL_TAKEN', 'WRONG_PASSWORD', 'EMAIL_CHANGE_LIMITED'],
  }),
  exportData: routeDoc({
    tag: 'account',
    summary: { en: 'Download everything stored about you', ru: 'Скачать все данные о вас' },
    auth: 'user',
    response: { schema: z.object({}).loose().describe('account, analyses, subscription and messages as JSON') },
  }),
  remove: routeDoc({
    tag: 'account',
    summary: { en: 'Delete your account and its data', ru: 'Удалить аккаунт и его данные' },
    description: ssoNote,
    auth: 'user',
    body: accountDeleteSchema,
    response: { schema: z.object({ deleted: z.literal(true) }) },
    errors: ['WRONG_PASSWORD'],
  }),
};
