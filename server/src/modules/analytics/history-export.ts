import type { Language, PredictionResult } from '@shared/prediction';
import { messages } from '../../i18n/messages';
import type { BetsRepository } from '../../repositories/bets.repository';
import { closingLineValue } from './analytics-math';
import { toCsv, type CsvCell } from './csv';
import type { ProAccess } from './pro-access';

const price = (text: string | null): number | null => {
  const n = text === null ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
};

/** GET /api/predictions/export.csv (Pro): every prediction of the user with the bet recorded on it. */
export function historyExport(deps: { bets: BetsRepository; pro: ProAccess }) {
  return {
    async csv(userId: string, language: Language): Promise<string> {
      await deps.pro.require(userId);
      const rows = await deps.bets.historyWithBets(userId);
      const text = messages(language).historyExport;
      // Keys outside the catalog (a future outcome code) are written as they are.
      const words: Readonly<Record<string, string | undefined>> = text.words;
      const word = (key: string | null) => (key === null ? null : (words[key] ?? key));
      const body = rows.map((row): CsvCell[] => {
        const r = JSON.parse(row.result_json) as PredictionResult;
        const teams = r.correctedTeams ?? r.extractedData.teams;
        const odds = row.odds === null ? null : Number(row.odds);
        const closing = row.closing_odds === null ? null : Number(row.closing_odds);
        const clv = odds === null ? null : closingLineValue(odds, closing);
        return [
          row.created_at,
          r.sport,
          r.league,
          teams?.[0] ?? null,
          teams?.[1] ?? null,
          r.extractedData.date,
          price(r.extractedData.homeOdds),
          price(r.extractedData.drawOdds),
          price(r.extractedData.awayOdds),
          word(r.recommendedOption),
          r.overallConfidence,
          r.probabilities?.home ?? null,
          r.probabilities?.draw ?? null,
          r.probabilities?.away ?? null,
          word(row.outcome),
          word(row.selection),
          row.stake === null ? null : Number(row.stake),
          row.currency,
          odds,
          closing,
          word(row.result),
          clv === null ? null : clv * 100,
        ];
      });
      return toCsv(text.headers, body, language);
    },
  };
}
export type HistoryExport = ReturnType<typeof historyExport>;
