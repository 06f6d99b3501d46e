import { describe, expect, it } from 'vitest';
import {
  accurateMean,
  accurateSum,
  bruteForceSpread,
  expectClose,
  expectRounding,
  pairwiseSd,
  roundedIntegerMean,
  sortedRange,
} from '@/test-utils/oracles';
import {
  dayString,
  epochDayArb,
  fc,
  listOf,
  PROPERTIES,
  sessionShotsArb,
  shotValuesArb,
  type GeneratedShot,
} from '@/test-utils/property';
import {
  betterGroup,
  byDateShot,
  completeStatistics,
  firearmRounds,
  firearmRoundsWithCompleted,
  firstDayOfLast,
  roundsLogged,
  sessionBestGroup,
  sessionsShotSince,
  sessionStats,
  storedBestGroup,
  storedStatisticsOf,
  userBestGroup,
  type BestGroup,
  type SessionLike,
} from './rollups';
import { computeSessionStats } from './statistics';

type Shot = GeneratedShot & { id: string; target?: number };
type Session = SessionLike & { shots: Shot[]; targetDistance: number | null };

/** Days within two weeks: sessions often share a day, or fall on the day of a cleaning. */
const dayArb = fc.integer({ min: 20_000, max: 20_013 });

// Every session of a user: a few, each with a handful of shots (a long string is the other files' job).
const sessionArb: fc.Arbitrary<Session> = fc
  .record({
    shotsAndExclusions: sessionShotsArb(30),
    day: dayArb,
    firearm: fc.constantFrom('rifle-1', 'rifle-2'),
    status: fc.constantFrom('active' as const, 'completed' as const),
    targetDistance: fc.option(fc.integer({ min: 25, max: 1000 })),
    // The target of each shot: most on the first, some on two others (target 1 is left out, as stored).
    targets: fc.array(fc.constantFrom(1, 1, 2, 3), { minLength: 30, maxLength: 30 }),
  })
  .map(({ shotsAndExclusions: { shots, exclusions }, day, firearm, status, targetDistance, targets }) => ({
    id: `session-${day}`,
    status,
    date: dayString(day),
    shots: shots.map((shot, index) => (targets[index] === 1 ? shot : { ...shot, target: targets[index]! })),
    exclusions,
    selectedAmmunition: { type: 'factory' },
    selectedFirearm: { id: firearm },
    targetDistance,
  }));
const sessionsArb = fc
  .array(sessionArb, { maxLength: 8 })
  .map((sessions) => sessions.map((session, index) => ({ ...session, id: `session-${index}` })));

/** The oracle's counted shots: those whose id is not an exclusion's own key. */
const countedOf = (session: Pick<Session, 'shots' | 'exclusions'>) =>
  session.shots.filter((shot) => !Object.hasOwn(session.exclusions ?? {}, shot.id));
const placedOf = (shots: readonly GeneratedShot[]) =>
  shots.flatMap((shot) => (typeof shot.x === 'number' && typeof shot.y === 'number' ? [{ x: shot.x, y: shot.y }] : []));

type OracleGroup = { shots: number; spread: number; meanRadius: number };

/** Each target's group of two or more counted placed shots, from first principles (a shot naming no target is on 1). */
function oracleTargetGroups(session: Pick<Session, 'shots' | 'exclusions'>): OracleGroup[] {
  const byTarget = new Map<number, { x: number; y: number }[]>();
  for (const shot of countedOf(session)) {
    const [place] = placedOf([shot]);
    if (place) byTarget.set(shot.target ?? 1, [...(byTarget.get(shot.target ?? 1) ?? []), place]);
  }
  return [...byTarget.values()]
    .filter((placed) => placed.length >= 2)
    .map((placed) => {
      const centre = { x: accurateMean(placed.map((p) => p.x)), y: accurateMean(placed.map((p) => p.y)) };
      return {
        shots: placed.length,
        spread: bruteForceSpread(placed)!,
        meanRadius: accurateMean(placed.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y))),
      };
    });
}

/**
 * The groups that rank first: of those with 5 shots or more, the smallest mean radius; where none has
 * 5, the smallest spread. Every group tied with it to within rounding.
 */
function oracleBestGroups(groups: readonly OracleGroup[]): OracleGroup[] {
  const ranked = groups.filter((group) => group.shots >= 5);
  const pool = ranked.length ? ranked : groups;
  const size = (group: OracleGroup) => (ranked.length ? group.meanRadius : group.spread);
  const smallest = Math.min(...pool.map(size));
  return pool.filter((group) => size(group) <= smallest + 1e-9);
}

