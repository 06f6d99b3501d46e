import { appendOp, endOp, entry, FIRED_AT, ids, queue, SESSION } from './fixtures';
import { EMPTY_SYNC_STATE, parseStoredSyncState, type JournalEntry } from './journal';
import {
  logoutRisk,
  orphanedWrites,
  pendingShotIds,
  refusalVerdict,
  refusedShot,
  storedVerdict,
  syncReducer,
  unstoredCount,
  unstoredVerdict,
  waitingWrites,
} from './sync-reducer';

describe('syncReducer', () => {
  it('journals each write once, marks it stored, and drops it when the server acknowledges it', () => {
    let state = queue(EMPTY_SYNC_STATE, entry('1', [appendOp('a')]), entry('2', [appendOp('b')]));
    state = queue(state, state.writes[0] as JournalEntry);
    expect(ids(state.writes)).toEqual(['1', '2']);
    state = syncReducer(state, { type: 'stored', id: '1' });
    expect(state.writes.map((write) => write.stored)).toEqual([true, false]);
    state = syncReducer(state, { type: 'acknowledged', id: '1' });
    expect(ids(state.writes)).toEqual(['2']);
    expect(state.rejected).toEqual([]);
  });

  it('keeps a refused write with its ops and what it was until the user dismisses it', () => {
    const ops = [appendOp('a', 2705)];
    let state = queue(
      EMPTY_SYNC_STATE,
      entry('1', ops, {
        meta: {
          label: 'Shot 3 (2,705 fps) in “Ladder”',
          relog: { sessionId: 's1', velocity: 2705, impact: null, note: '' },
        },
      }),
    );
    state = syncReducer(state, { type: 'rejected', id: '1', reason: 'the server refused it', at: 5_000 });
    expect(state.writes).toEqual([]);
    expect(state.rejected).toEqual([
      {
        id: '1',
        ops,
        meta: {
          label: 'Shot 3 (2,705 fps) in “Ladder”',
          relog: { sessionId: 's1', velocity: 2705, impact: null, note: '' },
        },
        queuedAt: expect.any(Number) as number,
        reason: 'the server refused it',
        at: 5_000,
      },
    ]);
    state = syncReducer(state, { type: 'dismissed', id: '1' });
    expect(state.rejected).toEqual([]);
  });

  it('ignores answers for writes it does not know', () => {
    const state = queue(EMPTY_SYNC_STATE, entry('1', [appendOp('a')]));
    expect(syncReducer(state, { type: 'acknowledged', id: 'other' })).toBe(state);
    expect(syncReducer(state, { type: 'rejected', id: 'other', reason: 'x', at: 1 })).toBe(state);
    expect(syncReducer(state, { type: 'stored', id: 'other' })).toBe(state);
    expect(syncReducer(state, { type: 'dismissed', id: 'other' })).toBe(state);
  });

  it('hands a write made again to the page that made it, as not yet on the device', () => {
    let state = queue(EMPTY_SYNC_STATE, entry('1', [appendOp('a')], { pageId: 'gone', stored: true, sent: true }));
    state = syncReducer(state, { type: 'reapplied', id: '1', pageId: 'page-b' });
    expect(state.writes[0]).toEqual({ ...state.writes[0], pageId: 'page-b', stored: false, sent: false });
    // Kept across pages, as every flag is.
    expect(parseStoredSyncState(JSON.stringify(state))).toEqual(state);
  });
});

