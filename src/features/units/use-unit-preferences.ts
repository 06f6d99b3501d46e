import { useMemo } from 'react';
import { defaultCurrency } from '@/domain/currency';
import { defaultUnitPreferences, type UnitPreferences } from '@/domain/units';
import { db } from '@/lib/firebase';
import { useLiveDoc } from '@/lib/firestore/live';
import { unitProfileRef } from './units-api';

export type UnitPreferenceState = {
  /** The stored preference; the browser language's default while none is stored or it is not known yet. */
  preferences: UnitPreferences;
  /** Whether the profile has been read (from the device or the server): until then `stored` means nothing. */
  known: boolean;
  /** Whether the account has chosen or kept a preference. */
  stored: boolean;
  /** The account's currency (ISO 4217); the browser language's region's while none is stored. */
  currency: string;
};

/**
 * The account's unit preference and currency, live from its profile (users/{uid}), so a change made on /account
 * or on another device shows at once. The preference keeps its identity while its units stay the
 * same, so what is memoized on it is not worked out again on every snapshot of the profile.
 */
export function useUnitPreferences(userId: string | undefined): UnitPreferenceState {
  const profile = useLiveDoc(useMemo(() => (userId ? unitProfileRef(db, userId) : null), [userId]));
  const fallback = useMemo(() => defaultUnitPreferences(navigator.language), []);
  const known = profile.status === 'success' && profile.data !== null;
  const units = known ? profile.data?.units : undefined;
  const key = units ? JSON.stringify(units) : null;
  const preferences = useMemo(() => (key ? (JSON.parse(key) as UnitPreferences) : fallback), [key, fallback]);
  const currency = (known ? profile.data?.currency : undefined) ?? defaultCurrency(navigator.language);
  return { preferences, known, stored: key !== null, currency };
}
