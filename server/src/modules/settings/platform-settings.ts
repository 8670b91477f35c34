import { freePredictionPeriodSchema, type FreePredictionPeriod } from '@shared/api';
import type { AppConfig } from '../../config/config';
import type { SettingsRepository } from '../../repositories/settings.repository';

export interface ReferralLinks {
  [name: string]: { url: string };
}

export interface Pricing {
  stripe: { amountMinor: number; currency: 'USD' };
  yookassa: { amountMinor: number; currency: 'RUB' };
}

export const DEFAULT_PRICING: Pricing = {
  stripe: { amountMinor: 999, currency: 'USD' },
  yookassa: { amountMinor: 49_900, currency: 'RUB' },
};

/** Typed access to platform settings, with defaults from the environment. */
export function platformSettings(deps: { config: AppConfig; settings: SettingsRepository }) {
  const { config, settings } = deps;
  return {
    async freePredictionLimit(): Promise<number> {
      return (await settings.get<number>('freePredictionLimit')) ?? config.defaultFreePredictionLimit;
    },
    setFreePredictionLimit: (limit: number) => settings.set('freePredictionLimit', limit),
    /** Lifetime unless an admin chose otherwise; a stored value this build does not know reads as lifetime too. */
    async freePredictionPeriod(): Promise<FreePredictionPeriod> {
      const parsed = freePredictionPeriodSchema.safeParse(await settings.get<string>('freePredictionPeriod'));
      return parsed.success ? parsed.data : 'lifetime';
    },
    setFreePredictionPeriod: (period: FreePredictionPeriod) => settings.set('freePredictionPeriod', period),
    async referralLinks(): Promise<ReferralLinks> {
      return (await settings.get<ReferralLinks>('referralLinks')) ?? {};
    },
    setReferralLinks: (links: ReferralLinks) => settings.set('referralLinks', links),
    async pricing(): Promise<Pricing> {
      return { ...DEFAULT_PRICING, ...((await settings.get<Partial<Pricing>>('pricing')) ?? {}) };
    },
    setPricing: (pricing: Pricing) => settings.set('pricing', pricing),
  };
}
export type PlatformSettings = ReturnType<typeof platformSettings>;
