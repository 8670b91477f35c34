import type { Language, PredictionResult } from '../../../../shared/src/prediction';
import type { BetsRepository } from '../../repositories/bets.repository';
import { closingLineValue } from './analytics-math';
import { toCsv, type CsvCell } from './csv';
import type { ProAccess } from './pro-access';

const HEADERS: Record<Language, string[]> = {
  en: [
    'Analysed at',
    'Sport',
    'League',
    'Home',
    'Away',
    'Match date',
    'Home price',
    'Draw price',
    'Away price',
    'Recommendation',
    'Confidence %',
    'Home probability %',
    'Draw probability %',
    'Away probability %',
    'Match result',
    'Bet on',
    'Stake',
    'Currency',
    'Price taken',
    'Closing price',
    'Bet result',
    'Closing-line value %',
  ],
  ru: [
    'Дата анализа',
    'Спорт',
    'Лига',
    'Хозяева',
    'Гости',
    'Дата матча',
    'Кэф П1',
    'Кэф X',
    'Кэф П2',
    'Рекомендация',
    'Уверенность, %',
    'Вероятность П1, %',
    'Вероятность X, %',
    'Вероятность П2, %',
    'Итог матча',
    'Ставка на',
    'Сумма',
    'Валюта',
    'Взятый кэф',
    'Кэф закрытия',
    'Результат ставки',
    'CLV, %',
  ],
};

const WORDS: Record<Language, Record<string, string>> = {
  en: {
    home: 'home',
    draw: 'draw',
    away: 'away',
    void: 'void',
    pending: 'pending',
    won: 'won',
    lost: 'lost',
    'no-bet': 'no bet',
  },
  ru: {
    home: 'П1',
    draw: 'X',
    away: 'П2',
    void: 'отменён',
    pending: 'ожидает',
    won: 'выигрыш',
    lost: 'проигрыш',
    'no-bet': 'без ставки',
  },
};

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
      const words = WORDS[language];
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
      return toCsv(HEADERS[language], body, language);
    },
  };
}
export type HistoryExport = ReturnType<typeof historyExport>;
