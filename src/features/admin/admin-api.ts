import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { newLoadId } from '@/features/loads/loads-api';
import { NEW_LOAD_STATUS } from '@/features/loads/schema';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';
import { factoryCatalogue } from './factory-catalogue';
import { sampleLoads } from './sample-loads';

/** Adds the six sample load developments for the user, in one batch that syncs when it can. */
export async function addSampleLoads(db: Firestore, userId: string): Promise<number> {
  const ops: WriteOp[] = sampleLoads.map((load) => ({
    kind: 'create',
    path: `${COLLECTIONS.loadDevelopment}/${newLoadId(db)}`,
    data: {
      ...(toOpValue(load) as Record<string, never>),
      status: NEW_LOAD_STATUS,
      userId,
      createdAt: serverTime(),
      updatedAt: serverTime(),
    },
  }));
  await saveOnDevice(db, ops, { label: `${sampleLoads.length} sample load developments` });
  return sampleLoads.length;
}

export type SeedResult = { added: number; alreadyPresent: number };

/**
 * Adds the factory-load catalogue under deterministic ids, creating only the records that are
 * missing: seeding twice neither duplicates nor overwrites (the rules forbid overwriting anyway).
 * Needs a connection, since it asks the server what exists.
 */
export async function addFactoryCatalogue(
  db: Firestore,
  onProgress?: (done: number, total: number) => void,
): Promise<SeedResult> {
  let done = 0;
  const outcomes = await Promise.all(
    factoryCatalogue.map(async ({ id, fields }) => {
      const ref = doc(db, COLLECTIONS.factoryLoad, id);
      const exists = (await getDoc(ref)).exists();
      if (!exists) await setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      onProgress?.(++done, factoryCatalogue.length);
      return exists;
    }),
  );
  const alreadyPresent = outcomes.filter(Boolean).length;
  return { added: outcomes.length - alreadyPresent, alreadyPresent };
}
