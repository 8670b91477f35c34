import type { BillingConfig } from '@shared/api';

export function formatPrice(config: Pick<BillingConfig, 'price' | 'currency'>, lang: string): string {
  try {
    return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: config.currency.toUpperCase(),
      maximumFractionDigits: Number.isInteger(config.price) ? 0 : 2,
    }).format(config.price);
  } catch {
    return `${config.price} ${config.currency}`;
  }
}

export function providerNoteKey(config: BillingConfig | undefined): string {
  if (!config) return 'billing.providerNote.stripe';
  return `billing.providerNote.${config.provider}`;
}
