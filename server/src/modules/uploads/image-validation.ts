import sharp, { type Metadata } from 'sharp';
import { MAX_FILE_BYTES } from '../../../../shared/src/api';
import { AppError } from '../../errors';

export type ImageKind = 'png' | 'jpeg' | 'webp';

const MIN_SIDE = 16;
const MAX_SIDE = 16_384;

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

  try {
    const pipeline = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const encoded =
      kind === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : kind === 'webp'
          ? pipeline.webp({ quality: 92 })
          : pipeline.jpeg({ quality: 92, mozjpeg: false });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { kind, contentType: `image/${kind}`, data: out, width: info.width, height: info.height };
  } catch {
    throw new AppError('UNREADABLE_IMAGE');
  }
}
