/**
 * The barrels of a backup restored (issue 36): each under its mapped id, on its mapped firearm, with
 * its cleaning log; one already in the account is left as it is, one whose firearm is neither
 * restored nor in the account is left out. Written through the barrels' own api (restoreBarrel).
 */
import { getDocsFromServer, type Firestore } from 'firebase/firestore';
import { restoreBarrel, userBarrelsQuery } from '@/features/barrels/barrels-api';
import type { BarrelFields, Cleaning } from '@/features/barrels/schema';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import type { Backup } from './backup-format';
import { idMapping } from './restore-plan';

export type BarrelRestorePlan = {
  barrels: { id: string; firearmId: string; fields: BarrelFields; cleanings: Cleaning[] }[];
  alreadyThere: number;
  /** Names of barrels left out: their firearm is in neither the backup nor the account. */
  missingFirearm: string[];
};

/** What a restore writes of the backup's barrels, decided before anything is written. Pure. */
export function planBarrelsRestore(
  backup: Backup,
  userId: string,
  existing: ReadonlySet<string>,
  firearmsAfter: ReadonlySet<string>,
): BarrelRestorePlan {
  const map = idMapping(backup.user.uid, userId);
  const plan: BarrelRestorePlan = { barrels: [], alreadyThere: 0, missingFirearm: [] };
  for (const barrel of backup.barrels) {
    const id = map(barrel.id);
    const firearmId = map(barrel.firearmId);
    if (existing.has(id)) plan.alreadyThere += 1;
    else if (!firearmsAfter.has(firearmId)) plan.missingFirearm.push(barrel.name);
    else {
      const {
        id: _id,
        firearmId: _firearmId,
        cleanings,
        userId: _userId,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = barrel;
      plan.barrels.push({ id, firearmId, fields, cleanings });
    }
  }
  return plan;
}

/** The barrels' ids the account has on the server (never the cache: the rules refuse an overwrite). */
export async function existingBarrelIds(db: Firestore, userId: string): Promise<Set<string>> {
  const snapshot = await getDocsFromServer(userBarrelsQuery(db, userId));
  return new Set(snapshot.docs.map((item) => item.id));
}

/** The writes of a plan, each a promise settled once on this device (queued after their firearms). */
export function writeBarrels(db: Firestore, userId: string, plan: BarrelRestorePlan): Promise<void>[] {
  return plan.barrels.map((barrel) => restoreBarrel(db, userId, barrel));
}

/** What a restore did with the backup's barrels. */
export type BarrelsRestored = { restored: number; alreadyThere: number; missingFirearm: string[] };

/**
 * Restores the backup's barrels once its firearms (`restoredFirearms`, with the account's own) are
 * written: nothing to say when the backup holds none.
 */
export async function restoreBarrels(
  db: Firestore,
  userId: string,
  backup: Backup,
  restoredFirearms: readonly { id: string }[],
): Promise<{ barrels?: BarrelsRestored }> {
  if (backup.barrels.length === 0) return {};
  const [existing, accountFirearms] = await Promise.all([
    existingBarrelIds(db, userId),
    getDocsFromServer(userFirearmsQuery(db, userId)),
  ]);
  const firearms = new Set([...accountFirearms.docs.map((item) => item.id), ...restoredFirearms.map(({ id }) => id)]);
  const plan = planBarrelsRestore(backup, userId, existing, firearms);
  await Promise.all(writeBarrels(db, userId, plan));
  return {
    barrels: { restored: plan.barrels.length, alreadyThere: plan.alreadyThere, missingFirearm: plan.missingFirearm },
  };
}
