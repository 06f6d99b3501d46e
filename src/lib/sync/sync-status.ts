import type { WriteMeta } from '@/lib/firestore/local';
import { opApplied, type OpValue, type WriteOp } from '@/lib/firestore/write-ops';

/**
 * The sync journal's pure part: what the app knows about each write until the server has it, the
 * decisions taken on writes left by a page that is gone, and the words the header shows. No React
 * and no Firestore calls; the store in sync-store.ts feeds it events and reads the documents.
 */

/** A document's data as read (null: no document), by path. */
export type DocsByPath = ReadonlyMap<string, Record<string, unknown> | null>;

/** One write, journalled before it is made, with everything needed to make it again. */
export type JournalEntry = {
  id: string;
  /** The write itself, as plain JSON: re-applied after a reload if it never reached the device. */
  ops: WriteOp[];
  /** What the user did, in their words, and how a refused shot is logged again. */
  meta: WriteMeta;
  queuedAt: number;
  /** The page that holds the write's promise (made or re-applied it); any other page only has the entry. */
  pageId: string;
  /** Firestore has it on this device (IndexedDB): a reload no longer loses it. */
  stored: boolean;
  /** A gone page's write that Firestore has since sent: only a look-up on the server tells its fate. */
  sent: boolean;
  /** A later write changed what this one wrote, so a look-up on the server cannot tell its fate. */
  superseded: boolean;
  /**
   * Made again by `pageId` (its first page went before storing it): that page committed it when it
   * took the write over, perhaps after writes of its own that come later in the journal.
   */
  remade?: boolean;
};

/** A write the server refused, with its values kept until the user dismisses it. */
export type RejectedWrite = {
  id: string;
  ops: WriteOp[];
  meta: WriteMeta;
  queuedAt: number;
  reason: string;
  at: number;
};

/** writes: not yet answered by the server, in the order they were made. rejected: refused, shown until dismissed. */
export type SyncState = { writes: JournalEntry[]; rejected: RejectedWrite[] };

export type SyncEvent =
  | { type: 'queued'; write: JournalEntry }
  | { type: 'stored'; id: string }
  /** Written again by this page (it never reached the device before its page went). */
  | { type: 'reapplied'; id: string; pageId: string }
  | { type: 'sent'; ids: readonly string[] }
  | { type: 'acknowledged'; id: string }
  | { type: 'rejected'; id: string; reason: string; at: number }
  | { type: 'dismissed'; id: string };

export const EMPTY_SYNC_STATE: SyncState = { writes: [], rejected: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isServerTime(value: OpValue): boolean {
  return isObject(value) && '$serverTime' in value;
}

/** The items of an array union or removal, with which of the two it is. */
function arrayChange(value: OpValue): { adds: boolean; items: OpValue[] } | null {
  if (!isObject(value)) return null;
  if (Array.isArray(value.$arrayUnion)) return { adds: true, items: value.$arrayUnion };
  if (Array.isArray(value.$arrayRemove)) return { adds: false, items: value.$arrayRemove };
  return null;
}

function sameOpValue(a: OpValue, b: OpValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameOpValue(item, b[index] ?? null))
    );
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameOpValue(a[key] ?? null, b[key] ?? null))
  );
}

/** Whether a later value of the same field undoes an earlier one: array changes only when one removes what the other adds. */
function valueHides(earlier: OpValue, later: OpValue): boolean {
  const before = arrayChange(earlier);
  const after = arrayChange(later);
  if (!before || !after) return true;
  return (
    before.adds !== after.adds && before.items.some((item) => after.items.some((other) => sameOpValue(item, other)))
  );
}

/** Whether two dotted field paths name the same field or one holds the other. */
function fieldsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/**
 * Whether a later op can make an earlier one look unapplied on the server: a delete or a
 * re-creation of its document, or an update of a field it wrote (adding or removing other items
 * of the same array does not; server times are never compared). A created document only needs to exist.
 */
export function opHides(earlier: WriteOp, later: WriteOp): boolean {
  if (earlier.path !== later.path) return false;
  if (earlier.kind === 'delete') return later.kind !== 'delete';
  if (later.kind === 'delete') return true;
  if (earlier.kind === 'create') return false;
  if (later.kind === 'create' || later.kind === 'set') return true;
  const laterFields = Object.entries(later.data);
  return Object.entries(earlier.data).some(
    ([field, value]) =>
      !isServerTime(value) &&
      laterFields.some(
        ([laterField, laterValue]) =>
          fieldsOverlap(field, laterField) && (field !== laterField || valueHides(value, laterValue)),
      ),
  );
}

