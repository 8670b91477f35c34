import { describe, expect, it } from 'vitest';
import { withNamedLinks } from './referral-card';
import { predictionsQuery } from './predictions-card';
import { formatDay } from './daily-chart';

describe('admin helpers', () => {
  it('sets or clears the default and premium links and keeps the others', () => {
    const links = { default: { url: 'https://d/' }, other: { url: 'https://o/' } };
    expect(withNamedLinks(links, { default: '', premium: ' https://p/ ' })).toEqual({
      other: { url: 'https://o/' },
      premium: { url: 'https://p/' },
    });
    expect(links).toEqual({ default: { url: 'https://d/' }, other: { url: 'https://o/' } });
  });

  it('sends only the filters that are set', () => {
    const q = predictionsQuery({ from: '2026-03-01', to: '', email: ' anna ', verdict: 'stake', sport: '' }, 2);
    expect(q).toBe('from=2026-03-01&email=anna&verdict=stake&page=2&pageSize=20');
  });

  it('prints a UTC day as that day in either language', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1');
    expect(formatDay('2026-03-01', 'ru', 'long')).toBe('1 марта');
  });
});
