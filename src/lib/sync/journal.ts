import { z } from 'zod';
import type { WriteMeta } from '@/lib/firestore/local';
import type { OpValue, WriteOp } from '@/lib/firestore/write-ops';
import { nextTask } from '@/lib/next-task';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/**
 * The sync journal as kept in localStorage (`rangebook.sync.<uid>`): its entries' shapes, and the
 * parse of what an earlier page saved. Anything unreadable is left out, entry by entry, never
 * thrown. An entry of the first journal format (a label without ops) cannot be made again or
 * checked any more; a refusal of that format is still shown, with its label.
 */

/** One write, journalled before it is made, with everything needed to make it again. */
export type JournalEntry = {
  /** Also the name of the write's receipt (syncReceipts/<id>), written in the same batch. */
  id: string;
  /** The write itself, as plain JSON: made again after a reload if it never reached the device. */
  ops: WriteOp[];
  /** What the user did, in their words, and how a refused shot is logged again. */
  meta: WriteMeta;
  queuedAt: number;
  /** The page that holds the write's promise (made it, or made it again); any other page only has the entry. */
  pageId: string;
  /** Firestore has it on this device (IndexedDB): a reload no longer loses it. */
  stored: boolean;
  /** A gone page's write that Firestore has since sent: only its receipt on the server tells its fate. */
  sent: boolean;
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

export const EMPTY_SYNC_STATE: SyncState = { writes: [], rejected: [] };

/** Where a user's journal is kept in localStorage. */
export const syncJournalKey = (uid: string): string => `rangebook.sync.${uid}`;

const opValueSchema: z.ZodType<OpValue> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(opValueSchema), z.record(z.string(), opValueSchema)]),
);

const path = z.string().min(1);
const fields = z.record(z.string(), opValueSchema);

export const writeOpSchema: z.ZodType<WriteOp> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), path, data: fields }),
  z.object({ kind: z.literal('update'), path, data: fields }),
  z.object({ kind: z.literal('set'), path, data: fields }),
  z.object({ kind: z.literal('delete'), path }),
]);

const relogSchema = z.object({
  sessionId: z.string(),
  velocity: z.number().nullable(),
  impact: z.number().nullable(),
  note: z.string(),
});

/** A label, and a shot to log again when it is readable (an unreadable one is left out, the label kept). */
export const writeMetaSchema: z.ZodType<WriteMeta> = z
  .object({ label: z.string(), relog: relogSchema.optional().catch(undefined) })
  .transform(({ label, relog }) => (relog ? { label, relog } : { label }));

const flag = z.boolean().catch(false);

export const journalEntrySchema: z.ZodType<JournalEntry> = z.object({
  id: z.string().min(1),
  ops: z.array(writeOpSchema).min(1),
  meta: writeMetaSchema,
  queuedAt: z.number(),
  pageId: z.string().min(1),
  stored: flag,
  sent: flag,
});

export const rejectedWriteSchema: z.ZodType<RejectedWrite> = z
  .object({
    id: z.string().min(1),
    reason: z.string(),
    at: z.number(),
    // Unreadable ops leave the refusal with its words only.
    ops: z.array(writeOpSchema).min(1).catch([]),
    meta: writeMetaSchema.optional().catch(undefined),
    /** The first format kept only a label. */
    label: z.string().optional().catch(undefined),
    queuedAt: z.number().optional().catch(undefined),
  })
  .refine((value) => value.meta !== undefined || value.label !== undefined)
  .transform(({ id, reason, at, ops, meta, label, queuedAt }) => ({
    id,
    ops,
    meta: meta ?? { label: label ?? '' },
    queuedAt: queuedAt ?? at,
    reason,
    at,
  }));

const storedJournalSchema = z.object({
  writes: z.array(z.unknown()).catch([]),
  rejected: z.array(z.unknown()).catch([]),
});

const readable = <T>(items: readonly unknown[], schema: z.ZodType<T>): T[] =>
  items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

/** Parses what an earlier page saved; anything unreadable counts as nothing saved, entry by entry. */
export function parseStoredSyncState(raw: string | null): SyncState {
  if (!raw) return EMPTY_SYNC_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_SYNC_STATE;
  }
  const stored = storedJournalSchema.safeParse(value);
  if (!stored.success) return EMPTY_SYNC_STATE;
  return {
    writes: readable(stored.data.writes, journalEntrySchema),
    rejected: readable(stored.data.rejected, rejectedWriteSchema),
  };
}
