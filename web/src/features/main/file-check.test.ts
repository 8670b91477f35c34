import { describe, expect, it } from 'vitest';
import { contentProblem, isBlank, quickProblem, roomFor, sniffImage } from './file-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('file checks before upload', () => {
  it('knows an image by its first bytes, not its name', async () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(new TextEncoder().encode('not an image at all'))).toBeNull();
    // A text file named .png, typed image/png by the picker: refused by its content.
    const fake = new Blob(['hello, this is text'], { type: 'image/png' });
    expect(quickProblem({ type: 'image/png', size: fake.size })).toBeNull();
    expect(await contentProblem(fake)).toBe('notImage');
  });

  it('refuses a type or size the server would', () => {
    expect(quickProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(quickProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });

  it('a flat picture is blank; one with print on it is not', () => {
    const flat = new Uint8ClampedArray(48 * 48 * 4).fill(250);
    expect(isBlank(flat)).toBe(true);
    const printed = flat.slice();
    for (let i = 0; i < 200; i += 4) printed[i] = printed[i + 1] = printed[i + 2] = 20;
    expect(isBlank(printed)).toBe(false);
  });

  it('room for five good files at most', () => {
    expect(roomFor(0)).toBe(5);
    expect(roomFor(4)).toBe(1);
    expect(roomFor(7)).toBe(0);
  });
});