/** Whether any of `later` can make `earlier` look unapplied on the server. */
export function writeHiddenBy(earlier: Pick<JournalEntry, 'ops'>, later: Pick<JournalEntry, 'ops'>): boolean {
  return earlier.ops.some((op) => later.ops.some((laterOp) => opHides(op, laterOp)));
}

/** The journal after one event; the same object when the event changes nothing. */
export function syncReducer(state: SyncState, event: SyncEvent): SyncState {
  switch (event.type) {
    case 'queued': {
      const { write } = event;
      if (state.writes.some((item) => item.id === write.id)) return state;
      const writes = state.writes.map((item) =>
        !item.superseded && writeHiddenBy(item, write) ? { ...item, superseded: true } : item,
      );
      return { ...state, writes: [...writes, write] };
    }
    case 'stored':
      return updateWrite(state, event.id, (write) => (write.stored ? write : { ...write, stored: true }));
    case 'reapplied':
      return updateWrite(state, event.id, (write) => ({
        ...write,
        pageId: event.pageId,
        stored: false,
        sent: false,
        remade: true,
      }));
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

/**
 * Whether `later`, on the device, proves `earlier` stored: Firestore stores one page's writes in the
 * order the page committed them, which is the journal's for the writes it made, and for those it made
 * again (at once, in the journal's order, when it took them over). A write made again may have been
 * committed after later writes of the page's own, so only another one made again proves it.
 */
function provesStored(earlier: JournalEntry, later: JournalEntry): boolean {
  return later.pageId === earlier.pageId && (!earlier.remade || later.remade === true);
}

/**
 * Of the orphans never marked as stored: those a later stored write of the same page proves are
 * on the device (provesStored), and the rest, to look for in the device's cache, in the order they
 * were made.
 */
export function unstoredOrphans(orphans: readonly JournalEntry[]): { provenStored: string[]; toCheck: JournalEntry[] } {
  const markedStored = new Set(orphans.filter((write) => write.stored).map((write) => write.id));
  const { stored, remake } = storedInOrder(orphans, markedStored);
  return { provenStored: stored.filter((id) => !markedStored.has(id)), toCheck: remake };
}

/**
 * Of orphans looked for in the device's cache (`toCheck`, in the order made), those on the device
 * and those to make again. `foundOnDevice`: the ones whose every op the cache shows. One found there
 * proves the earlier ones of its page stored too (provesStored), even where a later write has since
 * changed what they wrote (an import's start, whose summary its end rewrote: made again, it would be
 * refused as a second create and reported as not saved).
 */
export function storedInOrder(
  toCheck: readonly JournalEntry[],
  foundOnDevice: ReadonlySet<string>,
): { stored: string[]; remake: JournalEntry[] } {
  const stored: string[] = [];
  const remake: JournalEntry[] = [];
  toCheck.forEach((write, index) => {
    const laterFound = toCheck
      .slice(index + 1)
      .some((later) => foundOnDevice.has(later.id) && provesStored(write, later));
    if (foundOnDevice.has(write.id) || laterFound) stored.push(write.id);
    else remake.push(write);
  });
  return { stored, remake };
}

/** The paths a write reads back, once each. */
export function writePaths(write: Pick<JournalEntry, 'ops'>): string[] {
  return [...new Set(write.ops.map((op) => op.path))];
}

/**
 * Whether the documents show every op of a write. A created document counts once it exists (its
 * id was made for it; later writes change its fields); every other op must show, by opApplied.
 */
export function writeLanded(write: Pick<JournalEntry, 'ops'>, docs: DocsByPath): boolean {
  return write.ops.every((op) => {
    const data = docs.get(op.path) ?? null;
    return op.kind === 'create' ? data !== null : opApplied(op, data);
  });
}

export type OrphanFate = 'acknowledged' | 'refused';

/**
 * A gone page's write, once Firestore has sent it, judged from documents read on the server by a
 * read that cannot be stale: there → acknowledged; missing → refused, unless a later write
 * changed what it wrote (then nobody can tell, and it is not reported: never a false alarm).
 */
export function orphanFate(write: JournalEntry, serverDocs: DocsByPath, journal: readonly JournalEntry[]): OrphanFate {
  if (writeLanded(write, serverDocs)) return 'acknowledged';
  const index = journal.findIndex((item) => item.id === write.id);
  const later = index < 0 ? journal.filter((item) => item.queuedAt > write.queuedAt) : journal.slice(index + 1);
  if (write.superseded || later.some((item) => writeHiddenBy(write, item))) return 'acknowledged';
  return 'refused';
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

export type SyncIndicatorState = { tone: 'offline' | 'pending'; text: string; detail: string | null };

/**
 * The header's words: "Offline" without a network, "Saved on this device (N)" for writes held
 * offline, "Waiting to sync (N)" while online writes are on their way; nothing once all are in.
 */
export function syncIndicator(online: boolean, pendingCount: number): SyncIndicatorState | null {
  if (!online) {
    return {
      tone: 'offline',
      text: 'Offline',
      detail: pendingCount > 0 ? `Saved on this device (${pendingCount})` : null,
    };
  }
  if (pendingCount > 0) return { tone: 'pending', text: `Waiting to sync (${pendingCount})`, detail: null };
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

/*
 * Parsing what an earlier page saved: anything unreadable is left out, never thrown. An entry of
 * the first journal format (a label without ops) cannot be re-applied or checked any more; a
 * refusal of that format is still shown, with its label.
 */

function parseOp(value: unknown): WriteOp | null {
  if (!isObject(value) || typeof value.path !== 'string' || value.path === '') return null;
  if (value.kind === 'delete') return { kind: 'delete', path: value.path };
  if ((value.kind === 'create' || value.kind === 'update' || value.kind === 'set') && isObject(value.data)) {
    return { kind: value.kind, path: value.path, data: value.data as Record<string, OpValue> };
  }
  return null;
}

function parseOps(value: unknown): WriteOp[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const ops = value.map(parseOp);
  return ops.every((op): op is WriteOp => op !== null) ? ops : null;
}

const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function parseMeta(value: unknown): WriteMeta | null {
  if (!isObject(value) || typeof value.label !== 'string') return null;
  const relog = value.relog;
  if (
    isObject(relog) &&
    typeof relog.sessionId === 'string' &&
    isNumberOrNull(relog.velocity) &&
    isNumberOrNull(relog.impact) &&
    typeof relog.note === 'string'
  ) {
    return {
      label: value.label,
      relog: {
        sessionId: relog.sessionId,
        velocity: relog.velocity as number | null,
        impact: relog.impact as number | null,
        note: relog.note,
      },
    };
  }
  return { label: value.label };
}

function parseEntry(value: unknown): JournalEntry | null {
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    typeof value.pageId !== 'string' ||
    typeof value.queuedAt !== 'number'
  )
    return null;
  const ops = parseOps(value.ops);
  const meta = parseMeta(value.meta);
  if (!ops || !meta) return null;
  return {
    id: value.id,
    ops,
    meta,
    queuedAt: value.queuedAt,
    pageId: value.pageId,
    stored: value.stored === true,
    sent: value.sent === true,
    superseded: value.superseded === true,
    ...(value.remade === true ? { remade: true } : {}),
  };
}

function parseRejected(value: unknown): RejectedWrite | null {
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    typeof value.reason !== 'string' ||
    typeof value.at !== 'number'
  )
    return null;
  // The first format kept only a label.
  const meta = parseMeta(value.meta) ?? (typeof value.label === 'string' ? { label: value.label } : null);
  if (!meta) return null;
  const ops = parseOps(value.ops) ?? [];
  const queuedAt = typeof value.queuedAt === 'number' ? value.queuedAt : value.at;
  return { id: value.id, ops, meta, queuedAt, reason: value.reason, at: value.at };
}

const parsedList = <T>(value: unknown, parse: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(parse).filter((item): item is T => item !== null) : [];

/** Parses what an earlier page saved; anything unreadable counts as nothing saved. */
export function parseStoredSyncState(raw: string | null): SyncState {
  if (!raw) return EMPTY_SYNC_STATE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value)) return EMPTY_SYNC_STATE;
    return { writes: parsedList(value.writes, parseEntry), rejected: parsedList(value.rejected, parseRejected) };
  } catch {
    return EMPTY_SYNC_STATE;
  }
}

/** What logging out now would leave behind: writes not yet on the server, and refusals still shown. */
export type LogoutRisk = { waiting: number; refused: number };

export function logoutRisk(state: SyncState): LogoutRisk {
  return { waiting: waitingWrites(state).length, refused: state.rejected.length };
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
