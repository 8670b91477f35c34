import type { PublicStats, TrackRecord } from '@shared/api';
import type { HealthRepository } from '../../repositories/health.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import { measuredFigures } from './public-stats';

/** The database probe behind /readyz and the public figures on the landing page. */
export function systemService(deps: {
  health: HealthRepository;
  predictions: Pick<PredictionsRepository, 'countAll'>;
  trackRecord: () => Promise<TrackRecord>;
}) {
  return {
    pingDatabase: () => deps.health.ping(),
    async publicStats(): Promise<PublicStats> {
      return {
        totalPredictions: await deps.predictions.countAll(),
        trackRecord: await deps.trackRecord(),
        ...measuredFigures(),
      };
    },
  };
}

export type SystemService = ReturnType<typeof systemService>;
