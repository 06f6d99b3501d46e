/**
 * What a restore writes, decided before anything is written: each record's id in the signed-in
 * account, its references rewritten with the same mapping, and which records are left out and why.
 * Pure module.
 */
import type { FirearmFields } from '@/features/firearms/schema';
import type { LoadFields, LoadStatus } from '@/features/loads/schema';
import type { LoadTest } from '@/features/loads/test-schema';
import type { RestoredSession } from '@/features/sessions/schema';
import { hash53 } from '@/utils/hash';
import type { Backup } from './backup-format';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 20;

/**
 * The id a record of another account gets in this one: 20 letters and digits (like Firestore's
 * own ids), derived from the target account and the original id, so restoring the same file again
 * gives the same ids and adds nothing.
 */
export function mappedId(targetUid: string, originalId: string): string {
  const source = `${targetUid}/${originalId}`;
  let id = '';
  for (let seed = 1; id.length < ID_LENGTH; seed += 1) {
    let value = hash53(source, seed);
    // 5 characters (62^5 < 2^30) from each hash's low 30 bits keeps every character uniform enough.
    for (let n = 0; n < 5 && id.length < ID_LENGTH; n += 1) {
      id += ID_ALPHABET[value % ID_ALPHABET.length];
      value = Math.floor(value / ID_ALPHABET.length);
    }
  }
  return id;
}

/**
 * The id mapping of a restore into `targetUid`: a backup of this same account keeps its ids (the
 * records it holds are these records), one of another account gets ids derived from this account
 * and the original id. Every reference between records goes through the same mapping.
 */
export function idMapping(backupUid: string, targetUid: string): (originalId: string) => string {
  return backupUid === targetUid ? (id) => id : (id) => mappedId(targetUid, id);
}

/** The ids the signed-in account already has, per collection. */
export type ExistingIds = {
  firearms: ReadonlySet<string>;
  loadDevelopments: ReadonlySet<string>;
  shootingSessions: ReadonlySet<string>;
};

export type RestorePlan = {
  firearms: { id: string; fields: FirearmFields }[];
  loadDevelopments: { id: string; fields: LoadFields; status: LoadStatus; test?: LoadTest }[];
  shootingSessions: { id: string; session: RestoredSession }[];
  /** Records already in the account under their id: left as they are. */
  alreadyThere: number;
  /** Sessions whose handload or firearm is neither in the backup nor in the account (deleted before it was made). */
  missingReference: { id: string; sessionName: string }[];
};

/**
 * The writes that restore `backup` into `targetUid`, oldest first so lists keep their order. A
 * record whose id is already in the account is left as it is: a second restore adds nothing and
 * never undoes a change made since the backup (nor could it: the rules keep creation times and a
 * completed session's shots). A session is restored only when the account will have its handload
 * and firearm, which the rules require of a new session; factory catalogue ids stay as they are. A
 * session keeps the batch it fired when the account will have that batch (restored, or already
 * there), and is restored without it otherwise (the rules require a named batch to exist).
 */
export function planRestore(
  backup: Backup,
  targetUid: string,
  existing: ExistingIds,
  /** The batches (ids in this account) the account will have: a session keeps its batch only when it is one. */
  batches: ReadonlySet<string> = new Set(),
): RestorePlan {
  const map = idMapping(backup.user.uid, targetUid);
  let alreadyThere = 0;
  const fresh = <T extends { id: string }>(records: readonly T[], ids: ReadonlySet<string>) =>
    [...records].reverse().filter((record) => {
      const there = ids.has(map(record.id));
      if (there) alreadyThere += 1;
      return !there;
    });

  const firearms = fresh(backup.firearms, existing.firearms).map(
    ({ id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }) => ({ id: map(id), fields }),
  );
  const loadDevelopments = fresh(backup.loadDevelopments, existing.loadDevelopments).map(
    ({ id, status, test, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }) => ({
      id: map(id),
      fields,
      status,
      // A step load stays in its test: the test's, its base load's and its firearm's ids mapped alike.
      ...(test && {
        test: {
          ...test,
          id: map(test.id),
          fromLoadId: map(test.fromLoadId),
          firearmId: test.firearmId && map(test.firearmId),
        },
      }),
    }),
  );

  const firearmIds = new Set([...existing.firearms, ...backup.firearms.map((firearm) => map(firearm.id))]);
  const loadIds = new Set([...existing.loadDevelopments, ...backup.loadDevelopments.map((load) => map(load.id))]);
  const missingReference: RestorePlan['missingReference'] = [];
  const shootingSessions: RestorePlan['shootingSessions'] = [];
  for (const record of fresh(backup.shootingSessions, existing.shootingSessions)) {
    const ammunition =
      record.selectedAmmunition.type === 'handload'
        ? { ...record.selectedAmmunition, loadDevelopmentId: map(record.selectedAmmunition.loadDevelopmentId) }
        : record.selectedAmmunition;
    const firearm = { ...record.selectedFirearm, id: map(record.selectedFirearm.id) };
    if (!firearmIds.has(firearm.id) || (ammunition.type === 'handload' && !loadIds.has(ammunition.loadDevelopmentId))) {
      missingReference.push({ id: record.id, sessionName: record.sessionName });
      continue;
    }
    shootingSessions.push({
      id: map(record.id),
      session: {
        sessionName: record.sessionName,
        date: record.date,
        location: record.location,
        weather: record.weather,
        targetDistance: record.targetDistance,
        notes: record.notes,
        ammunitionType: record.ammunitionType,
        selectedAmmunition: ammunition,
        selectedFirearm: firearm,
        status: record.status,
        shots: record.shots,
        exclusions: record.exclusions,
        ...(record.batchId && batches.has(map(record.batchId)) ? { batchId: map(record.batchId) } : {}),
      },
    });
  }
  return { firearms, loadDevelopments, shootingSessions, alreadyThere, missingReference };
}
