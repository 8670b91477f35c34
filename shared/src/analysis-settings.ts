import * as z from 'zod/mini';

/** Currencies a bankroll can be kept in (amounts are formatted with Intl in the reader's language). */
export const BANKROLL_CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export type BankrollCurrency = (typeof BANKROLL_CURRENCIES)[number];

export interface AnalysisSettings {
  /** Bankroll in whole currency units; null when the user has not set one (stakes stay as percentages). */
  bankroll: number | null;
  currency: BankrollCurrency;
}

export const analysisSettingsSchema = z.object({
  bankroll: z.nullable(z.number().check(z.positive(), z.maximum(1_000_000_000))),
  currency: z.enum(BANKROLL_CURRENCIES),
});

/** A stake percentage of the bankroll as an amount, rounded to whole units above 100, to cents below. */
export function stakeAmount(bankroll: number, stakePercent: number): number {
  const amount = (bankroll * stakePercent) / 100;
  return amount >= 100 ? Math.round(amount) : Math.round(amount * 100) / 100;
}
