import { z } from 'zod';
import { routeDoc } from '../../http/api-docs/route-doc';
import { uuidParams } from '../../http/api-docs/schemas';
import { betEnvelopeSchema, betInputSchema, betListSchema, userAnalyticsSchema } from '@shared/pro';

/** API reference entries of the recorded-bet, analytics and export routes (issue 14). */
export const analyticsDocs = {
  betGet: routeDoc({
    tag: 'predictions',
    summary: { en: 'The bet recorded on an analysis', ru: 'Ставка, записанная к анализу' },
    auth: 'user',
    apiKey: true,
    params: uuidParams,
    response: { schema: betEnvelopeSchema },
    errors: ['NOT_FOUND'],
  }),
  betPut: routeDoc({
    tag: 'predictions',
    summary: { en: 'Record the bet you placed on an analysis', ru: 'Записать ставку, сделанную по анализу' },
    description: {
      en: 'One bet per analysis; recording again replaces it. `selection` is an option key of the analysis. Closing-line value = odds / closingOdds − 1.',
      ru: 'Одна ставка на анализ; повторная запись заменяет её. `selection` — ключ варианта из анализа. CLV = odds / closingOdds − 1.',
    },
    auth: 'user',
    apiKey: true,
    params: uuidParams,
    body: betInputSchema,
    bodyExample: { selection: 'home', stake: 10, currency: 'USD', odds: 2.1, result: 'won', closingOdds: 2.0 },
    response: { schema: betEnvelopeSchema },
    errors: ['NOT_FOUND', 'INVALID_SELECTION'],
  }),
  betDelete: routeDoc({
    tag: 'predictions',
    summary: { en: 'Remove the recorded bet', ru: 'Удалить записанную ставку' },
    auth: 'user',
    apiKey: true,
    params: uuidParams,
    response: { status: 204 },
    errors: ['NOT_FOUND'],
  }),
  bets: routeDoc({
    tag: 'predictions',
    summary: { en: 'All your recorded bets', ru: 'Все ваши записанные ставки' },
    auth: 'user',
    apiKey: true,
    response: { schema: betListSchema },
  }),
  analytics: routeDoc({
    tag: 'predictions',
    summary: { en: 'Your analytics from recorded bets (Pro)', ru: 'Ваша аналитика по записанным ставкам (Pro)' },
    description: {
      en: 'Hit rate and return per currency, calibration (buckets and Brier score), closing-line value. Figures are null below `minimum` bets.',
      ru: 'Проходимость и доходность по валютам, калибровка (группы и оценка Брайера), CLV. Ниже `minimum` ставок показатели равны null.',
    },
    auth: 'user',
    apiKey: true,
    response: { schema: userAnalyticsSchema },
    errors: ['PRO_REQUIRED'],
  }),
  export: routeDoc({
    tag: 'predictions',
    summary: { en: 'Your history with bets as CSV (Pro)', ru: 'История со ставками в CSV (Pro)' },
    description: {
      en: 'UTF-8 with a byte-order mark; `lang=ru` uses ";" and decimal commas.',
      ru: 'UTF-8 с BOM; при `lang=ru` разделитель ";" и десятичная запятая.',
    },
    auth: 'user',
    apiKey: true,
    query: z.object({ lang: z.enum(['en', 'ru']).optional() }),
    response: { schema: z.string(), contentType: 'text/csv' },
    errors: ['PRO_REQUIRED'],
  }),
};
