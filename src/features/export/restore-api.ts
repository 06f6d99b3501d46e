import { getDocsFromServer, type Firestore, type Query } from 'firebase/firestore';
import { addFirearm, userFirearmsQuery } from '@/features/firearms/firearms-api';
import { loadBatch, userBatchesQuery } from '@/features/inventory/batches-api';
import { recordBrassEvent, setBrassLimits, splitBrassLot } from '@/features/inventory/brass-life-api';
import {
  addComponent,
  addLot,
  recordMovement,
  userComponentsQuery,
  userLotsQuery,
} from '@/features/inventory/inventory-api';
import { addLoadDevelopment, setLoadStatus, userLoadsQuery } from '@/features/loads/loads-api';
import { NEW_LOAD_STATUS } from '@/features/loads/schema';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { restoreSession } from '@/features/sessions/session-writes-api';
import type { Backup } from './backup-format';
import { restoreBarrels, type BarrelsRestored } from './restore-barrels-api';
import { planBenchRestore, type BenchPlan, type BenchStep, type ExistingBenchIds } from './restore-bench-plan';
import { idMapping, planRestore, type ExistingIds, type RestorePlan } from './restore-plan';

export type RestoreResult = {
  firearms: number;
  loadDevelopments: number;
  shootingSessions: number;
  /** The bench restored, when the backup holds one. */
  bench?: Omit<BenchPlan, 'steps'>;
  /** The barrels restored, when the backup holds any (after the firearms they belong to). */
  barrels?: BarrelsRestored;
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

/** The bench's ids the account has on the server. */
export async function existingBenchIds(db: Firestore, userId: string): Promise<ExistingBenchIds> {
  const [components, lots, batches] = await Promise.all([
    serverIds(userComponentsQuery(db, userId)),
    serverIds(userLotsQuery(db, userId)),
    serverIds(userBatchesQuery(db, userId)),
  ]);
  return { components, lots, batches };
}

/** One step of the bench's restore, through the app's own write. */
function writeBenchStep(db: Firestore, userId: string, step: BenchStep): Promise<unknown> {
  switch (step.step) {
    case 'component':
      return addComponent(db, userId, step.fields, step.id);
    case 'lot':
      return addLot(
        db,
        userId,
        step.owner,
        { fields: step.fields, bought: step.bought, ...(step.life ? { life: step.life } : {}) },
        step.at,
        step.id,
      );
    case 'movement':
      return recordMovement(db, step.lot, step.componentName, step.values, step.at);
    case 'batch':
      return loadBatch(db, userId, step.load, step.choice, step.at, step.id);
    case 'split':
      return splitBrassLot(db, userId, step.owner, step.parent, step.choice, step.at, step.id);
    case 'brassLimits':
      return setBrassLimits(db, step.lot, step.componentName, step.limits);
    case 'brassEvent':
      return recordBrassEvent(db, step.lot, step.componentName, step.values, step.at, step.id);
  }
}

/**
 * Restores a parsed backup into the signed-in account `userId`, through the same validated api
 * functions the app writes with (planRestore decides the ids and what is left out). Firearms and
 * loads are queued before the sessions that name them, the bench before the sessions that fire its
 * batches, all in the same moment, and the promise
 * resolves once every write is on this device; the sync journal follows each to the server.
 */
export async function restoreBackup(db: Firestore, userId: string, backup: Backup): Promise<RestoreResult> {
  // The bench's plan is made before anything is written, from what the server has.
  const hasBench = backup.components.length + backup.componentLots.length + backup.loadBatches.length > 0;
  const benchIds = hasBench ? await existingBenchIds(db, userId) : null;
  const benchPlan = benchIds ? planBenchRestore(backup, userId, benchIds, await loadNames(db, userId, backup)) : null;
  // The batches the account will have, which the restored sessions may name.
  const batches = new Set([
    ...(benchIds?.batches ?? []),
    ...(benchPlan?.steps ?? []).flatMap((step) => (step.step === 'batch' ? [step.id] : [])),
  ]);
  const plan = planRestore(backup, userId, await existingIds(db, userId), batches);
  const writes: Promise<unknown>[] = [];
  for (const { id, fields } of plan.firearms) writes.push(addFirearm(db, userId, fields, id));
  for (const { id, fields, status, test } of plan.loadDevelopments) {
    writes.push(addLoadDevelopment(db, userId, fields, id, test));
    // A new load starts as Planning (the rules require it); its status follows in a second write.
    if (status !== NEW_LOAD_STATUS) writes.push(setLoadStatus(db, { id, name: fields.name }, status));
  }
  // The bench after the loads its batches name: components, lots, then their history in order.
  for (const step of benchPlan?.steps ?? []) writes.push(writeBenchStep(db, userId, step));
  // The sessions after the batches they fire (the rules require a named batch to exist).
  for (const { id, session } of plan.shootingSessions) writes.push(restoreSession(db, userId, id, session));
  await Promise.all(writes);
  return {
    firearms: plan.firearms.length,
    loadDevelopments: plan.loadDevelopments.length,
    shootingSessions: plan.shootingSessions.length,
    alreadyThere: plan.alreadyThere,
    missingReference: plan.missingReference,
    ...(benchPlan ? { bench: withoutSteps(benchPlan) } : {}),
    // Once the firearms are on this device: a barrel's rules read its firearm.
    ...(await restoreBarrels(db, userId, backup, plan.firearms)),
  };
}

const withoutSteps = ({ steps: _steps, ...counts }: BenchPlan): Omit<BenchPlan, 'steps'> => counts;

/** The loads the account has once the backup's are restored (mapped ids), with the backup's names. */
async function loadNames(db: Firestore, userId: string, backup: Backup): Promise<Map<string, string>> {
  const map = idMapping(backup.user.uid, userId);
  const names = new Map<string, string>();
  for (const id of await serverIds(userLoadsQuery(db, userId))) names.set(id, 'a load');
  for (const load of backup.loadDevelopments) names.set(map(load.id), load.name);
  return names;
}
