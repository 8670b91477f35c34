import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { channelDeviations, deviationsHere } from './pixel-spread';

/** What libvips reports, the reference the blank-image check was written against. */
const reference = async (image: Buffer) => (await sharp(image).stats()).channels.map((c) => c.stdev);

const noise = (channels: 3 | 4, sigma: number) =>
  sharp({ create: { width: 700, height: 300, channels, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma } } });

describe('channel deviations', () => {
  it('match libvips stats for the images the validator produces', async () => {
    const text = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#fff"/>' +
        '<text x="20" y="60" font-size="28">Arsenal 1.85 Draw 3.60 Chelsea 4.50</text></svg>',
    );
    const images: [string, Buffer][] = [
      [
        'flat png',
        await sharp({ create: { width: 600, height: 400, channels: 3, background: '#224466' } })
          .png()
          .toBuffer(),
      ],
      ['text png', await sharp(text).png().toBuffer()],
      ['noise png', await noise(3, 40).png().toBuffer()],
      ['faint noise jpeg', await noise(3, 1).jpeg({ quality: 92 }).toBuffer()],
      ['noise webp', await noise(3, 20).webp({ quality: 92 }).toBuffer()],
      ['rgba png', await noise(4, 30).png().toBuffer()],
      ['greyscale png', await noise(3, 25).greyscale().png().toBuffer()],
      ['16-bit png', await noise(3, 25).toColourspace('rgb16').png().toBuffer()],
    ];
    for (const [name, image] of images) {
      const ours = await channelDeviations(image);
      const theirs = await reference(image);
      expect({ name, channels: ours.length }).toEqual({ name, channels: theirs.length });
      ours.forEach((d, c) => expect(d, `${name} channel ${c}`).toBeCloseTo(theirs[c]!, 6));
    }
  });

  it('are the same summed on a pixel thread as on the calling thread', async () => {
    const image = await noise(4, 30).png().toBuffer();
    expect(await channelDeviations(image)).toEqual(await deviationsHere(image));
  });
});
