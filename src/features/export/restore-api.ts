import { getDocsFromServer, type Firestore, type Query } from 'firebase/firestore';
import { addFirearm, userFirearmsQuery } from '@/features/firearms/firearms-api';
import { addLoadDevelopment, setLoadStatus, userLoadsQuery } from '@/features/loads/loads-api';
import { NEW_LOAD_STATUS } from '@/features/loads/schema';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { restoreSession } from '@/features/sessions/session-writes-api';
import type { Backup } from './backup-format';
import { planRestore, type ExistingIds, type RestorePlan } from './restore-plan';

export type RestoreResult = {
  firearms: number;
  loadDevelopments: number;
  shootingSessions: number;
} & Pick<RestorePlan, 'alreadyThere' | 'missingReference'>;

/** The ids of every document of a query, as the server has them now (only ids: no document is parsed). */
async function serverIds(source: Query<unknown>): Promise<Set<string>> {
  const snapshot = await getDocsFromServer(source);
  return new Set(snapshot.docs.map((item) => item.id));
}

/**
 * The ids the account has on the server, documents that fail their schema included. Read from the
 * server, never the cache: a record the cache lacks would be written again, and the rules refuse
 * to overwrite one.
 */
export async function existingIds(db: Firestore, userId: string): Promise<ExistingIds> {
  const [firearms, loadDevelopments, shootingSessions] = await Promise.all([
    serverIds(userFirearmsQuery(db, userId)),
    serverIds(userLoadsQuery(db, userId)),
    serverIds(userSessionsQuery(db, userId)),
  ]);
  return { firearms, loadDevelopments, shootingSessions };
}

/**
 * Restores a parsed backup into the signed-in account `userId`, through the same validated api
 * functions the app writes with (planRestore decides the ids and what is left out). Firearms and
 * loads are queued before the sessions that name them, all in the same moment, and the promise
 * resolves once every write is on this device; the sync journal follows each to the server.
 */
export async function restoreBackup(db: Firestore, userId: string, backup: Backup): Promise<RestoreResult> {
  const plan = planRestore(backup, userId, await existingIds(db, userId));
  const writes: Promise<unknown>[] = [];
  for (const { id, fields } of plan.firearms) writes.push(addFirearm(db, userId, fields, id));
  for (const { id, fields, status } of plan.loadDevelopments) {
    writes.push(addLoadDevelopment(db, userId, fields, id));
    // A new load starts as Planning (the rules require it); its status follows in a second write.
    if (status !== NEW_LOAD_STATUS) writes.push(setLoadStatus(db, { id, name: fields.name }, status));
  }
  for (const { id, session } of plan.shootingSessions) writes.push(restoreSession(db, userId, id, session));
  await Promise.all(writes);
  return {
    firearms: plan.firearms.length,
    loadDevelopments: plan.loadDevelopments.length,
    shootingSessions: plan.shootingSessions.length,
    alreadyThere: plan.alreadyThere,
    missingReference: plan.missingReference,
  };
}
