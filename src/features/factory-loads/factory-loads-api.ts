import {
  collection,
  getCountFromServer,
  getDocs,
  getDocsFromCache,
  limit,
  query,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { readLeniently, splitUnreadable, zodConverter } from '@/lib/firestore/converter';
import { factoryCatalogue } from './catalogue';
import { factoryLoadDocSchema, type FactoryLoadChoice } from './schema';

export { factoryCatalogue } from './catalogue';

const factoryLoadConverter = zodConverter(factoryLoadDocSchema);

/**
 * Most catalogue records a query reads; the rules refuse a list without a limit() this size or smaller, so a
 * catalogue read can never cost more. The catalogue holds 50; the room above is for records added later.
 */
export const FACTORY_CATALOGUE_READ_LIMIT = 100;

/** The shared factory-load catalogue (50 records), bounded as the rules require. */
export function factoryLoadsQuery(db: Firestore) {
  return query(
    collection(db, COLLECTIONS.factoryLoad).withConverter(factoryLoadConverter),
    limit(FACTORY_CATALOGUE_READ_LIMIT),
  );
}

/** The whole catalogue as the app holds it: the rules accept exactly these records, under these ids, with this content. */
const wholeCatalogue: readonly FactoryLoadChoice[] = factoryCatalogue.map(({ id, fields }) => ({ id, ...fields }));

/** Where this device keeps what it learnt of the server's catalogue. */
export type CatalogueMarks = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const wholeOnServerKey = (db: Firestore) => `rangebook.factoryCatalogueWhole.v1.${db.app.options.projectId ?? ''}`;

/** Whether this device has learnt that the server holds the whole catalogue (which then never changes). */
export function wholeCatalogueKnown(db: Firestore, marks: CatalogueMarks = localStorage): boolean {
  return marks.getItem(wholeOnServerKey(db)) !== null;
}

/** Forgets what this device learnt of the catalogue (logging out leaves nothing behind). */
export function forgetCatalogueMark(db: Firestore, marks: CatalogueMarks = localStorage): void {
  marks.removeItem(wholeOnServerKey(db));
}

/**
 * Learns, once a device, whether the server holds the whole catalogue. The server can hold only the
 * known records and never changes or deletes one (the rules), so all of them counted once means every
 * one is there for good. A device that has them all in its cache (read before) knows it with no read;
 * otherwise one count, one document read instead of fifty. The count needs a connection: offline it fails.
 */
export async function learnWholeCatalogue(db: Firestore, marks: CatalogueMarks = localStorage): Promise<boolean> {
  if (wholeCatalogueKnown(db, marks)) return true;
  const onDevice = await getDocsFromCache(factoryLoadsQuery(db)).catch(() => null);
  let whole = (onDevice?.size ?? 0) >= wholeCatalogue.length;
  if (!whole) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false)
      throw new Error('Offline: the catalogue cannot be counted');
    whole = (await getCountFromServer(factoryLoadsQuery(db))).data().count >= wholeCatalogue.length;
  }
  if (whole) marks.setItem(wholeOnServerKey(db), new Date().toISOString());
  return whole;
}

/** No connection, and nothing of the catalogue on this device yet: what New Session says instead of "empty". */
export class CatalogueNotOnDeviceError extends Error {
  constructor() {
    super('The factory catalogue is not on this device yet: it comes with the next page opened online.');
    this.name = 'CatalogueNotOnDeviceError';
  }
}

/**
 * The factory loads a new session can pick. With the whole catalogue on the server, the app's own copy:
 * no read, and the same offline. Otherwise (a project not seeded yet, or no connection before this
 * device learnt it) the records the server has, or offline the ones this device has; none offline is
 * a CatalogueNotOnDeviceError, since only the server can say the catalogue is empty.
 */
export async function factoryLoadChoices(
  db: Firestore,
  marks: CatalogueMarks = localStorage,
): Promise<readonly FactoryLoadChoice[]> {
  const whole = await learnWholeCatalogue(db, marks).then(
    (learnt) => ({ learnt, reached: true }),
    () => ({ learnt: false, reached: false }),
  );
  if (whole.learnt) return wholeCatalogue;
  const snapshot = await getDocs(readLeniently(factoryLoadsQuery(db)));
  if (!whole.reached && snapshot.metadata.fromCache && snapshot.empty) throw new CatalogueNotOnDeviceError();
  const { records } = splitUnreadable(snapshot.docs.map((record) => record.data()));
  return records.map(({ id, caliber, manufacturer, product, bulletWeight, bulletType, use, cartridgeType }) => ({
    id,
    caliber,
    manufacturer,
    product,
    bulletWeight,
    bulletType,
    use,
    cartridgeType,
  }));
}
