import type { OpValue, WriteOp } from '@/lib/firestore/write-ops';
import type { RejectedWrite } from './journal';
import type { LogoutRisk } from './sync-reducer';

/**
 * What the app says about its writes, sentence by sentence: the header, a refusal's reason, a
 * refused write as text and as a file, and the logout question. Browser tests check these words.
 */

/**
 * `text` and `detail` are the whole sentence; `short` is the same on one short line, for the
 * header's row on a phone, where the sentence would wrap and make the header taller.
 */
export type SyncIndicatorState = { tone: 'offline' | 'pending'; text: string; detail: string | null; short: string };

/**
 * The header's words: "Offline" without a network, "Saved on this device (N)" for writes held
 * offline, "Waiting to sync (N)" while online writes are on their way; nothing once all are in.
 * On a phone: "Offline", "Offline · N" and "Syncing · N".
 */
export function syncIndicator(online: boolean, pendingCount: number): SyncIndicatorState | null {
  if (!online) {
    return {
      tone: 'offline',
      text: 'Offline',
      detail: pendingCount > 0 ? `Saved on this device (${pendingCount})` : null,
      short: pendingCount > 0 ? `Offline · ${pendingCount}` : 'Offline',
    };
  }
  if (pendingCount > 0)
    return {
      tone: 'pending',
      text: `Waiting to sync (${pendingCount})`,
      detail: null,
      short: `Syncing · ${pendingCount}`,
    };
  return null;
}

/** A refusal in words a shooter understands. */
export function rejectionReason(code: string | undefined): string {
  switch (code) {
    case 'permission-denied':
      return 'the server refused it (the record was changed or removed elsewhere, or the data was not valid)';
    case 'not-found':
      return 'the record no longer exists on the server';
    case 'missing':
      return 'the server does not have it after syncing';
    case 'invalid-argument':
      return 'the values could not be written (they are not valid)';
    default:
      return code ? `the server answered “${code}”` : 'the server refused it';
  }
}

/** An op value in words: markers spelled out, times as ISO dates. */
function describeValue(value: OpValue): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return `[${value.map(describeValue).join(', ')}]`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if ('$serverTime' in value) return "the server's time";
  if (typeof value.$time === 'number') return new Date(value.$time).toISOString();
  if (Array.isArray(value.$arrayUnion)) return `add ${value.$arrayUnion.map(describeValue).join(', ')}`;
  if (Array.isArray(value.$arrayRemove)) return `remove ${value.$arrayRemove.map(describeValue).join(', ')}`;
  if ('$delete' in value) return '(removed)';
  return `{ ${Object.entries(value)
    .map(([key, inner]) => `${key}: ${describeValue(inner)}`)
    .join(', ')} }`;
}

const OP_WORDS: Record<WriteOp['kind'], string> = {
  create: 'new record',
  update: 'changes to',
  set: 'new version of',
  delete: 'removal of',
};

/** A refused write as text a user can paste anywhere: what it was, why, when, and every value. */
export function describeRejectedWrite(write: RejectedWrite): string {
  const lines = [
    `Not saved: ${write.meta.label}`,
    `Why: ${write.reason}`,
    `Made: ${new Date(write.queuedAt).toISOString()}`,
  ];
  const { relog } = write.meta;
  if (relog) {
    lines.push(
      `Shot: velocity ${relog.velocity ?? 'none'} fps, impact ${relog.impact ?? 'none'} in, note ${relog.note ? JSON.stringify(relog.note) : 'none'}`,
    );
  }
  for (const op of write.ops) {
    lines.push(`${OP_WORDS[op.kind]} ${op.path}`);
    if (op.kind !== 'delete')
      for (const [field, value] of Object.entries(op.data)) lines.push(`  ${field}: ${describeValue(value)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A refused write as a JSON file's content: the entry whole, its times also as dates. */
export function rejectedWriteJson(write: RejectedWrite): string {
  const file = {
    ...write,
    queuedAtIso: new Date(write.queuedAt).toISOString(),
    refusedAtIso: new Date(write.at).toISOString(),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The name of a refused write's JSON file. */
export function rejectedWriteFileName(write: RejectedWrite): string {
  return `rangebook-not-saved-${new Date(write.queuedAt).toISOString().slice(0, 10)}-${write.id.slice(0, 8)}.json`;
}

const changes = (count: number) => (count === 1 ? '1 change is' : `${count} changes are`);

/**
 * The logout dialog's words, one sentence each (null: nothing to lose, log out at once). Logging
 * out removes this device's copy of the user's data, queued writes and "Not saved" list included.
 */
export function logoutWarning({ waiting, refused }: LogoutRisk): string[] | null {
  const lines: string[] = [];
  if (waiting > 0)
    lines.push(`${changes(waiting)} not on the server yet; logging out now loses ${waiting === 1 ? 'it' : 'them'}.`);
  if (refused > 0)
    lines.push(
      `${refused === 1 ? '1 change the server refused is' : `${refused} changes the server refused are`} still under Not saved; logging out removes ${refused === 1 ? 'it' : 'them'} from this device, so copy or download first.`,
    );
  return lines.length > 0 ? lines : null;
}
