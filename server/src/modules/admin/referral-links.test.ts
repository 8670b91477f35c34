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

  it('gives subscribers the premium link, and never shows it to anyone else', () => {
    const links = { premium: { url: 'https://p/' }, default: { url: 'https://d/' } };
    expect(pickReferralLink(links, true)).toEqual({ name: 'premium', url: 'https://p/' });
    expect(pickReferralLink(links, false)).toEqual({ name: 'default', url: 'https://d/' });
    expect(pickReferralLink({ premium: { url: 'https://p/' } }, false)).toEqual({ name: 'default', url: null });
    expect(pickReferralLink({ premium: { url: 'https://p/' }, b: { url: 'https://b/' } }, false)).toEqual({
      name: 'b',
      url: 'https://b/',
    });
    // A subscriber without a premium link still gets the ordinary one.
    expect(pickReferralLink({ default: { url: 'https://d/' } }, true)).toEqual({ name: 'default', url: 'https://d/' });
  });
});
