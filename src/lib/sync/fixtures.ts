import { removalOf, serverTime, toOpValue, unionOf, type WriteOp } from '@/lib/firestore/write-ops';
import type { JournalEntry, SyncState } from './journal';
import { syncReducer } from './sync-reducer';

/** Journal entries and ops for the sync journal's unit tests. */

export const SESSION = 'shootingSession/s1';
export const FIRED_AT = 1_750_000_000_000;

const shot = (id: string, velocity: number) => ({
  id,
  timestamp: new Date(FIRED_AT),
  velocity,
  impact: null,
  note: '',
});
export const appendOp = (id: string, velocity = 2800): WriteOp => ({
  kind: 'update',
  path: SESSION,
  data: { shots: unionOf(toOpValue(shot(id, velocity))), updatedAt: serverTime() },
});
export const removeOp = (id: string, velocity = 2800): WriteOp => ({
  kind: 'update',
  path: SESSION,
  data: { shots: removalOf(toOpValue(shot(id, velocity))), updatedAt: serverTime() },
});
export const startOp: WriteOp = {
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
export const endOp: WriteOp = {
  kind: 'update',
  path: SESSION,
  data: { status: 'completed', statistics: { totalShots: 5 }, endedAt: serverTime(), updatedAt: serverTime() },
};

let clock = 1_000;
export const entry = (id: string, ops: WriteOp[], overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  ops,
  meta: { label: `Write ${id}` },
  queuedAt: (clock += 1),
  pageId: 'page-a',
  stored: false,
  sent: false,
  ...overrides,
});

export const queue = (state: SyncState, ...writes: JournalEntry[]) =>
  writes.reduce((current, write) => syncReducer(current, { type: 'queued', write }), state);
export const ids = (writes: readonly { id: string }[]) => writes.map((write) => write.id);
