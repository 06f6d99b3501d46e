import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { recordBrassEvent, setBrassLimits, splitBrassLot } from '@/features/inventory/brass-life-api';
import { NEW_BRASS } from '@/features/inventory/brass-life-schema';
import { lotFixtures } from '@/features/inventory/fixtures';
import { addLot, recordMovement } from '@/features/inventory/inventory-api';
import { seedInventory, storedLot } from '../support/inventory-rules';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const BRASS = { id: 'component-brass', kind: 'brass', name: 'Lapua 6.5 Creedmoor' } as const;
const LOT = { id: 'lot-brass', kind: 'brass', lotNumber: '' } as const;
const LIMITS = { firedBefore: 1, annealEvery: 2, retireAfter: 8 };
const ANNEAL = { kind: 'anneal', date: '2026-11-20', cases: 50, trimLength: null, note: 'AMP, 50 of them' } as const;

/** An event as stored: seven keys, its time a timestamp. */
const storedEvent = (changes: DocumentData = {}): DocumentData => ({
  id: 'e-1',
  at: Timestamp.fromMillis(1_700_000_200_000),
  ...ANNEAL,
  ...changes,
});
const lotDoc = (db: Firestore, id: string = LOT.id) => doc(db, `componentLots/${id}`);
const updateLife = (db: Firestore, changes: DocumentData, id: string = LOT.id) =>
  updateDoc(lotDoc(db, id), { ...changes, updatedAt: serverTimestamp() });
/** Alice's brass lot, holding a life with one anneal. */
const seedLotWithLife = () =>
  seedDoc(env(), `componentLots/${LOT.id}`, storedLot('brass', { life: { ...LIMITS, events: [storedEvent()] } }));

