import { z } from 'zod';
import { factoryLoadFieldsSchema } from '@/features/factory-loads/schema';
import { firearmFieldsSchema } from '@/features/firearms/schema';
import { loadFieldsSchema } from '@/features/loads/schema';
import { dateString, optionalNumberInput, text, timestampDate } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { todayDateString } from '@/utils/dates';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** The session's enumerations. */
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const WEATHER_CONDITIONS = ['Clear', 'Partly Cloudy', 'Cloudy', 'Light Rain', 'Overcast', 'Sunny'] as const;
export const AMMUNITION_TYPES = ['handload', 'factory'] as const;
export const SESSION_STATUSES = ['active', 'completed'] as const;
/** Why a shot is left out of the statistics; it stays in the table, struck through. */
export const EXCLUSION_REASONS = ['flier', 'cold-bore', 'chronograph-error', 'other'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];
export const EXCLUSION_REASON_LABELS: Record<ExclusionReason, string> = {
  flier: 'Flier',
  'cold-bore': 'Cold bore',
  'chronograph-error': 'Chronograph error',
  other: 'Other',
};

/** Limits, the same in firestore.rules. */
export const SESSION_LIMITS = {
  short: 100,
  notes: 2000,
  shotNote: 200,
  maxShots: 500,
  maxVelocity: 6000,
  maxImpact: 100,
  /** A shot's x and y lie within maxImpact of the point of aim. */
  maxTargetDistance: 3000,
  /** A shot's target number runs from 1 (the target of a shot that names none) to this. */
  maxTarget: 999,
} as const;

export const weatherSchema = z.object({
  /** Degrees Fahrenheit. */
  temperature: z.number().min(-80).max(150).nullable(),
  /** Miles per hour. */
  windSpeed: z.number().min(0).max(200).nullable(),
  windDirection: z.enum([...WIND_DIRECTIONS, '']),
  /** Percent, 0 to 100. */
  humidity: z.number().min(0).max(100).nullable(),
  conditions: z.enum([...WEATHER_CONDITIONS, '']),
});

/**
 * The snapshot a session keeps of the handload it was fired with: the recipe as shot. Its bullet's
 * BC and drag model, its case details and seating are copied when the load has them (sessions
 * started before they existed, or from a load saved before them, have none).
 */
export const handloadSnapshotSchema = z.object({
  type: z.literal('handload'),
  loadDevelopmentId: z.string().min(1),
  name: loadFieldsSchema.shape.name,
  cartridge: loadFieldsSchema.shape.cartridge,
  bullet: loadFieldsSchema.shape.bullet,
  powder: loadFieldsSchema.shape.powder,
  caseDetails: loadFieldsSchema.shape.caseDetails,
  seating: loadFieldsSchema.shape.seating,
});

/** The snapshot a session keeps of the factory load it was fired with. */
export const factorySnapshotSchema = z.object({
  type: z.literal('factory'),
  factoryLoadId: z.string().min(1),
  manufacturer: factoryLoadFieldsSchema.shape.manufacturer,
  product: factoryLoadFieldsSchema.shape.product,
  caliber: factoryLoadFieldsSchema.shape.caliber,
  bulletWeight: factoryLoadFieldsSchema.shape.bulletWeight,
  bulletType: factoryLoadFieldsSchema.shape.bulletType,
});

export const ammunitionSnapshotSchema = z.discriminatedUnion('type', [handloadSnapshotSchema, factorySnapshotSchema]);
export type AmmunitionSnapshot = z.output<typeof ammunitionSnapshotSchema>;

/** The snapshot a session keeps of its firearm: {id, make, model, caliber, barrelLength, scope}. */
export const firearmSnapshotSchema = z.object({
  id: z.string().min(1),
  make: firearmFieldsSchema.shape.make,
  model: firearmFieldsSchema.shape.model,
  caliber: firearmFieldsSchema.shape.caliber,
  barrelLength: firearmFieldsSchema.shape.barrelLength,
  scope: firearmFieldsSchema.shape.scope,
});
export type FirearmSnapshot = z.output<typeof firearmSnapshotSchema>;

/** Where a shot landed on the target, in inches from the point of aim: x right +, y up +; within maxImpact. */
const shotPosition = z.number().min(-SESSION_LIMITS.maxImpact).max(SESSION_LIMITS.maxImpact);

/**
 * A logged shot: velocity a whole number of fps, impact inches from the point of aim; both optional.
 * A shot whose place on the target is known also has x and y (both, or neither: a shot logged
 * without them is stored with its five keys, as every shot was before positions existed), and its
 * impact is then their distance from the aim.
 */
export const shotFieldsSchema = z.object({
  id: z.string().min(1).max(64),
  timestamp: timestampDate,
  velocity: z.number().int().positive().lt(SESSION_LIMITS.maxVelocity).nullable(),
  impact: z.number().min(0).max(SESSION_LIMITS.maxImpact).nullable(),
  note: z.string().max(SESSION_LIMITS.shotNote),
  x: shotPosition.optional(),
  y: shotPosition.optional(),
  /**
   * The target it was fired at, for several groups in one session (domain/target-groups.ts); absent is
   * target 1, as every shot logged before targets existed (the app leaves target 1 out).
   */
  target: z.number().int().min(1).max(SESSION_LIMITS.maxTarget).optional(),
});

