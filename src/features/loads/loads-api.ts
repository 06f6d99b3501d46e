import { collection, doc, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue } from '@/lib/firestore/write-ops';
import {
  LOAD_STATUSES,
  loadDocSchema,
  loadFieldsSchema,
  NEW_LOAD_STATUS,
  type LoadFields,
  type LoadStatus,
} from './schema';
import { loadTestSchema, type LoadTest } from './test-schema';

const loadConverter = zodConverter(loadDocSchema);
const loadsCollection = (db: Firestore) => collection(db, COLLECTIONS.loadDevelopment).withConverter(loadConverter);
const loadPath = (loadId: string) => `${COLLECTIONS.loadDevelopment}/${loadId}`;

/** The user's load developments, newest first (a live query for useLiveQuery). */
export function userLoadsQuery(db: Firestore, userId: string) {
  return query(loadsCollection(db), where('userId', '==', userId), orderBy('createdAt', 'desc'));
}

/** One load development by id. */
export function loadRef(db: Firestore, loadId: string) {
  return doc(loadsCollection(db), loadId);
}

/** A new load's id, made on the device. */
export function newLoadId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.loadDevelopment)).id;
}

/**
 * Creates a load development for the user, starting as Planning; gives its id once it is stored
 * on this device, never waiting for the server. Its sessions, best group and last tested date are
 * derived from its sessions (domain/rollups.ts), never stored.
 */
export async function addLoadDevelopment(
  db: Firestore,
  userId: string,
  fields: LoadFields,
  loadId = newLoadId(db),
  /** A step load's test (a restored backup's); planTest makes a test's loads. */
  test?: LoadTest,
): Promise<string> {
  const data = loadFieldsSchema.parse(fields);
  await saveOnDevice(
    db,
    [
      {
        kind: 'create',
        path: loadPath(loadId),
        data: {
          ...(toOpValue(data) as Record<string, never>),
          ...(test ? { test: toOpValue(loadTestSchema.parse(test)) } : {}),
          status: NEW_LOAD_STATUS,
          userId,
          createdAt: serverTime(),
          updatedAt: serverTime(),
        },
      },
    ],
    { label: `New load development “${data.name}”` },
  );
  return loadId;
}

/** Saves every field of a load development and its status. */
export function updateLoadDevelopment(
  db: Firestore,
  loadId: string,
  fields: LoadFields,
  status: LoadStatus,
): Promise<void> {
  const data = loadFieldsSchema.parse(fields);
  if (!LOAD_STATUSES.includes(status)) throw new Error(`Unknown load status: ${String(status)}`);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: loadPath(loadId),
        data: { ...(toOpValue(data) as Record<string, never>), status, updatedAt: serverTime() },
      },
    ],
    { label: `Changes to load development “${data.name}”` },
  );
}

/** Sets only the status (Planning, Testing, In Progress, Complete). */
export function setLoadStatus(db: Firestore, load: { id: string; name: string }, status: LoadStatus): Promise<void> {
  if (!LOAD_STATUSES.includes(status)) throw new Error(`Unknown load status: ${String(status)}`);
  return saveOnDevice(db, [{ kind: 'update', path: loadPath(load.id), data: { status, updatedAt: serverTime() } }], {
    label: `Status of “${load.name}” set to ${status}`,
  });
}

/** Deletes a load development; its sessions keep their snapshot of the recipe. */
export function deleteLoadDevelopment(db: Firestore, load: { id: string; name: string }): Promise<void> {
  return saveOnDevice(db, [{ kind: 'delete', path: loadPath(load.id) }], {
    label: `Deleting load development “${load.name}”`,
  });
}

/**
 * Plans a test: creates its step loads (each Planning, with its `test` map) in one write on this
 * device, never waiting for the server, and gives their ids in step order.
 */
export async function planTest(
  db: Firestore,
  userId: string,
  steps: readonly { fields: LoadFields; test: LoadTest }[],
): Promise<string[]> {
  const loads = steps.map((step) => ({
    id: newLoadId(db),
    data: loadFieldsSchema.parse(step.fields),
    test: loadTestSchema.parse(step.test),
  }));
  const first = loads[0];
  if (!first) throw new Error('A test needs its steps');
  await saveOnDevice(
    db,
    loads.map((load) => ({
      kind: 'create' as const,
      path: loadPath(load.id),
      data: {
        ...(toOpValue(load.data) as Record<string, never>),
        test: toOpValue(load.test),
        status: NEW_LOAD_STATUS,
        userId,
        createdAt: serverTime(),
        updatedAt: serverTime(),
      },
    })),
    { label: `Test of ${loads.length} step loads planned (“${first.data.name}” first)` },
  );
  return loads.map((load) => load.id);
}

/** A new test's id, made on the device. */
export function newTestId(db: Firestore): string {
  return newLoadId(db);
}
