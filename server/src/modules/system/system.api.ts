import { z } from 'zod';
import type { PublicStats } from '../../../../shared/src/api';
import { routeDoc } from '../../http/api-docs/route-doc';
import { trackRecordSchema } from '../../http/api-docs/schemas';

export const systemDocs = {
  locale: routeDoc({
    tag: 'system',
    summary: { en: 'The language the server answers this request in', ru: 'Язык, на котором сервер отвечает на этот запрос' },
    auth: 'none',
    response: { schema: z.object({ locale: z.enum(['en', 'ru']) }) },
  }),
  publicStats: routeDoc({
    tag: 'system',
    summary: { en: 'Measured figures the product publishes', ru: 'Измеренные показатели, которые публикует сервис' },
    auth: 'none',
    response: {
      schema: z.object({
        totalPredictions: z.number().int(),
        trackRecord: trackRecordSchema,
        backtest: z
          .object({ matches: z.number(), topPickAccuracy: z.number(), brier: z.number(), from: z.string(), to: z.string() })
          .nullable(),
        ocr: z
          .object({
            rightMatch: z.number(),
            images: z.number(),
            realImages: z.number(),
            generatedImages: z.number(),
            p50Ms: z.number().nullable(),
          })
          .nullable(),
      }) satisfies z.ZodType<PublicStats>,
    },
  }),
};
