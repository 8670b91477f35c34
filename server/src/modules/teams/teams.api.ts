import { z } from 'zod';
import { teamSuggestQuerySchema, type TeamSuggestResponse } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';

export const teamsDocs = {
  suggest: routeDoc({
    tag: 'predictions',
    summary: { en: 'Team names starting with what was typed', ru: 'Названия команд по первым буквам' },
    auth: 'user',
    apiKey: true,
    query: teamSuggestQuerySchema,
    queryExample: { q: 'Спар' },
    response: {
      schema: z.object({
        teams: z.array(z.object({ name: z.string(), canonical: z.string() })),
      }) satisfies z.ZodType<TeamSuggestResponse>,
      example: { teams: [{ name: 'Спартак Москва', canonical: 'Spartak Moscow' }] },
    },
  }),
};
