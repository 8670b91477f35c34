import type { FastifyInstance } from 'fastify';
import { freeAllowanceSchema, type FreeAllowance } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';
import type { PlatformSettings } from './platform-settings';

const freeAllowanceDoc = routeDoc({
  tag: 'system',
  summary: { en: 'The free allowance: how many and how often', ru: 'Бесплатные прогнозы: сколько и как часто' },
  description: {
    en: 'period is lifetime (once per account), day or month (renewed at UTC midnight / on the 1st).',
    ru: 'period — lifetime (один раз на аккаунт), day или month (обновление в полночь UTC / 1-го числа).',
  },
  auth: 'none',
  response: { schema: freeAllowanceSchema, example: { limit: 3, period: 'lifetime' } },
});

/**
 * The free allowance as an admin set it, for pages a signed-out visitor reads (landing, pricing, nav, help): their
 * copy states the limit and how often it renews instead of a hard-coded number.
 */
export async function settingsRoutes(app: FastifyInstance, settings: PlatformSettings): Promise<void> {
  app.get('/api/free-allowance', { config: { doc: freeAllowanceDoc } }, async (): Promise<FreeAllowance> => {
    const [limit, period] = await Promise.all([settings.freePredictionLimit(), settings.freePredictionPeriod()]);
    return { limit, period };
  });
}
