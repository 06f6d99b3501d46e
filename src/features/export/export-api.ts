import { getDocs, type Firestore } from 'firebase/firestore';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { userLoadsQuery } from '@/features/loads/loads-api';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { readLeniently, splitUnreadable, type UnreadableDoc } from '@/lib/firestore/converter';

/**
 * Every firearm, load development and session of the user (the server's, or the cache's when
 * offline). A document that fails its schema does not fail the backup: it is kept raw, under
 * `unreadable`, with why it cannot be read.
 */
export async function readAllRecords(db: Firestore, userId: string) {
  const [firearms, loads, sessions] = await Promise.all([
    getDocs(readLeniently(userFirearmsQuery(db, userId))),
    getDocs(readLeniently(userLoadsQuery(db, userId))),
    getDocs(readLeniently(userSessionsQuery(db, userId))),
  ]);
  const read = <T>(snapshot: { docs: { data: () => T | UnreadableDoc }[] }) =>
    splitUnreadable<T>(snapshot.docs.map((doc) => doc.data()));
  const [firearmRecords, loadRecords, sessionRecords] = [read(firearms), read(loads), read(sessions)];
  return {
    firearms: firearmRecords.records,
    loadDevelopments: loadRecords.records,
    shootingSessions: sessionRecords.records,
    unreadable: [...firearmRecords.unreadable, ...loadRecords.unreadable, ...sessionRecords.unreadable],
  };
}
