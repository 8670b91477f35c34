import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps a plain address readable', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
  });

  it('never lets an address add query fields, recipients or lines', () => {
    for (const evil of [
      'x?bcc=victim@example.com',
      'a&cc=b@example.com',
      'a%0D%0Abcc:b@example.com',
      'a,b@example.com',
      'a#b@c.io',
    ]) {
      const url = new URL(mailtoHref(evil));
      expect(url.search, evil).toBe('');
      expect(url.hash, evil).toBe('');
      expect(decodeURIComponent(url.pathname), evil).toBe(evil);
    }
  });
});
