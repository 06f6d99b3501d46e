import type { WriteOp } from '@/lib/firestore/write-ops';
import type { JournalEntry, RejectedWrite, SyncState } from './journal';
import type { ReceiptOnServer } from './receipts';

/**
 * The sync journal's pure part: the events that change it, what they change, and the decisions
 * taken from a write's receipt. No React, no storage and no Firestore calls; the store
 * (create-sync-store.ts) feeds it events and reads the receipts.
 */

export type SyncEvent =
  | { type: 'queued'; write: JournalEntry }
  | { type: 'stored'; id: string }
  /** Made again by this page (it never reached the device before its page went). */
  | { type: 'reapplied'; id: string; pageId: string }
  | { type: 'sent'; ids: readonly string[] }
  | { type: 'acknowledged'; id: string }
  | { type: 'rejected'; id: string; reason: string; at: number }
  | { type: 'dismissed'; id: string };

/** The journal after one event; the same object when the event changes nothing. */
export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'queued':
      if (state.writes.some((item) => item.id === event.write.id)) return state;
      return { ...state, writes: [...state.writes, event.write] };
    case 'stored':
      return updateWrite(state, event.id, (write) => (write.stored ? write : { ...write, stored: true }));
    case 'reapplied':
      return updateWrite(state, event.id, (write) => ({ ...write, pageId: event.pageId, stored: false, sent: false }));
    case 'sent': {
      if (!state.writes.some((write) => event.ids.includes(write.id) && !write.sent)) return state;
      return {
        ...state,
        writes: state.writes.map((write) => (event.ids.includes(write.id) ? { ...write, sent: true } : write)),
      };
    }
    case 'acknowledged':
      if (!state.writes.some((write) => write.id === event.id)) return state;
      return { ...state, writes: state.writes.filter((write) => write.id !== event.id) };
    case 'rejected': {
      const write = state.writes.find((item) => item.id === event.id);
      if (!write) return state;
      const refused: RejectedWrite = {
        id: write.id,
        ops: write.ops,
        meta: write.meta,
        queuedAt: write.queuedAt,
        reason: event.reason,
        at: event.at,
      };
      return { writes: state.writes.filter((item) => item.id !== event.id), rejected: [...state.rejected, refused] };
    }
    case 'dismissed':
      if (!state.rejected.some((write) => write.id === event.id)) return state;
      return { ...state, rejected: state.rejected.filter((write) => write.id !== event.id) };
  }
}

function updateWrite(state: SyncState, id: string, change: (write: JournalEntry) => JournalEntry): SyncState {
  let changed = false;
  const writes = state.writes.map((write) => {
    if (write.id !== id) return write;
    const next = change(write);
    changed ||= next !== write;
    return next;
  });
  return changed ? { ...state, writes } : state;
}

/** Two views of the journal (the stored one and this page's) as one, each write once, in the order made. */
export function mergeSyncStates(a: SyncState, b: SyncState): SyncState {
  const union = <T extends { id: string }>(left: T[], right: T[]) => [
    ...left,
    ...right.filter((item) => !left.some((other) => other.id === item.id)),
  ];
  // A stable sort: writes made in the same millisecond keep their order.
  const writes = union(a.writes, b.writes).sort((x, y) => x.queuedAt - y.queuedAt);
  return { writes, rejected: union(a.rejected, b.rejected) };
}

/** Writes on their way to the server, as the header counts them (a gone page's sent writes are no longer waiting). */
export function waitingWrites(state: SyncState): JournalEntry[] {
  return state.writes.filter((write) => !write.sent);
}

/** How many of this page's writes are not yet on the device: leaving the page now would lose them. */
export function unstoredCount(state: SyncState, pageId: string): number {
  return state.writes.filter((write) => write.pageId === pageId && !write.stored).length;
}

/** Writes whose page is gone and which this page now answers for: no promise will tell their fate. */
export function orphanedWrites(
  state: SyncState,
  pageId: string,
  answersFor: (page: string) => boolean,
): JournalEntry[] {
  return state.writes.filter((write) => write.pageId !== pageId && answersFor(write.pageId));
}

