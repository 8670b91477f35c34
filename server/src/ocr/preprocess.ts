import sharp from 'sharp';

export interface PreprocessedImage {
  buffer: Buffer;
  /** Factor from original pixels to the returned image's pixels. */
  scale: number;
  /** True when the image was dark-themed and got negated. */
  inverted: boolean;
}

/** Upper bound for the processed image's longer side: larger images cost OCR time without gaining accuracy. */
const MAX_SIDE = 3200;

/** Sliding-window maximum along rows (dir 'h') or columns (dir 'v'), radius r, on a 1-channel image. */
function maxFilter(src: Uint8Array, w: number, h: number, r: number, dir: 'h' | 'v'): Uint8Array {
  const out = new Uint8Array(src.length);
  const n = dir === 'h' ? w : h;
  const lines = dir === 'h' ? h : w;
  const step = dir === 'h' ? 1 : w;
  const line = new Uint8Array(n);
  // Van Herk/Gil-Werman would be O(1) per pixel; the radius is small, so a deque-free block max is enough.
  for (let l = 0; l < lines; l++) {
    const base = dir === 'h' ? l * w : l;
    for (let i = 0; i < n; i++) line[i] = src[base + i * step]!;
    for (let i = 0; i < n; i++) {
      let m = 0;
      const a = Math.max(0, i - r);
      const b = Math.min(n - 1, i + r);
      for (let j = a; j <= b; j++) if (line[j]! > m) m = line[j]!;
      out[base + i * step] = m;
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

  const longSide = Math.max(w, h);
  let scale = 2;
  if (longSide * scale > MAX_SIDE) scale = Math.max(1, MAX_SIDE / longSide);
  const width = Math.round(w * scale);
  let pipeline = sharp(Buffer.from(gray.buffer, gray.byteOffset, gray.length), { raw: { width: w, height: h, channels: 1 } });
  if (width !== w) pipeline = pipeline.resize({ width, kernel: 'lanczos3' });
  const buffer = await pipeline.normalise({ lower: 0, upper: 100 }).png({ compressionLevel: 1 }).toBuffer();
  return { buffer, scale: width / w, inverted };
}
