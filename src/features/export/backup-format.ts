/**
 * The JSON backup read back: its format and version, each record parsed by its entity's own
 * document schema (timestamps as the ISO strings the backup writes), and a summary of what it
 * holds. Pure module: nothing here reads or writes Firestore.
 */
import { z } from 'zod';
import { barrelStoredSchema, withBarrelRules } from '@/features/barrels/schema';
import { firearmDocSchema } from '@/features/firearms/schema';
import { batchStoredSchema, withAgreeingDraws } from '@/features/inventory/batch-schema';
import {
  BRASS_LIFE_LIMITS,
  brassEventFieldsSchema,
  brassLifeStoredSchema,
  brassSplitSchema,
  withBrassEventRules,
} from '@/features/inventory/brass-life-schema';
import {
  componentStoredSchema,
  INVENTORY_LIMITS,
  lotStoredSchema,
  movementFieldsSchema,
  withMovementRules,
  withWholeLowStock,
  withWholeMovements,
} from '@/features/inventory/schema';
import { loadDocSchema } from '@/features/loads/schema';
import { SESSION_LIMITS, sessionDocSchema, shotFieldsSchema, withPositionRules } from '@/features/sessions/schema';
import { nextTask } from '@/lib/next-task';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** What the dashboard's backup writes as `format`, and the newest `version` this app can read. */
export const BACKUP_FORMAT = 'rangebook-backup';
export const BACKUP_VERSION = 1;

export const NOT_A_BACKUP_MESSAGE = 'This file is not a Rangebook backup.';
export const NEWER_BACKUP_MESSAGE =
  'This file is a Rangebook backup from a newer version; update Rangebook to restore it.';

/** A timestamp as JSON.stringify writes a Date, read back as that Date. */
const isoTimestamp = z.iso.datetime().transform((value) => new Date(value));

const withId = { id: z.string().min(1) };
const timestamps = { createdAt: isoTimestamp, updatedAt: isoTimestamp };

export const backupFirearmSchema = firearmDocSchema.extend({ ...withId, ...timestamps });
export const backupLoadSchema = loadDocSchema.extend({ ...withId, ...timestamps });
export const backupSessionSchema = sessionDocSchema.extend({
  ...withId,
  ...timestamps,
  endedAt: isoTimestamp.nullable(),
  shots: z.array(withPositionRules(shotFieldsSchema.extend({ timestamp: isoTimestamp }))).max(SESSION_LIMITS.maxShots),
});

// The bench (issue 35): components, lots with their movements (each movement's time an ISO string), batches.
export const backupComponentSchema = withWholeLowStock(componentStoredSchema.extend({ ...withId, ...timestamps }));
export const backupLotSchema = withWholeMovements(
  lotStoredSchema.extend({
    ...withId,
    ...timestamps,
    movements: z
      .array(withMovementRules(movementFieldsSchema.extend({ at: isoTimestamp })))
      .max(INVENTORY_LIMITS.movements),
    // A brass lot's life (issue 36), each event's time an ISO string; absent on a lot without one.
    life: brassLifeStoredSchema
      .extend({
        events: z
          .array(withBrassEventRules(brassEventFieldsSchema.extend({ at: isoTimestamp })))
          .max(BRASS_LIFE_LIMITS.events),
        splits: z
          .array(brassSplitSchema.extend({ at: isoTimestamp }))
          .max(BRASS_LIFE_LIMITS.events)
          .optional(),
      })
      .optional(),
  }),
);
// Barrels (issue 36): each with its cleaning log (calendar dates, no timestamps inside).
export const backupBarrelSchema = withBarrelRules(barrelStoredSchema.extend({ ...withId, ...timestamps }));
export const backupBatchSchema = withAgreeingDraws(batchStoredSchema.extend({ ...withId, ...timestamps }));

/** A document the backup kept raw because it failed its schema when it was made; never restored. */
const unreadableRecordSchema = z.object({ id: z.string(), path: z.string(), reason: z.string(), raw: z.unknown() });