/** A shot schema (shotFieldsSchema or one extended from it) with the rules that bind x and y together. */
export function withPositionRules<T extends z.ZodType<{ x?: number | undefined; y?: number | undefined }>>(
  schema: T,
): T {
  return schema
    .refine((shot) => (shot.x === undefined) === (shot.y === undefined), 'A shot has both x and y, or neither')
    .refine(
      (shot) => shot.x === undefined || shot.y === undefined || Math.hypot(shot.x, shot.y) <= SESSION_LIMITS.maxImpact,
      `A shot lies within ${SESSION_LIMITS.maxImpact} inches of the point of aim`,
    );
}

export const shotSchema = withPositionRules(shotFieldsSchema);
export type Shot = z.output<typeof shotSchema>;

const nullableStat = z.number().nonnegative().nullable();
export const storedStatisticsSchema = z.object({
  totalShots: z.number().int().nonnegative(),
  /** Shots with a velocity (the SD's n). */
  velocityCount: z.number().int().nonnegative(),
  averageVelocity: nullableStat,
  extremeSpread: nullableStat,
  standardDeviation: nullableStat,
  averageGroup: nullableStat,
  bestGroup: nullableStat,
  /**
   * The extreme spread (inches, centre to centre) of the session's best group: of the counted shots
   * with x and y on one target; null with no target holding two. What lists and the dashboard rank
   * groups by without the shots. Absent on sessions ended before it was stored (none of which had
   * shots placed on a target).
   */
  groupSpread: nullableStat.optional(),
  /**
   * The session's best group (its targets' groups ranked by domain/target-groups.ts) is the one
   * groupSpread measures; its mean radius (inches) is stored only when it has MIN_RANKED_SHOTS or more
   * shots, so the smallest stored is the best ranked group; groupShots is its shot count. Both null
   * without a group, absent on sessions ended before they were stored (ranked by groupSpread).
   */
  groupMeanRadius: nullableStat.optional(),
  groupShots: z.number().int().min(2).nullable().optional(),
  /*
   * Sums over the counted shots (domain/sums.ts), from which a load's figures over many sessions are
   * pooled exactly without their shots. All or none: none on an active session, all once it ends.
   */
  velocitySum: z.number().int().nonnegative().optional(),
  velocitySquares: z.number().int().nonnegative().optional(),
  minVelocity: z.number().int().positive().nullable().optional(),
  maxVelocity: z.number().int().positive().nullable().optional(),
  placedShots: z.number().int().nonnegative().optional(),
  placedSumX: z.number().optional(),
  placedSumY: z.number().optional(),
});

export const EMPTY_STATISTICS = {
  totalShots: 0,
  velocityCount: 0,
  averageVelocity: null,
  extremeSpread: null,
  standardDeviation: null,
  averageGroup: null,
  bestGroup: null,
  groupSpread: null,
} as const;

/** The fields a session starts with (the new-session form, resolved against the chosen records). */
export const sessionStartSchema = z.object({
  sessionName: z.string().min(1).max(SESSION_LIMITS.short),
  date: dateString,
  location: z.string().max(SESSION_LIMITS.short),
  weather: weatherSchema,
  ammunitionType: z.enum(AMMUNITION_TYPES),
  selectedAmmunition: ammunitionSnapshotSchema,
  selectedFirearm: firearmSnapshotSchema,
  notes: z.string().max(SESSION_LIMITS.notes),
  /** Yards to the target, for group sizes in MOA; null when not given (and on sessions made before it existed). */
  targetDistance: z.number().positive().max(SESSION_LIMITS.maxTargetDistance).nullable().default(null),
  /**
   * The batch of the handload it fires (loadBatches/{id}, of the same load), whose rounds on hand its
   * shots take; absent when none is named (and on sessions made before batches existed). Never changes.
   */
  batchId: z.string().min(1).max(SESSION_LIMITS.short).optional(),
});
/** A session's start as the forms and imports give it (targetDistance may be left out: none). */
export type SessionStart = z.input<typeof sessionStartSchema>;

/** Shots left out of the statistics, by shot id (a map, so two devices' toggles never overwrite each other). */
export const exclusionsSchema = z.record(z.string(), z.enum(EXCLUSION_REASONS));
export type Exclusions = z.output<typeof exclusionsSchema>;

/** A session as stored in shootingSession/{id}. */
export const sessionDocSchema = sessionStartSchema.extend({
  userId: z.string().min(1),
  status: z.enum(SESSION_STATUSES),
  shots: z.array(shotSchema).max(SESSION_LIMITS.maxShots),
  exclusions: exclusionsSchema,
  statistics: storedStatisticsSchema,
  createdAt: timestampDate,
  updatedAt: timestampDate,
  endedAt: timestampDate.nullable(),
});
export type ShootingSession = z.output<typeof sessionDocSchema> & { id: string };

/**
 * A session as Firestore holds it: the session and `shotIds`, its shots' ids in their order, which
 * the rules keep (they have no loops, so that list is how they find a shot by its id). Read through
 * this, the ids are checked against the shots and left out: the app works from the shots.
 */