/** A session's best group, from first principles: its best target group, else the closest impact. */
function oracleBestGroup(session: Session): BestGroup | null {
  const counted = countedOf(session);
  const targetDistance = session.targetDistance;
  const [group] = oracleBestGroups(oracleTargetGroups(session));
  if (group)
    return {
      inches: group.spread,
      kind: 'group',
      targetDistance,
      ...(group.shots >= 5 ? { meanRadius: group.meanRadius, shots: group.shots } : {}),
    };
  const closest = sortedRange(counted.flatMap((shot) => shot.impact ?? []))?.min;
  return closest === undefined ? null : { inches: closest, kind: 'shot', targetDistance };
}

/** How a best group ranks among groups (after the kind): by mean radius when it has one, else by spread. */
const rankOf = (group: BestGroup) =>
  group.meanRadius === undefined ? { ranked: false, size: group.inches } : { ranked: true, size: group.meanRadius };

describe('the statistics a session stores', PROPERTIES, () => {
  it('are the oracle figures over its counted shots, with every shot in the total', () => {
    fc.assert(
      fc.property(sessionArb, (session) => {
        const stored = storedStatisticsOf(session);
        const counted = countedOf(session);
        const velocities = counted.flatMap((shot) => shot.velocity ?? []);
        const impacts = counted.flatMap((shot) => shot.impact ?? []);
        const placed = placedOf(counted);
        const range = sortedRange(velocities);
        expect(stored.totalShots).toBe(session.shots.length);
        expect(stored.velocityCount).toBe(velocities.length);
        expect(stored.averageVelocity).toBe(range === null ? null : roundedIntegerMean(velocities));
        expect(stored.extremeSpread).toBe(range === null ? null : range.max - range.min);
        const sd = pairwiseSd(velocities);
        if (sd === null) expect(stored.standardDeviation).toBeNull();
        else expectRounding(stored.standardDeviation, sd, 1);
        if (impacts.length === 0) expect(stored.averageGroup).toBeNull();
        else expectRounding(stored.averageGroup, accurateMean(impacts), 2);
        expect(stored.bestGroup).toBe(sortedRange(impacts)?.min ?? null);
        // The best of its targets' groups: its spread, shot count, and mean radius from 5 shots.
        const best = oracleBestGroups(oracleTargetGroups(session));
        if (best.length === 0) {
          expect([stored.groupSpread, stored.groupMeanRadius, stored.groupShots]).toEqual([null, null, null]);
        } else {
          const matches = (group: OracleGroup) =>
            group.shots === stored.groupShots &&
            Math.abs(group.spread - stored.groupSpread!) <= 1e-9 &&
            (group.shots >= 5
              ? Math.abs(group.meanRadius - stored.groupMeanRadius!) <= 1e-9
              : stored.groupMeanRadius === null);
          expect(best.some(matches), `stored ${JSON.stringify(stored)}, best ${JSON.stringify(best)}`).toBe(true);
        }
        expect(stored.velocitySum).toBe(accurateSum(velocities));
        expect(stored.velocitySquares).toBe(accurateSum(velocities.map((v) => v * v)));
        expect(stored.minVelocity).toBe(range?.min ?? null);
        expect(stored.maxVelocity).toBe(range?.max ?? null);
        expect(stored.placedShots).toBe(placed.length);
        expectClose(stored.placedSumX, accurateSum(placed.map((shot) => shot.x)), { abs: 1e-9 });
        expectClose(stored.placedSumY, accurateSum(placed.map((shot) => shot.y)), { abs: 1e-9 });
      }),
    );
  });

  it('ignore the excluded shots exactly, whatever their values, and count them only in the total', () => {
    fc.assert(
      fc.property(sessionArb, fc.infiniteStream(shotValuesArb), (session, replacements) => {
        const stored = storedStatisticsOf(session);
        const counted = countedOf(session);
        // The same session with other values in every excluded shot.
        const others = replacements.take(session.shots.length);
        const altered = {
          ...session,
          shots: session.shots.map((shot) =>
            Object.hasOwn(session.exclusions ?? {}, shot.id) ? { ...others.next().value, id: shot.id } : shot,
          ),
        };
        expect(storedStatisticsOf(altered)).toEqual(stored);
        expect(storedStatisticsOf({ shots: counted })).toEqual({ ...stored, totalShots: counted.length });
        expect(sessionStats(session)).toEqual(computeSessionStats(counted));
      }),
    );
  });

  it('read back complete, and a session stored before the later fields reads as incomplete', () => {
    const later = [
      'velocityCount',
      'velocitySum',
      'velocitySquares',
      'minVelocity',
      'maxVelocity',
      'placedShots',
      'placedSumX',
      'placedSumY',
    ] as const;
    fc.assert(
      fc.property(sessionArb, fc.subarray([...later], { minLength: 1 }), (session, missing) => {
        const stored = storedStatisticsOf(session);
        expect(completeStatistics(stored)).toEqual(stored);
        const { groupSpread: _spread, ...withoutSpread } = stored;
        expect(completeStatistics(withoutSpread)).toEqual({ ...stored, groupSpread: null });
        const older: Record<string, unknown> = { ...stored };
        for (const key of missing) delete older[key];
        expect(completeStatistics(older as typeof withoutSpread)).toBeNull();
      }),
    );
  });
});

