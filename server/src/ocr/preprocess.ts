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
 * Sliding-window maximum (radius r) along rows ('h') or columns ('v') of a 1-channel image, van Herk/Gil-Werman:
 * O(1) per pixel whatever the radius.
 */
function maxFilter(src: Uint8Array, w: number, h: number, r: number, dir: 'h' | 'v'): Uint8Array {
  const out = new Uint8Array(src.length);
  const n = dir === 'h' ? w : h;
  const lines = dir === 'h' ? h : w;
  const step = dir === 'h' ? 1 : w;
  const k = 2 * r + 1;
  const line = new Uint8Array(n);
  const g = new Uint8Array(n);
  const hh = new Uint8Array(n);
  for (let l = 0; l < lines; l++) {
    const base = dir === 'h' ? l * w : l;
    for (let i = 0, p = base; i < n; i++, p += step) line[i] = src[p]!;
    for (let i = 0; i < n; i++) g[i] = i % k === 0 ? line[i]! : Math.max(g[i - 1]!, line[i]!);
    for (let i = n - 1; i >= 0; i--) hh[i] = i === n - 1 || (i + 1) % k === 0 ? line[i]! : Math.max(hh[i + 1]!, line[i]!);
    for (let i = 0, p = base; i < n; i++, p += step) {
      const a = i - r < 0 ? 0 : i - r;
      const b = i + r >= n ? n - 1 : i + r;
      out[p] = Math.max(hh[a]!, g[b]!);
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
  const bg = maxFilter(maxFilter(gray, w, h, radius, 'h'), w, h, radius, 'v');
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
  // Fast PNG (level 1, no adaptive filtering): small to hand to the worker, cheap to encode and decode.
  const buffer = await pipeline.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
  return { buffer, scale: width / w, inverted };
}
