import { appendOp, entry, ids, queue, SESSION, startOp } from './fixtures';
import { EMPTY_SYNC_STATE, parseStoredSyncState, type JournalEntry } from './journal';
import { mergeSyncStates, syncReducer } from './sync-reducer';

describe('the journal as stored', () => {
  it('merges the stored journal with this page, each write once, in the order made', () => {
    const [a, b, c] = [entry('1', [appendOp('a')]), entry('2', [appendOp('b')]), entry('3', [appendOp('c')])] as [
      JournalEntry,
      JournalEntry,
      JournalEntry,
    ];
    const stored = queue(EMPTY_SYNC_STATE, a, c);
    const page = queue(EMPTY_SYNC_STATE, b, c);
    expect(ids(mergeSyncStates(stored, page).writes)).toEqual(['1', '2', '3']);
  });

  it('reads back what it stored, ops and meta included', () => {
    let state = queue(
      EMPTY_SYNC_STATE,
      entry('1', [startOp], { stored: true }),
      entry('2', [appendOp('a')], {
        meta: { label: 'Shot 1', relog: { sessionId: 's1', velocity: 2800, impact: 0.5, note: 'x' } },
      }),
    );
    state = syncReducer(state, { type: 'rejected', id: '2', reason: 'r', at: 9 });
    expect(parseStoredSyncState(JSON.stringify(state))).toEqual(state);
  });

  it('ignores anything unreadable, entry by entry', () => {
    const good = entry('ok', [appendOp('a')]);
    expect(parseStoredSyncState(null)).toEqual(EMPTY_SYNC_STATE);
    expect(parseStoredSyncState('{not json')).toEqual(EMPTY_SYNC_STATE);
    expect(parseStoredSyncState('[1]')).toEqual(EMPTY_SYNC_STATE);
    const raw = {
      writes: [
        { id: 1 },
        { ...good, id: 'no-ops', ops: [] },
        { ...good, id: 'bad-op', ops: [{ kind: 'merge', path: SESSION }] },
        { ...good, id: 'no-meta', meta: null },
        { ...good, id: 'bad-relog', meta: { label: 'Shot', relog: { sessionId: 's1', velocity: 'fast' } } },
        good,
      ],
      rejected: 'x',
    };
    const parsed = parseStoredSyncState(JSON.stringify(raw));
    expect(ids(parsed.writes)).toEqual(['bad-relog', 'ok']);
    expect(parsed.writes[0]?.meta).toEqual({ label: 'Shot' });
    expect(parsed.rejected).toEqual([]);
  });

  it('drops the flags of earlier formats and reads a missing flag as not set', () => {
    const { stored: _stored, sent: _sent, ...bare } = entry('old', [appendOp('a')]);
    const parsed = parseStoredSyncState(
      JSON.stringify({ writes: [{ ...bare, superseded: true, remade: true, sent: 'yes' }], rejected: [] }),
    );
    expect(parsed.writes).toEqual([{ ...bare, stored: false, sent: false }]);
  });

  it('reads an unreadable refusal’s ops as none, keeping its words', () => {
    const raw = {
      writes: [],
      rejected: [{ id: 'r', ops: [{ kind: 'x' }], meta: { label: 'L' }, reason: 'why', at: 7, queuedAt: 3 }],
    };
    expect(parseStoredSyncState(JSON.stringify(raw)).rejected).toEqual([
      { id: 'r', ops: [], meta: { label: 'L' }, queuedAt: 3, reason: 'why', at: 7 },
    ]);
  });

  it('keeps a refusal of the first journal format (a label only), and drops its unanswerable writes', () => {
    const old = {
      pending: [{ id: 'p', label: 'Shot 1', path: SESSION, check: { kind: 'exists' }, queuedAt: 1, pageId: 'x' }],
      unverified: [],
      rejected: [{ id: 'r', label: 'New load “A”', reason: 'the server refused it', at: 5 }],
    };
    expect(parseStoredSyncState(JSON.stringify(old))).toEqual({
      writes: [],
      rejected: [
        { id: 'r', ops: [], meta: { label: 'New load “A”' }, queuedAt: 5, reason: 'the server refused it', at: 5 },
      ],
    });
  });
});
