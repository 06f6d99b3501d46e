import { Timestamp } from 'firebase/firestore';
import { deletion, removalOf, serverTime, toOpValue, unionOf, type WriteOp } from '@/lib/firestore/write-ops';
import {
  describeRejectedWrite,
  EMPTY_SYNC_STATE,
  logoutRisk,
  logoutWarning,
  mergeSyncStates,
  opHides,
  orphanedWrites,
  orphanFate,
  parseStoredSyncState,
  pendingShotIds,
  refusedShot,
  rejectedWriteJson,
  rejectionReason,
  syncIndicator,
  syncReducer,
  unstoredCount,
  storedInOrder,
  unstoredOrphans,
  waitingWrites,
  writeLanded,
  type DocsByPath,
  type JournalEntry,
  type RejectedWrite,
  type SyncState,
} from './sync-status';

const SESSION = 'shootingSession/s1';
const FIRED_AT = 1_750_000_000_000;

const shot = (id: string, velocity: number) => ({
  id,
  timestamp: new Date(FIRED_AT),
  velocity,
  impact: null,
  note: '',
});
const storedShot = (id: string, velocity: number) => ({
  ...shot(id, velocity),
  timestamp: Timestamp.fromMillis(FIRED_AT),
});
const appendOp = (id: string, velocity = 2800): WriteOp => ({
  kind: 'update',
  path: SESSION,
  data: { shots: unionOf(toOpValue(shot(id, velocity))), updatedAt: serverTime() },
});
const removeOp = (id: string, velocity = 2800): WriteOp => ({
  kind: 'update',
  path: SESSION,
  data: { shots: removalOf(toOpValue(shot(id, velocity))), updatedAt: serverTime() },
});
const startOp: WriteOp = {
  kind: 'create',
  path: SESSION,
  data: {
    sessionName: 'Ladder',
    userId: 'u1',
    status: 'active',
    shots: [],
    exclusions: {},
    createdAt: serverTime(),
    updatedAt: serverTime(),
    endedAt: null,
  },
};
const endOp: WriteOp = {
  kind: 'update',
  path: SESSION,
  data: { status: 'completed', statistics: { totalShots: 5 }, endedAt: serverTime(), updatedAt: serverTime() },
};

let clock = 1_000;
const entry = (id: string, ops: WriteOp[], overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  ops,
  meta: { label: `Write ${id}` },
  queuedAt: (clock += 1),
  pageId: 'page-a',
  stored: false,
  sent: false,
  superseded: false,
  ...overrides,
});

const queue = (state: SyncState, ...writes: JournalEntry[]) =>
  writes.reduce((current, write) => syncReducer(current, { type: 'queued', write }), state);
const ids = (writes: readonly { id: string }[]) => writes.map((write) => write.id);
const docs = (entries: Record<string, Record<string, unknown> | null>): DocsByPath => new Map(Object.entries(entries));

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
    expect(state.writes[0]).toMatchObject({ pageId: 'page-b', stored: false, sent: false, remade: true });
    // Kept across pages, as every flag is.
    expect(parseStoredSyncState(JSON.stringify(state))).toEqual(state);
  });

  it('marks a write superseded when a later one changes what it wrote, not when it only adds beside it', () => {
    let state = queue(
      EMPTY_SYNC_STATE,
      entry('append-a', [appendOp('a')]),
      entry('append-b', [appendOp('b')]),
      entry('end', [endOp]),
    );
    expect(state.writes.map((write) => write.superseded)).toEqual([false, false, false]);
    state = queue(state, entry('undo-b', [removeOp('b')]));
    expect(state.writes.map((write) => write.superseded)).toEqual([false, true, false, false]);
  });
});

