import { getDocs, type Firestore } from 'firebase/firestore';
import { userBarrelsQuery } from '@/features/barrels/barrels-api';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { userBatchesQuery } from '@/features/inventory/batches-api';
import { userComponentsQuery, userLotsQuery } from '@/features/inventory/inventory-api';
import { userLoadsQuery } from '@/features/loads/loads-api';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { readLeniently, splitUnreadable, type UnreadableDoc } from '@/lib/firestore/converter';

/**
 * Every firearm (with its barrels), load development and session of the user, and the bench (components, their lots
 * with their movements, and batches): the server's, or the cache's when offline. A document that
 * fails its schema does not fail the backup: it is kept raw, under `unreadable`, with why it cannot
 * be read.
 */
export async function readAllRecords(db: Firestore, userId: string) {
  const [firearms, loads, sessions, components, lots, batches, barrels] = await Promise.all([
    getDocs(readLeniently(userFirearmsQuery(db, userId))),
    getDocs(readLeniently(userLoadsQuery(db, userId))),
    getDocs(readLeniently(userSessionsQuery(db, userId))),
    getDocs(readLeniently(userComponentsQuery(db, userId))),
    getDocs(readLeniently(userLotsQuery(db, userId))),
    getDocs(readLeniently(userBatchesQuery(db, userId))),
    getDocs(readLeniently(userBarrelsQuery(db, userId))),
  ]);
  const read = <T>(snapshot: { docs: { data: () => T | UnreadableDoc }[] }) =>
    splitUnreadable<T>(snapshot.docs.map((doc) => doc.data()));
  const all = [
    read(firearms),
    read(loads),
    read(sessions),
    read(components),
    read(lots),
    read(batches),
    read(barrels),
  ] as const;
  const [firearmRecords, loadRecords, sessionRecords, componentRecords, lotRecords, batchRecords, barrelRecords] = all;
  return {
    firearms: firearmRecords.records,
    loadDevelopments: loadRecords.records,
    shootingSessions: sessionRecords.records,
    components: componentRecords.records,
    componentLots: lotRecords.records,
    loadBatches: batchRecords.records,
    barrels: barrelRecords.records,
    unreadable: all.flatMap((records) => records.unreadable),
  };
}
