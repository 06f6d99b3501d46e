import { describe, expect, it } from 'vitest';
import { shotsFromGroups } from './shots-from-photo';

describe('shotsFromGroups', () => {
  it('makes each hole a shot with its place to 0.001 in and no velocity, in order, noted with its group when there are several', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const one = shotsFromGroups([[{ x: 0.12345, y: -1.0006 }]], now);
    expect(one).toEqual([{ velocity: null, impact: null, note: '', x: 0.123, y: -1.001, timestamp: now }]);
    const two = shotsFromGroups(
      [
        [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
        [{ x: 3, y: 3 }],
      ],
      now,
    );
    expect(two.map((shot) => [shot.note, shot.x, shot.timestamp.getTime() - now.getTime()])).toEqual([
      ['Photo group 1', 1, 0],
      ['Photo group 1', 2, 1],
      ['Photo group 2', 3, 2],
    ]);
  });
});
