import { z } from 'zod';
import { credentialsSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';
import { authUserSchema } from '../../http/api-docs/schemas';

/**
 * Request schemas of the auth routes: the ones a web form sends are in shared/src/api.ts (the form checks its body
 * with them, docs/decisions/0022); this one is only ever sent by the app itself.
 */
export const tokenSchema = z.object({ token: z.string().min(1).max(200) });

const currentUser = routeDoc({
  tag: 'auth',
  summary: { en: 'The signed-in user', ru: 'Текущий пользователь' },
  auth: 'user',
  apiKey: true,
  response: { schema: authUserSchema },
});

const credentialsExample = { email: 'you@example.com', password: 'a long passphrase' };

export const authDocs = {
  authUser: currentUser,
  user: routeDoc({
    ...currentUser,
    description: { en: 'The same record as GET /api/auth/user.', ru: 'Та же запись, что и GET /api/auth/user.' },
  }),
  providers: routeDoc({
    tag: 'auth',
    summary: { en: 'Ways to sign in', ru: 'Способы входа' },
    auth: 'none',
    response: {
      schema: z.object({ password: z.boolean(), oidc: z.object({ name: z.string() }).nullable(), paymentsSandbox: z.boolean() }),
    },
  }),
  signup: routeDoc({
    tag: 'auth',
    summary: { en: 'Create an account and sign in', ru: 'Создать аккаунт и войти' },
    description: {
      en: 'Sets the session cookie and mails a confirmation link. Limited per address per hour.',
      ru: 'Устанавливает cookie сессии и отправляет письмо со ссылкой подтверждения. Ограничено числом регистраций с адреса в час.',
    },
    auth: 'none',
    body: credentialsSchema,
    bodyExample: credentialsExample,
    response: { status: 201, schema: authUserSchema },
    errors: ['INVALID_EMAIL', 'WEAK_PASSWORD', 'COMMON_PASSWORD', 'EMAIL_TAKEN', 'FORBIDDEN'],
  }),
  signin: routeDoc({
    tag: 'auth',
    summary: { en: 'Sign in with email and password', ru: 'Войти по почте и паролю' },
    auth: 'none',
    body: credentialsSchema,
    bodyExample: credentialsExample,
    response: { schema: authUserSchema },
    errors: ['INVALID_CREDENTIALS', 'USER_BANNED', 'SIGNIN_LOCKED', 'SIGNIN_ADDRESS_LIMITED', 'FORBIDDEN'],
  }),
  verifyEmail: routeDoc({
    tag: 'auth',
    summary: { en: 'Confirm an email address with the mailed token', ru: 'Подтвердить адрес почты токеном из письма' },
    auth: 'none',
    body: tokenSchema,
    description: {
      en: 'A new address (an email change) revokes every API key of the account.',
      ru: 'Новый адрес (смена почты) отзывает все API-ключи аккаунта.',
    },
    response: {
      schema: z.object({
        verified: z.literal(true),
        email: z.string(),
        apiKeysRevoked: z.number().int().describe('API keys revoked (an email change revokes them all)'),
      }),
    },
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED'],
  }),
  verifyResend: routeDoc({
    tag: 'auth',
    summary: { en: 'Mail the confirmation link again', ru: 'Отправить ссылку подтверждения ещё раз' },
    auth: 'user',
    response: { status: 202, schema: z.object({ sent: z.boolean() }) },
  }),
  passwordReset: routeDoc({
    tag: 'auth',
    summary: { en: 'Mail a password reset link', ru: 'Отправить ссылку для сброса пароля' },
    description: {
      en: 'Answers 202 whether or not the address has an account.',
      ru: 'Отвечает 202 независимо от того, есть ли аккаунт с этим адресом.',
    },
    auth: 'none',
    body: passwordResetRequestSchema,
    response: { status: 202, schema: z.object({ accepted: z.literal(true) }) },
    errors: ['FORBIDDEN'],
  }),
  passwordResetConfirm: routeDoc({
    tag: 'auth',
    summary: { en: 'Set a new password with the mailed token', ru: 'Задать новый пароль по токену из письма' },
    description: {
      en: 'Ends every session and API key of the account and every unused mailed link.',
      ru: 'Завершает все сессии аккаунта, отзывает все его API-ключи и неиспользованные ссылки из писем.',
    },
    auth: 'none',
    body: passwordResetConfirmSchema,
    response: { schema: z.object({ reset: z.literal(true), apiKeysRevoked: z.number().int().describe('API keys revoked') }) },
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED', 'WEAK_PASSWORD', 'COMMON_PASSWORD'],
  }),
  signout: routeDoc({
    tag: 'auth',
    summary: { en: 'Sign out this session', ru: 'Выйти из этой сессии' },
    auth: 'optional',
    response: { status: 204 },
  }),
  signoutAll: routeDoc({
    tag: 'auth',
    summary: { en: 'Sign out everywhere', ru: 'Выйти на всех устройствах' },
    description: { en: 'Also revokes every API key.', ru: 'Также отзывает все API-ключи.' },
    auth: 'user',
    response: {
      schema: z.object({
        ended: z.number().int().describe('sessions ended'),
        apiKeysRevoked: z.number().int().describe('API keys revoked'),
      }),
    },
  }),
  login: routeDoc({
    tag: 'auth',
    summary: { en: 'Go to the sign-in page', ru: 'Перейти на страницу входа' },
    auth: 'none',
    browserOnly: true,
    query: z.object({ next: z.string().optional().describe('a same-site path to return to') }),
    response: { status: 302 },
  }),
  logout: routeDoc({
    tag: 'auth',
    summary: { en: 'Sign out and go to the home page', ru: 'Выйти и перейти на главную' },
    auth: 'optional',
    browserOnly: true,
    response: { status: 302 },
  }),
  oidcStart: routeDoc({
    tag: 'auth',
    summary: { en: 'Start single sign-on', ru: 'Начать единый вход (SSO)' },
    auth: 'none',
    browserOnly: true,
    query: z.object({ next: z.string().optional() }),
    response: { status: 302 },
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  oidcCallback: routeDoc({
    tag: 'auth',
    summary: { en: 'Single sign-on return address', ru: 'Адрес возврата единого входа (SSO)' },
    auth: 'none',
    browserOnly: true,
    response: { status: 302 },
    errors: ['OIDC_FAILED'],
  }),
};
