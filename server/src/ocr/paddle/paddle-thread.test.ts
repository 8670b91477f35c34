import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recogniseRegions } from './line-recognizer';
import { loadPaddleModels } from './paddle-models';
import { paddleThread } from './paddle-thread';
import { detectText, type RgbImage } from './text-detector';

/** A list of rows: a name and two prices each, large enough that detecting it takes a while. */
async function renderList(rows = 24): Promise<RgbImage> {
  const text = Array.from(
    { length: rows },
    (_, i) => `<text x="20" y="${40 + i * 44}" font-family="DejaVu Sans" font-size="20" fill="#111">Team ${i} - Club ${i}</text>
      <text x="520" y="${40 + i * 44}" font-family="DejaVu Sans" font-size="20" fill="#111">${(1.5 + i / 10).toFixed(2)}</text>
      <text x="640" y="${40 + i * 44}" font-family="DejaVu Sans" font-size="20" fill="#111">${(3.1 + i / 20).toFixed(2)}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${rows * 44 + 30}">
    <rect width="100%" height="100%" fill="#ffffff"/>${text}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

describe('paddleThread', () => {
  it('detects and reads exactly as PP-OCR on the calling thread does', async () => {
    const img = await renderList(6);
    const models = await loadPaddleModels();
    const here = await detectText(models.detector, img);
    const there = await paddleThread().detect(img);
    expect(there).toEqual(here);
    expect(there.length).toBeGreaterThanOrEqual(12);
    const boxes = there.map((r) => r.box);
    const read = await paddleThread().recognise(img, boxes);
    expect(read).toEqual(await recogniseRegions(models.recogniser, models.dictionary, img, boxes));
    expect(read.map((l) => l?.chars.map((c) => c.char).join(''))).toContain('1.50');
  });

  it('leaves unread the regions its gate calls not worth reading', async () => {
    const img = await renderList(2);
    const boxes = (await paddleThread().detect(img)).map((r) => r.box);
    const worth = boxes.map((_, i) => i % 2 === 0);
    const all = await paddleThread().recognise(img, boxes);
    const some = await paddleThread().recognise(img, boxes, { now: () => worth, later: Promise.resolve(worth) });
    boxes.forEach((_, i) => expect(some[i]).toEqual(worth[i] ? all[i] : undefined));
  });

  it('keeps the event loop turning while it detects', async () => {
    const img = await renderList();
    await paddleThread().warm();
    let turns = 0;
    let done = false;
    const tick = () => {
      turns++;
      if (!done) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const started = performance.now();
    await paddleThread().detect(img);
    done = true;
    const ms = performance.now() - started;
    // On the calling thread, onnxruntime's synchronous run would hold the loop for the whole detection.
    expect(turns).toBeGreaterThan(Math.min(10, ms / 20));
  });
});