export const storedSessionDocSchema = sessionDocSchema
  .extend({ shotIds: z.array(z.string()).max(SESSION_LIMITS.maxShots) })
  .refine(
    (stored) =>
      stored.shotIds.length === stored.shots.length &&
      stored.shots.every((shot, index) => shot.id === stored.shotIds[index]),
    {
      message: "The shot ids are not the session's shots' ids",
      path: ['shotIds'],
    },
  )
  .transform(({ shotIds: _shotIds, ...session }) => session);

/**
 * The small document that stands for a session in lists and roll-ups (sessionSummary/{same id}): the
 * session without its shots, exclusions and notes, so a list of years of sessions stays light. It is
 * written in the same batch as every change of the session it mirrors (sessions-api.ts).
 */
export const sessionSummaryDocSchema = sessionDocSchema.omit({
  shots: true,
  exclusions: true,
  notes: true,
  updatedAt: true,
});
export type SessionSummary = z.output<typeof sessionSummaryDocSchema> & { id: string };

/** A session as a backup holds it, ready to be written again under an id of an account. */
export type RestoredSession = SessionStart & Pick<ShootingSession, 'status' | 'shots' | 'exclusions'>;

/** The new-session form, with the product's messages for missing choices. */
export const sessionFormSchema = z.object({
  sessionName: text(SESSION_LIMITS.short, 'Session name is required'),
  date: dateString,
  location: text(SESSION_LIMITS.short),
  temperature: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= -80 && Number(value) <= 150),
      'Temperature must be between -80 and 150 °F',
    )
    .transform((value) => (value === '' ? null : Number(value))),
  windSpeed: optionalNumberInput('Wind speed must be a number of mph, 0 or more'),
  windDirection: z.enum([...WIND_DIRECTIONS, '']),
  humidity: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= 100),
      'Humidity must be between 0 and 100',
    )
    .transform((value) => (value === '' ? null : Number(value))),
  conditions: z.enum([...WEATHER_CONDITIONS, '']),
  targetDistance: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' ||
        (Number.isFinite(Number(value)) && Number(value) > 0 && Number(value) <= SESSION_LIMITS.maxTargetDistance),
      `Target distance must be yards to the target, above 0 and up to ${SESSION_LIMITS.maxTargetDistance}`,
    )
    .transform((value) => (value === '' ? null : Number(value))),
  ammunitionType: z
    .union([z.enum(AMMUNITION_TYPES), z.literal('')])
    .refine((value) => value !== '', 'Please select ammunition type'),
  ammunitionId: z.string().min(1, 'Please select ammunition'),
  firearmId: z.string().min(1, 'Please select a firearm'),
  /** The batch of the handload it fires, '' for none (offered only for a handload with batches). */
  batchId: z.string().max(SESSION_LIMITS.short),
  notes: text(SESSION_LIMITS.notes),
});
export type SessionFormInput = z.input<typeof sessionFormSchema>;

/** What can be corrected on a session at any time, active or completed (not its ammunition or shots). */
export const sessionDetailsFormSchema = sessionFormSchema
  .pick({
    sessionName: true,
    date: true,
    location: true,
    temperature: true,
    windSpeed: true,
    windDirection: true,
    humidity: true,
    conditions: true,
    targetDistance: true,
    notes: true,
  })
  .transform((form): SessionDetails => ({
    sessionName: form.sessionName,
    date: form.date,
    location: form.location,
    weather: {
      temperature: form.temperature,
      windSpeed: form.windSpeed,
      windDirection: form.windDirection,
      humidity: form.humidity,
      conditions: form.conditions,
    },
    targetDistance: form.targetDistance,
    notes: form.notes,
  }));
export type SessionDetailsFormInput = z.input<typeof sessionDetailsFormSchema>;

/** The stored details an edit writes. */
export const sessionDetailsSchema = sessionStartSchema.pick({
  sessionName: true,
  date: true,
  location: true,
  weather: true,
  targetDistance: true,
  notes: true,
});
export type SessionDetails = z.input<typeof sessionDetailsSchema>;

/** A stored session as the details form shows it. */
export function sessionToDetailsForm(session: SessionDetails): SessionDetailsFormInput {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    sessionName: session.sessionName,
    date: session.date,
    location: session.location,
    temperature: number(session.weather.temperature),
    windSpeed: number(session.weather.windSpeed),
    windDirection: session.weather.windDirection,
    humidity: number(session.weather.humidity),
    conditions: session.weather.conditions,
    targetDistance: number(session.targetDistance ?? null),
    notes: session.notes,
  };
}
export type SessionFormValues = z.output<typeof sessionFormSchema>;

export function emptySessionForm(now = new Date()): SessionFormInput {
  return {
    sessionName: '',
    date: todayDateString(now),
    location: '',
    temperature: '',
    windSpeed: '',
    windDirection: '',
    humidity: '',
    conditions: '',
    targetDistance: '',
    ammunitionType: '',
    ammunitionId: '',
    firearmId: '',
    batchId: '',
    notes: '',
  };
}
