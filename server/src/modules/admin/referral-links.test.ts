import { describe, expect, it } from 'vitest';
import { parseReferralLinks, pickReferralLink } from './referral-links';

describe('parseReferralLinks', () => {
  it('normalises string values to {url} and keeps order', () => {
    expect(parseReferralLinks('{"a": "https://a.example", "b": {"url": "https://b.example/x?y=1", "note": "ignored"}}')).toEqual({
      a: { url: 'https://a.example/' },
      b: { url: 'https://b.example/x?y=1' },
    });
    expect(parseReferralLinks('')).toEqual({});
  });

  it('never writes to a prototype', () => {
    expect(() => parseReferralLinks('{"__proto__": {"url": "https://x.example"}}')).toThrow();
    expect(({} as Record<string, unknown>)['url']).toBeUndefined();
  });
});

describe('pickReferralLink', () => {
  it('prefers default, else the first, else none', () => {
    expect(pickReferralLink({ b: { url: 'https://b/' }, default: { url: 'https://d/' } })).toEqual({
      name: 'default',
      url: 'https://d/',
    });
    expect(pickReferralLink({ b: { url: 'https://b/' } })).toEqual({ name: 'b', url: 'https://b/' });
    expect(pickReferralLink({})).toEqual({ name: 'default', url: null });
  });
});
