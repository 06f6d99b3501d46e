import { disableNetwork, doc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CatalogueNotOnDeviceError,
  factoryCatalogue,
  factoryLoadsQuery,
  factoryLoadChoices,
  forgetCatalogueMark,
  learnWholeCatalogue,
  wholeCatalogueKnown,
  type CatalogueMarks,
} from '@/features/factory-loads/factory-loads-api';
import { apiDb, useRulesTestEnv } from '../support/rules-env';

// What New Session offers of the factory catalogue and what a device learns of it, through the rules, on the emulator.
const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
// Another shooter's device: it holds nothing of what alice's wrote.
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anonymous = () => apiDb(env().unauthenticatedContext());

/** A phone with no signal: the browser says so, and Firestore cannot reach the server. */
async function offline(db: ReturnType<typeof bob>) {
  vi.stubGlobal('navigator', { onLine: false });
  await disableNetwork(db);
}
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A device's localStorage, as the functions use it. */
function deviceMarks(): CatalogueMarks {
  const held = new Map<string, string>();
  return {
    getItem: (key) => held.get(key) ?? null,
    setItem: (key, value) => void held.set(key, value),
    removeItem: (key) => void held.delete(key),
  };
}

/** The catalogue's records from `first` up to `end`, stored as the admin page adds them. */
async function addCatalogueRecords(end: number, first = 0) {
  const db = alice();
  for (const { id, fields } of factoryCatalogue.slice(first, end)) {
    await setDoc(doc(db, 'factoryLoad', id), { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  }
}

const choice = ({ id, fields }: (typeof factoryCatalogue)[number]) => ({ id, ...fields });
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

describe('learnWholeCatalogue', () => {
  it('learns nothing from an empty or a partial catalogue, and marks a whole one once', async () => {
    const db = alice();
    const marks = deviceMarks();
    expect(await learnWholeCatalogue(db, marks)).toBe(false);
    await addCatalogueRecords(49);
    expect(await learnWholeCatalogue(db, marks)).toBe(false);
    expect(wholeCatalogueKnown(db, marks)).toBe(false);

    await addCatalogueRecords(50, 49);
    expect(await learnWholeCatalogue(db, marks)).toBe(true);
    expect(wholeCatalogueKnown(db, marks)).toBe(true);

    forgetCatalogueMark(db, marks);
    expect(wholeCatalogueKnown(db, marks)).toBe(false);
  });

  it('is refused the count for someone not signed in', async () => {
    await addCatalogueRecords(50);
    await expect(learnWholeCatalogue(anonymous(), deviceMarks())).rejects.toThrow(/PERMISSION_DENIED|permission/i);
  });
});

describe('factoryLoadChoices', () => {
  it('offers only the records the server holds while the catalogue is partial', async () => {
    await addCatalogueRecords(3);
    const offered = await factoryLoadChoices(alice(), deviceMarks());
    expect([...offered].sort(byId)).toEqual(factoryCatalogue.slice(0, 3).map(choice).sort(byId));
  });

  it('offers none from an empty catalogue', async () => {
    expect(await factoryLoadChoices(alice(), deviceMarks())).toEqual([]);
  });

  it("offers the app's own 50 once the catalogue is known whole, reading nothing more from the server", async () => {
    await addCatalogueRecords(50);
    const marks = deviceMarks();
    expect(await factoryLoadChoices(alice(), marks)).toEqual(factoryCatalogue.map(choice));
    // Known whole: no read at all, so even a context the rules refuse every read gets them.
    expect(await factoryLoadChoices(anonymous(), marks)).toEqual(factoryCatalogue.map(choice));
  });

  it('offline, offers the records this device read before', async () => {
    await addCatalogueRecords(3);
    const db = bob();
    await getDocs(factoryLoadsQuery(db));
    await offline(db);
    const offered = await factoryLoadChoices(db, deviceMarks());
    expect([...offered].sort(byId)).toEqual(factoryCatalogue.slice(0, 3).map(choice).sort(byId));
  });

  it('offline with none of it on the device, says so rather than "empty"', async () => {
    await addCatalogueRecords(50);
    const db = bob();
    await offline(db);
    await expect(factoryLoadChoices(db, deviceMarks())).rejects.toThrow(CatalogueNotOnDeviceError);
  });
});
