import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recogniseRegions } from './line-recognizer';
import { loadPaddleModels } from './paddle-models';

/** A row of a price, a long name and another price, each region boxed by hand. */
async function renderRow() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="40">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="10" y="27" font-family="DejaVu Sans" font-size="18" fill="#111">1.85</text>
    <text x="90" y="27" font-family="DejaVu Sans" font-size="18" fill="#111">Wolverhampton Wanderers</text>
    <text x="440" y="27" font-family="DejaVu Sans" font-size="18" fill="#111">3.40</text>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const img = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  const boxes = [
    { x0: 4, y0: 6, x1: 58, y1: 34 },
    { x0: 84, y0: 6, x1: 360, y1: 34 },
    { x0: 434, y0: 6, x1: 488, y1: 34 },
  ];
  return { img, boxes };
}

describe('recogniseRegions', () => {
  it('leaves skipped regions unread, and reads the others exactly as when all are read', async () => {
    const { recogniser, dictionary } = await loadPaddleModels();
    const { img, boxes } = await renderRow();
    const all = await recogniseRegions(recogniser, dictionary, img, boxes);
    const text = (i: number) => all[i]!.chars.map((c) => c.char).join('');
    expect([text(0), text(2)]).toEqual(['1.85', '3.40']);
    // The skipped name is the widest region of the batch: the prices are still padded to its width, so their
    // characters and probabilities are the same to the last bit.
    const some = await recogniseRegions(recogniser, dictionary, img, boxes, (i) => i === 1);
    expect(some[1]).toBeUndefined();
    expect([some[0], some[2]]).toEqual([all[0], all[2]]);
  });
});
