import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_OCR_SIDE, sniffImage, validateImage } from './image-validation';
import { AppError } from '../../errors';

/** A textured image (noise): real content, unlike a flat colour, which is refused as blank. */
const textured = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
const png = () => textured(64, 32).png().toBuffer();

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
    const base = sharp(await textured(40, 30).png().toBuffer());
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
    const withExif = await textured(40, 30)
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

  it('refuses a blank or single-colour image with its own code (issue 12, finding 3)', async () => {
    for (const background of ['#ffffff', '#000000', '#224466']) {
      const flat = await sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
      expect(await codeOf(validateImage(flat, 1e7))).toBe('BLANK_IMAGE');
    }
    // A few dark lines of "text" on white are content.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fff"/>' +
        '<text x="20" y="60" font-size="28">Arsenal 1.85 Draw 3.60 Chelsea 4.50</text></svg>',
    );
    expect(await codeOf(validateImage(await sharp(svg).png().toBuffer(), 1e7))).toBe('ok');
  });

  it('scales a very large image down to the OCR cap before storing it', async () => {
    const huge = await textured(6000, 3000).jpeg().toBuffer();
    const v = await validateImage(huge, 40_000_000);
    expect([v.width, v.height]).toEqual([MAX_OCR_SIDE, MAX_OCR_SIDE / 2]);
    expect((await sharp(v.data).metadata()).width).toBe(MAX_OCR_SIDE);
  });
});
