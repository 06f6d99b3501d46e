import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { onHand, type ComponentKind } from '@/domain/inventory';
import { loadBatch, loadBatchesQuery, type BatchChoice } from '@/features/inventory/batches-api';
import { loadFixtures } from '@/features/loads/fixtures';
import { KINDS, seedInventory, STORED_AT } from '../support/inventory-rules';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedAlicesLoadAndFirearm, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const LOAD = { id: 'load-1', name: '6.5 CM 140 ELD-M / H4350' };
const LOTS = { powder: 'lot-powder', primer: 'lot-primer', bullet: 'lot-bullet', brass: 'lot-brass' };
const NO_LOTS = { powder: null, primer: null, bullet: null, brass: null };
const CHOICE: BatchChoice = { date: '2026-11-20', rounds: 50, charge: 41.5, lots: LOTS, notes: '' };
const BATCH = 'batch-1';
const AT = new Date(Date.UTC(2026, 10, 20, 18, 0));

/** Loads a batch through the app's api, answered by the server. */
const load = (db: Firestore, choice: BatchChoice = CHOICE, batchId = BATCH) =>
  serverAnswer(db, () => loadBatch(db, 'alice', LOAD, choice, AT, batchId));

/** A batch as loadBatch writes it (50 rounds at 41.5 gr from alice's four lots), with the given changes. */
const newBatch = (changes: DocumentData = {}): DocumentData => ({
  loadDevelopmentId: LOAD.id,
  date: CHOICE.date,
  rounds: 50,
  charge: 41.5,
  lots: LOTS,
  draws: { powder: 2075, primer: 50, bullet: 50, brass: 50 },
  notes: '',
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const loaded = (quantity: number, changes: DocumentData = {}): DocumentData => ({
  id: `loaded-${quantity}`,
  at: Timestamp.fromDate(AT),
  quantity,
  reason: 'loaded',
  batchId: BATCH,
  note: '',
  ...changes,
});
/** The movements loadBatch appends for newBatch(): minus each draw. */
const DRAWN: Record<ComponentKind, number> = { powder: -2075, primer: -50, bullet: -50, brass: -50 };

/** A hand-built write of a batch and a movement on each lot given (lot id to movement), in one batch. */
function forge(db: Firestore, batch: DocumentData, movements: Record<string, DocumentData>, batchId = BATCH) {
  const write = writeBatch(db);
  write.set(doc(db, `loadBatches/${batchId}`), batch);
  for (const [lotId, movement] of Object.entries(movements)) {
    write.update(doc(db, `componentLots/${lotId}`), { movements: arrayUnion(movement), updatedAt: serverTimestamp() });
  }
  return write.commit();
}
/** newBatch()'s movements on alice's four lots, with the given ones instead. */
const movementsOf = (changes: Partial<Record<ComponentKind, DocumentData | null>> = {}) =>
  Object.fromEntries(
    KINDS.flatMap((kind) => {
      const movement = changes[kind] === undefined ? loaded(DRAWN[kind], { id: `loaded-${kind}` }) : changes[kind];
      return movement === null ? [] : [[LOTS[kind], movement] as const];
    }),
  );

const onHandOf = async (db: Firestore, lotId: string) =>
  onHand((await getDoc(doc(db, `componentLots/${lotId}`))).get('movements') as { quantity: number }[]);

beforeEach(async () => {
  await seedInventory(env());
  await seedAlicesLoadAndFirearm(env(), STORED_AT);
  await seedDoc(env(), 'loadDevelopment/bob-load', {
    ...loadFixtures.creedmoorMatch,
    status: 'Planning',
    userId: 'bob',
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
  });
});

describe('loadBatches/{id} rules', () => {
  describe('a valid batch', () => {
    it('lets the owner load 50 rounds: the batch and one loaded movement per lot, in one write', async () => {
      const db = alice();
      await assertSucceeds(load(db));
      const batch = (await getDoc(doc(db, `loadBatches/${BATCH}`))).data()!;
      expect(batch.draws).toEqual({ powder: 2075, primer: 50, bullet: 50, brass: 50 });
      // 8 lb less 50 × 41.5 gr; 1,000 primers, 500 bullets and 100 cases less 50 each.
      expect(await onHandOf(db, 'lot-powder')).toBe(53925);
      expect(await onHandOf(db, 'lot-primer')).toBe(950);
      expect(await onHandOf(db, 'lot-bullet')).toBe(450);
      expect(await onHandOf(db, 'lot-brass')).toBe(50);
      const movements = (await getDoc(doc(db, 'componentLots/lot-primer'))).get('movements') as DocumentData[];
      expect(movements.at(-1)).toMatchObject({ reason: 'loaded', batchId: BATCH, quantity: -50 });
    });

    it('lets the owner load twice from the same lots, and a lot go below zero', async () => {
      const db = alice();
      await assertSucceeds(load(db, { ...CHOICE, rounds: 60 }, 'batch-a'));
      await assertSucceeds(load(db, { ...CHOICE, rounds: 60 }, 'batch-b'));
      expect(await onHandOf(db, 'lot-brass')).toBe(-20);
    });

    it('lets a batch name some lots or none, at a charge that is not a round number', async () => {
      const db = alice();
      await assertSucceeds(
        load(db, { ...CHOICE, charge: 41.3, rounds: 37, lots: { ...NO_LOTS, powder: 'lot-powder' } }),
      );
      expect(await onHandOf(db, 'lot-powder')).toBeCloseTo(56000 - 37 * 41.3, 6);
      await assertSucceeds(load(db, { ...CHOICE, lots: NO_LOTS }, 'batch-2'));
    });

    it('takes the hand-built write the tests forge from (the same as the api)', async () => {
      await assertSucceeds(forge(alice(), newBatch(), movementsOf()));
    });
  });

  describe('forged quantities', () => {
    it('denies draws that are not rounds × charge, even with movements that match them', async () => {
      const powder = loaded(-2000, { id: 'loaded-powder' });
      await assertFails(
        forge(alice(), newBatch({ draws: { ...newBatch().draws, powder: 2000 } }), movementsOf({ powder })),
      );
      const primer = loaded(-49, { id: 'loaded-primer' });
      await assertFails(
        forge(alice(), newBatch({ draws: { ...newBatch().draws, primer: 49 } }), movementsOf({ primer })),
      );
    });

    it("denies a loaded movement whose quantity is not its batch's draw", async () => {
      await assertFails(forge(alice(), newBatch(), movementsOf({ powder: loaded(-2000, { id: 'loaded-powder' }) })));
      await assertFails(forge(alice(), newBatch(), movementsOf({ bullet: loaded(-49, { id: 'loaded-bullet' }) })));
    });

    it('denies a batch without the movement of a lot it names', async () => {
      await assertFails(forge(alice(), newBatch(), movementsOf({ brass: null })));
      await assertFails(forge(alice(), newBatch(), {}));
    });

    it('denies a loaded movement on a lot the batch does not name', async () => {
      const batch = newBatch({ lots: { ...LOTS, brass: null }, draws: { ...newBatch().draws, brass: null } });
      await assertFails(forge(alice(), batch, movementsOf()));
    });

    it('denies a lot named for another kind (primers as powder)', async () => {
      const batch = newBatch({
        lots: { ...LOTS, powder: 'lot-primer', primer: null },
        draws: { ...newBatch().draws, primer: null },
      });
      await assertFails(
        forge(alice(), batch, { 'lot-primer': loaded(-2075), 'lot-bullet': loaded(-50), 'lot-brass': loaded(-50) }),
      );
    });

    it("denies another user's lot, and another user's load", async () => {
      const batch = newBatch({ lots: { ...NO_LOTS, primer: 'bob-lot-primer' }, draws: { ...NO_LOTS, primer: 50 } });
      await assertFails(forge(alice(), batch, { 'bob-lot-primer': loaded(-50) }));
      const db = alice();
      const bobsLoad = { id: 'bob-load', name: 'Not hers' };
      await assertFails(
        serverAnswer(db, () => loadBatch(db, 'alice', bobsLoad, { ...CHOICE, lots: NO_LOTS }, AT, 'b-2')),
      );
      await assertFails(forge(alice(), newBatch({ loadDevelopmentId: 'bob-load' }), movementsOf()));
    });

    it('denies a loaded movement that draws on a batch already made, or on none', async () => {
      const db = alice();
      await assertSucceeds(load(db));
      await assertFails(
        updateDoc(doc(db, 'componentLots/lot-primer'), {
          movements: arrayUnion(loaded(-50, { id: 'again' })),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(doc(db, 'componentLots/lot-primer'), {
          movements: arrayUnion(loaded(-50, { id: 'none', batchId: 'missing' })),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('fields', () => {
    it.each<[string, DocumentData]>([
      ['10,000 rounds', { rounds: 10000 }],
      ['one round', { rounds: 1 }],
      ['a whole-grain charge', { charge: 42 }],
      ['2000-character notes', { notes: 'n'.repeat(2000) }],
    ])('lets a batch have %s', async (_what, changes) => {
      await assertSucceeds(forge(alice(), newBatch({ lots: NO_LOTS, draws: NO_LOTS, ...changes }), {}));
    });

    it.each<[string, DocumentData]>([
      ['no rounds', { rounds: 0 }],
      ['10,001 rounds', { rounds: 10001 }],
      ['a fraction of a round', { rounds: 1.5 }],
      ['rounds given as text', { rounds: '50' }],
      ['a charge of 0', { charge: 0 }],
      ['a negative charge', { charge: -41.5 }],
      ['an infinite charge', { charge: Infinity }],
      ['a date of "today"', { date: 'today' }],
      ['2001-character notes', { notes: 'n'.repeat(2001) }],
      ['lots without brass', { lots: { powder: null, primer: null, bullet: null } }],
      ['draws with another kind', { draws: { ...NO_LOTS, wads: null } }],
      ['an unknown key', { costPerRound: 2.09 }],
      ['a load that does not exist', { loadDevelopmentId: 'missing' }],
      ['a client-chosen createdAt', { createdAt: Timestamp.fromMillis(0) }],
      ["another user's id", { userId: 'bob' }],
    ])('denies a batch with %s', async (_what, changes) => {
      await assertFails(forge(alice(), newBatch({ lots: NO_LOTS, draws: NO_LOTS, ...changes }), {}));
    });

    it("denies another user loading a batch in alice's name", async () => {
      const db = bob();
      await assertFails(serverAnswer(db, () => loadBatch(db, 'alice', LOAD, { ...CHOICE, lots: NO_LOTS }, AT, BATCH)));
    });
  });

  describe('after it is made', () => {
    it('denies any change, even to its notes', async () => {
      const db = alice();
      await assertSucceeds(load(db));
      await assertFails(updateDoc(doc(db, `loadBatches/${BATCH}`), { notes: 'x', updatedAt: serverTimestamp() }));
    });

    it('lets only the owner delete it', async () => {
      await assertSucceeds(load(alice()));
      await assertFails(deleteDoc(doc(bob(), `loadBatches/${BATCH}`)));
      await assertSucceeds(deleteDoc(doc(alice(), `loadBatches/${BATCH}`)));
    });
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'loadBatches',
    id: BATCH,
    noun: 'batch',
    plural: 'batches',
    stored: (changes) => ({
      ...newBatch({ lots: NO_LOTS, draws: NO_LOTS }),
      createdAt: STORED_AT,
      updatedAt: STORED_AT,
      ...changes,
    }),
    field: 'rounds',
    value: 50,
    appQueries: { loadBatchesQuery: (db, userId) => loadBatchesQuery(db, userId, LOAD.id) },
  });
});