describe('a brass lot’s life', () => {
  it('lets the owner add a brass lot bought once-fired, with its limits, through addLot', async () => {
    await seedInventory(env());
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, () => addLot(db, 'alice', BRASS, { ...lotFixtures.lapua, life: LIMITS }, new Date(), 'lot-2')),
    );
    expect((await getDoc(lotDoc(db, 'lot-2'))).get('life')).toEqual({ ...LIMITS, events: [] });
  });

  it.each<[string, DocumentData]>([
    ['a life on a primer lot', { kind: 'primer', componentId: 'component-primer' }],
    ['an event already in it', { life: { ...NEW_BRASS, events: [storedEvent()] } }],
    ['firings when bought of 101', { life: { ...NEW_BRASS, firedBefore: 101 } }],
    ['firings when bought of 1.5', { life: { ...NEW_BRASS, firedBefore: 1.5 } }],
    ['an anneal interval of 0', { life: { ...NEW_BRASS, annealEvery: 0 } }],
    ['a retirement limit given as text', { life: { ...NEW_BRASS, retireAfter: '8' } }],
    ['an unknown key in it', { life: { ...NEW_BRASS, firings: 3 } }],
    ['no events list', { life: { firedBefore: 0, annealEvery: null, retireAfter: null } }],
  ])('denies a new lot with %s', async (_what, changes) => {
    await seedInventory(env());
    const data = {
      ...storedLot('brass', { life: NEW_BRASS }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...changes,
    };
    await assertFails(setDoc(lotDoc(alice(), 'lot-2'), data));
  });

  it('lets the owner set the limits of a lot made before them, and change them, its events kept', async () => {
    await seedDoc(env(), `componentLots/${LOT.id}`, storedLot('brass'));
    const db = alice();
    await assertSucceeds(serverAnswer(db, () => setBrassLimits(db, LOT, BRASS.name, LIMITS)));
    await assertSucceeds(
      serverAnswer(db, () => recordBrassEvent(db, { ...LOT, life: { ...LIMITS, events: [] } }, BRASS.name, ANNEAL)),
    );
    const life = { ...LIMITS, events: [expect.objectContaining(ANNEAL)] };
    await assertSucceeds(
      serverAnswer(db, () =>
        setBrassLimits(db, { ...LOT, life: { ...LIMITS, events: [] } }, BRASS.name, { ...LIMITS, annealEvery: 3 }),
      ),
    );
    expect((await getDoc(lotDoc(db))).get('life')).toEqual({ ...life, annealEvery: 3 });
  });

  it('lets the owner record an anneal on a lot with no life yet, and a trim with its length after it', async () => {
    await seedDoc(env(), `componentLots/${LOT.id}`, storedLot('brass'));
    const db = alice();
    await assertSucceeds(serverAnswer(db, () => recordBrassEvent(db, LOT, BRASS.name, ANNEAL)));
    const trim = { kind: 'trim', date: '2026-11-21', cases: 100, trimLength: 1.91, note: '' } as const;
    await assertSucceeds(
      serverAnswer(db, () => recordBrassEvent(db, { ...LOT, life: { ...NEW_BRASS, events: [] } }, BRASS.name, trim)),
    );
    const events = (await getDoc(lotDoc(db))).get('life.events') as DocumentData[];
    expect(events.map((event) => [event.kind, event.cases, event.trimLength])).toEqual([
      ['anneal', 50, null],
      ['trim', 100, 1.91],
    ]);
  });

  it.each<[string, DocumentData]>([
    ['no id', { id: '' }],
    ['a 65-character id', { id: 'i'.repeat(65) }],
    ['a time given as text', { at: '2026-11-20' }],
    ['a date that is not one', { date: '20/11/2026' }],
    ['an unknown kind', { kind: 'polish' }],
    ['0 cases', { cases: 0 }],
    ['10,001 cases', { cases: 10_001 }],
    ['half a case', { cases: 1.5 }],
    ['an anneal with a length', { trimLength: 1.91 }],
    ['a trim of a negative length', { kind: 'trim', trimLength: -1 }],
    ['a 201-character note', { note: 'n'.repeat(201) }],
    ['an unknown key', { firings: 2 }],
  ])('denies an event with %s', async (_what, changes) => {
    await seedLotWithLife();
    await assertFails(updateLife(alice(), { 'life.events': arrayUnion(storedEvent({ id: 'e-2', ...changes })) }));
  });

  it('denies changing, removing or reordering an event, two at once, or the limits in the same write', async () => {
    await seedLotWithLife();
    const db = alice();
    await assertFails(updateLife(db, { 'life.events': [storedEvent({ cases: 100 })] }));
    await assertFails(updateLife(db, { 'life.events': arrayRemove(storedEvent()) }));
    await assertFails(updateLife(db, { 'life.events': [storedEvent({ id: 'e-2' }), storedEvent()] }));
    await assertFails(
      updateLife(db, { 'life.events': arrayUnion(storedEvent({ id: 'e-2' }), storedEvent({ id: 'e-3' })) }),
    );
    await assertFails(updateLife(db, { 'life.events': arrayUnion(storedEvent({ id: 'e-2' })), 'life.annealEvery': 5 }));
    // Setting the limits keeps every event as it is.
    await assertFails(updateLife(db, { life: { ...LIMITS, annealEvery: 5, events: [] } }));
    await assertSucceeds(updateLife(db, { 'life.annealEvery': 5 }));
  });

  it.each<[string, DocumentData]>([
    ['firings when bought of -1', { 'life.firedBefore': -1 }],
    ['an anneal interval of 101', { 'life.annealEvery': 101 }],
    ['a retirement limit of 2.5', { 'life.retireAfter': 2.5 }],
    ['an unknown key', { 'life.firings': 4 }],
    ['the movements too', { 'life.annealEvery': 3, movements: [] }],
  ])('denies limits with %s', async (_what, changes) => {
    await seedLotWithLife();
    await assertFails(updateLife(alice(), changes));
  });

  it('denies a life on a powder lot, and another user’s writes to alice’s brass lot', async () => {
    await seedInventory(env());
    const db = alice();
    await assertFails(updateLife(db, { life: NEW_BRASS }, 'lot-powder'));
    await assertFails(updateLife(db, { life: { ...NEW_BRASS, events: [storedEvent()] } }, 'lot-powder'));
    const other = bob();
    await assertFails(serverAnswer(other, () => setBrassLimits(other, LOT, BRASS.name, LIMITS)));
    await assertFails(serverAnswer(other, () => recordBrassEvent(other, LOT, BRASS.name, ANNEAL)));
  });

  it('keeps a brass lot’s life through its other writes: a movement and its details', async () => {
    await seedLotWithLife();
    const db = alice();
    await assertSucceeds(updateLife(db, { lotNumber: 'L-100' }));
    const spilled = { reason: 'spilled', quantity: -2, note: '' } as const;
    await assertSucceeds(serverAnswer(db, () => recordMovement(db, LOT, BRASS.name, spilled)));
    await assertFails(updateLife(db, { lotNumber: 'L-101', 'life.firedBefore': 3 }));
    expect((await getDoc(lotDoc(db))).get('life')).toEqual({ ...LIMITS, events: [storedEvent()] });
  });
});

