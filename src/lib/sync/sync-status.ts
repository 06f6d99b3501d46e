/**
 * What the app knows about its writes on the way to the server: pure state and the words the
 * header shows. No React, no Firebase; the store in sync-store.ts feeds it events.
 */

/** How a write left over from an earlier page can be checked against the server once it syncs. */
export type WriteCheck = { kind: 'exists' } | { kind: 'shot'; shotId: string } | { kind: 'completed' };

export type PendingWrite = {
  id: string;
  /** What the user did, in their words: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
  label: string;
  /** The document the check reads. */
  path: string;
  check: WriteCheck;
  queuedAt: number;
  /** The page instance that holds the write's promise; any other page only has the entry. */
  pageId: string;
};

export type RejectedWrite = { id: string; label: string; reason: string; at: number };

/**
 * pending: not yet acknowledged by the server. unverified: an earlier page's writes that Firestore
 * has since sent (waitForPendingWrites), not yet looked up on the server to tell accepted from
 * refused. rejected: refused, shown until dismissed.
 */
export type SyncState = { pending: PendingWrite[]; unverified: PendingWrite[]; rejected: RejectedWrite[] };

export type SyncEvent =
  | { type: 'queued'; write: PendingWrite }
  | { type: 'acknowledged'; id: string }
  | { type: 'sent'; ids: string[] }
  | { type: 'rejected'; id: string; reason: string; at: number }
  | { type: 'dismissed'; id: string }
  | { type: 'restored'; state: SyncState };

export const EMPTY_SYNC_STATE: SyncState = { pending: [], unverified: [], rejected: [] };

export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'queued':
      if (state.pending.some((write) => write.id === event.write.id)) return state;
      return { ...state, pending: [...state.pending, event.write] };
    case 'acknowledged':
      if (!state.pending.some((write) => write.id === event.id) && !state.unverified.some((write) => write.id === event.id)) return state;
      return {
        ...state,
        pending: state.pending.filter((write) => write.id !== event.id),
        unverified: state.unverified.filter((write) => write.id !== event.id),
      };
    case 'sent': {
      const sent = state.pending.filter((write) => event.ids.includes(write.id));
      if (sent.length === 0) return state;
      return {
        ...state,
        pending: state.pending.filter((write) => !event.ids.includes(write.id)),
        unverified: [...state.unverified, ...sent],
      };
    }
    case 'rejected': {
      const write = [...state.pending, ...state.unverified].find((item) => item.id === event.id);
      if (!write) return state;
      return {
        pending: state.pending.filter((item) => item.id !== event.id),
        unverified: state.unverified.filter((item) => item.id !== event.id),
        rejected: [...state.rejected, { id: write.id, label: write.label, reason: event.reason, at: event.at }],
      };
    }
    case 'dismissed':
      return { ...state, rejected: state.rejected.filter((write) => write.id !== event.id) };
    case 'restored':
      return event.state;
  }
}

/** Two views of the journal (the stored one and this page's) as one, each write once. */
export function mergeSyncStates(a: SyncState, b: SyncState): SyncState {
  const union = <T extends { id: string }>(left: T[], right: T[]) => [...left, ...right.filter((item) => !left.some((other) => other.id === item.id))];
  return { pending: union(a.pending, b.pending), unverified: union(a.unverified, b.unverified), rejected: union(a.rejected, b.rejected) };
}

/** Writes made by pages that are gone (a reload, a closed tab): only the server can tell their fate. */
export function orphanedWrites(state: SyncState, pageId: string): PendingWrite[] {
  return state.pending.filter((write) => write.pageId !== pageId);
}

/** Ids of the shots of one session that the server does not have yet. */
export function pendingShotIds(state: SyncState, sessionPath: string): Set<string> {
  const ids = new Set<string>();
  for (const write of state.pending) if (write.path === sessionPath && write.check.kind === 'shot') ids.add(write.check.shotId);
  return ids;
}

export type SyncIndicator = { tone: 'offline' | 'pending'; text: string; detail: string | null };

/**
 * The header's words: "Offline" without a network, "Saved on this device (N)" for writes held
 * offline, "Waiting to sync (N)" while online writes are on their way; nothing once all are in.
 */
export function syncIndicator(online: boolean, pendingCount: number): SyncIndicator | null {
  if (!online) {
    return { tone: 'offline', text: 'Offline', detail: pendingCount > 0 ? `Saved on this device (${pendingCount})` : null };
  }
  if (pendingCount > 0) return { tone: 'pending', text: `Waiting to sync (${pendingCount})`, detail: null };
  return null;
}

/** A server refusal in words a shooter understands. */
export function rejectionReason(code: string | undefined): string {
  switch (code) {
    case 'permission-denied':
      return 'the server refused it (the record was changed or removed elsewhere, or the data was not valid)';
    case 'not-found':
      return 'the record no longer exists on the server';
    case 'missing':
      return 'the server does not have it after syncing';
    default:
      return code ? `the server answered “${code}”` : 'the server refused it';
  }
}

/** Parses what an earlier page saved; anything unreadable counts as nothing saved. */
export function parseStoredSyncState(raw: string | null): SyncState {
  if (!raw) return EMPTY_SYNC_STATE;
  try {
    const value = JSON.parse(raw) as Partial<SyncState>;
    const pending = Array.isArray(value.pending) ? value.pending.filter(isPendingWrite) : [];
    const unverified = Array.isArray(value.unverified) ? value.unverified.filter(isPendingWrite) : [];
    const rejected = Array.isArray(value.rejected) ? value.rejected.filter(isRejectedWrite) : [];
    return { pending, unverified, rejected };
  } catch {
    return EMPTY_SYNC_STATE;
  }
}

function isPendingWrite(value: unknown): value is PendingWrite {
  const write = value as PendingWrite;
  return (
    typeof write?.id === 'string' &&
    typeof write.label === 'string' &&
    typeof write.path === 'string' &&
    typeof write.pageId === 'string' &&
    typeof write.queuedAt === 'number' &&
    ['exists', 'shot', 'completed'].includes(write.check?.kind)
  );
}

function isRejectedWrite(value: unknown): value is RejectedWrite {
  const write = value as RejectedWrite;
  return typeof write?.id === 'string' && typeof write.label === 'string' && typeof write.reason === 'string' && typeof write.at === 'number';
}
