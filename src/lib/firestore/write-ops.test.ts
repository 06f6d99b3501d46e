import { describe, expect, it } from 'vitest';
import { serverTime, toOpValue, unionOf, type WriteOp } from './write-ops';

const shot = { id: 'shot-1', timestamp: new Date(1_750_000_000_000), velocity: 2800, impact: 0.5, note: '' };

describe('toOpValue', () => {
  it('keeps plain JSON and turns Dates into {$time}, dropping undefined keys', () => {
    expect(toOpValue({ a: 1, b: [null, 'x'], when: shot.timestamp, gone: undefined })).toEqual({
      a: 1,
      b: [null, 'x'],
      when: { $time: 1_750_000_000_000 },
    });
  });

  it('survives a JSON round trip, as the journal stores it', () => {
    const op: WriteOp = {
      kind: 'update',
      path: 'shootingSession/s1',
      data: { shots: unionOf(toOpValue(shot)), updatedAt: serverTime() },
    };
    expect(JSON.parse(JSON.stringify(op))).toEqual(op);
  });
});
