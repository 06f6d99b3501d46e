// columnMappings/{id}: the chronograph mapper's remembered mappings (issue 38). The app's write and
// read, against the real emulator; another user's, a forged owner and every bad field refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { StoredColumnMapping } from '@/features/chronograph/column-mapping-schema';
import {
  columnMappingId,
  rememberColumnMapping,
  rememberedColumnMapping,
} from '@/features/chronograph/column-mappings-api';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const SHAPE = 'header:schuss|geschwindigkeit (m/s)|zeit|notiz';
const MAPPING: StoredColumnMapping = { velocity: 1, unit: 'mps', shot: 0, time: 2, date: null, note: 3, string: null };
const PATH = `columnMappings/${columnMappingId('alice', SHAPE)}`;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const stored = (changes: DocumentData = {}) => ({
  ...MAPPING,
  userId: 'alice',
  shape: SHAPE,
  updatedAt: STORED_AT,
  ...changes,
});
/** A hand-built write of the whole document (for what the api refuses to make). */
const write = (db: ReturnType<typeof alice>, changes: DocumentData) =>
  setDoc(doc(db, PATH), { ...stored(), updatedAt: serverTimestamp(), ...changes });

describe('columnMappings: the app', () => {
  it('remembers a mapping for a layout and finds it again; choosing again replaces it', async () => {
    const db = alice();
    await assertSucceeds(serverAnswer(db, () => rememberColumnMapping(db, 'alice', SHAPE, MAPPING)));
    expect(await rememberedColumnMapping(alice(), 'alice', SHAPE)).toEqual(MAPPING);
    const changed = { ...MAPPING, unit: 'fps', note: null } as const;
    await assertSucceeds(serverAnswer(db, () => rememberColumnMapping(db, 'alice', SHAPE, changed)));
    expect(await rememberedColumnMapping(alice(), 'alice', SHAPE)).toEqual(changed);
    expect(await rememberedColumnMapping(alice(), 'alice', 'header:another|layout')).toBeNull();
  });
});

describe('columnMappings: writes refused', () => {
  it("refuses a mapping written for another user, or over another user's", async () => {
    await assertFails(write(bob(), {}));
    await seedDoc(env(), PATH, stored());
    await assertFails(write(bob(), { userId: 'bob' }));
    await assertFails(deleteDoc(doc(bob(), PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), PATH)));
  });

  it.each<[string, DocumentData]>([
    ['a velocity column that is not a whole number', { velocity: 1.5 }],
    ['a negative column', { velocity: -1 }],
    ['a column past the widest table', { time: 200 }],
    ['a column given as text', { shot: '0' }],
    ['an unknown unit', { unit: 'kmh' }],
    ['an empty shape', { shape: '' }],
    ['a shape over 2,000 characters', { shape: 'h'.repeat(2001) }],
    ['a time the client made up', { updatedAt: STORED_AT }],
    ['an unknown field', { rows: [1, 2] }],
  ])('refuses %s', async (_name, changes) => {
    await assertFails(write(alice(), changes));
  });

  it('refuses a mapping without one of its columns', async () => {
    const { note: _note, ...withoutNote } = stored({ updatedAt: serverTimestamp() });
    await assertFails(setDoc(doc(alice(), PATH), withoutNote));
    await assertSucceeds(write(alice(), {}));
    expect((await getDoc(doc(alice(), PATH))).get('velocity')).toBe(1);
  });
});

describeOwnerOnlyReads({
  env,
  collectionName: 'columnMappings',
  id: columnMappingId('alice', SHAPE),
  noun: 'column mapping',
  plural: 'column mappings',
  stored: (changes) => stored(changes),
  field: 'shape',
  value: SHAPE,
  appQueries: {},
});
