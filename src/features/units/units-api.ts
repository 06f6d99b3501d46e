import type { Firestore } from 'firebase/firestore';
import { unitPreferencesSchema, type UnitPreferences } from '@/domain/units';
import { currencySchema, userProfileDocSchema } from '@/features/auth/schema';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { readFromDevice, saveOnDevice } from '@/lib/firestore/local';
import { userProfileRef } from '@/lib/firestore/user-profile';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';

/*
 * The account's unit preference: the `units` map of its profile, users/{uid}. It says only how
 * figures are shown and typed; every figure is stored in the canonical units whatever it says
 * (docs/data-model.md).
 */

const userProfileConverter = zodConverter(userProfileDocSchema);

/** users/{uid}, read through its schema (the live profile the preference comes from). */
export function unitProfileRef(db: Firestore, uid: string) {
  return userProfileRef(db, uid).withConverter(userProfileConverter);
}

/** The write that sets the preference: the whole map at once, so a key no longer chosen never lingers. */
export function unitPreferencesOp(uid: string, preferences: UnitPreferences): WriteOp {
  const units = unitPreferencesSchema.parse(preferences);
  return {
    kind: 'update',
    path: `${COLLECTIONS.users}/${uid}`,
    data: { units: toOpValue(units), updatedAt: serverTime() },
  };
}

/**
 * Stores the account's unit preference; resolves once it is on this device (offline too), the
 * server's answer following through the sync journal. An update of the profile, so only once the
 * profile is on this device (then the server has it: it is created only in a transaction): made
 * before, it would show nothing, and the server would refuse it if it came before the profile's
 * creation (an account whose first page is still creating it). Rejects, writing nothing, then.
 */
export async function saveUnitPreferences(db: Firestore, uid: string, preferences: UnitPreferences): Promise<void> {
  const op = unitPreferencesOp(uid, preferences);
  if (!(await readFromDevice(userProfileRef(db, uid)))) {
    throw new Error('The profile is not on this device yet: the units were not saved');
  }
  return saveOnDevice(db, [op], { label: 'Changes to your units' });
}

/** The write that sets the account's currency. */
export function currencyOp(uid: string, currency: string): WriteOp {
  return {
    kind: 'update',
    path: `${COLLECTIONS.users}/${uid}`,
    data: { currency: currencySchema.parse(currency), updatedAt: serverTime() },
  };
}

/**
 * Stores the account's currency (prices and costs are amounts in it, never converted); resolves once
 * it is on this device, as saveUnitPreferences, and only once the profile is.
 */
export async function saveCurrency(db: Firestore, uid: string, currency: string): Promise<void> {
  const op = currencyOp(uid, currency);
  if (!(await readFromDevice(userProfileRef(db, uid)))) {
    throw new Error('The profile is not on this device yet: the currency was not saved');
  }
  return saveOnDevice(db, [op], { label: 'Change of your currency' });
}
