import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { atTime, deletion, opApplied, removalOf, serverTime, toOpValue, unionOf, type WriteOp } from './write-ops';

const shot = { id: 'shot-1', timestamp: new Date(1_750_000_000_000), velocity: 2800, impact: 0.5, note: '' };
const storedShot = { ...shot, timestamp: Timestamp.fromDate(shot.timestamp) };

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

describe('opApplied', () => {
  const append: WriteOp = {
    kind: 'update',
    path: 'shootingSession/s1',
    data: { shots: unionOf(toOpValue(shot)), updatedAt: serverTime() },
  };

  it('sees an appended shot once it is in the array, whatever the server time', () => {
    expect(opApplied(append, { shots: [storedShot], updatedAt: Timestamp.now() })).toBe(true);
    expect(opApplied(append, { shots: [], updatedAt: Timestamp.now() })).toBe(false);
    expect(opApplied(append, null)).toBe(false);
  });

  it('sees a removal once the shot is gone', () => {
    const remove: WriteOp = { kind: 'update', path: 'shootingSession/s1', data: { shots: removalOf(toOpValue(shot)) } };
    expect(opApplied(remove, { shots: [] })).toBe(true);
    expect(opApplied(remove, { shots: [storedShot] })).toBe(false);
  });

  it('compares edited fields (nested and dotted paths) and deleted fields', () => {
    const edit: WriteOp = {
      kind: 'update',
      path: 'shootingSession/s1',
      data: {
        weather: { temperature: 41, windSpeed: null },
        'exclusions.shot-1': 'flier',
        'exclusions.shot-2': deletion(),
      },
    };
    expect(opApplied(edit, { weather: { temperature: 41, windSpeed: null }, exclusions: { 'shot-1': 'flier' } })).toBe(
      true,
    );
    expect(opApplied(edit, { weather: { temperature: 40, windSpeed: null }, exclusions: { 'shot-1': 'flier' } })).toBe(
      false,
    );
    expect(
      opApplied(edit, {
        weather: { temperature: 41, windSpeed: null },
        exclusions: { 'shot-1': 'flier', 'shot-2': 'other' },
      }),
    ).toBe(false);
  });

  it('sees a create by its fields and a delete by the missing document', () => {
    const create: WriteOp = {
      kind: 'create',
      path: 'loadDevelopment/l1',
      data: { name: 'Ladder', firstFired: atTime(shot.timestamp), createdAt: serverTime() },
    };
    expect(
      opApplied(create, { name: 'Ladder', firstFired: Timestamp.fromDate(shot.timestamp), createdAt: Timestamp.now() }),
    ).toBe(true);
    expect(opApplied(create, { name: 'Ladder 2', firstFired: Timestamp.fromDate(shot.timestamp) })).toBe(false);
    expect(opApplied({ kind: 'delete', path: 'loadDevelopment/l1' }, null)).toBe(true);
    expect(opApplied({ kind: 'delete', path: 'loadDevelopment/l1' }, { name: 'Ladder' })).toBe(false);
  });
});
