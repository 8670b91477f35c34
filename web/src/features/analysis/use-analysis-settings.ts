import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnalysisSettings } from '@shared/analysis-settings';
import { apiRequest, queryClient } from '../../lib/api';

const KEY = ['/api/user/analysis-settings'];

/** The signed-in user's bankroll setting (stakes as amounts when set). */
export function useAnalysisSettings() {
  return useQuery<AnalysisSettings>({ queryKey: KEY });
}

export function useSaveAnalysisSettings(onSaved?: () => void) {
  return useMutation({
    mutationFn: (value: AnalysisSettings) => apiRequest<AnalysisSettings>('PUT', KEY[0]!, value),
    onSuccess: (value) => {
      queryClient.setQueryData(KEY, value);
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
