import { collection, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { factoryLoadDocSchema } from './schema';

const factoryLoadConverter = zodConverter(factoryLoadDocSchema);

/** The whole shared factory-load catalogue (a few dozen records; a live query). */
export function factoryLoadsQuery(db: Firestore) {
  return collection(db, COLLECTIONS.factoryLoad).withConverter(factoryLoadConverter);
}
