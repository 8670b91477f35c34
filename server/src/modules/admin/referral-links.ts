import { AppError } from '../../errors';
import type { ReferralLinks } from '../settings';

export const MAX_REFERRAL_LINKS = 20;
const LINK_NAME = /^[\w-]{1,40}$/;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

function invalid(path: string, message: string): never {
  throw new AppError('INVALID_REFERRAL_LINKS', { issues: [{ path, message }] });
}

/**
 * The admin types referral links as raw JSON text (spec section 5). Accepted: an object of named links whose
 * values are {"url": "https://..."} or just the https URL string; an empty text clears all links.
 */
export function parseReferralLinks(text: string): ReferralLinks {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return invalid('referralLinks', 'not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return invalid('referralLinks', 'must be a JSON object of named links');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_REFERRAL_LINKS) invalid('referralLinks', `at most ${MAX_REFERRAL_LINKS} links`);

  const links: [string, { url: string }][] = [];
  for (const [name, raw] of entries) {
    const path = `referralLinks.${name.slice(0, 40)}`;
    if (!LINK_NAME.test(name) || RESERVED.has(name)) invalid(path, 'names are 1-40 letters, digits, - or _');
    const url =
      typeof raw === 'string'
        ? raw
        : raw && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as { url?: unknown }).url === 'string'
          ? (raw as { url: string }).url
          : null;
    if (url === null) invalid(path, 'must be {"url": "https://..."} or an https URL');
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      return invalid(path, 'not a valid URL');
    }
    if (parsed.protocol !== 'https:' || !parsed.hostname) invalid(path, 'only https:// URLs are allowed');
    if (parsed.username || parsed.password) invalid(path, 'URLs with credentials are not allowed');
    if (parsed.href.length > 2000) invalid(path, 'URL is too long');
    links.push([name, { url: parsed.href }]);
  }
  // fromEntries defines own properties, so no key can reach a prototype.
  return Object.fromEntries(links);
}

/**
 * The link shown with results and on the paywall (spec sections 4-5): subscribers get `premium` when it is set;
 * everyone else gets `default`, else the first other link. `premium` is the partner offer for paying users, so a
 * free user never sees it.
 */
export function pickReferralLink(links: ReferralLinks, subscriber = false): { name: string; url: string | null } {
  if (subscriber && links['premium']) return { name: 'premium', url: links['premium'].url };
  if (links['default']) return { name: 'default', url: links['default'].url };
  const first = Object.entries(links).find(([name]) => name !== 'premium');
  return first ? { name: first[0], url: first[1].url } : { name: 'default', url: null };
}