describe('best groups', PROPERTIES, () => {
  const bestGroupArb: fc.Arbitrary<BestGroup | null> = fc
    .option(
      fc.record({
        // Few distinct sizes, so that equal groups are common.
        inches: fc.integer({ min: 0, max: 30 }).map((hundredths) => hundredths / 100),
        kind: fc.constantFrom('group' as const, 'shot' as const),
        targetDistance: fc.option(fc.integer({ min: 25, max: 1000 })),
        // A group of 5 shots or more ranks by its mean radius (a shot never has one).
        ranked: fc.option(
          fc.record({
            meanRadius: fc.integer({ min: 0, max: 10 }).map((hundredths) => hundredths / 100),
            shots: fc.integer({ min: 5, max: 20 }),
          }),
        ),
      }),
    )
    .map((drawn) => {
      if (drawn === null) return null;
      const { ranked, ...group } = drawn;
      return ranked && group.kind === 'group' ? { ...group, ...ranked } : group;
    });

  it('betterGroup over any list takes a real group before any single shot, a ranked group before others, then the smallest', () => {
    fc.assert(
      fc.property(fc.array(bestGroupArb, { maxLength: 10 }), (candidates) => {
        const best = candidates.reduce<BestGroup | null>(betterGroup, null);
        const present = candidates.filter((candidate) => candidate !== null);
        if (present.length === 0) {
          expect(best).toBeNull();
          return;
        }
        const kind = present.some((candidate) => candidate.kind === 'group') ? 'group' : 'shot';
        const ofKind = present.filter((candidate) => candidate.kind === kind);
        const ranked = ofKind.some((candidate) => rankOf(candidate).ranked);
        const pool = ofKind.filter((candidate) => rankOf(candidate).ranked === ranked);
        const smallest = sortedRange(pool.map((candidate) => rankOf(candidate).size))!.min;
        expect(best).toMatchObject({ kind });
        expect(rankOf(best!)).toEqual({ ranked, size: smallest });
        // It is one of the candidates, never a blend of two; of equals the one it had first, so a
        // best group does not move to a later session that only matches it.
        expect(pool.find((candidate) => rankOf(candidate).size === smallest)).toBe(best);
      }),
    );
  });

  it("userBestGroup is the best of every session's own best, and a summary gives a session's best without its shots", () => {
    fc.assert(
      fc.property(sessionsArb, (sessions) => {
        for (const session of sessions) {
          const stored = { statistics: storedStatisticsOf(session), targetDistance: session.targetDistance };
          expect(storedBestGroup(stored)).toEqual(sessionBestGroup(session));
        }
        const best = userBestGroup(sessions);
        const own = sessions.flatMap((session) => oracleBestGroup(session) ?? []);
        if (own.length === 0) {
          expect(best).toBeNull();
          return;
        }
        const kind = own.some((group) => group.kind === 'group') ? 'group' : 'shot';
        const ofKind = own.filter((group) => group.kind === kind);
        const ranked = ofKind.some((group) => rankOf(group).ranked);
        const pool = ofKind.filter((group) => rankOf(group).ranked === ranked);
        const smallest = sortedRange(pool.map((group) => rankOf(group).size))!.min;
        expect(best?.kind).toBe(kind);
        expect(rankOf(best!).ranked).toBe(ranked);
        expectClose(rankOf(best!).size, smallest, { abs: 1e-9 });
        // Two sessions' groups may tie to within rounding: the distance is one of the tied ones'.
        const tied = pool.filter((group) => Math.abs(rankOf(group).size - smallest) <= 1e-9);
        expect(tied.map((group) => group.targetDistance)).toContain(best?.targetDistance);
      }),
    );
  });
});

