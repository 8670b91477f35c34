import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { preparePage } from '../ocr/preprocess';
import { asBuffer, createPixelThreads, type PixelThreads } from './pixel-threads';

// The threads call exports of a real module of ours: preparing a page for OCR, and an export that is missing.
const PREPROCESS = new URL('../ocr/preprocess.ts', import.meta.url).href;

const flat = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

describe('pixel threads', () => {
  let threads: PixelThreads | null = null;
  afterEach(async () => {
    await threads?.close();
    threads = null;
  });

  it('call an export of a module on a thread and answer with its result', async () => {
    threads = createPixelThreads(2);
    const image = await flat('#336699');
    const here = await preparePage(image);
    const results = await Promise.all(
      [1, 2, 3].map(() => threads!.call<{ buffer: Uint8Array; scale: number }>(PREPROCESS, 'preparePage', [image])),
    );
    for (const r of results) {
      expect(asBuffer(r.buffer).equals(here.buffer)).toBe(true);
      expect(r.scale).toBe(here.scale);
    }
  });

  it('reject with the thread-side error, and keep answering after it', async () => {
    threads = createPixelThreads(1);
    await expect(threads.call(PREPROCESS, 'noSuchExport', [])).rejects.toThrow(/exports no function noSuchExport/);
    await expect(threads.call(PREPROCESS, 'preparePage', [Buffer.from('not an image')])).rejects.toThrow();
    await threads.warm([PREPROCESS]);
    const r = await threads.call<{ scale: number }>(PREPROCESS, 'preparePage', [await flat('#000000')]);
    expect(r.scale).toBe(2);
  });

  it('turn bytes that crossed a thread back into a Buffer over the same memory', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
    const buf = asBuffer(bytes);
    expect(Buffer.isBuffer(buf)).toBe(true);
    expect([...buf]).toEqual([2, 3]);
    buf[0] = 9;
    expect(bytes[0]).toBe(9);
  });
});
