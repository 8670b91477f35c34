import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLanguageDependentKey, ResponseShapeError } from '../../lib/api';
import { CheckoutWithoutUrlError, startCheckout } from './api';
import { billingKeys } from './keys';

const language = vi.hoisted(() => ({ current: 'en' }));
// lib/api reads the UI language from the app's i18n module, which loads catalogs over HTTP.
vi.mock('../../i18n', () => ({
  default: {
    get language() {
      return language.current;
    },
    get resolvedLanguage() {
      return language.current;
    },
  },
}));

function answer(body: unknown) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  language.current = 'en';
});

describe('checkout', () => {
  it('goes to the card provider in English and to YooKassa in Russian, to the page it names', async () => {
    const fetch = answer({ hasSubscription: false, url: 'https://pay.example/s' });
    await expect(startCheckout()).resolves.toEqual({ kind: 'redirect', url: 'https://pay.example/s' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/create-checkout-session');
    language.current = 'ru';
    const ru = answer({ hasSubscription: false, confirmationUrl: 'https://yoo.example/c' });
    await expect(startCheckout()).resolves.toEqual({ kind: 'redirect', url: 'https://yoo.example/c' });
    expect(ru.mock.calls[0]?.[0]).toBe('/api/yookassa/create-payment');
  });

  it('tells an existing subscription, an answer without a page, and an answer of the wrong shape apart', async () => {
    answer({ hasSubscription: true });
    await expect(startCheckout()).resolves.toEqual({ kind: 'subscribed' });
    answer({ hasSubscription: false });
    await expect(startCheckout()).rejects.toBeInstanceOf(CheckoutWithoutUrlError);
    answer({ url: 'https://pay.example/s' });
    await expect(startCheckout()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('refetches the price texts on a language change, not the referral link', () => {
    expect(isLanguageDependentKey(billingKeys.config('en'))).toBe(true);
    expect(isLanguageDependentKey(billingKeys.referralLink())).toBe(false);
  });
});
