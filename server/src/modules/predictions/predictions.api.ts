import { z } from 'zod';
import { extractRequestSchema, outcomeSchema, processPredictionSchema } from '@shared/api';
import { analysisSettingsSchema } from '@shared/analysis-settings';
import { confirmedMatchSchema } from '@shared/reading';
import { routeDoc } from '../../http/api-docs/route-doc';
import {
  historyItemSchema,
  okSchema,
  predictionResultSchema,
  processResponseSchema,
  userStatsSchema,
  uuidParams,
} from '../../http/api-docs/schemas';

export const readQuerySchema = z.object({ odds: z.enum(['decimal', 'fractional', 'american']).optional() });

const progressNote = {
  en: 'With `Accept: text/event-stream` the answer is a stream of `progress` events ({stage, done, total}) and then the result.',
  ru: 'С заголовком `Accept: text/event-stream` ответ приходит потоком событий `progress` ({stage, done, total}), затем результат.',
};

const readMatchSchema = z
  .object({
    id: z.string().describe('s<screenshot>-m<index>'),
    screenshot: z.number().int(),
    sport: z.string().nullable(),
    league: z.string().nullable(),
    teams: z
      .tuple([z.string(), z.string().nullable()])
      .nullable()
      .describe('[home, away]; away null when only the pick was printed'),
    russianTeams: z
      .tuple([z.string().nullable(), z.string().nullable()])
      .optional()
      .describe('each side in Russian as the analysis names it (Cyrillic as printed, else the club’s Russian name), else null'),
    date: z.string().nullable(),
    time: z.string().nullable(),
    odds: z.object({ home: z.string().nullable(), draw: z.string().nullable(), away: z.string().nullable() }),
    oddsFormat: z.enum(['decimal', 'fractional', 'american']).nullable(),
    confidence: z.object({ teams: z.number(), odds: z.number(), date: z.number() }),
    complete: z.boolean(),
  })
  .loose();

const history = routeDoc({
  tag: 'predictions',
  summary: { en: 'Your analyses, newest first', ru: 'Ваши анализы, новые сначала' },
  auth: 'user',
  apiKey: true,
  response: { schema: z.array(historyItemSchema) },
});

export const predictionsDocs = {
  stats: routeDoc({
    tag: 'predictions',
    summary: { en: 'Your free allowance, subscription and record', ru: 'Ваш бесплатный лимит, подписка и результаты' },
    auth: 'user',
    apiKey: true,
    response: { schema: userStatsSchema },
  }),
  process: routeDoc({
    tag: 'predictions',
    summary: { en: 'Analyse screenshots or a confirmed match', ru: 'Проанализировать скриншоты или подтверждённый матч' },
    description: {
      en:
        '`imageUrls` alone: the match is read from the screenshots. With `match`: the analysis uses exactly those ' +
        'values; `match` without `imageUrls` is manual entry. Uses one free prediction unless you are subscribed; an ' +
        'incomplete reading is not charged. An `Idempotency-Key` header makes a retry return the first result. ' +
        progressNote.en,
      ru:
        'Только `imageUrls`: матч читается со скриншотов. С `match`: анализ использует ровно эти значения; `match` ' +
        'без `imageUrls` — ручной ввод. Расходует один бесплатный прогноз, если нет подписки; неполное чтение не ' +
        'списывается. Заголовок `Idempotency-Key` возвращает при повторе первый результат. ' +
        progressNote.ru,
    },
    auth: 'user',
    apiKey: true,
    body: z.object({ ...processPredictionSchema.shape, match: z.optional(confirmedMatchSchema) }),
    bodyExample: {
      match: { teams: ['Arsenal', 'Chelsea'], odds: { home: '2.10', draw: '3.40', away: '3.60' }, oddsFormat: 'decimal' },
    },
    response: { schema: processResponseSchema },
    errors: [
      'NO_IMAGES',
      'TOO_MANY_FILES',
      'UNREADABLE_IMAGE',
      'INVALID_ODDS',
      'INVALID_TEAMS',
      'INVALID_DATE',
      'INVALID_SPREAD',
      'QUOTA_EXHAUSTED',
      'ANALYSIS_LIMIT',
      'IDEMPOTENCY_IN_PROGRESS',
      'READING_TIMEOUT',
    ],
  }),
  extract: routeDoc({
    tag: 'predictions',
    summary: { en: 'Read screenshots without analysing them', ru: 'Прочитать скриншоты без анализа' },
    description: {
      en:
        'The review step: what was read, for the user to confirm. Spends no free prediction. A screenshot that could ' +
        'not be read has an `error` and no matches while the others come through; asking again with the same ' +
        '`imageUrls` reads only that one. ' +
        progressNote.en,
      ru:
        'Шаг проверки: что прочитано, чтобы пользователь подтвердил. Не расходует бесплатные прогнозы. У скриншота, ' +
        'который не удалось прочитать, есть `error` и нет матчей, остальные приходят как обычно; повторный запрос с ' +
        'теми же `imageUrls` читает только его. ' +
        progressNote.ru,
    },
    auth: 'user',
    apiKey: true,
    body: extractRequestSchema,
    bodyExample: { imageUrls: ['/objects/uploads/3f6c1d2e-5b7a-4c1e-9f0a-2b3c4d5e6f70'] },
    response: {
      schema: z.object({
        screenshots: z.array(
          z.object({
            imageUrl: z.string(),
            width: z.number(),
            height: z.number(),
            error: z
              .object({ code: z.enum(['READING_TIMEOUT', 'READING_FAILED']), message: z.string() })
              .optional()
              .describe('this screenshot was not read (the others were); asking again reads it again'),
          }),
        ),
        matches: z.array(readMatchSchema),
        warnings: z.array(z.string()),
      }),
    },
    errors: ['NO_IMAGES', 'TOO_MANY_FILES', 'UNREADABLE_IMAGE', 'READING_LIMITED', 'READING_TIMEOUT', 'READING_FAILED'],
  }),
  history,
  predictions: routeDoc({
    ...history,
    description: {
      en: 'The same list as GET /api/predictions/history.',
      ru: 'Тот же список, что и GET /api/predictions/history.',
    },
  }),
  outcome: routeDoc({
    tag: 'predictions',
    summary: { en: 'Record how the match ended', ru: 'Записать исход матча' },
    auth: 'user',
    apiKey: true,
    params: uuidParams,
    body: outcomeSchema,
    bodyExample: { outcome: 'home' },
    response: { schema: okSchema },
    errors: ['NOT_FOUND'],
  }),
  read: routeDoc({
    tag: 'predictions',
    summary: { en: 'One analysis, in the reader’s language', ru: 'Один анализ на языке читателя' },
    auth: 'user',
    apiKey: true,
    params: uuidParams,
    query: readQuerySchema,
    response: { schema: predictionResultSchema },
    errors: ['NOT_FOUND'],
  }),
  settingsGet: routeDoc({
    tag: 'account',
    summary: { en: 'Your bankroll for stake amounts', ru: 'Ваш банк для расчёта ставок' },
    auth: 'user',
    apiKey: true,
    response: { schema: analysisSettingsSchema },
  }),
  settingsPut: routeDoc({
    tag: 'account',
    summary: { en: 'Set your bankroll', ru: 'Задать банк' },
    auth: 'user',
    body: analysisSettingsSchema,
    bodyExample: { bankroll: 500, currency: 'USD' },
    response: { schema: analysisSettingsSchema },
  }),
};
