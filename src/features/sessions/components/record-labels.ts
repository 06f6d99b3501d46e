import { type AmmunitionSnapshot, type FirearmSnapshot } from '../schema';
import { ammunitionLabel } from '../session-start-schema';

/*
 * A session keeps a snapshot of its load and firearm, so it stays readable after either is
 * deleted; it then says so: the snapshot's name followed by " (deleted)".
 */

/** Whether a session's load or firearm still exists: unknown while the records load. */
export type RecordPresence = 'present' | 'deleted' | 'unknown';

export const DELETED_SUFFIX = ' (deleted)';

/** The presence of a record by id, given the ids of the user's records (null while they load). */
export function presenceIn(ids: ReadonlySet<string> | null | undefined, id: string): RecordPresence {
  if (!ids) return 'unknown';
  return ids.has(id) ? 'present' : 'deleted';
}

/** Whether the session's handload was deleted (a factory load never is). */
export function ammunitionDeleted(
  ammunition: AmmunitionSnapshot,
  loadIds: ReadonlySet<string> | null | undefined,
): boolean {
  return ammunition.type === 'handload' && presenceIn(loadIds, ammunition.loadDevelopmentId) === 'deleted';
}

/** The ammunition in a few words; a deleted load's name is followed by " (deleted)". */
export function sessionAmmunitionLabel(ammunition: AmmunitionSnapshot, deleted: boolean): string {
  if (ammunition.type === 'handload' && deleted) return `${ammunition.name}${DELETED_SUFFIX} · ${ammunition.cartridge}`;
  return ammunitionLabel(ammunition);
}

/** The firearm's make and model; a deleted one's followed by " (deleted)". */
export function firearmName(firearm: FirearmSnapshot, deleted: boolean): string {
  return `${firearm.make} ${firearm.model}${deleted ? DELETED_SUFFIX : ''}`;
}
