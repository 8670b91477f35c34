import sharp from 'sharp';

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
 * the radius.
 */
function maxAlongRows(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const k = 2 * r + 1;
  const g = new Uint8Array(w);
  const hh = new Uint8Array(w);
  for (let y = 0, p = 0; y < h; y++, p += w) {
    for (let i = 0; i < w; i++) {
      const v = src[p + i]!;
      g[i] = i % k === 0 || g[i - 1]! < v ? v : g[i - 1]!;
    }
    for (let i = w - 1; i >= 0; i--) {
      const v = src[p + i]!;
      hh[i] = i === w - 1 || (i + 1) % k === 0 || hh[i + 1]! < v ? v : hh[i + 1]!;
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
  const out = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) {
    const b = bg[i]!;
    out[i] = b === 0 ? 255 : Math.min(255, Math.round((gray[i]! * 255) / b));
  }
  return out;
}

/**
 * Prepares a screenshot for tesseract: EXIF orientation, grayscale, negate dark themes (tesseract reads dark text on
 * light best), flatten tinted backgrounds, upscale small text (2x lanczos3: decimal points vanish without it).
 */
export async function preprocessForOcr(image: Buffer): Promise<PreprocessedImage> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .grayscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  let gray: Uint8Array = new Uint8Array(w * h);
  const ch = info.channels;
  let sum = 0;
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
    for (let i = 0; i < gray.length; i++) gray[i] = Math.round((gray[i]! - lo) * k);
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
