import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteShot, undoLastShot } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  completed,
  readSession,
  removing,
  sessionRules,
  shot,
  shotIds,
  threeShots,
  update,
  withIds,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a shot removed (deleteShot, undoLastShot), and every other shape of removal refused.
 * Writes go through the app's api functions (see ../support/session-rules.ts); hand-built payloads only for
 * shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedSession, alicesView } = sessionRules(env);

describe('shootingSession/{id} rules', () => {
  describe('(b) remove a shot (deleteShot, undoLastShot)', () => {
    it('lets the owner delete a shot from the middle, the others staying in order', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[1]!)));
      expect(shotIds((await readSession(db)).shots)).toEqual([shot(0).id, shot(2).id]);
    });

    it('lets the owner undo the last shot', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => undoLastShot(db, await readSession(db))));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801]);
    });

    it('lets the owner undo the only shot, leaving none', async () => {
      await seedSession({ shots: [shot(0)] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => undoLastShot(db, await readSession(db))));
      expect((await readSession(db)).shots).toEqual([]);
    });

    it('lets the owner delete a shot from a session of 500', async () => {
      await seedSession({ shots: Array.from({ length: 500 }, (_unused, n) => shot(n)) });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[250]!)));
      expect((await readSession(db)).shots).toHaveLength(499);
    });

    it('lets the owner delete an excluded shot', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier' } });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies deleting a shot of a completed session', async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(alice(), (db) => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies undoing the last shot of a completed session', async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(alice(), (db) => undoLastShot(db, session)));
    });

    it("denies another user deleting a shot of alice's session", async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies an anonymous user undoing a shot', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => undoLastShot(db, session)));
    });

    it('denies removing two shots at once', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...removing(threeShots[1], threeShots[2]), updatedAt: serverTimestamp() }));
    });

    it('denies removing a shot and reordering the rest', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...withIds([threeShots[2], threeShots[0]]), updatedAt: serverTimestamp() }));
    });

    it('denies removing a shot and editing another', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), {
          ...withIds([{ ...threeShots[0], velocity: 2900 }, threeShots[1]]),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies replacing a shot with another (one out, one in)', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { ...withIds([threeShots[0], threeShots[1], shot(3)]), updatedAt: serverTimestamp() }),
      );
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Wind picked up.' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies removing a shot and %s in one write', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...removing(threeShots[2]), updatedAt: serverTimestamp(), ...changes }));
    });
  });
});