/** A backup file of this version, as `backupJson` writes it. */
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: isoTimestamp,
  user: z.object({ uid: z.string().min(1), email: z.string().nullable() }),
  firearms: z.array(backupFirearmSchema),
  loadDevelopments: z.array(backupLoadSchema),
  shootingSessions: z.array(backupSessionSchema),
  // Absent from a backup made before the bench existed: it holds none.
  components: z.array(backupComponentSchema).default([]),
  componentLots: z.array(backupLotSchema).default([]),
  loadBatches: z.array(backupBatchSchema).default([]),
  // Absent from a backup made before barrels existed: it holds none.
  barrels: z.array(backupBarrelSchema).default([]),
  unreadable: z.array(unreadableRecordSchema).default([]),
});
export type Backup = z.output<typeof backupSchema>;
export type BackupFirearm = Backup['firearms'][number];
export type BackupLoad = Backup['loadDevelopments'][number];
export type BackupSession = Backup['shootingSessions'][number];
export type BackupComponent = Backup['components'][number];
export type BackupLot = Backup['componentLots'][number];
export type BackupBatch = Backup['loadBatches'][number];

export type BackupParse = { ok: true; backup: Backup } | { ok: false; message: string };

const collectionLabels: Record<string, string> = {
  firearms: 'firearm',
  loadDevelopments: 'load development',
  shootingSessions: 'session',
  components: 'component',
  componentLots: 'lot',
  loadBatches: 'batch',
  barrels: 'barrel',
};

/** The first problem of a file that claims to be a backup, in one sentence a person can act on. */
function damagedMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const [collection, index] = issue?.path ?? [];
  const label = typeof collection === 'string' ? collectionLabels[collection] : undefined;
  if (label && typeof index === 'number')
    return `This backup cannot be restored: its ${label} number ${index + 1} is not valid (${issue?.path.slice(2).join('.') || 'the record'}).`;
  return 'This backup cannot be restored: it is damaged or incomplete.';
}

/**
 * Reads a backup file's text. Refuses, with one sentence, anything that is not JSON or not a
 * Rangebook backup, a backup from a newer version, and one whose records fail their schemas: all
 * before anything is written.
 */
export function parseBackup(text: string): BackupParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP_MESSAGE };
  }
  const header = z.object({ format: z.literal(BACKUP_FORMAT), version: z.number().int().positive() }).safeParse(json);
  if (!header.success) return { ok: false, message: NOT_A_BACKUP_MESSAGE };
  if (header.data.version > BACKUP_VERSION) return { ok: false, message: NEWER_BACKUP_MESSAGE };
  const parsed = backupSchema.safeParse(json);
  return parsed.success ? { ok: true, backup: parsed.data } : { ok: false, message: damagedMessage(parsed.error) };
}

/** What a backup holds, as the restore shows it before writing anything. */
export type BackupSummary = {
  exportedAt: Date;
  email: string | null;
  firearms: number;
  loadDevelopments: number;
  sessions: number;
  shots: number;
  /** Records the backup kept raw because they could not be read; they are not restored. */
  unreadable: number;
  /** The first and last day a session was shot (`YYYY-MM-DD`), or null when it has no session. */
  sessionDates: { first: string; last: string } | null;
};

export function summarizeBackup(backup: Backup): BackupSummary {
  const dates = backup.shootingSessions.map((session) => session.date).sort();
  const first = dates[0];
  const last = dates.at(-1);
  return {
    exportedAt: backup.exportedAt,
    email: backup.user.email,
    firearms: backup.firearms.length,
    loadDevelopments: backup.loadDevelopments.length,
    sessions: backup.shootingSessions.length,
    shots: backup.shootingSessions.reduce((total, session) => total + session.shots.length, 0),
    unreadable: backup.unreadable.length,
    sessionDates: first && last ? { first, last } : null,
  };
}

/** What of the bench a backup holds: components, their lots and the batches loaded from them. */
export function summarizeBench(backup: Backup): { components: number; lots: number; batches: number } {
  return {
    components: backup.components.length,
    lots: backup.componentLots.length,
    batches: backup.loadBatches.length,
  };
}
