import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const anon = () => env().unauthenticatedContext().firestore();

const newProfile = () => ({
  displayName: 'Alice Archer',
  email: 'alice@example.com',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
const storedProfile = {
  displayName: 'Alice Archer',
  email: 'alice@example.com',
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
};
/** A profile whose account's deletion is under way. */
const markedProfile = { ...storedProfile, deletionRequestedAt: Timestamp.fromMillis(1_700_000_100_000) };

describe('users/{uid} rules', () => {
  describe('create', () => {
    it('lets a user create their own profile with server timestamps', async () => {
      await assertSucceeds(setDoc(doc(alice(), 'users/alice'), newProfile()));
    });

    it("denies creating another user's profile", async () => {
      await assertFails(setDoc(doc(bob(), 'users/alice'), newProfile()));
    });

    it('denies an anonymous create', async () => {
      await assertFails(setDoc(doc(anon(), 'users/alice'), newProfile()));
    });

    it('denies a profile with an unknown key', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), role: 'admin' }));
    });

    it('denies a profile with a wrong type', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), displayName: 42 }));
    });

    it('denies a profile with a missing key', async () => {
      const { email: _omitted, ...withoutEmail } = newProfile();
      await assertFails(setDoc(doc(alice(), 'users/alice'), withoutEmail));
    });

    it('denies an empty display name', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), displayName: '' }));
    });

    it("denies a profile naming an address that is not the account's (someone else's)", async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), email: 'bob@example.com' }));
    });

    it("denies a profile with the account's address in other letter case", async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), email: 'Alice@Example.com' }));
    });

    it('denies a profile with an empty email', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), email: '' }));
    });

    it('denies a profile from an account that has no email', async () => {
      const noEmail = env().authenticatedContext('alice').firestore();
      await assertFails(setDoc(doc(noEmail, 'users/alice'), newProfile()));
    });

    it('denies a client-chosen createdAt', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), createdAt: Timestamp.fromMillis(0) }));
    });

    it('denies a client-chosen updatedAt', async () => {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), updatedAt: Timestamp.now() }));
    });
  });

  describe('read', () => {
    it('lets a user read their own profile', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    });

    it('lets a user ask for their own profile before it exists', async () => {
      await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    });

    it('denies another user reading a profile', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(getDoc(doc(bob(), 'users/alice')));
    });

    it('denies an anonymous read', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(getDoc(doc(anon(), 'users/alice')));
    });

    it('denies listing profiles, even to a signed-in user', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(getDocs(collection(alice(), 'users')));
    });
  });

  describe('update', () => {
    it('lets a user change their display name', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertSucceeds(
        updateDoc(doc(alice(), 'users/alice'), { displayName: 'Alice B. Archer', updatedAt: serverTimestamp() }),
      );
    });

    it("denies changing the email to an address that is not the account's", async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), { email: 'ceo@bank.example', updatedAt: serverTimestamp() }),
      );
    });

    it("lets a user bring the email back to the account's after the account's address changed", async () => {
      await seedDoc(env(), 'users/alice', { ...storedProfile, email: 'alice@old.example' });
      await assertSucceeds(
        updateDoc(doc(alice(), 'users/alice'), { email: 'alice@example.com', updatedAt: serverTimestamp() }),
      );
    });

    it('denies an update without a server updatedAt', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(alice(), 'users/alice'), { displayName: 'Alice B. Archer' }));
    });

    it('denies rewriting createdAt', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      );
    });

    it('denies adding an unknown key', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(alice(), 'users/alice'), { role: 'admin', updatedAt: serverTimestamp() }));
    });

    it('denies another user writing the profile', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(bob(), 'users/alice'), { displayName: 'Mallory', updatedAt: serverTimestamp() }));
    });

    it('denies an anonymous write', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(
        updateDoc(doc(anon(), 'users/alice'), { displayName: 'Mallory', updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('delete (deleting the account)', () => {
    it('lets a user delete their own profile', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      const db = alice();
      await assertSucceeds(deleteDoc(doc(db, 'users/alice')));
      expect((await getDoc(doc(db, 'users/alice'))).exists()).toBe(false);
    });

    it('lets a user delete their own profile while its deletion is marked', async () => {
      await seedDoc(env(), 'users/alice', markedProfile);
      await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
    });

    it('accepts deleting a profile that is already gone (a no-op, never refused)', async () => {
      await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
    });

    it("denies another user deleting alice's profile", async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(deleteDoc(doc(bob(), 'users/alice')));
    });

    it('denies an anonymous delete', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(deleteDoc(doc(anon(), 'users/alice')));
    });
  });

  describe('the deletion mark (deletionRequestedAt)', () => {
    const mark = () => ({ deletionRequestedAt: serverTimestamp(), updatedAt: serverTimestamp() });

    it('lets a user mark their profile for deletion at server time', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), mark()));
    });

    it('lets a user mark it again (a second attempt after an interrupted one)', async () => {
      await seedDoc(env(), 'users/alice', markedProfile);
      await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), mark()));
    });

    it('lets a user create a missing profile already marked, at server time', async () => {
      await assertSucceeds(
        setDoc(doc(alice(), 'users/alice'), { ...newProfile(), deletionRequestedAt: serverTimestamp() }),
      );
    });

    it('lets a marked profile change its display name, the mark kept', async () => {
      await seedDoc(env(), 'users/alice', markedProfile);
      await assertSucceeds(
        updateDoc(doc(alice(), 'users/alice'), { displayName: 'Alice B. Archer', updatedAt: serverTimestamp() }),
      );
    });

    it('denies a mark with a client-chosen time', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), { deletionRequestedAt: Timestamp.now(), updatedAt: serverTimestamp() }),
      );
    });

    it('denies a mark that is not a time', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), { deletionRequestedAt: true, updatedAt: serverTimestamp() }),
      );
    });

    it('denies creating a profile marked with a client-chosen time', async () => {
      await assertFails(
        setDoc(doc(alice(), 'users/alice'), { ...newProfile(), deletionRequestedAt: Timestamp.fromMillis(0) }),
      );
    });

    it('denies removing the mark once set', async () => {
      await seedDoc(env(), 'users/alice', markedProfile);
      await assertFails(
        updateDoc(doc(alice(), 'users/alice'), { deletionRequestedAt: deleteField(), updatedAt: serverTimestamp() }),
      );
    });

    it("denies another user marking alice's profile", async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(bob(), 'users/alice'), mark()));
    });

    it('denies an anonymous mark', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(anon(), 'users/alice'), mark()));
    });
  });

  it('denies any other field on a profile, such as the mark of a migration that no longer exists', async () => {
    await seedDoc(env(), 'users/alice', storedProfile);
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { summariesCheckedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...newProfile(), summariesCheckedAt: serverTimestamp() }));
  });
});
