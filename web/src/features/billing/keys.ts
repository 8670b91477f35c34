/**
 * Query keys of prices, links and allowances. Each starts with its endpoint's path (see isLanguageDependentKey in
 * lib/api.ts: the billing config carries localised texts; the referral link and the free allowance do not).
 */
export const billingKeys = {
  config: (lang: string) => ['/api/billing/config', lang] as const,
  referralLink: () => ['/api/referral-link'] as const,
  freeAllowance: () => ['/api/free-allowance'] as const,
};