describe('opHides', () => {
  const rename = (name: string): WriteOp => ({
    kind: 'update',
    path: 'firearms/f1',
    data: { name, updatedAt: serverTime() },
  });

  it('sees a later change of the same field, a removal of the array item, or a delete as hiding', () => {
    expect(opHides(rename('Tikka'), rename('Tikka T3x'))).toBe(true);
    expect(opHides(appendOp('a'), removeOp('a'))).toBe(true);
    expect(opHides(removeOp('a'), appendOp('a'))).toBe(true);
    expect(opHides(appendOp('a'), { kind: 'delete', path: SESSION })).toBe(true);
    expect(
      opHides(
        { kind: 'update', path: SESSION, data: { exclusions: {} } },
        { kind: 'update', path: SESSION, data: { 'exclusions.a': 'flier' } },
      ),
    ).toBe(true);
  });

  it('does not see other documents, other fields, other array items or server times as hiding', () => {
    expect(opHides(rename('Tikka'), { ...rename('Other'), path: 'firearms/f2' })).toBe(false);
    expect(
      opHides(rename('Tikka'), { kind: 'update', path: 'firearms/f1', data: { notes: 'x', updatedAt: serverTime() } }),
    ).toBe(false);
    expect(opHides(appendOp('a'), appendOp('b'))).toBe(false);
    expect(opHides(appendOp('a'), removeOp('b'))).toBe(false);
    expect(opHides(removeOp('a'), removeOp('a'))).toBe(false);
    expect(opHides(appendOp('a'), endOp)).toBe(false);
  });

  it('lets only a delete hide a created document, and anything but a delete hide a delete', () => {
    expect(opHides(startOp, appendOp('a'))).toBe(false);
    expect(opHides(startOp, { kind: 'delete', path: SESSION })).toBe(true);
    expect(opHides({ kind: 'delete', path: SESSION }, startOp)).toBe(true);
    expect(opHides({ kind: 'delete', path: SESSION }, { kind: 'delete', path: SESSION })).toBe(false);
  });

  it('sees a whole document written again (set) as hiding anything earlier on it, and a later change of its fields as hiding it', () => {
    const summary = (status: string): WriteOp => ({ kind: 'set', path: 'sessionSummary/s1', data: { status } });
    expect(opHides(summary('active'), summary('completed'))).toBe(true);
    expect(opHides({ kind: 'delete', path: 'sessionSummary/s1' }, summary('active'))).toBe(true);
    expect(opHides(summary('active'), { kind: 'update', path: 'sessionSummary/s1', data: { status: 'x' } })).toBe(true);
    expect(opHides(summary('active'), { kind: 'update', path: 'sessionSummary/s1', data: { other: 'x' } })).toBe(false);
    expect(opHides(summary('active'), { ...summary('completed'), path: 'sessionSummary/s2' })).toBe(false);
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

  it('are on the device when a later write of the same page was stored, and otherwise looked for in the cache, in order', () => {
    const orphans = [
      entry('1', [appendOp('a')], { pageId: 'p1' }),
      entry('2', [appendOp('b')], { pageId: 'p1', stored: true }),
      entry('3', [appendOp('c')], { pageId: 'p1' }),
      entry('4', [appendOp('d')], { pageId: 'p2' }),
      entry('5', [appendOp('e')], { pageId: 'p1' }),
    ];
    const { provenStored, toCheck } = unstoredOrphans(orphans);
    expect(provenStored).toEqual(['1']);
    expect(ids(toCheck)).toEqual(['3', '4', '5']);
  });

  it("found on the device prove their page's earlier writes stored, even ones a later write changed; the rest are made again in order", () => {
    const summary = 'sessionSummary/s1';
    const start = entry('start', [startOp, { kind: 'set', path: summary, data: { status: 'active' } }], {
      pageId: 'p1',
    });
    const append = entry('append', [appendOp('a')], { pageId: 'p1' });
    const end = entry('end', [{ kind: 'set', path: summary, data: { status: 'completed' } }], { pageId: 'p1' });
    const other = entry('other', [appendOp('b')], { pageId: 'p2' });
    // The cache shows the end: the start (its summary now says completed) and the append are stored.
    expect(storedInOrder([start, append, other, end], new Set(['end']))).toEqual({
      stored: ['start', 'append', 'end'],
      remake: [other],
    });
    // The page went after storing the start only: the rest is made again, in the order made.
    expect(storedInOrder([start, append, end], new Set(['start']))).toEqual({
      stored: ['start'],
      remake: [append, end],
    });
    expect(storedInOrder([start, append, end], new Set())).toEqual({ stored: [], remake: [start, append, end] });
    // A write made again by p1 (when it took it over) may have been committed after p1's own later
    // ones: only another write made again proves it.
    const remadeStart = { ...start, remade: true };
    const remadeAppend = { ...append, remade: true };
    expect(storedInOrder([remadeStart, end], new Set(['end']))).toEqual({ stored: ['end'], remake: [remadeStart] });
    expect(storedInOrder([remadeStart, remadeAppend, end], new Set(['append']))).toEqual({
      stored: ['start', 'append'],
      remake: [end],
    });
    expect(unstoredOrphans([remadeStart, { ...end, stored: true }]).toCheck).toEqual([remadeStart]);
    // Another page's write found proves nothing of this page's.
    expect(storedInOrder([start, other], new Set(['other']))).toEqual({ stored: ['other'], remake: [start] });
  });

  it('landed when every op shows, a created document counting once it exists', () => {
    const write = entry('1', [startOp, appendOp('a')]);
    expect(
      writeLanded(
        write,
        docs({ [SESSION]: { sessionName: 'Ladder', shots: [storedShot('a', 2800)], status: 'completed' } }),
      ),
    ).toBe(true);
    expect(writeLanded(write, docs({ [SESSION]: { sessionName: 'Ladder', shots: [] } }))).toBe(false);
    expect(writeLanded(write, docs({ [SESSION]: null }))).toBe(false);
    expect(writeLanded(entry('2', [{ kind: 'delete', path: SESSION }]), docs({}))).toBe(true);
  });
});

describe('orphanFate: the server’s answer, read where it cannot be stale', () => {
  it('acknowledges a session started, logged and ended that the server holds whole (no false alarm)', () => {
    const journal = [
      entry('start', [startOp], { pageId: 'gone', stored: true, sent: true }),
      ...[1, 2, 3, 4, 5].map((n) =>
        entry(`shot-${n}`, [appendOp(`s${n}`, 2800 + n)], { pageId: 'gone', stored: true, sent: true }),
      ),
      entry('end', [endOp], { pageId: 'gone', stored: true, sent: true }),
    ];
    const server = docs({
      [SESSION]: {
        sessionName: 'Ladder',
        userId: 'u1',
        status: 'completed',
        shots: [1, 2, 3, 4, 5].map((n) => storedShot(`s${n}`, 2800 + n)),
        exclusions: {},
        statistics: { totalShots: 5 },
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        endedAt: Timestamp.now(),
      },
    });
    expect(journal.map((write) => orphanFate(write, server, journal))).toEqual(Array(7).fill('acknowledged'));
  });

  it('reports as refused each shot missing on the server, a later shot or end excusing none', () => {
    const journal = [
      entry('1', [appendOp('a', 2800)], { pageId: 'gone' }),
      entry('2', [appendOp('b', 2810)], { pageId: 'gone' }),
      entry('3', [endOp]),
    ];
    const server = docs({ [SESSION]: { status: 'completed', shots: [], statistics: { totalShots: 0 } } });
    expect(orphanFate(journal[0] as JournalEntry, server, journal)).toBe('refused');
    expect(orphanFate(journal[1] as JournalEntry, server, journal)).toBe('refused');
  });

  it('reports a refused edit as refused, however long the document has existed', () => {
    const edit = entry('1', [
      {
        kind: 'update',
        path: 'firearms/f1',
        data: { name: 'Tikka T3x CTR', roundCount: 150, updatedAt: serverTime() },
      },
    ]);
    expect(orphanFate(edit, docs({ 'firearms/f1': { name: 'Tikka', roundCount: 100 } }), [edit])).toBe('refused');
    expect(orphanFate(edit, docs({ 'firearms/f1': { name: 'Tikka T3x CTR', roundCount: 150 } }), [edit])).toBe(
      'acknowledged',
    );
  });

  it('does not report a write a later write changed, since nobody can tell its fate', () => {
    const append = entry('1', [appendOp('a')]);
    const undo = entry('2', [removeOp('a')]);
    const server = docs({ [SESSION]: { shots: [] } });
    expect(orphanFate(append, server, [append, undo])).toBe('acknowledged');
    // The later write may have left the journal already: the mark it left on the earlier one remains.
    expect(orphanFate({ ...append, superseded: true }, server, [append])).toBe('acknowledged');
  });
});

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

describe('a refused write, taken away', () => {
  const refused: RejectedWrite = {
    id: 'abcdef12-3456',
    ops: [
      appendOp('s1', 2705),
      { kind: 'update', path: SESSION, data: { note: deletion(), 'exclusions.s0': 'flier' } },
    ],
    meta: {
      label: 'Shot 3 (2,705 fps) in “Ladder”',
      relog: { sessionId: 's1', velocity: 2705, impact: null, note: '' },
    },
    queuedAt: FIRED_AT,
    reason: 'the server refused it',
    at: FIRED_AT + 60_000,
  };

  it('reads as text with what it was, why, and every value in words', () => {
    const text = describeRejectedWrite(refused);
    expect(text).toContain('Not saved: Shot 3 (2,705 fps) in “Ladder”');
    expect(text).toContain('Why: the server refused it');
    expect(text).toContain('Shot: velocity 2705 fps, impact none in, note none');
    expect(text).toContain(`changes to ${SESSION}`);
    expect(text).toContain(
      `shots: add { id: "s1", timestamp: ${new Date(FIRED_AT).toISOString()}, velocity: 2705, impact: none, note: "" }`,
    );
    expect(text).toContain("updatedAt: the server's time");
    expect(text).toContain('note: (removed)');
    expect(text).toContain('exclusions.s0: "flier"');
  });

  it('downloads as JSON holding the entry whole', () => {
    expect(JSON.parse(rejectedWriteJson(refused))).toMatchObject({
      ...refused,
      refusedAtIso: new Date(FIRED_AT + 60_000).toISOString(),
    });
  });

  it('gives back the shot to log again, with the moment it was fired', () => {
    expect(refusedShot(refused)).toEqual({
      sessionId: 's1',
      velocity: 2705,
      impact: null,
      note: '',
      timestamp: new Date(FIRED_AT),
    });
    expect(refusedShot({ ops: [endOp], meta: { label: 'End of session' } })).toBeNull();
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

describe('logoutWarning', () => {
  it('says nothing when nothing would be lost', () => {
    expect(logoutRisk(EMPTY_SYNC_STATE)).toEqual({ waiting: 0, refused: 0 });
    expect(logoutWarning({ waiting: 0, refused: 0 })).toBeNull();
  });

  it('counts the writes not yet on the server, in one sentence', () => {
    expect(logoutWarning({ waiting: 1, refused: 0 })).toEqual([
      '1 change is not on the server yet; logging out now loses it.',
    ]);
    expect(logoutWarning({ waiting: 3, refused: 0 })).toEqual([
      '3 changes are not on the server yet; logging out now loses them.',
    ]);
  });

  it('warns that refused writes still under Not saved leave the device too', () => {
    expect(logoutWarning({ waiting: 2, refused: 1 })).toEqual([
      '2 changes are not on the server yet; logging out now loses them.',
      '1 change the server refused is still under Not saved; logging out removes it from this device, so copy or download first.',
    ]);
  });
});
