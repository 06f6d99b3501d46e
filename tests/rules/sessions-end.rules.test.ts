import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, getDoc, serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedStatisticsOf } from '@/domain/rollups';
import { shotSums } from '@/domain/sums';
import { deleteFirearm } from '@/features/firearms/firearms-api';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import { sessionSummaryRef } from '@/features/sessions/session-docs-api';
import { endSession, refreshStatistics, statisticsAreStale } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { summaryMatches } from '@/features/sessions/summaries';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  ALICES_FIREARM,
  ALICES_LOAD,
  completed,
  finalStatistics,
  ID,
  LOAD_ID,
  logShot,
  readSession,
  sessionRules,
  shot,
  shotValues,
  start,
  threeShots,
  update,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a session ended with its final statistics, and those statistics written again from
 * the shots once they are stale. Writes go through the app's api functions (see ../support/session-rules.ts);
 * hand-built payloads only for shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedReferences, seedSession, alicesView } = sessionRules(env);

/** The shot sums (domain/sums.ts) of threeShots: 2800, 2801 and 2802 fps, none placed. */
const threeShotSums = {
  velocitySum: 8403,
  velocitySquares: 2800 ** 2 + 2801 ** 2 + 2802 ** 2,
  minVelocity: 2800,
  maxVelocity: 2802,
  placedShots: 0,
  placedSumX: 0,
  placedSumY: 0,
};
/** Final statistics with the shot sums and velocity count of threeShots. */
const withSums = (totalShots: number) => ({ ...finalStatistics(totalShots), velocityCount: 3, ...threeShotSums });
const ending = (changes: DocumentData = {}): DocumentData => ({
  status: 'completed',
  statistics: finalStatistics(3),
  endedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

describe('shootingSession/{id} rules', () => {
  describe('(d) end (endSession)', () => {
    it('lets the owner end a session, completed at server time with statistics counting every shot', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const before = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => endSession(db, before)));
      const after = await readSession(db);
      expect(after.status).toBe('completed');
      expect(after.endedAt).toBeInstanceOf(Date);
      expect(after.statistics).toEqual(storedStatisticsOf(before));
      expect(after.statistics.totalShots).toBe(3);
    });

    it('lets the owner end a session with no shots and empty statistics', async () => {
      await seedSession();
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toEqual({
        ...EMPTY_STATISTICS,
        groupMeanRadius: null,
        groupShots: null,
        ...shotSums([]),
      });
    });

    it('lets the owner end a session with an excluded shot, the statistics leaving it out', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(2).id]: 'flier' } });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toMatchObject({
        totalShots: 3,
        averageVelocity: 2801,
        bestGroup: 0.5,
      });
    });

    it('lets the owner end a session whose load and firearm were deleted', async () => {
      await seedReferences();
      const db = alice();
      await start(db);
      await logShot(db, await readSession(db));
      await serverAnswer(db, () => deleteLoadDevelopment(db, ALICES_LOAD));
      await serverAnswer(db, () => deleteFirearm(db, ALICES_FIREARM));
      expect((await getDoc(doc(db, `loadDevelopment/${LOAD_ID}`))).exists()).toBe(false);
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).status).toBe('completed');
    });

    it('denies an end from a view another device appended a shot to meanwhile; ended again, it counts every shot', async () => {
      await seedSession({ shots: threeShots });
      const stale = await alicesView();
      await logShot(alice(), stale);
      await assertFails(serverAnswer(alice(), (db) => endSession(db, stale)));
      expect((await alicesView()).status).toBe('active');
      await assertSucceeds(serverAnswer(alice(), async (db) => endSession(db, await alicesView())));
      const after = await alicesView();
      expect(after.shots).toHaveLength(4);
      expect(after.statistics.totalShots).toBe(4);
    });

    it("denies a second end that would change a completed session's statistics", async () => {
      await seedSession({ ...completed(), statistics: { ...finalStatistics(3), averageVelocity: 1 } });
      await assertFails(serverAnswer(alice(), async (db) => endSession(db, await alicesView())));
    });

    it('denies the repeat of an end the server already applied: the end time stays (the journal finds it landed)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const active = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => endSession(db, active)));
      const ended = await readSession(db);
      await assertFails(serverAnswer(db, () => endSession(db, active)));
      expect(await readSession(db)).toEqual(ended);
    });

    it("denies another user ending alice's session", async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => endSession(db, session)));
    });

    it('denies an anonymous user ending the session', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => endSession(db, session)));
    });

    it('stores the count of velocities with the final statistics, what a list needs for the SD interval', async () => {
      await seedSession({ shots: [...threeShots, shot(3, { velocity: null })] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toMatchObject({ totalShots: 4, velocityCount: 3 });
      expect((await getDoc(doc(db, `sessionSummary/${ID}`))).data()?.statistics.velocityCount).toBe(3);
    });

    it('ends with the statistics of every shot this device logged, though the page had not yet drawn the last', async () => {
      await seedSession({ shots: threeShots.slice(0, 2) });
      const db = alice();
      // The page's view: two shots. A third is logged, and End tapped before the page draws it again.
      const drawn = await readSession(db);
      await assertSucceeds(
        serverAnswer(db, async () => {
          appendShot(db, drawn, shotValues({ velocity: 2802 }));
          await endSession(db, drawn);
        }),
      );
      const after = await readSession(db);
      expect(after.shots).toHaveLength(3);
      expect(after.statistics).toMatchObject({ totalShots: 3, velocityCount: 3, velocitySum: 8403 });
      expect(statisticsAreStale(after)).toBe(false);
    });

    it("stores the counted shots' sums with the final statistics, what a load's figures pool", async () => {
      const placed = [shot(0, { x: 1, y: -0.5 }), shot(1, { x: 0.5, y: 0.25 }), shot(2)];
      const withPlaces = placed.map((item, n) => (n < 2 ? { ...item, impact: Math.hypot(item.x, item.y) } : item));
      await seedSession({ shots: [...withPlaces, shot(3, { velocity: null })] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      const expected = { ...threeShotSums, placedShots: 2, placedSumX: 1.5, placedSumY: -0.25 };
      expect((await readSession(db)).statistics).toMatchObject(expected);
      expect((await getDoc(doc(db, `sessionSummary/${ID}`))).data()?.statistics).toMatchObject(expected);
    });

    it('denies reopening a completed session', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { status: 'active', endedAt: null, updatedAt: serverTimestamp() }));
    });

    it.each<[string, DocumentData]>([
      ['a client-chosen endedAt', { endedAt: Timestamp.now() }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['a negative standard deviation', { statistics: { ...finalStatistics(3), standardDeviation: -1 } }],
      ['statistics missing a key', { statistics: { totalShots: 3 } }],
      ['statistics with an extra key', { statistics: { ...finalStatistics(3), medianVelocity: 2801 } }],
      ['a shot sum without the others', { statistics: { ...finalStatistics(3), velocityCount: 3, minVelocity: 2800 } }],
      [
        'shot sums without velocityCount',
        { statistics: (({ velocityCount: _n, ...rest }) => rest)({ ...finalStatistics(3), ...threeShotSums }) },
      ],
      ['a fractional velocity sum', { statistics: { ...withSums(3), velocitySum: 8403.5 } }],
      ['a lowest velocity above the highest', { statistics: { ...withSums(3), minVelocity: 2803 } }],
      ['a lowest velocity with no velocity counted', { statistics: { ...withSums(3), velocityCount: 0 } }],
      ['more placed shots than shots', { statistics: { ...withSums(3), placedShots: 4 } }],
      ['a placed sum given as text', { statistics: { ...withSums(3), placedSumX: '1.5' } }],
      ['a fractional shot count', { statistics: { ...finalStatistics(3), totalShots: 2.5 } }],
      ['more velocities than shots', { statistics: { ...finalStatistics(3), velocityCount: 4 } }],
      ['a negative velocity count', { statistics: { ...finalStatistics(3), velocityCount: -1 } }],
      ['a velocity count given as text', { statistics: { ...finalStatistics(3), velocityCount: '3' } }],
      ['the status finished', { status: 'finished' }],
      ['a new name', { sessionName: 'Renamed' }],
      ['a shot appended', { shots: arrayUnion(shot(3)) }],
      ['a shot excluded', { [`exclusions.${shot(0).id}`]: 'cold-bore' }],
    ])('denies ending a session with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(changes)));
    });
  });

  describe('(h) statistics written again from the shots (refreshStatistics, when they are stale)', () => {
    it('writes a completed session’s statistics again from its shots, and its summary with them, once they are stale', async () => {
      // Ended offline with two shots while a third was added on another device.
      await seedSession(completed({ statistics: finalStatistics(2) }));
      const stale = await alicesView();
      expect(statisticsAreStale(stale)).toBe(true);
      await assertSucceeds(serverAnswer(alice(), (db) => refreshStatistics(db, stale)));
      const after = await alicesView();
      expect(after.statistics).toEqual(storedStatisticsOf(after));
      expect(after.statistics.totalShots).toBe(3);
      expect(statisticsAreStale(after)).toBe(false);
      const summary = (await getDoc(sessionSummaryRef(alice(), ID))).data();
      expect(summaryMatches(after, summary)).toBe(true);
    });

    it('sees statistics that leave out an exclusion another device made as stale, and writing them again counts it', async () => {
      // Two devices excluding at once: the exclusion of shot 1 landed, the statistics written last count all three.
      await seedSession(
        completed({
          statistics: { ...finalStatistics(3), ...threeShotSums },
          exclusions: { [threeShots[0]!.id]: 'flier' },
        }),
      );
      const behind = await alicesView();
      expect(statisticsAreStale(behind)).toBe(true);
      await assertSucceeds(serverAnswer(alice(), (db) => refreshStatistics(db, behind)));
      const mended = await alicesView();
      expect(mended.statistics).toMatchObject({ totalShots: 3, velocityCount: 2, minVelocity: 2801 });
      expect(statisticsAreStale(mended)).toBe(false);
    });

    it('denies statistics that do not count every shot the session holds', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { statistics: finalStatistics(2), updatedAt: serverTimestamp() }));
    });

    it('denies it on an active session, with shots changing along, or with a client-chosen time', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { statistics: finalStatistics(3), updatedAt: serverTimestamp() }));
      await seedSession(completed({ statistics: finalStatistics(2) }));
      await assertFails(
        update(alice(), {
          statistics: finalStatistics(2),
          shots: threeShots.slice(0, 2),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(update(alice(), { statistics: finalStatistics(3), updatedAt: Timestamp.now() }));
    });

    it("denies another user writing alice's statistics", async () => {
      await seedSession(completed({ statistics: finalStatistics(2) }));
      await assertFails(update(bob(), { statistics: finalStatistics(3), updatedAt: serverTimestamp() }));
    });
  });
});
