import type { FastifyInstance } from 'fastify';
import { teamSuggestQuerySchema, type TeamSuggestResponse } from '@shared/api';
import { requireUser } from '../auth';
import { parseInput } from '../../lib/validate';
import { requestLanguage } from '../../i18n/language';
import type { Language } from '@shared/prediction';
import type { TeamSuggestion } from '@shared/api';
import { teamsDocs } from './teams.api';

/** Typing in the review form asks on every few keystrokes: generous, but bounded per client. */
export const SUGGEST_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

type Suggest = (query: string, lang: Language) => TeamSuggestion[];

export async function teamsRoutes(app: FastifyInstance): Promise<void> {
  // The gazetteer loads on first use, so an app process that never suggests never reads it.
  let suggest: Promise<Suggest> | null = null;
  const suggester = () =>
    (suggest ??= Promise.all([import('../../extraction/names/gazetteer'), import('./team-suggest')]).then(([g, s]) =>
      s.teamSuggester(g.loadGazetteer().teams),
    ));

  app.get(
    '/api/teams/suggest',
    { config: { doc: teamsDocs.suggest, rateLimit: SUGGEST_RATE_LIMIT } },
    async (req, reply): Promise<TeamSuggestResponse> => {
      requireUser(req);
      const query = parseInput(teamSuggestQuerySchema, req.query ?? {});
      const teams = (await suggester())(query.q, query.lang ?? requestLanguage(req));
      // Same answer for everyone; still private: it sits behind sign-in.
      reply.header('cache-control', 'private, max-age=300');
      return { teams };
    },
  );
}
