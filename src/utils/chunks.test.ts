import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks';

describe('chunksOf', () => {
  it('splits in order into runs of the size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunksOf([], 30)).toEqual([]);
  });
});
