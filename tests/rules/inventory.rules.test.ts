import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { onHand } from '@/domain/inventory';
import { componentFixtures, lotFixtures } from '@/features/inventory/fixtures';
import {
  addComponent,
  addLot,
  recordMovement,
  updateComponent,
  updateLot,
  userComponentsQuery,
  userLotsQuery,
} from '@/features/inventory/inventory-api';
import { seedInventory, storedComponent, storedLot, storedMovement } from '../support/inventory-rules';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const POWDER = { id: 'component-powder', kind: 'powder', name: 'Hodgdon H4350' } as const;
const PRIMER = { id: 'component-primer', kind: 'primer', name: 'CCI BR-2' } as const;
const PRIMER_LOT = { id: 'lot-primer', kind: 'primer', lotNumber: 'BR2-0425' } as const;
const POWDER_LOT = { id: 'lot-powder', kind: 'powder', lotNumber: '22114' } as const;

/** A hand-built write of a lot's fields (for what the api refuses to make). */
const updateLotDoc = (db: Firestore, lotId: string, changes: DocumentData) =>
  updateDoc(doc(db, `componentLots/${lotId}`), { ...changes, updatedAt: serverTimestamp() });
/** A hand-built append of movements to a lot. */
const append = (db: Firestore, lotId: string, ...movements: DocumentData[]) =>
  updateLotDoc(db, lotId, { movements: arrayUnion(...movements) });
