import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  completedLoadSummariesQuery,
  completedLoadSumsFromServer,
  completedRoundsByFirearm,
  extremeVelocityQuery,
  firearmCompletedRounds,
  firearmSummariesQuery,
  firearmSummariesShotAfterQuery,
  loadRollupsFromServer,
  summariesQuery,
  summariesShotBetweenQuery,
  summaryFigures,
} from '@/features/figures/figures-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { type SessionStart } from '@/features/sessions/schema';
import {
  recentSummariesQuery,
  recipeSummariesQuery,
  sessionSummariesQuery,
  userSummariesQuery,
} from '@/features/sessions/session-queries-api';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  completed,
  ID,
  readSession,
  sessionSummaryRules,
  start,
  STORED_AT,
  storedSummary,
} from '../support/session-summary-rules';

/*
 * sessionSummary/{id}, read: the small stand-in of each session that lists and roll-ups read, refused to
 * anyone but its owner, and the figures the server works out over it.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedReferences } = sessionSummaryRules(env);

describe('sessionSummary/{id} rules', () => {
  describeOwnerOnlyReads({
    env,
    collectionName: 'sessionSummary',
    id: ID,
    noun: 'session summary',
    plural: 'session summaries',
    // Completed, with its shot sums: what every query of the app finds, the ladder's sums included.
    stored: (changes: DocumentData = {}) =>
      storedSummary({
        status: 'completed',
        statistics: {
          ...completed.statistics,
          velocityCount: 3,
          velocitySum: 8430,
          velocitySquares: 2800 ** 2 + 2810 ** 2 + 2820 ** 2,
          minVelocity: 2800,
          maxVelocity: 2820,
          placedShots: 0,
          placedSumX: 0,
          placedSumY: 0,
        },
        endedAt: STORED_AT,
        ...changes,
      }),
    field: 'sessionName',
    value: sessionFixtures.handload.sessionName,
    appQueries: {
      userSummariesQuery,
      'sessionSummariesQuery, first page': (db, userId) =>
        sessionSummariesQuery(db, userId, {}, { after: null, through: null }),
      'sessionSummariesQuery by load and firearm, a later page': (db, userId) =>
        sessionSummariesQuery(
          db,
          userId,
          { loadId: 'load-1', firearmId: 'firearm-1' },
          { after: { date: '2027-01-01', createdAt: new Date(0) }, through: null },
        ),
      'recentSummariesQuery (the dashboard)': (db, userId) => recentSummariesQuery(db, userId, 3),
      summariesQuery,
      summariesShotBetweenQuery: (db, userId) =>
        summariesShotBetweenQuery(db, userId, sessionFixtures.handload.date, sessionFixtures.handload.date),
      firearmSummariesQuery: (db, userId) => firearmSummariesQuery(db, userId, 'firearm-1'),
      'recipeSummariesQuery (a load page)': (db, userId) => recipeSummariesQuery(db, userId, ['load-1', 'load-2']),
      'firearmSummariesShotAfterQuery (a firearm since its cleaning)': (db, userId) =>
        firearmSummariesShotAfterQuery(db, userId, 'firearm-1', '2026-01-01'),
      'completedLoadSummariesQuery (a load page’s ladder sums)': (db, userId) =>
        completedLoadSummariesQuery(db, userId, 'load-1'),
      'extremeVelocityQuery, lowest (a load page’s ladder)': (db, userId) =>
        extremeVelocityQuery(db, userId, 'load-1', 'lowest'),
      'extremeVelocityQuery, highest': (db, userId) => extremeVelocityQuery(db, userId, 'load-1', 'highest'),
    },
  });

  describe("the figures the server works out over the summaries (dashboard, lists), never the sessions' shots", () => {
    const shotAt = (x: number | null, y: number | null, impact: number | null = null) => ({
      velocity: 2800,
      impact,
      note: '',
      x,
      y,
    });
    /** Starts a session of load-1 and firearm-1, logs the shots and, unless told, ends it. */
    async function logSession(
      db: Firestore,
      id: string,
      changes: Partial<SessionStart>,
      shots: (ReturnType<typeof shotAt> & { target?: number })[],
      end = true,
    ) {
      await serverAnswer(db, () => startSession(db, 'alice', { ...start, ...changes }, id));
      for (const values of shots) await serverAnswer(db, async () => appendShot(db, await readSession(db, id), values));
      if (end) await serverAnswer(db, async () => endSession(db, await readSession(db, id)));
    }

    it('counts, sums and ranks what the api functions stored: the group before a closest shot, active sessions counted only as shot', async () => {
      await seedReferences();
      const db = alice();
      // A placed group at 100 yd: (0,0), (1,0), (0,1): spread √2.
      await logSession(db, 'grouped', { date: '2026-11-21', targetDistance: 100 }, [
        shotAt(0, 0),
        shotAt(1, 0),
        shotAt(0, 1),
      ]);
      // Impacts only; its closest shot (0.3 in) is smaller than the group, but a group comes first.
      await logSession(db, 'impacts', { date: '2026-11-23' }, [shotAt(null, null, 0.5), shotAt(null, null, 0.3)]);
      await logSession(db, 'active', { date: '2026-11-24' }, [shotAt(null, null, 0.1), shotAt(null, null, 0.2)], false);
      // Shot long before the last 30 days.
      await logSession(db, 'old', { date: '2025-01-05' }, [shotAt(null, null, 0.9)]);

      const figures = await assertSucceeds(summaryFigures(db, 'alice', { first: '2026-10-26', last: '2026-11-25' }));
      expect(figures).toEqual({
        sessionsShot: 3,
        roundsCompleted: 6,
        bestGroup: { inches: Math.SQRT2, kind: 'group', targetDistance: 100 },
      });
      const rollups = await assertSucceeds(loadRollupsFromServer(db, 'alice', ['load-1', 'load-never-fired']));
      expect(rollups.get('load-1')).toEqual({
        sessions: 3,
        bestGroup: { inches: Math.SQRT2, kind: 'group', targetDistance: 100 },
        lastTested: '2026-11-23',
      });
      expect(rollups.get('load-never-fired')).toEqual({ sessions: 0, bestGroup: null, lastTested: null });
      // The ladder's sums over the three completed sessions: six shots at 2800 fps, three placed.
      const sums = await assertSucceeds(completedLoadSumsFromServer(db, 'alice', ['load-1', 'load-never-fired']));
      expect(sums.get('load-1')).toEqual({
        sessions: 3,
        shots: 6,
        sums: {
          velocityCount: 6,
          velocitySum: 6 * 2800,
          velocitySquares: 6 * 2800 ** 2,
          minVelocity: 2800,
          maxVelocity: 2800,
          placedShots: 3,
          placedSumX: 1,
          placedSumY: 1,
        },
      });
      expect(sums.get('load-never-fired')).toEqual({
        sessions: 0,
        shots: 0,
        sums: {
          velocityCount: 0,
          velocitySum: 0,
          velocitySquares: 0,
          minVelocity: null,
          maxVelocity: null,
          placedShots: 0,
          placedSumX: 0,
          placedSumY: 0,
        },
      });
      expect(await assertSucceeds(completedRoundsByFirearm(db, 'alice', ['firearm-1']))).toEqual(
        new Map([['firearm-1', 6]]),
      );
      // The firearm's page: 'old' (1 shot) was shot before its cleaning, the active session counts none yet.
      expect(
        await assertSucceeds(firearmCompletedRounds(db, 'alice', { id: 'firearm-1', lastCleaned: '2026-11-01' })),
      ).toEqual({ logged: 6, sinceCleaned: 5 });
      expect(await firearmCompletedRounds(db, 'alice', { id: 'firearm-1', lastCleaned: null })).toEqual({
        logged: 6,
        sinceCleaned: 6,
      });
      expect(await firearmCompletedRounds(db, 'alice', { id: 'firearm-2', lastCleaned: '2026-11-01' })).toEqual({
        logged: 0,
        sinceCleaned: 0,
      });
    });

    it('ranks a group of 5 shots by its mean radius before any smaller group, on any target, and says so', async () => {
      await seedReferences();
      const db = alice();
      // Three shots 0.3 in apart at most: the smallest spread, but too few shots to rank by mean radius.
      await logSession(db, 'tight three', { date: '2026-11-20', targetDistance: 100 }, [
        shotAt(0, 0),
        shotAt(0.3, 0),
        shotAt(0, 0.3),
      ]);
      // On target 2 of a session: a cross of five, (±1, 0), (0, ±1) and the centre: spread 2, mean radius 0.8 in.
      const cross = [shotAt(1, 0), shotAt(-1, 0), shotAt(0, 1), shotAt(0, -1), shotAt(0, 0)];
      await logSession(db, 'two targets', { date: '2026-11-21', targetDistance: 300 }, [
        shotAt(5, 5),
        ...cross.map((values) => ({ ...values, target: 2 })),
      ]);
      // A wider cross of five on target 1 (mean radius 1.6 in): ranked, but after the first.
      await logSession(
        db,
        'wide cross',
        { date: '2026-11-22', targetDistance: 100 },
        cross.map((values) => ({ ...values, x: (values.x ?? 0) * 2, y: (values.y ?? 0) * 2 })),
      );
      const best = { inches: 2, kind: 'group', targetDistance: 300, meanRadius: 0.8, shots: 5 };
      const figures = await assertSucceeds(summaryFigures(db, 'alice', { first: '2026-10-26', last: '2026-11-25' }));
      expect(figures.bestGroup).toEqual(best);
      const rollups = await assertSucceeds(loadRollupsFromServer(db, 'alice', ['load-1']));
      expect(rollups.get('load-1')?.bestGroup).toEqual(best);
    });

    it('gives the closest shot, labelled so, where no session has a group', async () => {
      await seedReferences();
      const db = alice();
      await logSession(db, 'impacts', { date: '2026-11-23' }, [shotAt(null, null, 0.5), shotAt(null, null, 0.3)]);
      const figures = await summaryFigures(db, 'alice', { first: '2026-10-26', last: '2026-11-25' });
      expect(figures.bestGroup).toEqual({ inches: 0.3, kind: 'shot', targetDistance: null });
    });

    it('sums the lowest and highest velocity of different sessions', async () => {
      await seedReferences();
      const db = alice();
      const at = (velocity: number) => ({ ...shotAt(null, null), velocity });
      await logSession(db, 'slow', { date: '2026-11-20' }, [at(2790), at(2805)]);
      await logSession(db, 'fast', { date: '2026-11-21' }, [at(2800), at(2830)]);
      const byLoad = await completedLoadSumsFromServer(db, 'alice', ['load-1', 'load-2']);
      const load = byLoad.get('load-1');
      expect(load).toMatchObject({ sessions: 2, shots: 4 });
      expect(load?.sums).toMatchObject({ velocityCount: 4, velocitySum: 2790 + 2805 + 2800 + 2830 });
      expect(load?.sums).toMatchObject({ minVelocity: 2790, maxVelocity: 2830 });
    });

    it("refuses another user and an anonymous one alice's figures", async () => {
      await seedReferences();
      await logSession(alice(), 'impacts', { date: '2026-11-23' }, [shotAt(null, null, 0.5)]);
      const range = { first: '2026-10-26', last: '2026-11-25' };
      await assertFails(summaryFigures(bob(), 'alice', range));
      await assertFails(summaryFigures(anon(), 'alice', range));
      await assertFails(loadRollupsFromServer(bob(), 'alice', ['load-1']));
      await assertFails(completedLoadSumsFromServer(bob(), 'alice', ['load-1']));
      await assertFails(completedLoadSumsFromServer(anon(), 'alice', ['load-1']));
      await assertFails(completedRoundsByFirearm(anon(), 'alice', ['firearm-1']));
      await assertFails(firearmCompletedRounds(bob(), 'alice', { id: 'firearm-1', lastCleaned: '2026-11-01' }));
      await assertFails(firearmCompletedRounds(anon(), 'alice', { id: 'firearm-1', lastCleaned: null }));
    });
  });
});