describe('counting', () => {
  it('counts as waiting every write not yet answered, except a gone page’s writes Firestore has sent', () => {
    const state = queue(
      EMPTY_SYNC_STATE,
      entry('1', [appendOp('a')], { pageId: 'gone', stored: true, sent: true }),
      entry('2', [appendOp('b')]),
    );
    expect(ids(waitingWrites(state))).toEqual(['2']);
  });

  it('counts only this page’s writes not yet on the device as reasons to ask before leaving', () => {
    const state = queue(
      EMPTY_SYNC_STATE,
      entry('1', [appendOp('a')], { pageId: 'page-a' }),
      entry('2', [appendOp('b')], { pageId: 'page-a', stored: true }),
      entry('3', [appendOp('c')], { pageId: 'other-tab' }),
    );
    expect(unstoredCount(state, 'page-a')).toBe(1);
  });

  it('lists the pending shots of one session only, from the appends in the journal', () => {
    const state = queue(
      EMPTY_SYNC_STATE,
      entry('1', [appendOp('shot-1')]),
      entry('2', [{ ...appendOp('shot-2'), path: 'shootingSession/other' }]),
      entry('3', [endOp]),
      entry('4', [appendOp('shot-4')], { pageId: 'gone', sent: true }),
    );
    expect([...pendingShotIds(state, SESSION)]).toEqual(['shot-1']);
  });
});

describe('writes left by a page that is gone', () => {
  it('are the writes of other pages this page answers for', () => {
    const state = queue(
      EMPTY_SYNC_STATE,
      entry('1', [appendOp('a')], { pageId: 'gone' }),
      entry('2', [appendOp('b')]),
      entry('3', [appendOp('c')], { pageId: 'live-tab' }),
    );
    expect(ids(orphanedWrites(state, 'page-a', (page) => page === 'gone'))).toEqual(['1']);
  });
});

describe('refusedShot', () => {
  it('gives back the shot to log again, with the moment it was fired', () => {
    const ops = [appendOp('s1', 2705)];
    const meta = { label: 'Shot 3', relog: { sessionId: 's1', velocity: 2705, impact: null, note: '' } };
    expect(refusedShot({ ops, meta })).toEqual({
      sessionId: 's1',
      velocity: 2705,
      impact: null,
      note: '',
      timestamp: new Date(FIRED_AT),
    });
    expect(refusedShot({ ops: [endOp], meta: { label: 'End of session' } })).toBeNull();
  });
});

describe('logoutRisk', () => {
  it('counts the writes on their way and the refusals still shown', () => {
    expect(logoutRisk(EMPTY_SYNC_STATE)).toEqual({ waiting: 0, refused: 0 });
    let state = queue(EMPTY_SYNC_STATE, entry('1', [appendOp('a')]), entry('2', [appendOp('b')], { sent: true }));
    state = queue(state, entry('3', [appendOp('c')]));
    state = syncReducer(state, { type: 'rejected', id: '3', reason: 'r', at: 1 });
    expect(logoutRisk(state)).toEqual({ waiting: 1, refused: 1 });
  });
});

describe('the decisions taken from a receipt', () => {
  it('a write never marked stored: stored when its receipt is on the device, dropped when on the server, else made again', () => {
    expect(unstoredVerdict(true, null)).toBe('stored');
    expect(unstoredVerdict(false, 'landed')).toBe('acknowledged');
    expect(unstoredVerdict(false, 'missing')).toBe('remake');
    // Offline or unanswered: made again; had it landed, its receipt has the server refuse the copy.
    expect(unstoredVerdict(false, null)).toBe('remake');
  });

  it('a stored write: landed with its receipt on the server, refused only once everything pending was sent', () => {
    expect(storedVerdict('landed', false)).toBe('acknowledged');
    expect(storedVerdict('missing', false)).toBe('undecided');
    expect(storedVerdict('pending', false)).toBe('undecided');
    expect(storedVerdict('landed', true)).toBe('acknowledged');
    expect(storedVerdict('missing', true)).toBe('refused');
    expect(storedVerdict('pending', true)).toBe('undecided');
    expect(storedVerdict(null, true)).toBe('undecided');
  });

  it('a refused commit: a re-delivery of a batch that landed (its receipt is there) is no refusal', () => {
    expect(refusalVerdict('landed')).toBe('acknowledged');
    expect(refusalVerdict('missing')).toBe('refused');
    expect(refusalVerdict('pending')).toBe('refused');
    expect(refusalVerdict(null)).toBe('refused');
  });
});
