import { collection, doc, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { zodConverter } from '../../lib/firestore/converter';
import { saveOnDevice } from '../../lib/firestore/local';
import { loadDocSchema, loadFieldsSchema, NEW_LOAD_ROLLUP, type LoadFields } from './schema';

const loadConverter = zodConverter(loadDocSchema);
const loadsCollection = () => collection(db, COLLECTIONS.loadDevelopment).withConverter(loadConverter);

/** The user's load developments, newest first (a live query for useLiveQuery). */
export function userLoadsQuery(userId: string) {
  return query(loadsCollection(), where('userId', '==', userId), orderBy('createdAt', 'desc'));
}

/** One load development by id. */
export function loadRef(loadId: string) {
  return doc(loadsCollection(), loadId);
}

/**
 * Creates a load development for the user, starting as Planning and never tested; gives its id
 * once it is stored on this device, never waiting for the server.
 */
export async function addLoadDevelopment(userId: string, fields: LoadFields): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.loadDevelopment));
  const data = loadFieldsSchema.parse(fields);
  await saveOnDevice(setDoc(ref, { ...data, ...NEW_LOAD_ROLLUP, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }), ref, {
    label: `New load development “${data.name}”`,
    check: { kind: 'exists' },
  });
  return ref.id;
}
