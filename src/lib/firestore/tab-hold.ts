/**
 * Which tabs of this browser have the Firestore cache open, told through a Web Lock: each tab
 * holds it shared while its Firestore runs, and a logout takes it exclusively before deleting the
 * cache. A tab that is only told of the deletion by the database's own `versionchange` event
 * shuts its Firestore down after the deletion and, doing so, creates the database afresh.
 */
const LOCK = 'rangebook.firestore-open';

const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;

let letGo: (() => void) | null = null;
let heldUntilLetGo = false;

/** This tab's Firestore is open: holds the lock (shared) until letGoOfFirestore. */
export function holdFirestoreOpen(): void {
  if (!locks || heldUntilLetGo) return;
  heldUntilLetGo = true;
  void locks.request(LOCK, { mode: 'shared' }, () =>
    heldUntilLetGo ? new Promise<void>((resolve) => (letGo = resolve)) : undefined,
  );
}

/** This tab's Firestore is terminated: the lock goes (at once if it was not granted yet). */
export function letGoOfFirestore(): void {
  heldUntilLetGo = false;
  letGo?.();
  letGo = null;
}

/** Resolves once no tab holds its Firestore open, or after `ms` (a tab that hangs must not keep the user signed in). */
export async function untilNoTabHoldsFirestore(ms: number): Promise<void> {
  if (!locks) return;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ms);
  try {
    await locks.request(LOCK, { mode: 'exclusive', signal: timeout.signal }, () => undefined);
  } catch {
    // Timed out: the deletion goes ahead and waits for that tab as long as it may.
  } finally {
    clearTimeout(timer);
  }
}
