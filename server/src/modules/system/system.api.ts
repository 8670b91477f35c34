import { z } from 'zod';
import type { PublicStats } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';
import { trackRecordSchema } from '../../http/api-docs/schemas';

export const operatorSchema = z.object({
  operator: z
    .object({ name: z.string(), registrationNumber: z.string(), address: z.string(), email: z.string() })
    .nullable()
    .describe('null when this installation has not configured its operator'),
});

export const systemDocs = {
  operator: routeDoc({
    tag: 'system',
    summary: { en: 'Who operates this service', ru: 'Кто оператор сервиса' },
    auth: 'none',
    response: {
      schema: operatorSchema,
      example: {
        operator: {
          name: 'Example Ltd',
          registrationNumber: '12345678',
          address: '1 Main St, London',
          email: 'legal@example.com',
        },
      },
    },
  }),
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
          .object({
            matches: z.number(),
            topPickAccuracy: z.number(),
            brier: z.number(),
            from: z.string(),
            to: z.string(),
            modelWeight: z.number().nullable().describe("the team model's validated blend weight, 0..1"),
          })
          .nullable(),
        ocr: z
          .object({
            rowRecall: z.number().describe('labelled rows read right on the real screenshots kept aside from tuning, 0..1'),
            rows: z.number(),
            rowsRight: z.number(),
            screenshots: z.number().describe('real screenshots kept aside from tuning that the figure is measured on'),
            generated: z
              .object({ rightMatch: z.number(), images: z.number() })
              .nullable()
              .describe('right match on the generated corpus, leave-one-family-out: a generated-set figure'),
            p50Ms: z.number().nullable(),
          })
          .nullable(),
      }) satisfies z.ZodType<PublicStats>,
    },
  }),
};
