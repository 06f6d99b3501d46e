import { collection, doc, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue } from '@/lib/firestore/write-ops';
import { firearmDocSchema, firearmFieldsSchema, type FirearmFields } from './schema';

const firearmConverter = zodConverter(firearmDocSchema);
const firearmsCollection = (db: Firestore) => collection(db, COLLECTIONS.firearms).withConverter(firearmConverter);
const firearmPath = (firearmId: string) => `${COLLECTIONS.firearms}/${firearmId}`;

/** The user's firearms, newest first (a live query for useLiveQuery). */
export function userFirearmsQuery(db: Firestore, userId: string) {
  return query(firearmsCollection(db), where('userId', '==', userId), orderBy('createdAt', 'desc'));
}

/** One firearm by id (a live document for useLiveDoc). */
export function firearmRef(db: Firestore, firearmId: string) {
  return doc(firearmsCollection(db), firearmId);
}

/** A new firearm's id, made on the device. */
export function newFirearmId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.firearms)).id;
}

/**
 * Adds a firearm for the user and gives its id once it is stored on this device, never waiting for
 * the server. Its roundCount is the rounds fired before Rangebook; logged rounds are derived from
 * the sessions (domain/rollups.ts), so an edit can never overwrite them.
 */
export async function addFirearm(
  db: Firestore,
  userId: string,
  fields: FirearmFields,
  firearmId = newFirearmId(db),
): Promise<string> {
  const data = firearmFieldsSchema.parse(fields);
  await saveOnDevice(
    db,
    [
      {
        kind: 'create',
        path: firearmPath(firearmId),
        data: {
          ...(toOpValue(data) as Record<string, never>),
          userId,
          createdAt: serverTime(),
          updatedAt: serverTime(),
        },
      },
    ],
    { label: `New firearm “${data.name}”` },
  );
  return firearmId;
}

/** Saves every form field of a firearm plus updatedAt, on this device first, without waiting for the server. */
export function updateFirearm(db: Firestore, firearmId: string, fields: FirearmFields): Promise<void> {
  const data = firearmFieldsSchema.parse(fields);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: firearmPath(firearmId),
        data: { ...(toOpValue(data) as Record<string, never>), updatedAt: serverTime() },
      },
    ],
    {
      label: `Changes to firearm “${data.name}”`,
    },
  );
}

/**
 * Deletes a firearm and, in the same batch, its barrels (`barrelIds`, with their cleaning logs: they
 * belong to nothing else); its sessions keep their snapshot of it.
 */
export function deleteFirearm(
  db: Firestore,
  firearm: { id: string; name: string },
  barrelIds: readonly string[] = [],
): Promise<void> {
  const barrels = barrelIds.map((barrelId) => ({
    kind: 'delete' as const,
    path: `${COLLECTIONS.barrels}/${barrelId}`,
  }));
  return saveOnDevice(db, [{ kind: 'delete', path: firearmPath(firearm.id) }, ...barrels], {
    label: `Deleting firearm “${firearm.name}”`,
  });
}
