import { describe, expect, it } from 'vitest';
import { chronographStats, compareWithFileSummary } from './parse';
import { PASTED_NOTHING_MESSAGE, pastedNotAVelocity, parsePastedVelocities } from './pasted-velocities';
import { toShotsToImport } from './to-shots';

const velocities = (text: string, unit: 'fps' | 'mps' = 'fps') =>
  parsePastedVelocities(text, unit).shots.map((shot) => shot.velocityFps);

const messageOf = (text: string) => {
  try {
    parsePastedVelocities(text, 'fps');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the list to be refused');
};

describe('parsePastedVelocities', () => {
  it('reads one per line, or separated by spaces, commas, semicolons or tabs, blank lines and stray separators aside', () => {
    expect(velocities('2850\n2861\r\n\n2870\n')).toEqual([2850, 2861, 2870]);
    expect(velocities('2850 2861  2870')).toEqual([2850, 2861, 2870]);
    expect(velocities('2850,2861,2870')).toEqual([2850, 2861, 2870]);
    expect(velocities('2850, 2861, 2870,')).toEqual([2850, 2861, 2870]);
    expect(velocities('2850;2861;\t2870;')).toEqual([2850, 2861, 2870]);
  });

  it('reads a decimal comma or point, and a thousands comma', () => {
    expect(velocities('868,5\n871,25\n869.9')).toEqual([868.5, 871.3, 869.9]);
    expect(velocities('868,5; 871,2')).toEqual([868.5, 871.2]);
    expect(velocities('868,5,871,2')).toEqual([868.5, 871.2]);
    expect(velocities('2,850 2,861.5')).toEqual([2850, 2861.5]);
    expect(velocities('2.850,5 2.861')).toEqual([2850.5, 2861]);
  });

  it('converts a list typed in m/s to fps, and the preview says so', () => {
    const string = parsePastedVelocities('868,5 871,2', 'mps');
    expect(string.unit).toBe('mps');
    // 868.5 × 3.28084 = 2849.4; 871.2 × 3.28084 = 2858.3.
    expect(string.shots.map((shot) => shot.velocityFps)).toEqual([2849.4, 2858.3]);
    expect(compareWithFileSummary(string)).toEqual([
      'Typed in m/s: Rangebook stores every velocity in whole fps (1 m/s = 3.28084 fps).',
    ]);
    expect(compareWithFileSummary(parsePastedVelocities('2850', 'fps'))).toEqual([]);
  });

  it('gives the figures and the shots to store as any file does', () => {
    const string = parsePastedVelocities('2800 2810 2790', 'fps');
    expect(chronographStats(string.shots)).toEqual({ count: 3, avgFps: 2800, esFps: 20, sdFps: 10 });
    const shots = toShotsToImport(string, new Date('2026-11-28T10:00:00'));
    expect(shots.map((shot) => [shot.velocity, shot.timed, shot.timestamp.toISOString()])).toEqual([
      [2800, false, new Date('2026-11-28T10:00:00').toISOString()],
      [2810, false, new Date('2026-11-28T10:00:01').toISOString()],
      [2790, false, new Date('2026-11-28T10:00:02').toISOString()],
    ]);
  });

  it('refuses a piece that is not a velocity, naming it, and an empty list', () => {
    expect(messageOf('2850\n28x0\n2870')).toBe(pastedNotAVelocity('28x0'));
    expect(pastedNotAVelocity('28x0')).toBe(
      '“28x0” is not a velocity: give numbers above zero only, one per line or separated by spaces, commas or semicolons.',
    );
    expect(messageOf('868,5\n87l,2')).toBe(pastedNotAVelocity('87l,2'));
    expect(messageOf('2850 -5')).toBe(pastedNotAVelocity('-5'));
    expect(messageOf('2850 0')).toBe(pastedNotAVelocity('0'));
    expect(messageOf('2850 fps')).toBe(pastedNotAVelocity('fps'));
    expect(messageOf('')).toBe(PASTED_NOTHING_MESSAGE);
    expect(messageOf(' \n ;, ')).toBe(PASTED_NOTHING_MESSAGE);
  });
});
