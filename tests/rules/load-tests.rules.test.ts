import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US } from '@/domain/unit-format';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment, loadRef, planTest, updateLoadDevelopment } from '@/features/loads/loads-api';
import { stepLoadsOf } from '@/features/loads/test-plan-schema';
import type { LoadTest } from '@/features/loads/test-schema';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// A test of any recipe variable (issue 37): its step loads carry a `test` map, checked by the rules
// (testOk in firestore.rules) at the create and never changed afterwards.

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));

const creedmoor = { ...loadFixtures.creedmoorMatch, id: 'base' };
const TEST: LoadTest = {
  id: 'seating1',
  variable: 'cbto',
  step: 0,
  steps: 5,
  shotsPerStep: 5,
  firearmId: 'tikka',
  date: '2026-12-05',
  fromLoadId: 'base',
};
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const PATH = 'loadDevelopment/step0';

/** A step load as planTest creates it, with exactly the given changes to its test map. */
const stepLoad = (test: DocumentData = TEST): DocumentData => ({
  ...loadFixtures.creedmoorMatch,
  test,
  status: 'Planning',
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
const withoutKey = (key: keyof LoadTest) => {
  const test: DocumentData = { ...TEST };
  delete test[key];
  return test;
};

describe('a test of seating depth planned from a load', () => {
  it('creates one Planning load per step, each the recipe with its CBTO, linked as one test', async () => {
    const db = alice();
    // CBTO 2.200 to 2.240 in by 0.010: the browser test's plan.
    const steps = stepLoadsOf(
      creedmoor,
      {
        variable: 'cbto',
        values: [2.2, 2.21, 2.22, 2.23, 2.24],
        shotsPerStep: 5,
        firearmId: 'tikka',
        date: '2026-12-05',
      },
      'seating1',
      IMPERIAL_EN_US,
    );
    let ids: string[] = [];
    await serverAnswer(db, async () => {
      ids = await planTest(db, 'alice', steps);
    });
    const stored = await Promise.all(ids.map(async (id) => (await getDocFromServer(loadRef(db, id))).data()!));
    expect(stored.map((load) => load.seating?.cbto)).toEqual([2.2, 2.21, 2.22, 2.23, 2.24]);
    expect(stored.map((load) => load.test?.step)).toEqual([0, 1, 2, 3, 4]);
    expect(stored.every((load) => load.status === 'Planning' && load.test?.id === 'seating1')).toBe(true);
    expect(stored.every((load) => load.powder.weight === 41.5 && load.primer === 'CCI BR-2')).toBe(true);
    expect(stored[2]!.name).toBe('6.5 CM 140 ELD-M / H4350 · CBTO 2.220"');
  });

  it('keeps the test through an edit of the step load, whose form never writes it', async () => {
    const db = alice();
    await seedDoc(env(), PATH, { ...stepLoad(), createdAt: STORED_AT, updatedAt: STORED_AT });
    await serverAnswer(db, () =>
      updateLoadDevelopment(db, 'step0', { ...loadFixtures.creedmoorMatch, notes: 'Jumped well' }, 'Testing'),
    );
    const stored = (await getDocFromServer(loadRef(db, 'step0'))).data()!;
    expect(stored.test).toEqual(TEST);
    expect(stored.notes).toBe('Jumped well');
  });
});

describe('a step load refused', () => {
  const refusedTests: [string, DocumentData][] = [
    ['an unknown variable', { ...TEST, variable: 'moonPhase' }],
    ['a step outside its test', { ...TEST, step: 5 }],
    ['a negative step', { ...TEST, step: -1 }],
    ['a fractional step', { ...TEST, step: 1.5 }],
    ['a test of one step', { ...TEST, steps: 1 }],
    ['a test of 21 steps', { ...TEST, steps: 21 }],
    ['no shot per step', { ...TEST, shotsPerStep: 0 }],
    ['51 shots per step', { ...TEST, shotsPerStep: 51 }],
    ['a day that is no date', { ...TEST, date: '5 Dec' }],
    ['an empty test id', { ...TEST, id: '' }],
    ['a test id of 41 characters', { ...TEST, id: 'x'.repeat(41) }],
    ['no load it was planned from', { ...TEST, fromLoadId: '' }],
    ['a firearm id that is no text', { ...TEST, firearmId: 7 }],
    ['an unknown key', { ...TEST, verdict: 'best' }],
    ['a missing key', withoutKey('shotsPerStep')],
    ['a test that is no map', 'seating1' as unknown as DocumentData],
  ];
  it.each(refusedTests)('with %s', async (_label, test) => {
    await assertFails(setDoc(doc(alice(), PATH), stepLoad(test)));
  });

  it('but the same load with a valid test is taken', async () => {
    await assertSucceeds(setDoc(doc(alice(), PATH), stepLoad()));
  });

  it('when an update moves it to another test or step, adds a test or removes it', async () => {
    await seedDoc(env(), PATH, { ...stepLoad(), createdAt: STORED_AT, updatedAt: STORED_AT });
    const update = (changes: DocumentData) =>
      updateDoc(doc(alice(), PATH), { ...changes, updatedAt: serverTimestamp() });
    await assertFails(update({ 'test.step': 1 }));
    await assertFails(update({ test: { ...TEST, id: 'another' } }));
    await assertFails(update({ test: deleteField() }));
    const { test: _test, ...plain } = stepLoad();
    await seedDoc(env(), 'loadDevelopment/plain', { ...plain, createdAt: STORED_AT, updatedAt: STORED_AT });
    await assertFails(updateDoc(doc(alice(), 'loadDevelopment/plain'), { test: TEST, updatedAt: serverTimestamp() }));
    await assertSucceeds(update({ notes: 'Still in its test' }));
  });
});

describe('a step load restored from a backup', () => {
  it('is created with its test, as restoreBackup writes it (addLoadDevelopment with the test)', async () => {
    const db = alice();
    await serverAnswer(db, () => addLoadDevelopment(db, 'alice', loadFixtures.creedmoorMatch, 'restored', TEST));
    expect((await getDocFromServer(loadRef(db, 'restored'))).data()!.test).toEqual(TEST);
  });
});
