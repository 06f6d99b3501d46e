import { collection } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { factoryLoadDocSchema } from './schema';

const factoryLoadConverter = zodConverter(factoryLoadDocSchema);

/** The whole shared factory-load catalogue (a few dozen records; a live query). */
export function factoryLoadsQuery() {
  return collection(db, COLLECTIONS.factoryLoad).withConverter(factoryLoadConverter);
}