/** A lot as addLot() creates it, with the given changes. */
const newLot = (kind: 'powder' | 'primer', changes: DocumentData = {}) => ({
  ...storedLot(kind),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const createLot = (db: Firestore, data: DocumentData, id = 'new-lot') => setDoc(doc(db, `componentLots/${id}`), data);
const createComponent = (db: Firestore, data: DocumentData) =>
  setDoc(doc(db, 'components/new-component'), {
    ...data,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

describe('components/{id} rules', () => {
  it.each(Object.entries(componentFixtures))(
    'lets a user add the %s component with addComponent',
    async (_key, fields) => {
      const db = alice();
      await assertSucceeds(serverAnswer(db, () => addComponent(db, 'alice', fields, 'c-1')));
      expect((await getDoc(doc(db, 'components/c-1'))).get('name')).toBe(fields.name);
    },
  );

  it('lets a powder have a threshold of a fraction of a grain, but not a primer of a fraction of a primer', async () => {
    await assertSucceeds(createComponent(alice(), storedComponent('powder', { lowStock: 7000.5 })));
    await assertFails(createComponent(alice(), storedComponent('primer', { lowStock: 100.5 })));
  });

  it.each<[string, DocumentData]>([
    ['an empty name', { name: '' }],
    ['a 101-character name', { name: 'n'.repeat(101) }],
    ['an unknown kind', { kind: 'case' }],
    ['a negative threshold', { lowStock: -1 }],
    ['a threshold given as text', { lowStock: '200' }],
    ['2001-character notes', { notes: 'n'.repeat(2001) }],
    ['an unknown key', { onHand: 1000 }],
    ["another user's id", { userId: 'bob' }],
  ])('denies a component with %s', async (_what, changes) => {
    await assertFails(createComponent(alice(), storedComponent('primer', changes)));
  });

  it('denies another user creating a component in alice’s name', async () => {
    const db = bob();
    await assertFails(serverAnswer(db, () => addComponent(db, 'alice', componentFixtures.br2, 'c-1')));
  });

  it('lets the owner change its name, threshold and notes, and nobody its kind or another user’s', async () => {
    await seedDoc(env(), `components/${PRIMER.id}`, storedComponent('primer'));
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, () => updateComponent(db, PRIMER.id, { ...componentFixtures.br2, lowStock: 500, name: 'BR-2' })),
    );
    await assertFails(updateDoc(doc(db, `components/${PRIMER.id}`), { kind: 'bullet', updatedAt: serverTimestamp() }));
    const other = bob();
    await assertFails(serverAnswer(other, () => updateComponent(other, PRIMER.id, componentFixtures.br2)));
  });

  it('lets only the owner delete a component', async () => {
    await seedDoc(env(), `components/${PRIMER.id}`, storedComponent('primer'));
    await assertFails(deleteDoc(doc(bob(), `components/${PRIMER.id}`)));
    await assertSucceeds(deleteDoc(doc(alice(), `components/${PRIMER.id}`)));
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'components',
    id: PRIMER.id,
    noun: 'component',
    plural: 'components',
    stored: (changes) => storedComponent('primer', changes),
    field: 'name',
    value: componentFixtures.br2.name,
    appQueries: { userComponentsQuery },
  });
});

describe('componentLots/{id} rules', () => {
  describe('create', () => {
    it('lets a user add a lot of their component with its first bought movement, and one with none', async () => {
      await seedInventory(env());
      const db = alice();
      await assertSucceeds(serverAnswer(db, () => addLot(db, 'alice', POWDER, lotFixtures.h4350, new Date(), 'l-1')));
      const stored = (await getDoc(doc(db, 'componentLots/l-1'))).data()!;
      expect(onHand(stored.movements as { quantity: number }[])).toBe(56000);
      expect(stored.price).toEqual({ amount: 389.99, quantity: 56000 });
      await assertSucceeds(
        serverAnswer(db, () =>
          addLot(db, 'alice', PRIMER, { fields: lotFixtures.br2.fields, bought: null }, new Date(), 'l-2'),
        ),
      );
    });

    it("denies a lot of another user's component, and one whose kind is not its component's", async () => {
      await seedInventory(env());
      await assertFails(createLot(alice(), newLot('primer', { componentId: 'bob-component-primer' })));
      await assertFails(createLot(alice(), newLot('primer', { componentId: 'component-bullet' })));
      await assertFails(createLot(alice(), newLot('primer', { componentId: 'missing' })));
    });

    it.each<[string, DocumentData]>([
      ['a first movement that is not bought', { movements: [storedMovement({ reason: 'counted' })] }],
      ['two movements', { movements: [storedMovement(), storedMovement({ id: 'm-2' })] }],
      ['a bought movement of a negative quantity', { movements: [storedMovement({ quantity: -1000 })] }],
      ['a fraction of a primer', { movements: [storedMovement({ quantity: 999.5 })] }],
      ['a price for 0 primers', { price: { amount: 52.99, quantity: 0 } }],
      ['a negative price', { price: { amount: -1, quantity: 1000 } }],
      ['a price with another key', { price: { amount: 52.99, quantity: 1000, currency: 'USD' } }],
      ['a 101-character lot number', { lotNumber: 'l'.repeat(101) }],
      ['a purchase date of "last week"', { purchaseDate: 'last week' }],
      ['a stored quantity on hand', { onHand: 1000 }],
      ["another user's id", { userId: 'bob' }],
    ])('denies a lot with %s', async (_what, changes) => {
      await seedInventory(env());
      await assertFails(createLot(alice(), newLot('primer', changes)));
    });

    it('lets a powder lot be bought by a fraction of a grain', async () => {
      await seedInventory(env());
      await assertSucceeds(
        createLot(alice(), newLot('powder', { movements: [storedMovement({ quantity: 15432.36 })] })),
      );
    });
  });

  describe('movements', () => {
    it('lets the owner record a count (the difference), a spill, a sale and more bought, one write each', async () => {
      await seedInventory(env());
      const db = alice();
      await assertSucceeds(
        serverAnswer(db, async () => {
          await recordMovement(db, PRIMER_LOT, PRIMER.name, { reason: 'counted', quantity: -3, note: 'recount' });
          await recordMovement(db, PRIMER_LOT, PRIMER.name, { reason: 'spilled', quantity: -2, note: '' });
          await recordMovement(db, PRIMER_LOT, PRIMER.name, { reason: 'sold', quantity: -100, note: 'to a friend' });
          await recordMovement(db, PRIMER_LOT, PRIMER.name, { reason: 'bought', quantity: 1000, note: '' });
          await recordMovement(db, POWDER_LOT, POWDER.name, { reason: 'spilled', quantity: -12.5, note: '' });
        }),
      );
      const lot = (await getDoc(doc(db, 'componentLots/lot-primer'))).data()!;
      expect(lot.movements).toHaveLength(5);
      expect(onHand(lot.movements as { quantity: number }[])).toBe(1895);
    });

    it.each<[string, DocumentData]>([
      ['a quantity of 0', { reason: 'counted', quantity: 0 }],
      ['a bought movement that takes', { reason: 'bought', quantity: -5 }],
      ['a sold movement that adds', { reason: 'sold', quantity: 5 }],
      ['a spilled movement that adds', { reason: 'spilled', quantity: 5 }],
      ['a fraction of a primer', { reason: 'counted', quantity: -0.5 }],
      ['an infinite quantity', { reason: 'counted', quantity: -Infinity }],
      ['an unknown reason', { reason: 'lost', quantity: -5 }],
      ['a batch on a counted movement', { reason: 'counted', quantity: -5, batchId: 'batch-1' }],
      ['a loaded movement with no batch', { reason: 'loaded', quantity: -5 }],
      ['a 201-character note', { reason: 'counted', quantity: -5, note: 'n'.repeat(201) }],
      ['a 65-character id', { reason: 'counted', quantity: -5, id: 'i'.repeat(65) }],
      ['a time given as text', { reason: 'counted', quantity: -5, at: '2026-11-01T09:00:00Z' }],
      ['another key', { reason: 'counted', quantity: -5, lotId: 'lot-primer' }],
    ])('denies appending a movement with %s', async (_what, changes) => {
      await seedInventory(env());
      await assertFails(append(alice(), 'lot-primer', storedMovement({ id: 'm-new', ...changes })));
    });

    it('denies two movements in one write', async () => {
      await seedInventory(env());
      await assertFails(
        append(
          alice(),
          'lot-primer',
          storedMovement({ id: 'm-a', reason: 'counted', quantity: -3 }),
          storedMovement({ id: 'm-b', reason: 'counted', quantity: -2 }),
        ),
      );
    });

    it('denies editing an earlier movement (a correction is a new movement, never an overwrite)', async () => {
      await seedInventory(env());
      const edited = storedMovement({ id: 'bought-primer', quantity: 2000 });
      await assertFails(updateLotDoc(alice(), 'lot-primer', { movements: [edited] }));
      await assertFails(
        updateLotDoc(alice(), 'lot-primer', {
          movements: [edited, storedMovement({ id: 'm-new', reason: 'counted', quantity: -3 })],
        }),
      );
    });

    it('denies removing an earlier movement, and emptying the list', async () => {
      await seedInventory(env());
      const first = storedMovement({ id: 'bought-primer', quantity: 1000 });
      await assertFails(updateLotDoc(alice(), 'lot-primer', { movements: arrayRemove(first) }));
      await assertFails(updateLotDoc(alice(), 'lot-primer', { movements: [] }));
    });

    it('denies a movement with a price change in the same write', async () => {
      await seedInventory(env());
      await assertFails(
        updateLotDoc(alice(), 'lot-primer', {
          movements: arrayUnion(storedMovement({ id: 'm-new', reason: 'counted', quantity: -3 })),
          price: { amount: 1, quantity: 1000 },
        }),
      );
    });

    it('denies a 501st movement', async () => {
      const full = Array.from({ length: 500 }, (_, index) => storedMovement({ id: `m-${index}`, quantity: 1 }));
      await seedDoc(env(), `components/${PRIMER.id}`, storedComponent('primer'));
      await seedDoc(env(), 'componentLots/lot-primer', storedLot('primer', { movements: full }));
      await assertFails(
        append(alice(), 'lot-primer', storedMovement({ id: 'm-500', reason: 'counted', quantity: -3 })),
      );
    });

    it("denies another user appending to alice's lot", async () => {
      await seedInventory(env());
      const db = bob();
      await assertFails(
        serverAnswer(db, () => recordMovement(db, PRIMER_LOT, PRIMER.name, { reason: 'sold', quantity: -5, note: '' })),
      );
    });

    it('lets the same append, sent again after it landed, change nothing but updatedAt', async () => {
      const movement = storedMovement({ id: 'm-new', reason: 'counted', quantity: -3 });
      await seedInventory(env());
      await assertSucceeds(append(alice(), 'lot-primer', movement));
      await assertSucceeds(append(alice(), 'lot-primer', movement));
      expect((await getDoc(doc(alice(), 'componentLots/lot-primer'))).get('movements')).toHaveLength(2);
    });
  });

  describe('edit and delete', () => {
    it('lets the owner edit the lot number, purchase date and price with updateLot', async () => {
      await seedInventory(env());
      const db = alice();
      const fields = { lotNumber: 'BR2-0426', purchaseDate: '2026-10-01', price: { amount: 49.99, quantity: 1000 } };
      await assertSucceeds(serverAnswer(db, () => updateLot(db, 'lot-primer', fields, PRIMER.name)));
      expect((await getDoc(doc(db, 'componentLots/lot-primer'))).get('price')).toEqual(fields.price);
    });

    it.each<[string, DocumentData]>([
      ['its kind', { kind: 'bullet' }],
      ['its component', { componentId: 'component-bullet' }],
      ['its owner', { userId: 'bob' }],
      ['its creation time', { createdAt: Timestamp.fromMillis(0) }],
      ['a price for nothing', { price: { amount: 49.99, quantity: 0 } }],
    ])('denies changing %s', async (_what, changes) => {
      await seedInventory(env());
      await assertFails(updateLotDoc(alice(), 'lot-primer', changes));
    });

    it("denies another user editing alice's lot, and lets only the owner delete it", async () => {
      await seedInventory(env());
      const other = bob();
      await assertFails(serverAnswer(other, () => updateLot(other, 'lot-primer', lotFixtures.br2.fields, 'x')));
      await assertFails(deleteDoc(doc(bob(), 'componentLots/lot-primer')));
      await assertSucceeds(deleteDoc(doc(alice(), 'componentLots/lot-primer')));
    });
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'componentLots',
    id: 'lot-primer',
    noun: 'lot',
    plural: 'lots',
    stored: (changes) => storedLot('primer', changes),
    field: 'lotNumber',
    value: lotFixtures.br2.fields.lotNumber,
    appQueries: { userLotsQuery },
  });
});
