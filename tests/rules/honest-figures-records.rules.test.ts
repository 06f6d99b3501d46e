import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import {
  completedSession,
  end,
  exclude,
  honestFiguresRules,
  PATH,
  shot,
  statisticsOf,
  storedSession,
  STORED_AT,
  SUMMARY_PATH,
  threeShots,
} from '../support/honest-figures-rules';
import { seedDoc, summaryOf, useRulesTestEnv } from '../support/rules-env';

/*
 * Honest figures, the records they count: a summary exists exactly when its session does, exclusions are of
 * the session's shots, and nothing is created once an account's deletion starts (see
 * ../support/honest-figures-rules.ts for how the writes are built).
 */

const env = useRulesTestEnv();
const { alice, seedReferences, seedPair } = honestFiguresRules(env);

/** Alice's profile; `deleting`: marked as markDeletion marks an account deletion under way. */
const seedProfile = (deleting = false) =>
  seedDoc(env(), 'users/alice', {
    displayName: 'Alice',
    email: 'alice@example.com',
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
    ...(deleting ? { deletionRequestedAt: STORED_AT } : {}),
  });

describe('a summary exists exactly when its session does, with its times', () => {
  const start = () => storedSession({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

  it('lets the owner start a session with its summary in one batch (startOps)', async () => {
    await seedReferences();
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, PATH), start());
    batch.set(doc(db, SUMMARY_PATH), summaryOf(start()));
    await assertSucceeds(batch.commit());
  });

  it('denies a session created without its summary (it would count in no figure)', async () => {
    await seedReferences();
    await assertFails(setDoc(doc(alice(), PATH), start()));
  });

  it('denies a summary without its session', async () => {
    await seedReferences();
    await assertFails(setDoc(doc(alice(), SUMMARY_PATH), summaryOf(storedSession())));
  });

  it('lets the owner delete a session with its summary in one batch (deleteSession)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, PATH));
    batch.delete(doc(db, SUMMARY_PATH));
    await assertSucceeds(batch.commit());
  });

  it('denies deleting a session without its summary (the summary would go on counting)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    const db = alice();
    await assertFails(deleteDoc(doc(db, PATH)));
  });

  it('denies deleting a summary alone (its session would drop out of every figure)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    await assertFails(deleteDoc(doc(alice(), SUMMARY_PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), 'sessionSummary/never-was')));
  });

  it('denies a summary claiming a createdAt in the year 2100, or an end time', async () => {
    await seedReferences();
    await seedPair(completedSession());
    const excluded = { [threeShots[0]!.id]: 'flier' };
    const statistics = statisticsOf(threeShots, excluded);
    const in2100 = Timestamp.fromDate(new Date('2100-01-01T00:00:00Z'));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { createdAt: in2100 }));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { endedAt: in2100 }));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { endedAt: null }));
    // The times the summary holds, kept as the app keeps them.
    await assertSucceeds(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it('denies a summary whose createdAt is not its session’s to the microsecond (a millisecond off, the write’s own time)', async () => {
    await seedReferences();
    await seedPair(completedSession());
    const statistics = statisticsOf(threeShots, { [threeShots[0]!.id]: 'flier' });
    const aMillisecondOff = Timestamp.fromMillis(STORED_AT.toMillis() - 1);
    await assertFails(
      exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { createdAt: aMillisecondOff }),
    );
    await assertFails(
      exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { createdAt: serverTimestamp() }),
    );
  });

  it('gives an import’s end summary the session’s times, not its own batch’s', async () => {
    await seedReferences();
    const active = storedSession({ shots: threeShots });
    await seedPair(active);
    await assertFails(end(alice(), active, statisticsOf(threeShots), { createdAt: serverTimestamp() }));
    await assertFails(end(alice(), active, statisticsOf(threeShots), { endedAt: null }));
    await assertSucceeds(end(alice(), active, statisticsOf(threeShots)));
  });
});

describe('an exclusion key is a shot’s id', () => {
  it('denies a key of 1,400 characters', async () => {
    await seedReferences();
    await seedPair(storedSession({ shots: threeShots }));
    await assertFails(
      updateDoc(doc(alice(), PATH), { [`exclusions.${'x'.repeat(1400)}`]: 'other', updatedAt: serverTimestamp() }),
    );
  });

  it('denies a key that is not the id of one of the session’s shots, though it has shots left to exclude', async () => {
    await seedReferences();
    await seedPair(storedSession({ shots: threeShots }));
    const [first] = threeShots;
    for (const key of ['not-a-shot', shot(3).id, `${first!.id}x`])
      await assertFails(
        updateDoc(doc(alice(), PATH), { [`exclusions.${key}`]: 'other', updatedAt: serverTimestamp() }),
      );
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), { [`exclusions.${first!.id}`]: 'other', updatedAt: serverTimestamp() }),
    );
  });

  it('denies excluding a shot once it has been removed, and lets its exclusion be removed', async () => {
    await seedReferences();
    const removed = threeShots[2]!;
    await seedPair(storedSession({ shots: threeShots, exclusions: { [removed.id]: 'flier' } }));
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), {
        shots: arrayRemove(removed),
        shotIds: arrayRemove(removed.id),
        updatedAt: serverTimestamp(),
      }),
    );
    // A removed shot's exclusion may stay behind and be taken out; once out, it cannot come back.
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), { [`exclusions.${removed.id}`]: deleteField(), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(alice(), PATH), { [`exclusions.${removed.id}`]: 'flier', updatedAt: serverTimestamp() }),
    );
  });
});

describe('once an account’s deletion starts, no device creates anything for it', () => {
  const stamps = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  const firearm = () => ({ ...firearmFixtures.tikka, userId: 'alice', ...stamps() });
  const load = () => ({ ...loadFixtures.creedmoorMatch, status: 'Planning', userId: 'alice', ...stamps() });
  const startBatch = (db: Firestore) => {
    const batch = writeBatch(db);
    const start = storedSession(stamps());
    batch.set(doc(db, PATH), start);
    batch.set(doc(db, SUMMARY_PATH), summaryOf(start));
    return batch.commit();
  };

  it('lets the owner create records while no deletion is under way', async () => {
    await seedReferences();
    await seedProfile();
    await assertSucceeds(setDoc(doc(alice(), 'firearms/firearm-2'), firearm()));
    await assertSucceeds(setDoc(doc(alice(), 'loadDevelopment/load-2'), load()));
    await assertSucceeds(startBatch(alice()));
  });

  it('denies another device creating a firearm, a load or a session once the profile is marked', async () => {
    await seedReferences();
    await seedProfile(true);
    await assertFails(setDoc(doc(alice(), 'firearms/firearm-2'), firearm()));
    await assertFails(setDoc(doc(alice(), 'loadDevelopment/load-2'), load()));
    await assertFails(startBatch(alice()));
  });

  it('lets the deletion delete sessions before their summaries (one collection after the other)', async () => {
    await seedReferences();
    await seedProfile(true);
    await seedPair(completedSession());
    await assertSucceeds(deleteDoc(doc(alice(), PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), SUMMARY_PATH)));
  });
});
