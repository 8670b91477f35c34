import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage, validateImage } from './image-validation';
import { AppError } from '../../errors';

const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : `unexpected:${String(err)}`;
  }
}

describe('image validation', () => {
  it('accepts a real PNG, JPEG and WebP and reports dimensions', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } });
    for (const [kind, buf] of [
      ['png', await base.clone().png().toBuffer()],
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const v = await validateImage(buf, 1_000_000);
      expect(v.kind).toBe(kind);
      expect([v.width, v.height]).toEqual([40, 30]);
    }
  });

  it('strips EXIF metadata', async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-owner'))).toBe(true);
    const v = await validateImage(withExif, 1_000_000);
    expect(v.data.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('rejects non-images, SVG and renamed text by content', async () => {
    expect(await codeOf(validateImage(Buffer.from('hello world, not an image'), 1e6))).toBe('UNSUPPORTED_IMAGE');
    expect(await codeOf(validateImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 1e6))).toBe('UNSUPPORTED_IMAGE');
    expect(await codeOf(validateImage(Buffer.alloc(0), 1e6))).toBe('UNSUPPORTED_IMAGE');
  });

  it('rejects a truncated PNG', async () => {
    const full = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    expect(await codeOf(validateImage(full.subarray(0, Math.floor(full.length / 2)), 1e7))).toBe('UNREADABLE_IMAGE');
  });

  it('rejects images over the pixel cap before decoding them', async () => {
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await codeOf(validateImage(big, 1_000_000))).toMatch(/IMAGE_DIMENSIONS|UNREADABLE_IMAGE/);
  });

  it('sniffs formats by magic bytes', async () => {
    expect(sniffImage(await png())).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });
});
