import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayRemove, deleteField, serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedStatisticsOf } from '@/domain/rollups';
import { EMPTY_STATISTICS, EXCLUSION_REASONS } from '@/features/sessions/schema';
import { statisticsAreStale } from '@/features/sessions/session-writes-api';
import { setShotExclusion } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  completed,
  excluding,
  finalStatistics,
  readSession,
  sessionRules,
  shot,
  threeShots,
  update,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a shot excluded from the statistics or included again. Writes go through the app's
 * api functions (see ../support/session-rules.ts); hand-built payloads only for shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedSession, alicesView } = sessionRules(env);

describe('shootingSession/{id} rules', () => {
  describe('(c) exclude or include a shot (setShotExclusion)', () => {
    it('stores statistics leaving out both shots of two exclusions made in quick succession on one view', async () => {
      await seedSession(completed());
      const db = alice();
      // The second tap comes before the page has drawn the first: its statistics must still know the first.
      const drawn = await readSession(db);
      await assertSucceeds(
        serverAnswer(db, async () => {
          await setShotExclusion(db, drawn, shot(0).id, 'cold-bore');
          await setShotExclusion(db, drawn, shot(2).id, 'flier');
        }),
      );
      const after = await readSession(db);
      expect(after.exclusions).toEqual({ [shot(0).id]: 'cold-bore', [shot(2).id]: 'flier' });
      expect(after.statistics).toMatchObject({ totalShots: 3, velocityCount: 1, velocitySum: 2801 });
      expect(statisticsAreStale(after)).toBe(false);
    });

    it.each(EXCLUSION_REASONS)('lets the owner exclude a shot of an active session as %s', async (reason) => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(
        serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, reason)),
      );
      const session = await readSession(db);
      expect(session.exclusions).toEqual({ [shot(1).id]: reason });
      expect(session.statistics).toEqual(EMPTY_STATISTICS);
    });

    it('lets the owner include an excluded shot again', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier', [shot(2).id]: 'other' } });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, null)));
      expect((await readSession(db)).exclusions).toEqual({ [shot(2).id]: 'other' });
    });

    it("lets the owner change an excluded shot's reason", async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier' } });
      const db = alice();
      await assertSucceeds(
        serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, 'chronograph-error')),
      );
    });

    it('lets the owner exclude a shot of a completed session, its stored statistics following', async () => {
      await seedSession(completed());
      const db = alice();
      const before = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => setShotExclusion(db, before, shot(2).id, 'flier')));
      const after = await readSession(db);
      expect(after.statistics).toEqual(storedStatisticsOf({ ...before, exclusions: { [shot(2).id]: 'flier' } }));
      expect(after.statistics.totalShots).toBe(3);
      expect(after.shots).toEqual(before.shots);
    });

    it('lets the owner include a shot of a completed session again', async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'cold-bore' } }));
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(2).id, null)));
      expect((await readSession(db)).exclusions).toEqual({});
    });

    it('lets a second device repeat an exclusion the first already made (nothing changes)', async () => {
      await seedSession(completed());
      const stale = await alicesView();
      const first = alice();
      await serverAnswer(first, () => setShotExclusion(first, stale, shot(2).id, 'flier'));
      await assertSucceeds(serverAnswer(alice(), (db) => setShotExclusion(db, stale, shot(2).id, 'flier')));
    });

    it('lets the owner exclude a shot when 499 are excluded already', async () => {
      const shots = Array.from({ length: 500 }, (_unused, n) => shot(n));
      const many = Object.fromEntries(shots.slice(1).map((item) => [item.id, 'other']));
      await seedSession({ shots, exclusions: many });
      await assertSucceeds(
        serverAnswer(alice(), async (db) => setShotExclusion(db, await alicesView(), shot(0).id, 'flier')),
      );
    });

    it('denies a 501st exclusion', async () => {
      const many = Object.fromEntries(Array.from({ length: 500 }, (_unused, n) => [`gone-${n}`, 'other']));
      await seedSession({ shots: threeShots, exclusions: many });
      await assertFails(
        serverAnswer(alice(), async (db) => setShotExclusion(db, await alicesView(), shot(0).id, 'flier')),
      );
    });

    it("denies another user excluding a shot of alice's session", async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => setShotExclusion(db, session, shot(0).id, 'flier')));
    });

    it('denies an anonymous user excluding a shot', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => setShotExclusion(db, session, shot(0).id, 'flier')));
    });

    it.each<[string, unknown]>([
      ['the reason wind', 'wind'],
      ['a capitalised reason', 'Flier'],
      ['a null reason', null],
      ['a reason given as a number', 1],
    ])('denies excluding a shot with %s', async (_what, reason) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), excluding(shot(0).id, reason)));
    });

    it('denies excluding two shots at once', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...excluding(shot(0).id, 'flier'), [`exclusions.${shot(1).id}`]: 'other' }));
    });

    it('denies excluding one shot and including another at once', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'other' } });
      await assertFails(
        update(alice(), { ...excluding(shot(0).id, 'flier'), [`exclusions.${shot(1).id}`]: deleteField() }),
      );
    });

    it('denies replacing the exclusions with something that is not a map', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { exclusions: 'flier', updatedAt: serverTimestamp() }));
    });

    // Without an exclusion change, statistics change only as a refresh (h): counting every shot held.
    it("denies changing a completed session's statistics without an exclusion change, unless they count its shots", async () => {
      await seedSession(completed());
      await assertFails(
        update(alice(), { statistics: { ...finalStatistics(4), averageVelocity: 2700 }, updatedAt: serverTimestamp() }),
      );
    });

    it("denies changing a completed session's statistics with an exclusion that is already stored, unless they count its shots", async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'flier' } }));
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', { statistics: { ...finalStatistics(2), averageVelocity: 2700 } }),
        ),
      );
    });

    it('denies an exclusion with statistics of a bad shape', async () => {
      await seedSession(completed());
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', { statistics: { ...finalStatistics(3), standardDeviation: -1 } }),
        ),
      );
    });

    it("denies an exclusion that also rewrites a completed session's shots", async () => {
      await seedSession(completed());
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', {
            shots: [threeShots[0], threeShots[1], { ...threeShots[2], velocity: 2750 }],
          }),
        ),
      );
    });

    it("denies an exclusion that also removes a completed session's shot", async () => {
      await seedSession(completed());
      await assertFails(update(alice(), excluding(shot(2).id, 'flier', { shots: arrayRemove(threeShots[2]) })));
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Flier called.' }],
      ['reopening the session', { status: 'active' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies an exclusion and %s in one write', async (_what, changes) => {
      await seedSession(completed());
      await assertFails(update(alice(), excluding(shot(2).id, 'flier', changes)));
    });
  });
});
