import { describe, expect, it } from 'vitest';
import {
  byDateShot,
  firearmRounds,
  firearmRoundsWithCompleted,
  includedShots,
  roundsLogged,
  sessionsShotSince,
  sessionStats,
  storedBestGroup,
  storedStatisticsOf,
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

describe('a group without its shots: its spread stored, storedBestGroup read back', () => {
  const placed = (x: number, y: number) => ({ ...shot(2800, Math.hypot(x, y)), x, y });

  it('stores the spread of the counted placed shots, and null for fewer than two', () => {
    const square = [placed(0, 0), placed(1, 0), placed(0, 1), placed(1, 1), placed(0.5, 0.5)];
    const groupSpread = (one: SessionLike) => storedStatisticsOf(one).groupSpread;
    expect(groupSpread(session({ shots: square }))).toBeCloseTo(1.414, 3);
    const flier = placed(3, 4);
    expect(groupSpread(session({ shots: [placed(0, 0), flier], exclusions: { [flier.id]: 'flier' } }))).toBe(null);
    expect(groupSpread(session({ shots: [shot(2800, 0.4), shot(2801, 0.3)] }))).toBe(null);
  });

  it('reads back what sessionBestGroup says from the shots: the group when there is one, else the closest shot', () => {
    const grouped = { ...session({ shots: [placed(0, 0), placed(0, 2), placed(0.1, 0.1)] }), targetDistance: 100 };
    const unplaced = { ...session({ shots: [shot(2800, 0.7), shot(2801, 0.3)] }), targetDistance: null };
    const none = { ...session({ shots: [shot(2800)] }), targetDistance: null };
    for (const one of [grouped, unplaced, none]) {
      const summary = { statistics: storedStatisticsOf(one) };
      expect(storedBestGroup({ ...summary, targetDistance: one.targetDistance })).toEqual(userBestGroup([one]));
    }
    expect(storedBestGroup({ statistics: { bestGroup: 0.3 } })).toEqual({
      inches: 0.3,
      kind: 'shot',
      targetDistance: null,
    });
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

describe('firearmRoundsWithCompleted', () => {
  const rifle = { id: 'rifle-1', roundCount: 100, lastCleaned: '2026-03-15' };
  const completed = { logged: 40, sinceCleaned: 15 };

  it("adds the active sessions' shots to the completed sessions' totals, since cleaning by the day shot", () => {
    const active = [
      session({ status: 'active', date: '2026-04-02', shots: [shot(1), shot(2)] }),
      session({ status: 'active', date: '2026-03-01', shots: [shot(3)] }),
      session({ status: 'active', firearmId: 'rifle-2', shots: [shot(4)] }),
    ];
    expect(firearmRoundsWithCompleted(rifle, completed, active)).toEqual({ logged: 43, total: 143, sinceCleaned: 17 });
  });

  it('counts every round, those entered too, since cleaning when the firearm was never cleaned', () => {
    const never = { ...rifle, lastCleaned: null };
    expect(firearmRoundsWithCompleted(never, { logged: 40, sinceCleaned: 40 }, [])).toEqual({
      logged: 40,
      total: 140,
      sinceCleaned: 140,
    });
  });

  it('agrees with firearmRounds over the same sessions, completed and active', () => {
    const sessions = [
      session({ date: '2026-03-01', shots: [shot(1), shot(2)] }),
      session({ date: '2026-04-02', shots: [shot(3), shot(4), shot(5)] }),
      session({ status: 'active', date: '2026-05-01', shots: [shot(6)] }),
    ];
    const done = sessions.filter((item) => item.status === 'completed');
    const fromTotals = {
      logged: roundsLogged(done),
      sinceCleaned: roundsLogged(done.filter((item) => item.date > rifle.lastCleaned)),
    };
    const active = sessions.filter((item) => item.status === 'active');
    expect(firearmRoundsWithCompleted(rifle, fromTotals, active)).toEqual(firearmRounds(rifle, sessions));
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
    expect(userBestGroup(sessions)).toEqual({ inches: 0.25, kind: 'shot', targetDistance: null });
    expect(userBestGroup([])).toBeNull();
    expect(roundsLogged(sessions)).toBe(3);
  });

  it('takes a real group over any closest shot, however close', () => {
    const placed = (x: number, y: number) => ({ ...shot(2800, Math.hypot(x, y)), x, y });
    const grouped = { ...session({ shots: [placed(-1.5, 0), placed(1.5, 0)] }), targetDistance: 300 };
    expect(userBestGroup([session({ shots: [shot(2800, 0.1)] }), grouped])).toEqual({
      inches: 3,
      kind: 'group',
      targetDistance: 300,
    });
  });
});

describe('includedShots', () => {
  it('counts a shot whose id is the name of a property every object has', () => {
    const shots = ['constructor', 'toString', '__proto__'].map((id) => ({ id, velocity: 2800, impact: null }));
    expect(includedShots(shots, {})).toEqual(shots);
    expect(includedShots(shots, { toString: 'flier' }).map((shot) => shot.id)).toEqual(['constructor', '__proto__']);
  });
});
