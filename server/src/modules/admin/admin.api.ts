import { z } from 'zod';
import {
  adminBanSchema,
  adminSettingsUpdateSchema,
  adminUsersQuerySchema,
  freePredictionPeriodSchema,
  type ReferralLink,
} from '@shared/api';
import {
  ADMIN_VERDICTS,
  adminAnalyticsQuerySchema,
  adminPredictionsQuerySchema,
  type AdminAnalytics,
  type AdminPredictionList,
} from '@shared/admin-analytics';
import { routeDoc } from '../../http/api-docs/route-doc';
import { historyItemSchema, subscriptionViewSchema, uuidParams } from '../../http/api-docs/schemas';

const settingsSchema = z.object({
  isAdmin: z.literal(true),
  freePredictionLimit: z.number().int(),
  freePredictionPeriod: freePredictionPeriodSchema,
  referralLinks: z.record(z.string(), z.object({ url: z.string() })),
});

const userRow = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
  predictionsUsed: z.number().int(),
  subscriptionStatus: z.enum(['active', 'inactive', 'expired', 'cancelled']).nullable(),
});

export const referralLinkSchema = z.object({
  name: z.string(),
  url: z.string().nullable().describe('null when no link is configured'),
}) satisfies z.ZodType<ReferralLink>;

const dayCounts = {
  analyses: z.number().int(),
  signups: z.number().int(),
  conversions: z.number().int(),
  exhaustions: z.number().int(),
};

const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  freePredictionLimit: z.number().int(),
  days: z.array(z.object({ date: z.string(), ...dayCounts })),
  totals: z.object(dayCounts),
}) satisfies z.ZodType<AdminAnalytics>;

const predictionListSchema = z.object({
  predictions: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.string(),
      userEmail: z.string(),
      sport: z.string().nullable(),
      language: z.enum(['en', 'ru']),
      teams: z.tuple([z.string(), z.string()]).nullable(),
      confidence: z.number(),
      verdict: z.enum(ADMIN_VERDICTS).nullable(),
      outcome: z.enum(['home', 'draw', 'away', 'void']).nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sports: z.array(z.string()),
}) satisfies z.ZodType<AdminPredictionList>;

export const adminDocs = {
  settings: routeDoc({
    tag: 'admin',
    summary: { en: 'Platform settings', ru: 'Настройки платформы' },
    auth: 'admin',
    response: { schema: settingsSchema.loose() },
  }),
  updateSettings: routeDoc({
    tag: 'admin',
    summary: { en: 'Change platform settings', ru: 'Изменить настройки платформы' },
    description: {
      en: '`referralLinks` is the JSON text of named https links, e.g. {"premium": {"url": "https://..."}}; empty text clears them.',
      ru: '`referralLinks` — JSON-текст именованных https-ссылок, например {"premium": {"url": "https://..."}}; пустой текст удаляет их.',
    },
    auth: 'admin',
    body: adminSettingsUpdateSchema,
    bodyExample: { freePredictionLimit: 3 },
    response: { schema: settingsSchema.loose() },
    errors: ['INVALID_SETTINGS', 'INVALID_REFERRAL_LINKS'],
  }),
  userStats: routeDoc({
    tag: 'admin',
    summary: { en: 'Headline counts', ru: 'Основные показатели' },
    auth: 'admin',
    response: {
      schema: z.object({
        totalUsers: z.number().int(),
        activeSubscriptions: z.number().int(),
        totalPredictions: z.number().int(),
        todaysPredictions: z.number().int(),
      }),
    },
  }),
  users: routeDoc({
    tag: 'admin',
    summary: { en: 'Find users', ru: 'Поиск пользователей' },
    auth: 'admin',
    query: adminUsersQuerySchema,
    response: {
      schema: z.object({ users: z.array(userRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    },
  }),
  user: routeDoc({
    tag: 'admin',
    summary: { en: 'One user with their analyses', ru: 'Пользователь и его анализы' },
    auth: 'admin',
    params: uuidParams,
    response: {
      schema: z.object({
        user: userRow.extend({ freeUsed: z.number().int() }),
        predictions: z.array(historyItemSchema),
        subscription: subscriptionViewSchema.nullable(),
      }),
    },
    errors: ['NOT_FOUND'],
  }),
  ban: routeDoc({
    tag: 'admin',
    summary: { en: 'Ban a user and end their sessions', ru: 'Заблокировать пользователя и завершить его сессии' },
    auth: 'admin',
    params: uuidParams,
    body: adminBanSchema,
    response: { schema: z.object({ ok: z.literal(true), endedSessions: z.number().int() }) },
    errors: ['NOT_FOUND', 'CANNOT_BAN_SELF'],
  }),
  unban: routeDoc({
    tag: 'admin',
    summary: { en: 'Lift a ban', ru: 'Снять блокировку' },
    auth: 'admin',
    params: uuidParams,
    response: { schema: z.object({ ok: z.literal(true) }) },
    errors: ['NOT_FOUND'],
  }),
  audit: routeDoc({
    tag: 'admin',
    summary: { en: 'Audit log of admin actions', ru: 'Журнал действий администраторов' },
    auth: 'admin',
    response: {
      schema: z.object({
        entries: z.array(
          z.object({
            id: z.string(),
            actorEmail: z.string().nullable(),
            action: z.string(),
            target: z.string().nullable(),
            details: z.record(z.string(), z.unknown()).nullable(),
            createdAt: z.string(),
          }),
        ),
      }),
    },
  }),
  contactMessages: routeDoc({
    tag: 'admin',
    summary: { en: 'Support inbox', ru: 'Входящие сообщения поддержки' },
    auth: 'admin',
    response: {
      schema: z.object({
        messages: z.array(
          z
            .object({
              id: z.string(),
              userId: z.string().nullable(),
              name: z.string(),
              email: z.string(),
              message: z.string(),
              language: z.enum(['en', 'ru']),
              createdAt: z.string(),
            })
            .loose(),
        ),
      }),
    },
  }),
  analytics: routeDoc({
    tag: 'admin',
    summary: {
      en: 'Daily analyses, sign-ups, conversions and used-up allowances',
      ru: 'Анализы, регистрации, переходы на Pro и исчерпанные лимиты по дням',
    },
    description: {
      en: 'UTC days, both ends inclusive; by default the last 30 days; at most 366 days.',
      ru: 'Дни по UTC, оба конца включительно; по умолчанию последние 30 дней; не больше 366 дней.',
    },
    auth: 'admin',
    query: adminAnalyticsQuerySchema,
    response: { schema: analyticsSchema },
  }),
  predictions: routeDoc({
    tag: 'admin',
    summary: { en: 'All analyses, filtered and paged', ru: 'Все анализы с фильтрами и постраничным выводом' },
    auth: 'admin',
    query: adminPredictionsQuerySchema,
    response: { schema: predictionListSchema },
  }),
  referralLink: routeDoc({
    tag: 'billing',
    summary: { en: 'The partner link shown with results', ru: 'Партнёрская ссылка, показываемая с результатами' },
    description: {
      en: 'Subscribers get the `premium` link when one is set; everyone else the `default` one.',
      ru: 'Подписчики получают ссылку `premium`, если она задана; остальные — ссылку `default`.',
    },
    auth: 'user',
    response: { schema: referralLinkSchema },
  }),
};
