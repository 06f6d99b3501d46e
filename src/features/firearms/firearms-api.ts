import { collection, doc, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { zodConverter } from '../../lib/firestore/converter';
import { settleOrQueue } from '../../lib/firestore/write';
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

/** Adds a firearm for the user; returns once the server accepted it or it is queued offline. */
export async function addFirearm(userId: string, fields: FirearmFields): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.firearms));
  const data = firearmFieldsSchema.parse(fields);
  await settleOrQueue(setDoc(ref, { ...data, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  return ref.id;
}

/** Saves every form field of a firearm plus updatedAt. */
export async function updateFirearm(firearmId: string, fields: FirearmFields): Promise<void> {
  const data = firearmFieldsSchema.parse(fields);
  await settleOrQueue(updateDoc(doc(db, COLLECTIONS.firearms, firearmId), { ...data, updatedAt: serverTimestamp() }));
}
