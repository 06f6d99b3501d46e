import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_UNITS, METRIC_UNITS, type UnitPreferences } from '@/domain/units';
import { saveUnitPreferences } from '@/features/units/units-api';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The account's unit preference, the `units` map of users/{uid}: what the app writes is allowed, and
// every other shape of it (or anyone else's write) is refused.
const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anon = () => apiDb(env().unauthenticatedContext());

const storedProfile = {
  displayName: 'Alice Archer',
  email: 'alice@example.com',
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
};
/** A European with an American rifle: metric, but grams for powder and inches for the barrel. */
const mixed: UnitPreferences = { ...METRIC_UNITS, powderWeight: 'g', barrelLength: 'in', wind: 'kmh' };

/** Alice's profile gets `units` as saveUnitPreferences writes it, whatever `units` is. */
const writeUnits = (units: unknown) =>
  updateDoc(doc(alice(), 'users/alice'), { units: units as DocumentData, updatedAt: serverTimestamp() });

/**
 * Holds a listener on Alice's profile, so it is on this device (the app's pages keep it so): the app
 * saves units only once the profile is there. Gives the function that stops it.
 */
async function profileOnDevice(db: Firestore): Promise<() => void> {
  let stop = () => {};
  await new Promise<void>((resolve, reject) => {
    stop = onSnapshot(doc(db, 'users/alice'), () => resolve(), reject);
  });
  return stop;
}

describe('users/{uid} units rules', () => {
  describe("the app's own write (saveUnitPreferences)", () => {
    it('stores a preference, all metric, then another over it, and reads back what was stored', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      const db = alice();
      const stop = await profileOnDevice(db);
      await assertSucceeds(serverAnswer(db, () => saveUnitPreferences(db, 'alice', METRIC_UNITS)));
      await assertSucceeds(serverAnswer(db, () => saveUnitPreferences(db, 'alice', mixed)));
      stop();
      const stored = await getDoc(doc(db, 'users/alice'));
      expect(stored.get('units')).toEqual(mixed);
      expect(stored.get('displayName')).toBe(storedProfile.displayName);
    });

    it('stores the imperial default on a profile whose deletion is marked (the mark kept)', async () => {
      await seedDoc(env(), 'users/alice', { ...storedProfile, deletionRequestedAt: Timestamp.fromMillis(1) });
      const db = alice();
      const stop = await profileOnDevice(db);
      await assertSucceeds(serverAnswer(db, () => saveUnitPreferences(db, 'alice', IMPERIAL_UNITS)));
      stop();
    });

    it('lets a new profile carry a preference', async () => {
      await assertSucceeds(
        setDoc(doc(alice(), 'users/alice'), {
          ...storedProfile,
          units: METRIC_UNITS,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('attacks', () => {
    it('denies an unknown unit', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(writeUnits({ ...METRIC_UNITS, velocity: 'knots' }));
      await assertFails(writeUnits({ ...METRIC_UNITS, temperature: 'K' }));
    });

    it("denies a unit of another kind (km/h is a wind's, not a velocity's)", async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(writeUnits({ ...METRIC_UNITS, velocity: 'kmh' }));
      await assertFails(writeUnits({ ...METRIC_UNITS, distance: 'mm' }));
    });

    it('denies a unit that is not a string', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(writeUnits({ ...METRIC_UNITS, angle: 1 }));
      await assertFails(writeUnits({ ...METRIC_UNITS, wind: null }));
    });

    it('denies a missing key', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      const { barrelLength: _omitted, ...withoutBarrel } = METRIC_UNITS;
      await assertFails(writeUnits(withoutBarrel));
      await assertFails(writeUnits({}));
    });

    it('denies an extra key', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(writeUnits({ ...METRIC_UNITS, pressure: 'bar' }));
    });

    it('denies units that are not a map', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(writeUnits('metric'));
      await assertFails(writeUnits(Object.values(METRIC_UNITS)));
      await assertFails(writeUnits(null));
      await assertFails(writeUnits(true));
    });

    it('denies a bad preference in a new profile', async () => {
      await assertFails(
        setDoc(doc(alice(), 'users/alice'), {
          ...storedProfile,
          units: { ...METRIC_UNITS, velocity: 'knots' },
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies a preference without a server updatedAt', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      await assertFails(updateDoc(doc(alice(), 'users/alice'), { units: METRIC_UNITS }));
    });

    it("denies writing another user's preference, through the app's own write or directly", async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      const db = bob();
      // The app writes nothing without the profile on the device, and Bob cannot read Alice's.
      await expect(saveUnitPreferences(db, 'alice', METRIC_UNITS)).rejects.toThrow('not on this device');
      await assertFails(updateDoc(doc(bob(), 'users/alice'), { units: METRIC_UNITS, updatedAt: serverTimestamp() }));
    });

    it('denies an anonymous write', async () => {
      await seedDoc(env(), 'users/alice', storedProfile);
      const db = anon();
      await expect(saveUnitPreferences(db, 'alice', METRIC_UNITS)).rejects.toThrow('not on this device');
      await assertFails(updateDoc(doc(db, 'users/alice'), { units: METRIC_UNITS, updatedAt: serverTimestamp() }));
    });
  });
});
