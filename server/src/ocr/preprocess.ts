import sharp from 'sharp';
import { asBuffer, pixelThreads } from '../lib/pixel-threads';

export interface PreprocessedImage {
  /** 8-bit grayscale PNG. */
  buffer: Buffer;
  /** Factor from original pixels to the returned image's pixels. */
  scale: number;
  /** True when the image was dark-themed and got negated. */
  inverted: boolean;
}

/** Upper bound for the processed image's longer side: larger images cost OCR time without gaining accuracy. */
const MAX_SIDE = 3200;

/**
 * Sliding-window maximum (radius r) along each row of a 1-channel image, van Herk/Gil-Werman: O(1) per pixel whatever
 * the radius. Each row is cut into blocks of 2r + 1; g holds the maximum from its block's start, hh the maximum to its
 * block's end (or the row's), and a window's maximum is the larger of the two where it crosses a block boundary.
 */
function maxAlongRows(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const k = 2 * r + 1;
  const g = new Uint8Array(w);
  const hh = new Uint8Array(w);
  for (let p = 0; p < src.length; p += w) {
    for (let start = 0; start < w; start += k) {
      const end = Math.min(w, start + k);
      let m = 0;
      for (let i = start; i < end; i++) {
        const v = src[p + i]!;
        if (v > m) m = v;
        g[i] = m;
      }
      m = 0;
      for (let i = end - 1; i >= start; i--) {
        const v = src[p + i]!;
        if (v > m) m = v;
        hh[i] = m;
      }
    }
    for (let i = 0; i < w; i++) {
      const a = hh[i - r < 0 ? 0 : i - r]!;
      const b = g[i + r >= w ? w - 1 : i + r]!;
      out[p + i] = a > b ? a : b;
    }
  }
  return out;
}

/**
 * The same maximum along each column, computed a whole row at a time: walking a column strides through memory a row
 * apart, which made this pass the slowest part of preparing a page.
 */
function maxAlongColumns(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const k = 2 * r + 1;
  const g = new Uint8Array(src.length);
  const hh = new Uint8Array(src.length);
  for (let y = 0, p = 0; y < h; y++, p += w) {
    if (y % k === 0) g.set(src.subarray(p, p + w), p);
    else
      for (let x = p; x < p + w; x++) {
        const a = g[x - w]!;
        const b = src[x]!;
        g[x] = a > b ? a : b;
      }
  }
  for (let y = h - 1, p = y * w; y >= 0; y--, p -= w) {
    if (y === h - 1 || (y + 1) % k === 0) hh.set(src.subarray(p, p + w), p);
    else
      for (let x = p; x < p + w; x++) {
        const a = hh[x + w]!;
        const b = src[x]!;
        hh[x] = a > b ? a : b;
      }
  }
  const out = new Uint8Array(src.length);
  for (let y = 0, p = 0; y < h; y++, p += w) {
    const pa = (y - r < 0 ? 0 : y - r) * w - p;
    const pb = (y + r >= h ? h - 1 : y + r) * w - p;
    for (let x = p; x < p + w; x++) {
      const a = hh[x + pa]!;
      const b = g[x + pb]!;
      out[x] = a > b ? a : b;
    }
  }
  return out;
}

/**
 * Background flattening: divides each pixel by the local background (a max filter wider than a text stroke), so
 * text on tinted cards, grey panels or buttons ends up dark on white. Tesseract's global Otsu threshold otherwise
 * turns mid-grey odds buttons into black blobs and drops their text entirely.
 */
function flattenBackground(gray: Uint8Array, w: number, h: number, radius: number): Uint8Array {
  const bg = maxAlongColumns(maxAlongRows(gray, w, h, radius), w, h, radius);
  const ratio = backgroundRatios();
  const out = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) out[i] = ratio[(bg[i]! << 8) | gray[i]!]!;
  return out;
}

let ratios: Uint8Array | null = null;

