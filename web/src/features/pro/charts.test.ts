import { describe, expect, it } from 'vitest';
import { niceTicks } from './charts';

describe('chart gridlines', () => {
  it('cover the values with round steps, from a line at or below the lowest to one at or above the highest', () => {
    expect(niceTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 1.2)).toEqual([0, 0.25, 0.5, 0.75, 1, 1.25]);
    expect(niceTicks(-0.3, 1)).toEqual([-0.5, 0, 0.5, 1]);
  });
});
