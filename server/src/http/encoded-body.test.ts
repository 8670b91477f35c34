import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, preferredCoding } from './encoded-body';

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=abc', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe('EncodedBody', () => {
  const text = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, note: 'the same words again and again' })));

  it('compresses once per coding and round-trips', () => {
    const body = new EncodedBody(text);
    const first = body.encode('br');
    expect(body.encode('br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString('utf8')).toBe(text);
    expect(zlib.gunzipSync(body.encode('gzip')).toString('utf8')).toBe(text);
    expect(first.length).toBeLessThan(text.length / 5);
  });

  it('leaves small texts alone', () => {
    expect(new EncodedBody('[]').compressible).toBe(false);
    expect(new EncodedBody(text).compressible).toBe(true);
  });
});
