import type { InferenceSession } from 'onnxruntime-node';
import { Tensor } from 'onnxruntime-node';
import type { OcrBox } from '../engine';
import type { RgbImage } from './text-detector';

/** One character the recogniser emitted, with where it stands in the image. */
export interface RecognisedChar {
  char: string;
  /** 0..1 */
  prob: number;
  /** Horizontal centre in the image's pixels. */
  x: number;
}

export interface RecognisedLine {
  box: OcrBox;
  chars: RecognisedChar[];
}

/** The recogniser's input height; its output has one time step per 8 input columns. */
const REC_HEIGHT = 48;
const STRIDE = 8;
/** Crops wider than this (at 48 px height) are rare on screenshots; wider ones are squeezed. */
const MAX_WIDTH = 1600;
/** Crops are run in batches of similar width, padded to the widest. */
const BATCH = 16;

/** Bilinear crop-and-resize into a normalised CHW tensor slice in BGR order, (x / 255 - 0.5) / 0.5. */
function writeCrop(img: RgbImage, box: OcrBox, out: Float32Array, offset: number, w: number, padW: number) {
  const bw = box.x1 - box.x0;
  const bh = box.y1 - box.y0;
  const sx = bw / w;
  const sy = bh / REC_HEIGHT;
  const plane = REC_HEIGHT * padW;
  for (let y = 0; y < REC_HEIGHT; y++) {
    const fy = Math.min(img.height - 1, box.y0 + (y + 0.5) * sy - 0.5);
    const y0 = Math.max(0, Math.floor(fy));
    const y1 = Math.min(img.height - 1, y0 + 1);
    const wy = Math.max(0, fy - y0);
    for (let x = 0; x < w; x++) {
      const fx = Math.min(img.width - 1, box.x0 + (x + 0.5) * sx - 0.5);
      const x0 = Math.max(0, Math.floor(fx));
      const x1 = Math.min(img.width - 1, x0 + 1);
      const wx = Math.max(0, fx - x0);
      const a = (y0 * img.width + x0) * 3;
      const b = (y0 * img.width + x1) * 3;
      const c = (y1 * img.width + x0) * 3;
      const d = (y1 * img.width + x1) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const v =
          (img.data[a + ch]! * (1 - wx) + img.data[b + ch]! * wx) * (1 - wy) +
          (img.data[c + ch]! * (1 - wx) + img.data[d + ch]! * wx) * wy;
        out[offset + (2 - ch) * plane + y * padW + x] = v / 127.5 - 1;
      }
    }
  }
}

/**
 * PP-OCR's CTC recogniser over detected regions: greedy decoding, each emitted character placed at the centre of
 * its time step, so lines can be split into words with boxes.
 *
 * A region `skip` names is left unread (its line is undefined). The batches stay those of all the regions, each
 * padded to its widest region even when that one is skipped: the model reads the padding (docs/decisions/0026), so
 * a region's reading must not depend on which of its batch-mates were skipped.
 */
export async function recogniseRegions(
  session: InferenceSession,
  dictionary: readonly string[],
  img: RgbImage,
  boxes: OcrBox[],
  skip: (i: number) => boolean = () => false,
): Promise<(RecognisedLine | undefined)[]> {
  const widths = boxes.map((b) =>
    Math.min(MAX_WIDTH, Math.max(STRIDE, Math.round(((b.x1 - b.x0) * REC_HEIGHT) / Math.max(1, b.y1 - b.y0)))),
  );
  const order = boxes.map((_, i) => i).sort((a, b) => widths[a]! - widths[b]!);
  const lines = new Array<RecognisedLine | undefined>(boxes.length);
  for (let start = 0; start < order.length; start += BATCH) {
    const batch = order.slice(start, start + BATCH);
    const padW = Math.ceil(Math.max(...batch.map((i) => widths[i]!)) / STRIDE) * STRIDE;
    const idx = batch.filter((i) => !skip(i));
    if (!idx.length) continue;
    const size = 3 * REC_HEIGHT * padW;
    const data = new Float32Array(size * idx.length);
    idx.forEach((i, k) => writeCrop(img, boxes[i]!, data, k * size, widths[i]!, padW));
    const out = await session.run({
      [session.inputNames[0]!]: new Tensor('float32', data, [idx.length, 3, REC_HEIGHT, padW]),
    });
    const probs = out[session.outputNames[0]!]!;
    const [, steps, classes] = probs.dims as [number, number, number];
    const p = probs.data as Float32Array;
    idx.forEach((i, k) => {
      const box = boxes[i]!;
      const toImage = (box.x1 - box.x0) / widths[i]!;
      const usedSteps = Math.min(steps, Math.ceil(widths[i]! / (padW / steps)));
      const chars: RecognisedChar[] = [];
      let prev = 0;
      for (let t = 0; t < usedSteps; t++) {
        const base = (k * steps + t) * classes;
        let best = 0;
        let bestP = p[base]!;
        for (let c = 1; c < classes; c++) {
          if (p[base + c]! > bestP) {
            bestP = p[base + c]!;
            best = c;
          }
        }
        if (best !== 0 && best !== prev) {
          const ch = best - 1 < dictionary.length ? dictionary[best - 1]! : ' ';
          chars.push({ char: ch, prob: bestP, x: box.x0 + (t + 0.5) * (padW / steps) * toImage });
        }
        prev = best;
      }
      lines[i] = { box, chars };
    });
  }
  return lines;
}
