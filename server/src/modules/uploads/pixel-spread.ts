import sharp from 'sharp';
import { asBuffer, pixelThreads } from '../../lib/pixel-threads';

const HERE = import.meta.url;

/**
 * The standard deviation of each channel over every pixel of an image, as sharp's stats() reports it (libvips
 * stats: every channel including alpha, the sample deviation), for the blank-image check. stats() also works out
 * entropy, sharpness and the dominant colour, most of an upload's validation time (measured: docs/decisions/0011).
 * For 8-bit images (every screenshot in practice) this decodes once and sums the pixels as they stream out, so a
 * large image is never held in memory whole; anything else asks libvips.
 */
export function channelDeviations(image: Buffer): Promise<number[]> {
  // Summing a screenshot's pixels takes tens of milliseconds (hundreds for the largest upload): on a pixel thread,
  // never on the event loop (issue 47).
  return pixelThreads().call<number[]>(HERE, 'deviationsHere', [image]);
}

/** channelDeviations' work, on the calling thread (a pixel thread's; tests). */
export async function deviationsHere(bytes: Uint8Array): Promise<number[]> {
  const image = asBuffer(bytes);
  const { depth, channels = 0, width = 0, height = 0 } = await sharp(image).metadata();
  if (depth !== 'uchar' || channels < 1) return viaStats(image);
  const sums = new Float64Array(channels);
  const squares = new Float64Array(channels);
  let channel = 0;
  let values = 0;
  const one = (v: number) => {
    sums[channel]! += v;
    squares[channel]! += v * v;
    channel = channel + 1 === channels ? 0 : channel + 1;
  };
  for await (const chunk of sharp(image).raw() as AsyncIterable<Buffer>) {
    let i = 0;
    while (channel !== 0 && i < chunk.length) one(chunk[i++]!); // the rest of a pixel split between chunks
    const whole = i + (chunk.length - i - ((chunk.length - i) % channels));
    if (channels === 3 || channels === 4) {
      // Whole RGB(A) pixels with the sums in locals: the generic loop is about twice as slow.
      let [s0, s1, s2, s3, q0, q1, q2, q3] = [0, 0, 0, 0, 0, 0, 0, 0];
      for (; i < whole; i += channels) {
        const r = chunk[i]!;
        const g = chunk[i + 1]!;
        const b = chunk[i + 2]!;
        s0 += r;
        q0 += r * r;
        s1 += g;
        q1 += g * g;
        s2 += b;
        q2 += b * b;
        if (channels === 4) {
          const a = chunk[i + 3]!;
          s3 += a;
          q3 += a * a;
        }
      }
      [s0, s1, s2, s3].slice(0, channels).forEach((sum, c) => (sums[c]! += sum));
      [q0, q1, q2, q3].slice(0, channels).forEach((sq, c) => (squares[c]! += sq));
    }
    while (i < chunk.length) one(chunk[i++]!);
    values += chunk.length;
  }
  // The raw pixels must be exactly the image as described (no conversion on the way), else ask libvips.
  if (values !== width * height * channels) return viaStats(image);
  const n = width * height;
  return Array.from(sums, (sum, c) => (n > 1 ? Math.sqrt(Math.abs(squares[c]! - (sum * sum) / n) / (n - 1)) : 0));
}

async function viaStats(image: Buffer): Promise<number[]> {
  return (await sharp(image).stats()).channels.map((c) => c.stdev);
}