describe('a split of a brass lot', () => {
  const CHOICE = { date: '2026-11-22', cases: 50, firings: 2, sinceAnneal: 2, lotNumber: 'L-100 fired twice' };
  const PARENT = { ...LOT, price: lotFixtures.lapua.fields.price };
  const SPLIT = {
    id: 's-1',
    at: Timestamp.fromMillis(1_700_000_300_000),
    date: '2026-11-22',
    lotId: 'lot-2',
    cases: 50,
    firings: 2,
    sinceAnneal: 2,
  };
  const ORIGIN = { lotId: LOT.id, splitId: 's-1', cases: 50, firings: 2, sinceAnneal: 2 };
  /** A hand-built split: the new lot with `origin` and the split appended to alice's lot, in one write. */
  const forgedSplit = (db: Firestore, split: DocumentData, origin: DocumentData, child: DocumentData = {}) => {
    const batch = writeBatch(db);
    batch.set(lotDoc(db, 'lot-2'), {
      ...storedLot('brass', { movements: [], life: { ...NEW_BRASS, firedBefore: 2, origin } }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...child,
    });
    batch.update(lotDoc(db), { 'life.splits': arrayUnion(split), updatedAt: serverTimestamp() });
    return batch.commit();
  };
  /** Alice's bench, her brass lot holding a life. */
  const seedParent = async () => {
    await seedInventory(env());
    await seedDoc(env(), `componentLots/${LOT.id}`, storedLot('brass', { life: NEW_BRASS }));
  };

  it('takes a hand-built split whose new lot and split name each other and the same cases', async () => {
    await seedParent();
    await assertSucceeds(forgedSplit(alice(), SPLIT, ORIGIN));
  });

  it('lets the owner split 50 cases fired twice off a lot into a new lot that names them, in one write', async () => {
    await seedInventory(env());
    const db = alice();
    let lotId = '';
    await assertSucceeds(
      serverAnswer(db, async () => {
        lotId = await splitBrassLot(db, 'alice', BRASS, PARENT, CHOICE);
      }),
    );
    const child = (await getDoc(lotDoc(db, lotId))).data();
    const parent = (await getDoc(lotDoc(db))).data();
    expect(child?.life.origin).toMatchObject({ lotId: LOT.id, cases: 50, firings: 2, sinceAnneal: 2 });
    expect(parent?.life.splits).toEqual([
      expect.objectContaining({ lotId, cases: 50, id: child?.life.origin.splitId }),
    ]);
    // A second split appends after the first; an anneal after it keeps both.
    const life = { ...NEW_BRASS, splits: parent?.life.splits };
    await assertSucceeds(
      serverAnswer(db, () => splitBrassLot(db, 'alice', BRASS, { ...PARENT, life }, { ...CHOICE, cases: 10 })),
    );
    await assertSucceeds(serverAnswer(db, () => recordBrassEvent(db, { ...LOT, life }, BRASS.name, ANNEAL)));
    expect(((await getDoc(lotDoc(db))).get('life.splits') as unknown[]).length).toBe(2);
  });

  it.each<[string, DocumentData, DocumentData, DocumentData?]>([
    ['an origin of more cases than the split', SPLIT, { ...ORIGIN, cases: 60 }],
    ['an origin of another history', SPLIT, { ...ORIGIN, firings: 1 }],
    ['an origin naming another split', SPLIT, { ...ORIGIN, splitId: 's-9' }],
    ['a split naming another lot', { ...SPLIT, lotId: 'lot-3' }, ORIGIN],
    ['a split of no case', { ...SPLIT, cases: 0 }, { ...ORIGIN, cases: 0 }],
    ['a split of fractional firings', { ...SPLIT, firings: 1.5 }, { ...ORIGIN, firings: 1.5 }],
    ['an unknown key in the split', { ...SPLIT, bought: 50 }, ORIGIN],
    ['a new lot of another component', SPLIT, ORIGIN, { componentId: 'component-primer' }],
    [
      'a new lot holding cases bought as well',
      SPLIT,
      ORIGIN,
      { movements: [{ id: 'm', at: SPLIT.at, quantity: 50, reason: 'bought', batchId: null, note: '' }] },
    ],
  ])('denies a split with %s', async (_what, split, origin, child) => {
    await seedParent();
    await assertFails(forgedSplit(alice(), split, origin, child));
  });

  it('denies a split with no new lot, a new lot with an origin and no split, and bob splitting alice’s lot', async () => {
    await seedParent();
    const db = alice();
    await assertFails(updateLife(db, { 'life.splits': arrayUnion(SPLIT) }));
    await assertFails(
      setDoc(lotDoc(db, 'lot-2'), {
        ...storedLot('brass', { movements: [], life: { ...NEW_BRASS, origin: ORIGIN } }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    const other = bob();
    await assertFails(serverAnswer(other, () => splitBrassLot(other, 'bob', BRASS, PARENT, CHOICE)));
  });

  it('denies naming an existing lot as the one split off, and changing the splits with the limits', async () => {
    await seedParent();
    await seedDoc(
      env(),
      'componentLots/lot-2',
      storedLot('brass', { movements: [], life: { ...NEW_BRASS, origin: ORIGIN } }),
    );
    const db = alice();
    await assertFails(updateLife(db, { 'life.splits': arrayUnion(SPLIT) }));
    await seedDoc(env(), `componentLots/${LOT.id}`, storedLot('brass', { life: { ...NEW_BRASS, splits: [SPLIT] } }));
    await assertFails(updateLife(db, { life: { ...NEW_BRASS, annealEvery: 2 } }));
    await assertFails(updateLife(db, { 'life.annealEvery': 2, 'life.splits': [] }));
    await assertSucceeds(updateLife(db, { 'life.annealEvery': 2 }));
  });
});
