import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteShot } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  appending,
  completed,
  excluding,
  newSession,
  PATH,
  sessionRules,
  shot,
  shotIds,
  threeShots,
  update,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a write sent again (another device, or a retry) once the server already has it.
 * Writes go through the app's api functions (see ../support/session-rules.ts); hand-built payloads only for
 * shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, seedSession, alicesView } = sessionRules(env);

describe('shootingSession/{id} rules', () => {
  describe('(f) the repeat of a write the server already has', () => {
    it('lets a second device remove the shot the first already removed (nothing changes)', async () => {
      await seedSession({ shots: threeShots });
      const stale = await alicesView();
      await serverAnswer(alice(), (db) => deleteShot(db, stale, stale.shots[2]!));
      await assertSucceeds(serverAnswer(alice(), (db) => deleteShot(db, stale, stale.shots[2]!)));
      expect(shotIds((await alicesView()).shots)).toEqual([shot(0).id, shot(1).id]);
    });

    it('denies the create sent again over its session, before or after shots were logged (a create never overwrites)', async () => {
      await seedSession();
      await assertFails(setDoc(doc(alice(), PATH), newSession()));
      await seedSession({ shots: threeShots });
      await assertFails(setDoc(doc(alice(), PATH), newSession()));
      expect((await alicesView()).shots).toHaveLength(3);
    });

    it('lets an append be re-applied once the server has it (nothing changes)', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), appending(threeShots[2]!)));
      expect((await alicesView()).shots).toHaveLength(3);
    });

    it('lets a completed session take the repeat of an exclusion it holds', async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'flier' } }));
      await assertSucceeds(update(alice(), excluding(shot(2).id, 'flier')));
    });

    it('denies a repeat with a client-chosen updatedAt', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { updatedAt: Timestamp.now() }));
    });

    it("denies another user touching alice's session", async () => {
      await seedSession(completed());
      await assertFails(update(bob(), { updatedAt: serverTimestamp() }));
    });
  });
});
