import { describe, expect, it } from 'vitest';
import { describePlan, planPlacements, readFirstTarget, shotsFromGroups } from './shots-from-photo';

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

  it('stores a hole a hair below or left of the aim as 0, never -0 (the server would hold a different value)', () => {
    const [level] = shotsFromGroups([[{ x: -0.0001, y: -0.0004 }]]);
    expect(Object.is(level?.x, 0) && Object.is(level?.y, 0)).toBe(true);
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

describe('planPlacements and describePlan', () => {
  const shot = (n: number, velocity: number | null, placed = false) => ({
    id: `shot-${n}`,
    timestamp: new Date(n),
    velocity,
    impact: null,
    note: '',
    ...(placed ? { x: 0, y: 0 } : {}),
  });
  const fps = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-US')} fps`);
  const hole = (x: number) => ({ x, y: 0 });

  it('gives the holes to the shots without a place in their logged order, the first aim’s first', () => {
    const shots = [shot(1, 2701), shot(2, 2710), shot(3, 2720), shot(4, 2730), shot(5, 2745)];
    const plan = planPlacements(
      [
        [hole(1), hole(2), hole(3)],
        [hole(4), hole(5)],
      ],
      2,
      shots,
    );
    expect(plan.placements.map((item) => [item.shotId, item.x, item.target])).toEqual([
      ['shot-1', 1, 2],
      ['shot-2', 2, 2],
      ['shot-3', 3, 2],
      ['shot-4', 4, 3],
      ['shot-5', 5, 3],
    ]);
    expect(plan.newShots).toEqual([]);
    expect(describePlan(plan, fps, true)).toBe('5 holes → shots 1 to 5 (2,701 fps … 2,745 fps)');
  });

  it('leaves the shots past the holes unplaced, and says what becomes of holes left over', () => {
    const shots = [shot(1, 2701, true), shot(2, null), shot(3, 2720)];
    const fewer = planPlacements([[hole(1)]], 1, shots);
    expect(fewer.placements.map((item) => item.shotId)).toEqual(['shot-2']);
    expect(describePlan(fewer, fps, true)).toBe('1 hole → shot 2 (—)');
    const more = planPlacements([[hole(1), hole(2), hole(3)]], 1, shots);
    expect(describePlan(more, fps, true)).toBe(
      '2 holes → shots 2 and 3 (— … 2,720 fps); 1 hole more → new shots without a velocity',
    );
    expect(describePlan(more, fps, false)).toBe(
      '2 holes → shots 2 and 3 (— … 2,720 fps); 1 hole more left out (a completed session takes no new shots)',
    );
  });
});
