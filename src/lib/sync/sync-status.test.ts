import {
  EMPTY_SYNC_STATE,
  mergeSyncStates,
  orphanedWrites,
  parseStoredSyncState,
  pendingShotIds,
  rejectionReason,
  syncIndicator,
  syncReducer,
  type PendingWrite,
  type SyncState,
} from './sync-status';

const write = (id: string, overrides: Partial<PendingWrite> = {}): PendingWrite => ({
  id,
  label: `Write ${id}`,
  path: 'shootingSession/s1',
  check: { kind: 'shot', shotId: `shot-${id}` },
  queuedAt: 1_000,
  pageId: 'page-a',
  ...overrides,
});

const queue = (state: SyncState, ...writes: PendingWrite[]) =>
  writes.reduce((current, item) => syncReducer(current, { type: 'queued', write: item }), state);

describe('syncIndicator', () => {
  it('says nothing when online with every write on the server', () => {
    expect(syncIndicator(true, 0)).toBeNull();
  });

  it('counts the writes on their way while online', () => {
    expect(syncIndicator(true, 3)).toEqual({ tone: 'pending', text: 'Waiting to sync (3)', detail: null });
  });

  it('says Offline with no network, and how much is held on the device', () => {
    expect(syncIndicator(false, 0)).toEqual({ tone: 'offline', text: 'Offline', detail: null });
    expect(syncIndicator(false, 5)).toEqual({ tone: 'offline', text: 'Offline', detail: 'Saved on this device (5)' });
  });
});

describe('syncReducer', () => {
  it('counts each queued write once and drops it when the server acknowledges it', () => {
    let state = queue(EMPTY_SYNC_STATE, write('1'), write('2'), write('1'));
    expect(state.pending.map((item) => item.id)).toEqual(['1', '2']);
    state = syncReducer(state, { type: 'acknowledged', id: '1' });
    expect(state.pending.map((item) => item.id)).toEqual(['2']);
    expect(state.rejected).toEqual([]);
  });

  it('keeps a rejected write, with what it was and why, until the user dismisses it', () => {
    let state = queue(EMPTY_SYNC_STATE, write('1', { label: 'Shot 3 (2,705 fps) in “Ladder”' }), write('2'));
    state = syncReducer(state, { type: 'rejected', id: '1', reason: 'the server refused it', at: 5_000 });
    expect(state.pending.map((item) => item.id)).toEqual(['2']);
    expect(state.rejected).toEqual([{ id: '1', label: 'Shot 3 (2,705 fps) in “Ladder”', reason: 'the server refused it', at: 5_000 }]);
    state = syncReducer(state, { type: 'dismissed', id: '1' });
    expect(state.rejected).toEqual([]);
  });

  it('ignores answers for writes it does not know', () => {
    const state = queue(EMPTY_SYNC_STATE, write('1'));
    expect(syncReducer(state, { type: 'acknowledged', id: 'other' })).toBe(state);
    expect(syncReducer(state, { type: 'rejected', id: 'other', reason: 'x', at: 1 })).toBe(state);
  });
});

describe('the journal across pages', () => {
  it('treats writes of another page as orphans, which only the server can settle', () => {
    const state = queue(EMPTY_SYNC_STATE, write('1', { pageId: 'old-page' }), write('2', { pageId: 'page-a' }));
    expect(orphanedWrites(state, 'page-a').map((item) => item.id)).toEqual(['1']);
  });

  it('stops counting orphans once Firestore has sent them, and settles each after a server look-up', () => {
    let state = queue(EMPTY_SYNC_STATE, write('1', { pageId: 'old' }), write('2', { pageId: 'old' }), write('3'));
    state = syncReducer(state, { type: 'sent', ids: ['1', '2'] });
    expect(state.pending.map((item) => item.id)).toEqual(['3']);
    expect(state.unverified.map((item) => item.id)).toEqual(['1', '2']);
    state = syncReducer(state, { type: 'acknowledged', id: '1' });
    state = syncReducer(state, { type: 'rejected', id: '2', reason: 'the server does not have it after syncing', at: 7 });
    expect(state.unverified).toEqual([]);
    expect(state.rejected.map((item) => item.id)).toEqual(['2']);
  });

  it('lists the pending shots of one session only', () => {
    const state = queue(
      EMPTY_SYNC_STATE,
      write('1'),
      write('2', { path: 'shootingSession/other' }),
      write('3', { check: { kind: 'completed' } }),
    );
    expect([...pendingShotIds(state, 'shootingSession/s1')]).toEqual(['shot-1']);
  });

  it('merges the stored journal with this page, each write once', () => {
    const stored = queue(EMPTY_SYNC_STATE, write('1'), write('2'));
    const page = queue(EMPTY_SYNC_STATE, write('2'), write('3'));
    expect(mergeSyncStates(stored, page).pending.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('reads back what it stored and ignores anything unreadable', () => {
    const state = syncReducer(queue(EMPTY_SYNC_STATE, write('1'), write('2')), { type: 'rejected', id: '2', reason: 'r', at: 9 });
    expect(parseStoredSyncState(JSON.stringify(state))).toEqual(state);
    expect(parseStoredSyncState(null)).toEqual(EMPTY_SYNC_STATE);
    expect(parseStoredSyncState('{not json')).toEqual(EMPTY_SYNC_STATE);
    expect(parseStoredSyncState(JSON.stringify({ pending: [{ id: 1 }, write('ok')], rejected: 'x' }))).toEqual({
      pending: [write('ok')],
      unverified: [],
      rejected: [],
    });
  });
});

describe('rejectionReason', () => {
  it('explains the usual refusals in plain words', () => {
    expect(rejectionReason('permission-denied')).toMatch(/refused/);
    expect(rejectionReason('missing')).toBe('the server does not have it after syncing');
    expect(rejectionReason('unavailable')).toBe('the server answered “unavailable”');
    expect(rejectionReason(undefined)).toBe('the server refused it');
  });
});