describe("a firearm's rounds", PROPERTIES, () => {
  const firearmArb = fc.record({
    id: fc.constantFrom('rifle-1', 'rifle-2'),
    roundCount: fc.nat({ max: 20_000 }),
    lastCleaned: fc.option(dayArb.map(dayString)),
  });

  it('count, shot by shot, every shot of its sessions and those shot after its last cleaning', () => {
    fc.assert(
      fc.property(firearmArb, sessionsArb, (firearm, sessions) => {
        let logged = 0;
        let afterCleaning = 0;
        for (const session of sessions) {
          for (const _shot of session.shots) {
            if (session.selectedFirearm.id !== firearm.id) continue;
            logged += 1;
            if (firearm.lastCleaned !== null && session.date > firearm.lastCleaned) afterCleaning += 1;
          }
        }
        const total = firearm.roundCount + logged;
        expect(firearmRounds(firearm, sessions)).toEqual({
          logged,
          total,
          sinceCleaned: firearm.lastCleaned === null ? total : afterCleaning,
        });
      }),
    );
  });

  it("are the same from the completed sessions' stored totals and the active sessions' shots", () => {
    fc.assert(
      fc.property(firearmArb, sessionsArb, (firearm, sessions) => {
        const done = sessions.filter(
          (session) => session.status === 'completed' && session.selectedFirearm.id === firearm.id,
        );
        const completed = {
          logged: roundsLogged(done),
          sinceCleaned: roundsLogged(done.filter((s) => firearm.lastCleaned === null || s.date > firearm.lastCleaned)),
        };
        const active = sessions.filter((session) => session.status === 'active');
        expect(firearmRoundsWithCompleted(firearm, completed, active)).toEqual(firearmRounds(firearm, sessions));
        expect(roundsLogged(sessions)).toBe(accurateSum(sessions.map((session) => session.shots.length)));
      }),
    );
  });
});

describe('sessions by the day shot', PROPERTIES, () => {
  // Few distinct days and moments, so that ties (the same day, the same moment) are common.
  const datedArb = fc.array(
    fc.record({ day: fc.integer({ min: 20_000, max: 20_006 }), moment: fc.integer({ min: 0, max: 5 }) }),
    { maxLength: 20 },
  );

  it('byDateShot orders newest day first, then latest created, keeping the order of exact ties', () => {
    fc.assert(
      fc.property(datedArb, (dated) => {
        const sessions = dated.map(({ day, moment }, index) => ({
          id: index,
          date: dayString(day),
          createdAt: new Date(Date.UTC(2026, 0, 1, moment)),
        }));
        const copy = [...sessions];
        // Insertion sort on (day desc, moment desc): stable by construction.
        const expected: typeof sessions = [];
        for (const session of sessions) {
          const key = dated[session.id]!;
          const at = expected.findIndex((other) => {
            const otherKey = dated[other.id]!;
            return otherKey.day < key.day || (otherKey.day === key.day && otherKey.moment < key.moment);
          });
          expected.splice(at === -1 ? expected.length : at, 0, session);
        }
        expect(byDateShot(sessions).map((session) => session.id)).toEqual(expected.map((session) => session.id));
        expect(sessions).toEqual(copy);
      }),
    );
  });

  it('sessionsShotSince counts the sessions shot from `days` days before today up to today', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -400, max: 60 }), { maxLength: 30 }),
        epochDayArb,
        fc.nat({ max: 366 }),
        (offsets, today, days) => {
          const sessions = offsets.map((offset) => ({ date: dayString(today + offset) }));
          const expected = offsets.filter((offset) => offset >= -days && offset <= 0).length;
          expect(firstDayOfLast(days, dayString(today))).toBe(dayString(today - days));
          expect(sessionsShotSince(sessions, days, dayString(today))).toBe(expected);
        },
      ),
    );
  });
});

describe('shot lists in a session', PROPERTIES, () => {
  it('count every shot logged in any session', () => {
    fc.assert(
      fc.property(fc.array(listOf(shotValuesArb, { max: 20 }), { maxLength: 10 }), (lists) => {
        expect(roundsLogged(lists.map((shots) => ({ shots })))).toBe(lists.flat().length);
      }),
    );
  });
});
