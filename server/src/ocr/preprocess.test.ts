import crypto from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePage, preprocessForOcr, warmPreprocess } from './preprocess';

/** A grey button on white with dark text, and a random-noise strip so every window of the max filter is exercised. */
async function page(): Promise<Buffer> {
  const w = 97;
  const h = 61;
  const rgb = Buffer.alloc(w * h * 3, 255);
  let seed = 7;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const v = y < 20 ? seed >>> 24 : x > 20 && x < 70 && y > 30 && y < 50 ? (x % 7 < 2 ? 40 : 170) : 255;
      rgb.fill(v, (y * w + x) * 3, (y * w + x) * 3 + 3);
    }
  return sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

/** The flattening spelled out directly: each pixel over the brightest pixel within `r` across and `r` down. */
function naiveFlatten(gray: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(gray.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++)
        for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) m = Math.max(m, gray[yy * w + xx]!);
      out[y * w + x] = m === 0 ? 255 : Math.min(255, Math.round((gray[y * w + x]! * 255) / m));
    }
  return out;
}

describe('preprocessForOcr', () => {
  it('hands tesseract one grey channel, twice enlarged', async () => {
    const pre = await preprocessForOcr(await page());
    const meta = await sharp(pre.buffer).metadata();
    expect(meta.channels).toBe(1);
    expect(meta.width).toBe(194);
    expect(pre.scale).toBe(2);
    expect(pre.inverted).toBe(false);
  });

  it('divides by the local background as a plain square maximum would', async () => {
    // 3200 px wide: prepared at 1x (so the prepared page is the flattened, stretched image itself), radius 8.
    const w = 3200;
    const h = 30;
    const gray = new Uint8Array(w * h);
    let seed = 11;
    for (let i = 0; i < gray.length; i++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      // A light page (not negated) of noise, its right half with darker pixels and dimmer maxima.
      gray[i] = i % w < 1600 ? 96 + (seed >>> 24) * (159 / 255) : 150 + (seed >>> 24) * (60 / 255);
    }
    // One black pixel: the flattened page then spans 0-255 and is not stretched.
    gray[15 * w + 800] = 0;
    const img = await sharp(Buffer.from(gray), { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer();
    // The grey values as sharp decodes them for the preparation.
    const decoded = new Uint8Array(await sharp(img).grayscale().toColourspace('b-w').raw().toBuffer());
    const expected = naiveFlatten(decoded, w, h, 8);
    const pre = await preprocessForOcr(img);
    expect(pre.scale).toBe(1);
    expect(pre.inverted).toBe(false);
    const got = new Uint8Array(await sharp(pre.buffer).toColourspace('b-w').raw().toBuffer());
    expect(got.length).toBe(expected.length);
    // Within the radius of the page's edges the filter's window is wider than the square (van Herk's blocks are not
    // cut at the edge), as it always was; the rest must match exactly.
    const differs: number[] = [];
    for (let y = 8; y < h - 8; y++)
      for (let x = 8; x < w - 8; x++) if (got[y * w + x] !== expected[y * w + x]) differs.push(y * w + x);
    expect(differs).toEqual([]);
  });
});

describe('preprocessForOcr pixels', () => {
  it('prepares the very pixels every reading rule was measured on', async () => {
    // A dark page (negated), a lighter box (flattened), no black pixel after flattening (stretched), and its edges.
    // Every extraction rule and the benchmark's cached OCR were measured on pages prepared to these bytes; a faster
    // preparation must keep them, and a change that does not (a sharp upgrade that resizes differently, say) changes
    // what tesseract reads and has to be measured as a reading change (docs/decisions/0048).
    const w = 211;
    const h = 97;
    const rgb = Buffer.alloc(w * h * 3);
    let seed = 5;
    for (let i = 0; i < w * h; i++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const x = i % w;
      const y = Math.floor(i / w);
      const v = x > 40 && x < 120 && y > 30 && y < 60 ? 200 + (seed >>> 29) : 20 + (seed >>> 27);
      rgb.fill(v, i * 3, i * 3 + 3);
    }
    const img = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer();
    const pre = await preprocessForOcr(img);
    expect(pre.inverted).toBe(true);
    expect(pre.scale).toBe(2);
    const pixels = await sharp(pre.buffer).extractChannel(0).raw().toBuffer();
    expect(crypto.createHash('sha256').update(pixels).digest('hex')).toBe(
      'e845218f7a2b6bc6b855b25a9e5fa7c03d7bd90feb8e204b02fb9b59ccf0472f',
    );
  });
});

describe('preprocessForOcr across threads', () => {
  it('prepares the same pixels whether sharp uses one thread or several', async () => {
    // Large enough for libvips to split the enlargement into many tiles; noise so every tile's pixels differ.
    const w = 900;
    const h = 700;
    const rgb = Buffer.alloc(w * h * 3);
    let seed = 11;
    for (let i = 0; i < rgb.length; i++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      rgb[i] = seed >>> 24;
    }
    const image = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer();
    const before = sharp.concurrency();
    try {
      sharp.concurrency(1);
      const one = await preparePage(image);
      sharp.concurrency(4);
      const several = await preparePage(image);
      expect(several.buffer.equals(one.buffer)).toBe(true);
    } finally {
      sharp.concurrency(before);
    }
  });

  it('prepares on a pixel thread the same page as on the calling thread, as a Buffer', async () => {
    const image = await page();
    const here = await preparePage(image);
    const there = await preprocessForOcr(image);
    expect(Buffer.isBuffer(there.buffer)).toBe(true);
    expect(there.buffer.equals(here.buffer)).toBe(true);
    expect({ scale: there.scale, inverted: there.inverted }).toEqual({ scale: here.scale, inverted: here.inverted });
  });

  it('keeps the event loop turning while it prepares a phone-sized page', async () => {
    const image = await sharp({
      create: {
        width: 1080,
        height: 2400,
        channels: 3,
        background: '#dddddd',
        noise: { type: 'gaussian', mean: 200, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await warmPreprocess();
    /** The longest wait of a 1 ms timer while `work` runs. */
    const longestWait = async (work: () => Promise<unknown>) => {
      let last = performance.now();
      let longest = 0;
      let done = false;
      const tick = () => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
        if (!done) setTimeout(tick, 1);
      };
      setTimeout(tick, 1);
      await work();
      done = true;
      return longest;
    };
    // On the calling thread the pixel loops hold the loop for tens of milliseconds at a stretch.
    const here = await longestWait(() => preparePage(image));
    const there = await longestWait(() => preprocessForOcr(image));
    expect(there).toBeLessThan(here / 2);
  });
});
