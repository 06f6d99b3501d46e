import { doc, getDocsFromServer, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { factoryCatalogue, factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import { newLoadId } from '@/features/loads/loads-api';
import { NEW_LOAD_STATUS } from '@/features/loads/schema';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';
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
 * missing: seeding twice neither duplicates nor overwrites (the rules forbid overwriting anyway,
 * and accept exactly these 50 records, so any signed-in user may seed a new project).
 * One read of the catalogue on the server (it needs a connection: a cache could miss records the
 * server has), then the missing records in one batch.
 */
export async function addFactoryCatalogue(
  db: Firestore,
  onProgress?: (done: number, total: number) => void,
): Promise<SeedResult> {
  const stored = await getDocsFromServer(factoryLoadsQuery(db));
  const present = new Set(stored.docs.map((record) => record.id));
  onProgress?.(factoryCatalogue.length, factoryCatalogue.length);
  const missing = factoryCatalogue.filter(({ id }) => !present.has(id));
  if (missing.length > 0) {
    const batch = writeBatch(db);
    for (const { id, fields } of missing) {
      batch.set(doc(db, COLLECTIONS.factoryLoad, id), {
        ...fields,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
    await batch.commit();
  }
  return { added: missing.length, alreadyPresent: factoryCatalogue.length - missing.length };
}
