import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analysisSettingsSchema, type AnalysisSettings } from '@shared/analysis-settings';
import { getParsed, requestParsed } from '../../lib/api';
import { analysisKeys } from './keys';

const URL = '/api/user/analysis-settings';

/** The signed-in user's bankroll setting (stakes as amounts when set). */
export function useAnalysisSettings() {
  return useQuery({ queryKey: analysisKeys.settings(), queryFn: () => getParsed(analysisSettingsSchema, URL) });
}

export function useSaveAnalysisSettings(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: AnalysisSettings) => requestParsed(analysisSettingsSchema, 'PUT', URL, value),
    onSuccess: (value) => {
      client.setQueryData(analysisKeys.settings(), value);
      onSaved?.();
    },
  });
}

/** An amount in the user's currency, in the reader's language ("$12.50", "1 250 ₽"). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: amount >= 100 ? 0 : 2,
  }).format(amount);
}