/**
 * min(255, round(v * 255 / b)) for every background b and value v (255 where b is 0), indexed b * 256 + v: a lookup
 * instead of a division per pixel, the same bytes.
 */
function backgroundRatios(): Uint8Array {
  if (ratios) return ratios;
  ratios = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b++)
    for (let v = 0; v < 256; v++) ratios[(b << 8) | v] = b === 0 ? 255 : Math.min(255, Math.round((v * 255) / b));
  return ratios;
}

const HERE = import.meta.url;

/**
 * Prepares a screenshot for tesseract: EXIF orientation, grayscale, negate dark themes (tesseract reads dark text on
 * light best), flatten tinted backgrounds, upscale small text (2x lanczos3: decimal points vanish without it).
 * Its pixel loops hold their thread about 100 ms for a phone screenshot (200 under load), so the page is prepared on a
 * pixel thread (lib/pixel-threads.ts), never on the event loop.
 */
export async function preprocessForOcr(image: Buffer): Promise<PreprocessedImage> {
  const pre = await pixelThreads().call<PreprocessedImage>(HERE, 'preparePage', [image]);
  return { ...pre, buffer: asBuffer(pre.buffer) };
}

/** Starts the pixel threads with this module loaded, so the first screenshot does not wait for them. */
export function warmPreprocess(): Promise<void> {
  return pixelThreads().warm([HERE]);
}

/** preprocessForOcr's work, on the calling thread (a pixel thread's; tests). */
export async function preparePage(image: Uint8Array): Promise<PreprocessedImage> {
  const { data, info } = await sharp(asBuffer(image), { failOn: 'none' })
    .rotate()
    .grayscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  let gray: Uint8Array = ch === 1 ? new Uint8Array(data.buffer, data.byteOffset, w * h) : new Uint8Array(w * h);
  let sum = 0;
  if (ch === 1) for (let i = 0; i < gray.length; i++) sum += gray[i]!;
  else
    for (let i = 0, j = 0; i < gray.length; i++, j += ch) {
      gray[i] = data[j]!;
      sum += data[j]!;
    }
  const inverted = sum / gray.length < 128;
  if (inverted) for (let i = 0; i < gray.length; i++) gray[i] = 255 - gray[i]!;
  // Radius relative to the image: about a heavy stroke of body text on a phone or desktop capture.
  const radius = Math.max(4, Math.round(Math.max(w, h) / 400));
  gray = flattenBackground(gray, w, h, radius);
  // Min/max contrast stretch (sharp's normalise() costs ~0.4 s on a 2x image; percentile-based it also turned
  // tinted odds cells black on mostly white pages).
  let lo = 255;
  let hi = 0;
  for (let i = 0; i < gray.length; i++) {
    const v = gray[i]!;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (hi - lo > 0 && (lo > 0 || hi < 255)) {
    const k = 255 / (hi - lo);
    const stretched = new Uint8Array(256);
    for (let v = lo; v <= hi; v++) stretched[v] = Math.round((v - lo) * k);
    for (let i = 0; i < gray.length; i++) gray[i] = stretched[gray[i]!]!;
  }

  const longSide = Math.max(w, h);
  let scale = 2;
  if (longSide * scale > MAX_SIDE) scale = Math.max(1, MAX_SIDE / longSide);
  const width = Math.round(w * scale);
  let pipeline = sharp(Buffer.from(gray.buffer, gray.byteOffset, gray.length), { raw: { width: w, height: h, channels: 1 } });
  if (width !== w) pipeline = pipeline.resize({ width, kernel: 'lanczos3' });
  // One grey channel: sharp otherwise writes the resized page as RGB, three times the pixels for tesseract to decode
  // and threshold (about a fifth of its time on a page). Fast PNG (level 1, no adaptive filtering): small to hand to
  // the worker, cheap to encode and decode.
  const buffer = await pipeline.toColourspace('b-w').png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return { buffer, scale: width / w, inverted };
}
