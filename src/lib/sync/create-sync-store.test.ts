import type { WriteTracker } from '@/lib/firestore/local';
import type { WriteOp } from '@/lib/firestore/write-ops';
import { createSyncStore, type SyncRemote } from './create-sync-store';
import { appendOp, entry } from './fixtures';
import { EMPTY_SYNC_STATE, parseStoredSyncState, syncJournalKey, type JournalEntry } from './journal';
import { receiptOp, RECEIPT_KEPT_DAYS, type ReceiptOnServer } from './receipts';

const UID = 'u1';
const KEY = syncJournalKey(UID);
const NOW = 1_800_000_000_000;

/** A deferred promise, settled by the test. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The store with everything it touches faked: storage, clock, ids, locks and Firestore, all recorded. */
function setUp(stored: { writes?: JournalEntry[]; raw?: string } = {}) {
  const storage = new Map<string, string>();
  if (stored.raw !== undefined) storage.set(KEY, stored.raw);
  else if (stored.writes) storage.set(KEY, JSON.stringify({ writes: stored.writes, rejected: [] }));
  let nextId = 0;
  let tracker: WriteTracker | null = null;
  const calls: string[] = [];
  const onDevice = new Set<string>();
  const onServer = new Map<string, ReceiptOnServer | Error>();
  const commits: { ops: readonly WriteOp[]; answer: ReturnType<typeof deferred> }[] = [];
  const pendingSent = { wait: deferred(), waiting: false };
  const heldLocks: string[] = [];
  const lockGot = new Map<string, () => void>();
  const timers: { run: () => void; ms: number }[] = [];
  const listened: string[] = [];
  let online = true;
  const remote: SyncRemote = {
    setTracker: (next) => {
      calls.push(next ? 'setTracker' : 'setTracker(null)');
      tracker = next;
    },
    commit: (ops) => {
      const answer = deferred();
      commits.push({ ops, answer });
      return answer.promise;
    },
    storedOnDevice: () => Promise.resolve(),
    receiptOnDevice: (id) => Promise.resolve(onDevice.has(id)),
    receiptOnServer: (id) => {
      calls.push(`receiptOnServer ${id}`);
      const answer = onServer.get(id) ?? 'missing';
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    waitForPendingWrites: () => {
      calls.push('waitForPendingWrites');
      pendingSent.waiting = true;
      return pendingSent.wait.promise;
    },
  };
  const log = { warn: () => undefined, error: () => undefined };
  const store = createSyncStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    now: () => NOW,
    newId: () => `id-${(nextId += 1)}`,
    locks: {
      hold: (name, got) => {
        heldLocks.push(name);
        if (got) lockGot.set(name, got);
      },
    },
    remote,
    online: () => online,
    guardLeaving: () => undefined,
    events: { addEventListener: (type: string) => listened.push(type), removeEventListener: () => undefined },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    log,
  });
  /** A gone page's lock becomes free: this page takes over its entries. */
  const pageGone = async (page: string) => {
    lockGot.get(`rangebook.page.${page}`)?.();
    await store.check();
  };
  return {
    store,
    storage,
    calls,
    onDevice,
    onServer,
    commits,
    pendingSent,
    heldLocks,
    timers,
    listened,
    pageGone,
    goOffline: () => (online = false),
    tracker: () => {
      if (!tracker) throw new Error('No tracker registered');
      return tracker;
    },
    journal: () => parseStoredSyncState(storage.get(KEY) ?? null),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const gone = (id: string, overrides: Partial<JournalEntry> = {}) =>
  entry(id, [appendOp(id)], { pageId: 'gone', ...overrides });

describe('createSyncStore', () => {
  it('touches nothing until started: no tracker, no lock, no listener, no storage', () => {
    const t = setUp({ raw: '{"writes":[]}' });
    expect(t.calls).toEqual([]);
    expect(t.heldLocks).toEqual([]);
    expect(t.listened).toEqual([]);
    expect(t.store.getState()).toBe(EMPTY_SYNC_STATE);
    t.store.start(UID);
    expect(t.calls).toEqual(['setTracker']);
    expect(t.heldLocks).toEqual([`rangebook.page.${t.store.pageId}`]);
    expect(t.listened.sort()).toEqual(['online', 'storage']);
  });

  it('starts empty from an unreadable journal, without throwing', () => {
    const t = setUp({ raw: '{"writes": [{"id": 3}], "rejected": 7' });
    t.store.start(UID);
    expect(t.store.getState()).toEqual(EMPTY_SYNC_STATE);
  });

  it('journals a write in storage before it is made, gives its receipt, and drops it when the server takes it', async () => {
    const t = setUp();
    t.store.start(UID);
    const id = t.tracker().queued([appendOp('a')], { label: 'Shot 1' });
    expect(t.journal().writes).toEqual([
      {
        id,
        ops: [appendOp('a')],
        meta: { label: 'Shot 1' },
        queuedAt: NOW,
        pageId: t.store.pageId,
        stored: false,
        sent: false,
      },
    ]);
    expect(t.tracker().receipt?.(id)).toEqual({
      kind: 'create',
      path: `syncReceipts/${id}`,
      data: { userId: UID, at: { $serverTime: true }, expireAt: { $time: NOW + RECEIPT_KEPT_DAYS * 86_400_000 } },
    });
    t.tracker().stored(id);
    expect(t.journal().writes[0]?.stored).toBe(true);
    t.tracker().watch(id, Promise.resolve());
    await flush();
    expect(t.journal().writes).toEqual([]);
    expect(t.calls).not.toContain(`receiptOnServer ${id}`);
  });

  it('a refused commit whose receipt the server has is a re-delivery, not a refusal', async () => {
    const t = setUp();
    t.store.start(UID);
    const id = t.tracker().queued([appendOp('a')], { label: 'Shot 1' });
    t.onServer.set(id, 'landed');
    t.tracker().watch(id, Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    await vi.waitFor(() => expect(t.journal().writes).toEqual([]));
    expect(t.journal().rejected).toEqual([]);
  });

  it('a refused commit whose receipt the server lacks goes under Not saved, with the reason in words', async () => {
    const t = setUp();
    t.store.start(UID);
    const id = t.tracker().queued([appendOp('a')], { label: 'Shot 1' });
    t.tracker().watch(id, Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    await vi.waitFor(() => expect(t.journal().rejected).toHaveLength(1));
    expect(t.journal().rejected[0]).toMatchObject({
      id,
      meta: { label: 'Shot 1' },
      reason: 'the server refused it (the record was changed or removed elsewhere, or the data was not valid)',
    });
  });

  it('waits for a gone page’s lock before it touches that page’s writes', async () => {
    const t = setUp({ writes: [gone('w1')] });
    t.store.start(UID);
    await t.store.check();
    expect(t.heldLocks).toContain('rangebook.page.gone');
    expect(t.commits).toEqual([]);
    expect(t.calls.filter((call) => call.startsWith('receiptOnServer'))).toEqual([]);
  });

  it('a gone page’s write never marked stored: stored if its receipt is on the device, dropped if on the server, else made again with it', async () => {
    const t = setUp({ writes: [gone('on-device'), gone('landed'), gone('lost')] });
    t.onDevice.add('on-device');
    t.onServer.set('landed', 'landed');
    t.onServer.set('on-device', 'pending');
    t.pendingSent.wait.resolve();
    t.store.start(UID);
    await t.pageGone('gone');
    // The landed write is not made again (no create sent twice); the lost one is, receipt last.
    expect(t.commits.map((commit) => commit.ops)).toEqual([
      [appendOp('lost'), receiptOp('lost', UID, t.journal().writes.find((write) => write.id === 'lost')!.queuedAt)],
    ]);
    const writes = t.journal().writes;
    expect(writes.map((write) => [write.id, write.pageId, write.stored])).toEqual([
      ['on-device', 'gone', true],
      ['lost', t.store.pageId, true],
    ]);
    t.commits[0]?.answer.resolve();
    await vi.waitFor(() => expect(t.journal().writes.map((write) => write.id)).toEqual(['on-device']));
  });

  it('offline, a gone page’s write not on the device is made again at once, without asking the server', async () => {
    const t = setUp({ writes: [gone('lost')] });
    t.goOffline();
    t.store.start(UID);
    await t.pageGone('gone');
    expect(t.commits).toHaveLength(1);
    expect(t.calls).not.toContain('receiptOnServer lost');
  });

  it('a gone page’s stored write the server already has is settled without waiting for Firestore’s queue', async () => {
    const t = setUp({ writes: [gone('w1', { stored: true })] });
    t.onServer.set('w1', 'landed');
    t.store.start(UID);
    await t.pageGone('gone');
    expect(t.journal().writes).toEqual([]);
    expect(t.calls).not.toContain('waitForPendingWrites');
  });

  it('a gone page’s stored write: once Firestore has sent everything, its receipt decides, and a missing one is reported', async () => {
    const t = setUp({ writes: [gone('kept', { stored: true }), gone('refused', { stored: true })] });
    t.onServer.set('kept', 'pending');
    t.onServer.set('refused', 'pending');
    t.store.start(UID);
    const checked = t.pageGone('gone');
    await vi.waitFor(() => expect(t.pendingSent.waiting).toBe(true));
    // Still on their way: the header counts them.
    expect(t.journal().writes.map((write) => write.sent)).toEqual([false, false]);
    t.onServer.set('kept', 'landed');
    t.onServer.set('refused', 'missing');
    t.pendingSent.wait.resolve();
    await checked;
    expect(t.journal().writes).toEqual([]);
    expect(t.journal().rejected.map((write) => [write.id, write.reason])).toEqual([
      ['refused', 'the server does not have it after syncing'],
    ]);
  });

  it('a receipt that cannot be read decides nothing: the write stays, sent, and the look is tried again later', async () => {
    const t = setUp({ writes: [gone('w1', { stored: true })] });
    t.onServer.set('w1', new Error('unavailable'));
    t.pendingSent.wait.resolve();
    t.store.start(UID);
    await t.pageGone('gone');
    expect(t.journal().writes.map((write) => [write.id, write.sent])).toEqual([['w1', true]]);
    expect(t.journal().rejected).toEqual([]);
    expect(t.timers[0]?.ms).toBe(5_000);
    t.onServer.set('w1', 'landed');
    t.timers.at(-1)?.run();
    await t.store.check();
    expect(t.journal().writes).toEqual([]);
  });

  it('logout forgets the journal and unregisters it from save()', () => {
    const t = setUp({ writes: [entry('mine', [appendOp('a')])] });
    t.store.start(UID);
    t.store.forget(UID);
    expect(t.storage.has(KEY)).toBe(false);
    expect(t.store.getState()).toEqual(EMPTY_SYNC_STATE);
    expect(t.calls.at(-1)).toBe('setTracker(null)');
  });
});
