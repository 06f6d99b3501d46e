import { describe, expect, it } from 'vitest';
import {
  byDateShot,
  firearmRounds,
  includedShots,
  loadRollup,
  loadRollups,
  roundsLogged,
  sessionsShotSince,
  sessionStats,
  userBestGroup,
  type SessionLike,
} from './rollups';

let nextShot = 0;
const shot = (velocity: number | null, impact: number | null = null) => ({ id: `s${++nextShot}`, velocity, impact });

function session(overrides: Partial<SessionLike> & { loadId?: string; firearmId?: string } = {}): SessionLike {
  const { loadId = 'load-a', firearmId = 'rifle-1', ...rest } = overrides;
  return {
    id: `session-${++nextShot}`,
    status: 'completed',
    date: '2026-06-01',
    shots: [],
    exclusions: {},
    selectedAmmunition: { type: 'handload', loadDevelopmentId: loadId },
    selectedFirearm: { id: firearmId },
    ...rest,
  };
}

describe('includedShots and sessionStats', () => {
  it('leave excluded shots out of the statistics', () => {
    const flier = shot(2900, 0.1);
    const shots = [shot(2800, 0.6), shot(2810, 0.5), flier];
    expect(includedShots(shots, { [flier.id]: 'flier' })).toEqual(shots.slice(0, 2));
    const stats = sessionStats({ shots, exclusions: { [flier.id]: 'flier' } });
    expect(stats).toMatchObject({ totalShots: 2, averageVelocity: 2805, extremeSpread: 10, bestGroup: 0.5 });
    expect(sessionStats({ shots }).bestGroup).toBe(0.1);
  });
});

describe('loadRollups', () => {
  it('counts completed sessions only, takes the smallest best group and the latest day shot', () => {
    const sessions = [
      session({ date: '2026-05-02', shots: [shot(2800, 0.4)] }),
      session({ date: '2026-07-09', shots: [shot(2810, 0.7)] }),
      session({ date: '2026-08-01', status: 'active', shots: [shot(2800, 0.1)] }),
      session({ loadId: 'load-b', date: '2026-09-01', shots: [shot(2700, 0.2)] }),
    ];
    expect(loadRollup('load-a', sessions)).toEqual({ sessions: 2, bestGroup: 0.4, lastTested: '2026-07-09' });
    expect(loadRollups(sessions).get('load-b')).toEqual({ sessions: 1, bestGroup: 0.2, lastTested: '2026-09-01' });
  });

  it('keeps an earlier best group when a velocity-only session ends, and never tested means nulls', () => {
    const sessions = [
      session({ shots: [shot(2800, 0.3)] }),
      session({ date: '2026-06-02', shots: [shot(2805), shot(2795)] }),
    ];
    expect(loadRollup('load-a', sessions)).toEqual({ sessions: 2, bestGroup: 0.3, lastTested: '2026-06-02' });
    expect(loadRollup('load-z', sessions)).toEqual({ sessions: 0, bestGroup: null, lastTested: null });
  });

  it('follows exclusions: an excluded best impact no longer counts', () => {
    const best = shot(2800, 0.1);
    const sessions = [session({ shots: [best, shot(2801, 0.9)], exclusions: { [best.id]: 'chronograph-error' } })];
    expect(loadRollup('load-a', sessions).bestGroup).toBe(0.9);
  });

  it('ignores factory ammunition', () => {
    const factory = { ...session({ shots: [shot(2600, 0.2)] }), selectedAmmunition: { type: 'factory' as const } };
    expect(loadRollups([factory]).size).toBe(0);
  });
});

describe('firearmRounds', () => {
  const rifle = { id: 'rifle-1', roundCount: 100, lastCleaned: null };

  it('adds every logged shot of every session, excluded and active ones too, to the rounds before Rangebook', () => {
    const excluded = shot(2800);
    const sessions = [
      session({ shots: [shot(2800), excluded, shot(2790)], exclusions: { [excluded.id]: 'flier' } }),
      session({ status: 'active', shots: [shot(2801)] }),
      session({ firearmId: 'rifle-2', shots: [shot(2700)] }),
    ];
    expect(firearmRounds(rifle, sessions)).toEqual({ logged: 4, total: 104, sinceCleaned: 104 });
  });

  it('counts rounds since the last cleaning from the sessions shot after it', () => {
    const sessions = [
      session({ date: '2026-03-01', shots: [shot(1), shot(2)] }),
      session({ date: '2026-04-02', shots: [shot(3)] }),
    ];
    expect(firearmRounds({ ...rifle, lastCleaned: '2026-03-15' }, sessions)).toEqual({
      logged: 3,
      total: 103,
      sinceCleaned: 1,
    });
  });
});

describe('ordering and counts by the day shot', () => {
  it('sorts by date, then by creation, newest first', () => {
    const a = { id: 'a', date: '2024-01-05', createdAt: new Date('2026-11-01') };
    const b = { id: 'b', date: '2026-11-01', createdAt: new Date('2026-11-01T10:00') };
    const c = { id: 'c', date: '2026-11-01', createdAt: new Date('2026-11-01T11:00') };
    expect(byDateShot([a, b, c]).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('counts sessions shot within the last 30 days, not imported old files', () => {
    const dates = ['2026-11-24', '2026-10-25', '2026-10-24', '2024-11-20'].map((date) => ({ date }));
    expect(sessionsShotSince(dates, 30, '2026-11-24')).toBe(2);
  });

  it('finds the best group over every session and counts every shot logged', () => {
    const sessions = [
      session({ status: 'active', shots: [shot(1, 0.25)] }),
      session({ shots: [shot(2, 0.5), shot(3)] }),
    ];
    expect(userBestGroup(sessions)).toBe(0.25);
    expect(userBestGroup([])).toBeNull();
    expect(roundsLogged(sessions)).toBe(3);
  });
});
