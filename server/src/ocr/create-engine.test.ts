import os from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createOcrEngine } from './create-engine';

const pool = { recognize: () => Promise.reject(new Error('not read here')), close: async () => {} };

describe('createOcrEngine', () => {
  const before = sharp.concurrency();
  afterEach(() => void sharp.concurrency(before));

  it('lets sharp prepare one page on every core', () => {
    sharp.concurrency(1);
    createOcrEngine('hybrid', pool);
    expect(sharp.concurrency()).toBe(os.availableParallelism());
  });
});
