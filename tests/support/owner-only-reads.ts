import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { apiDb, seedDoc } from './rules-env';

type OwnerOnlyReads = {
  env: () => RulesTestEnvironment;
  collectionName: string;
  /** Alice's seeded document's id. */
  id: string;
  /** How the tests name one record and several: "load", "loads". */
  noun: string;
  plural: string;
  /** The document as stored, with the given changes (used for alice's and bob's). */
  stored: (changes?: DocumentData) => DocumentData;
  /** A field of alice's document and its value, read back to show the read worked. */
  field: string;
  value: unknown;
  /** The app's list queries for the user (from the feature's api), each named: "userSessionsQuery". */
  appQueries: Record<string, (db: Firestore, userId: string) => Query<unknown>>;
};

/**
 * The get and list matrix every per-user collection shares: only the owner reads, a missing
 * document can be asked about when signed in, and a list must filter on userId.
 */
export function describeOwnerOnlyReads({
  env,
  collectionName,
  id,
  noun,
  plural,
  stored,
  field,
  value,
  appQueries,
}: OwnerOnlyReads) {
  const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
  const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
  const anon = () => env().unauthenticatedContext().firestore();
  const path = `${collectionName}/${id}`;
  const seed = () => seedDoc(env(), path, stored());
  const alices = (db: ReturnType<typeof alice>) =>
    query(collection(db, collectionName), where('userId', '==', 'alice'));

  describe('get', () => {
    it(`lets the owner read their ${noun}`, async () => {
      await seed();
      const snapshot = await assertSucceeds(getDoc(doc(alice(), path)));
      expect(snapshot.get(field)).toBe(value);
    });

    it(`denies another user reading the ${noun}`, async () => {
      await seed();
      await assertFails(getDoc(doc(bob(), path)));
    });

    it('denies an anonymous read', async () => {
      await seed();
      await assertFails(getDoc(doc(anon(), path)));
    });

    it(`lets a signed-in user ask for a missing ${noun} and learn it does not exist`, async () => {
      const snapshot = await assertSucceeds(getDoc(doc(alice(), `${collectionName}/missing`)));
      expect(snapshot.exists()).toBe(false);
    });

    it(`denies an anonymous read of a missing ${noun}`, async () => {
      await assertFails(getDoc(doc(anon(), `${collectionName}/missing`)));
    });
  });

  describe('list', () => {
    it(`lets the owner list their ${plural}, and only theirs`, async () => {
      await seed();
      await seedDoc(env(), `${collectionName}/bobs`, stored({ userId: 'bob' }));
      const snapshot = await assertSucceeds(getDocs(alices(alice())));
      expect(snapshot.docs.map((found) => found.id)).toEqual([id]);
    });

    it.each(Object.entries(appQueries))("lets the owner run the app's query %s", async (_name, appQuery) => {
      await seed();
      const snapshot = await assertSucceeds(getDocs(appQuery(apiDb(env().authenticatedContext('alice')), 'alice')));
      expect(snapshot.docs.map((found) => found.id)).toEqual([id]);
    });

    it.each(Object.entries(appQueries))(
      "denies another user and an anonymous one the app's query %s for alice",
      async (_name, appQuery) => {
        await seed();
        await assertFails(getDocs(appQuery(apiDb(env().authenticatedContext('bob')), 'alice')));
        await assertFails(getDocs(appQuery(apiDb(env().unauthenticatedContext()), 'alice')));
      },
    );

    it('denies a list without the userId filter, even to the owner', async () => {
      await seed();
      await assertFails(getDocs(collection(alice(), collectionName)));
    });

    it(`denies another user listing alice's ${plural}`, async () => {
      await seed();
      await assertFails(getDocs(alices(bob())));
    });

    it(`denies an anonymous list of alice's ${plural}`, async () => {
      await seed();
      await assertFails(getDocs(alices(anon())));
    });
  });
}