/*
 * The decisions. A write's batch holds its receipt, so the receipt is on the device exactly when
 * the batch is, and on the server exactly when the server took the whole batch. `null` for the
 * server: it could not be asked (offline, an error).
 */

/**
 * A gone page's write never marked stored: on the device (its receipt is in the cache) Firestore
 * sends it itself; already on the server, it is done; otherwise it is made again, receipt and all
 * (if it had landed after all, its receipt makes the server refuse the whole batch again, and that
 * refusal is read as landed: never a second copy).
 */
export function unstoredVerdict(
  onDevice: boolean,
  onServer: ReceiptOnServer | null,
): 'stored' | 'acknowledged' | 'remake' {
  if (onDevice) return 'stored';
  return onServer === 'landed' ? 'acknowledged' : 'remake';
}

/**
 * A gone page's write, stored on the device: landed when the server has its receipt. Before
 * Firestore has sent everything pending, a missing receipt only means "not yet"; after, it means
 * the server refused the batch. A receipt still pending on the device, or no answer, decides nothing.
 */
export function storedVerdict(
  onServer: ReceiptOnServer | null,
  allSent: boolean,
): 'acknowledged' | 'refused' | 'undecided' {
  if (onServer === 'landed') return 'acknowledged';
  return allSent && onServer === 'missing' ? 'refused' : 'undecided';
}

/**
 * A write whose commit the server refused: a re-delivery of a batch it had already taken (a write
 * re-sent after a lost answer, or made again) is refused for its receipt, and its receipt shows it
 * landed. Any other refusal is reported, as is one whose receipt cannot be read.
 */
export function refusalVerdict(onServer: ReceiptOnServer | null): 'acknowledged' | 'refused' {
  return onServer === 'landed' ? 'acknowledged' : 'refused';
}

function appendedShotIds(op: WriteOp): string[] {
  if (op.kind !== 'update') return [];
  const shots = op.data.shots;
  if (shots === null || typeof shots !== 'object' || Array.isArray(shots)) return [];
  const added = shots.$arrayUnion;
  if (!Array.isArray(added)) return [];
  return added.flatMap((shot) =>
    shot !== null && typeof shot === 'object' && !Array.isArray(shot) && typeof shot.id === 'string' ? [shot.id] : [],
  );
}

/** Ids of the shots of one session that the server does not have yet. */
export function pendingShotIds(state: SyncState, sessionPath: string): Set<string> {
  const ids = new Set<string>();
  for (const write of waitingWrites(state)) {
    for (const op of write.ops) if (op.path === sessionPath) appendedShotIds(op).forEach((id) => ids.add(id));
  }
  return ids;
}

/** A refused shot, to log again: its values, its session, and when it was fired (null if unknown). */
export type RefusedShot = {
  sessionId: string;
  velocity: number | null;
  impact: number | null;
  note: string;
  timestamp: Date | null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The shot a refused write was meant to log, when it was one. */
export function refusedShot(write: Pick<RejectedWrite, 'ops' | 'meta'>): RefusedShot | null {
  const { relog } = write.meta;
  if (!relog) return null;
  let timestamp: Date | null = null;
  for (const op of write.ops) {
    if (op.kind !== 'update' || !isObject(op.data.shots)) continue;
    const added = op.data.shots.$arrayUnion;
    const shot = Array.isArray(added) ? added[0] : undefined;
    if (isObject(shot) && isObject(shot.timestamp) && typeof shot.timestamp.$time === 'number')
      timestamp = new Date(shot.timestamp.$time);
  }
  return { ...relog, timestamp };
}

/** What logging out now would leave behind: writes not yet on the server, and refusals still shown. */
export type LogoutRisk = { waiting: number; refused: number };

export function logoutRisk(state: SyncState): LogoutRisk {
  return { waiting: waitingWrites(state).length, refused: state.rejected.length };
}
