import { collection, doc, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { zodConverter } from '../../lib/firestore/converter';
import { saveOnDevice } from '../../lib/firestore/local';
import { firearmDocSchema, firearmFieldsSchema, type FirearmFields } from './schema';

const firearmConverter = zodConverter(firearmDocSchema);
const firearmsCollection = () => collection(db, COLLECTIONS.firearms).withConverter(firearmConverter);

/** The user's firearms, newest first (a live query for useLiveQuery). */
export function userFirearmsQuery(userId: string) {
  return query(firearmsCollection(), where('userId', '==', userId), orderBy('createdAt', 'desc'));
}

/** One firearm by id (a live document for useLiveDoc). */
export function firearmRef(firearmId: string) {
  return doc(firearmsCollection(), firearmId);
}

/**
 * Adds a firearm for the user and gives its id once it is stored on this device, never waiting for
 * the server: it syncs when it can, and the sync store reports a refusal.
 */
export async function addFirearm(userId: string, fields: FirearmFields): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.firearms));
  const data = firearmFieldsSchema.parse(fields);
  await saveOnDevice(setDoc(ref, { ...data, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }), ref, {
    label: `New firearm “${data.name}”`,
    check: { kind: 'exists' },
  });
  return ref.id;
}

/** Saves every form field of a firearm plus updatedAt, on this device first, without waiting for the server. */
export async function updateFirearm(firearmId: string, fields: FirearmFields): Promise<void> {
  const data = firearmFieldsSchema.parse(fields);
  const ref = doc(db, COLLECTIONS.firearms, firearmId);
  await saveOnDevice(updateDoc(ref, { ...data, updatedAt: serverTimestamp() }), ref, {
    label: `Changes to firearm “${data.name}”`,
    check: { kind: 'exists' },
  });
}
