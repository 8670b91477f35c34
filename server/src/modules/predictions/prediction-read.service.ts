import type { AnalysisSettings, BankrollCurrency } from '@shared/analysis-settings';
import type { AuthUser } from '@shared/api';
import type { Language, OddsFormat, PredictionResult } from '@shared/prediction';
import { renderResult } from '@shared/analysis-text';
import { AppError } from '../../errors';
import { nowIso } from '../../lib/ids';
import type { AnalysisSettingsRepository } from '../../repositories/analysis-settings.repository';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import { canReadObject } from '../auth';
import { presentPrediction } from './predictions.presenter';

/**
 * Reading one stored analysis again (the /predictions/:id page) and the bankroll setting its stakes use. A stored
 * result keeps its facts; its sentences are rendered here in the reader's language and odds format.
 */
export function predictionReadService(deps: { predictions: PredictionsRepository; settings: AnalysisSettingsRepository }) {
  const { predictions, settings } = deps;
  return {
    /** Owner or admin; anyone else gets the same 404 as for a missing id, so ids cannot be probed. */
    async read(user: AuthUser, id: string, language: Language, format?: OddsFormat): Promise<PredictionResult> {
      const row = await predictions.findById(id);
      if (!row || !canReadObject(user, row.user_id)) throw new AppError('NOT_FOUND');
      return renderResult(presentPrediction(row), language, format);
    },

    async settings(userId: string, language: Language): Promise<AnalysisSettings> {
      const row = await settings.find(userId);
      if (row) return { bankroll: row.bankroll, currency: row.currency as BankrollCurrency };
      return { bankroll: null, currency: language === 'ru' ? 'RUB' : 'USD' };
    },

    async saveSettings(userId: string, value: AnalysisSettings): Promise<AnalysisSettings> {
      await settings.save(userId, value.bankroll, value.currency, nowIso());
      return value;
    },
  };
}
export type PredictionReadService = ReturnType<typeof predictionReadService>;
