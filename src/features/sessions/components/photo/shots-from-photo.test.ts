import { describe, expect, it } from 'vitest';
import { readFirstTarget, shotsFromGroups } from './shots-from-photo';

describe('shotsFromGroups', () => {
  it('makes each hole a shot with its place to 0.001 in and no velocity, on its aim’s target, in order', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const one = shotsFromGroups([[{ x: 0.12345, y: -1.0006 }]], 1, now);
    expect(one).toEqual([{ velocity: null, impact: null, note: '', x: 0.123, y: -1.001, target: 1, timestamp: now }]);
    const ladder = shotsFromGroups(
      [
        [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
        [{ x: 3, y: 3 }],
      ],
      4,
      now,
    );
    expect(ladder.map((shot) => [shot.target, shot.x, shot.timestamp.getTime() - now.getTime()])).toEqual([
      [4, 1, 0],
      [4, 2, 1],
      [5, 3, 2],
    ]);
  });

  it('takes a first target that leaves every aim a target within the limit', () => {
    expect(readFirstTarget('3', 2)).toBe(3);
    expect(readFirstTarget(' 1 ', 0)).toBe(1);
    expect(readFirstTarget('999', 1)).toBe(999);
    expect(readFirstTarget('999', 2)).toBeNull();
    expect(readFirstTarget('0', 1)).toBeNull();
    expect(readFirstTarget('2.5', 1)).toBeNull();
    expect(readFirstTarget('', 1)).toBeNull();
  });
});
