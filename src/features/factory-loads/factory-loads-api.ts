import { collection, getDocs, getDocsFromCache, limit, query, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { factoryLoadDocSchema } from './schema';

const factoryLoadConverter = zodConverter(factoryLoadDocSchema);

/**
 * Most catalogue records a query reads; the rules refuse a list without a limit() this size or smaller, so a
 * catalogue read can never cost more. The catalogue holds 50; the room above is for records added later.
 */
export const FACTORY_CATALOGUE_READ_LIMIT = 100;

/** The shared factory-load catalogue (50 records; a live query), bounded as the rules require. */
export function factoryLoadsQuery(db: Firestore) {
  return query(
    collection(db, COLLECTIONS.factoryLoad).withConverter(factoryLoadConverter),
    limit(FACTORY_CATALOGUE_READ_LIMIT),
  );
}

/**
 * Puts the catalogue on this device for a day at the range with no signal, reading it from the
 * server only when the device has none of it: its records never change (the rules refuse any
 * update), so a device that holds them reads nothing more on later page loads.
 */
export async function keepCatalogueOnDevice(db: Firestore): Promise<void> {
  const cached = await getDocsFromCache(factoryLoadsQuery(db)).catch(() => null);
  if (cached && !cached.empty) return;
  await getDocs(factoryLoadsQuery(db));
}
