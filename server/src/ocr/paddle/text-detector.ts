import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { Tensor } from 'onnxruntime-node';
import type { OcrBox } from '../engine';

/** An RGB image, 3 bytes a pixel, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface DetectedRegion {
  box: OcrBox;
  /** Mean text probability inside the region, 0..1. */
  score: number;
}

export interface DetectorOptions {
  /** The longer side of the image given to the network (a multiple of 32 is taken); small images are enlarged to it,
   * at most twice. */
  maxSide: number;
  /** Probability above which a pixel is text. */
  binaryThreshold: number;
  /** Regions whose mean probability is below this are dropped. */
  minScore: number;
  /** How far a region is grown back out (DB shrinks text regions when it learns them). */
  unclipRatio: number;
}

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  maxSide: 960,
  binaryThreshold: 0.3,
  minScore: 0.5,
  unclipRatio: 1.6,
};

// ImageNet statistics in the BGR channel order the PP-OCR detector was trained with.
const MEAN = [0.406, 0.456, 0.485];
const STD = [0.225, 0.224, 0.229];

/**
 * The network's input: the image resized by sharp (native, off the event loop), then normalised into a CHW float
 * tensor in BGR order.
 */
async function toDetectorInput(img: RgbImage, w: number, h: number): Promise<Float32Array> {
  const resized =
    w === img.width && h === img.height
      ? img.data
      : await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
          .resize(w, h, { fit: 'fill', kernel: 'linear' })
          .raw()
          .toBuffer();
  const out = new Float32Array(3 * w * h);
  const plane = w * h;
  const scale = [0, 1, 2].map((ch) => 1 / (255 * STD[2 - ch]!));
  const shift = [0, 1, 2].map((ch) => MEAN[2 - ch]! / STD[2 - ch]!);
  for (let i = 0, p = 0; i < plane; i++, p += 3) {
    // RGB in, BGR out: channel ch goes to plane 2 - ch.
    out[2 * plane + i] = resized[p]! * scale[0]! - shift[0]!;
    out[plane + i] = resized[p + 1]! * scale[1]! - shift[1]!;
    out[i] = resized[p + 2]! * scale[2]! - shift[2]!;
  }
  return out;
}

/**
 * Connected regions of the thresholded probability map (4-connected), each with its bounding rectangle, pixel count
 * and summed probability. Iterative flood fill: screenshots have a few hundred regions, each small.
 */
function regionsOf(prob: Float32Array, w: number, h: number, threshold: number) {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const regions: { x0: number; y0: number; x1: number; y1: number; n: number; sum: number }[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || prob[start]! <= threshold) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const r = { x0: w, y0: h, x1: 0, y1: 0, n: 0, sum: 0 };
    const visit = (q: number) => {
      if (!seen[q] && prob[q]! > threshold) {
        seen[q] = 1;
        stack[top++] = q;
      }
    };
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % w;
      const y = (p - x) / w;
      r.n++;
      r.sum += prob[p]!;
      if (x < r.x0) r.x0 = x;
      if (x > r.x1) r.x1 = x;
      if (y < r.y0) r.y0 = y;
      if (y > r.y1) r.y1 = y;
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    regions.push(r);
  }
  return regions;
}

/**
 * Text regions of a screenshot by PP-OCR's DB detector: axis-aligned boxes in the image's own pixels. Screenshots
 * are not rotated, so the rotated-rectangle fitting of the reference implementation is not needed.
 */
export async function detectText(
  session: InferenceSession,
  img: RgbImage,
  options: DetectorOptions = DEFAULT_DETECTOR_OPTIONS,
): Promise<DetectedRegion[]> {
  const ratio = Math.min(2, options.maxSide / Math.max(img.width, img.height));
  const w = Math.max(32, Math.round((img.width * ratio) / 32) * 32);
  const h = Math.max(32, Math.round((img.height * ratio) / 32) * 32);
  const input = new Tensor('float32', await toDetectorInput(img, w, h), [1, 3, h, w]);
  const outputs = await session.run({ [session.inputNames[0]!]: input });
  const prob = outputs[session.outputNames[0]!]!.data as Float32Array;
  const kx = img.width / w;
  const ky = img.height / h;
  const found: DetectedRegion[] = [];
  for (const r of regionsOf(prob, w, h, options.binaryThreshold)) {
    const rw = r.x1 - r.x0 + 1;
    const rh = r.y1 - r.y0 + 1;
    if (r.n < 6 || rh < 3) continue;
    const score = r.sum / r.n;
    if (score < options.minScore) continue;
    // DB's unclip: grow by area * ratio / perimeter, computed on the rectangle.
    const d = (rw * rh * options.unclipRatio) / (2 * (rw + rh));
    found.push({
      box: {
        x0: Math.max(0, Math.floor((r.x0 - d) * kx)),
        y0: Math.max(0, Math.floor((r.y0 - d) * ky)),
        x1: Math.min(img.width, Math.ceil((r.x1 + 1 + d) * kx)),
        y1: Math.min(img.height, Math.ceil((r.y1 + 1 + d) * ky)),
      },
      score,
    });
  }
  return found;
}
