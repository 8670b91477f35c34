import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_FILE_BYTES } from '@shared/api';
import { AppError } from '../../errors';
import { channelDeviations } from './pixel-spread';

export type ImageKind = 'png' | 'jpeg' | 'webp';

const MIN_SIDE = 16;
const MAX_SIDE = 16_384;
/**
 * Longest side kept for OCR: a phone screenshot is under 3000 px, and a 6000x6000 upload kept an OCR worker busy for
 * seconds (issue 12, finding 3). Larger images are scaled down once here, before they are stored.
 */
export const MAX_OCR_SIDE = 4096;
/** Below this standard deviation (0-255) in every channel an image is one flat colour: nothing to read. */
const BLANK_STDEV = 2;

/** Identifies the format by magic bytes; the declared content type and the file name are never trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ValidatedImage {
  kind: ImageKind;
  contentType: string;
  data: Buffer; // re-encoded: metadata (EXIF, GPS, ICC) stripped, orientation applied
  width: number;
  height: number;
}

/**
 * Full decode through sharp with a pixel cap: a decompression bomb fails on its header before memory is spent,
 * and a truncated file fails the decode instead of reaching OCR.
 */
export async function validateImage(data: Buffer, maxPixels: number): Promise<ValidatedImage> {
  if (data.length === 0) throw new AppError('UNSUPPORTED_IMAGE');
  if (data.length > MAX_FILE_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const kind = sniffImage(data);
  if (!kind) throw new AppError('UNSUPPORTED_IMAGE');

  let meta: Metadata;
  try {
    // Reading metadata parses the header only, so a bomb's claimed size is known before any pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNREADABLE_IMAGE');
  }
  const { width = 0, height = 0 } = meta;
  if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg')) throw new AppError('UNSUPPORTED_IMAGE');
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE || width * height > maxPixels) {
    throw new AppError('IMAGE_DIMENSIONS');
  }

  let out: Buffer;
  let info: OutputInfo;
  try {
    let pipeline = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    if (Math.max(width, height) > MAX_OCR_SIDE) {
      pipeline = pipeline.resize({ width: MAX_OCR_SIDE, height: MAX_OCR_SIDE, fit: 'inside', withoutEnlargement: true });
    }
    const encoded =
      kind === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : kind === 'webp'
          ? pipeline.webp({ quality: 92 })
          : pipeline.jpeg({ quality: 92, mozjpeg: false });
    ({ data: out, info } = await encoded.toBuffer({ resolveWithObject: true }));
  } catch {
    throw new AppError('UNREADABLE_IMAGE');
  }
  if (await isBlank(out)) throw new AppError('BLANK_IMAGE');
  return { kind, contentType: `image/${kind}`, data: out, width: info.width, height: info.height };
}

/**
 * Nearly uniform pixels (a blank or single-colour image). Judged on every pixel and channel: sharp's stats(), used
 * here before, ignores a resize or alpha removal asked for before it, so that is what the threshold was set on.
 */
export async function isBlank(image: Buffer): Promise<boolean> {
  return (await channelDeviations(image)).every((stdev) => stdev < BLANK_STDEV);
}
