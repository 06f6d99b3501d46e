import { z } from 'zod';
import { text } from '@/lib/firestore/fields';
import type { UnitFields } from '@/lib/unit-form';
import { SESSION_LIMITS } from './schema';

/* The shot form at the range and its messages. */

export const EMPTY_SHOT_MESSAGE = 'Enter a velocity, an impact, where it hit or a note to log a shot';

export const POSITION_PAIR_MESSAGE = 'Give both x and y, or neither';
export const POSITION_RANGE_MESSAGE = `A shot must land within ${SESSION_LIMITS.maxImpact} inches of the point of aim`;

/**
 * Decimals of an inch a logged shot's impact, x and y keep: 0.001 in (0.0254 mm) brings a value
 * typed to 0.1 mm back as typed (0.01 in, 0.254 mm, showed 10.6 mm as 10.7), and keeps one typed
 * to 0.01 in as it is.
 */
export const SHOT_LENGTH_DECIMALS = 3;

/**
 * Inches as a shot stores them: to SHOT_LENGTH_DECIMALS. Never -0 (a hole level with the aim, a hair
 * below it): the server keeps it as 0, and the SDK, telling -0 from 0, then held an appended shot twice
 * in its view until the append was acknowledged (a session that fails its schema, the page reloading).
 */
export const toStoredInches = (inches: number) =>
  Math.round(inches * 10 ** SHOT_LENGTH_DECIMALS) / 10 ** SHOT_LENGTH_DECIMALS + 0;

/** A position input (x or y) in inches, to 0.001: empty is null; negative is left or down. */
const positionInput = (axis: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || Number.isFinite(Number(value)),
      `${axis} must be a number of inches (negative for ${axis === 'X' ? 'left' : 'down'})`,
    )
    .transform((value) => (value === '' ? null : toStoredInches(Number(value))))
    .optional();

/**
 * The shot form at the range: everything optional; velocity whole fps, impact to 0.001 inch. Where
 * the shot hit (x right +, y up +, from a tap on the target or typed) comes as both or neither, and
 * then the impact is their distance from the aim.
 */
export const shotFormSchema = z
  .object({
    velocity: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' || (/^\d+$/.test(value) && Number(value) > 0 && Number(value) < SESSION_LIMITS.maxVelocity),
        `Velocity must be a whole number of fps, 1 to ${SESSION_LIMITS.maxVelocity - 1}`,
      )
      .transform((value) => (value === '' ? null : Number(value))),
    impact: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= SESSION_LIMITS.maxImpact),
        `Impact must be inches from the point of aim, 0 to ${SESSION_LIMITS.maxImpact}`,
      )
      .transform((value) => (value === '' ? null : toStoredInches(Number(value)))),
    note: text(SESSION_LIMITS.shotNote),
    x: positionInput('X'),
    y: positionInput('Y'),
  })
  .refine((shot) => (shot.x ?? null) === null || (shot.y ?? null) !== null, {
    message: POSITION_PAIR_MESSAGE,
    path: ['y'],
  })
  .refine((shot) => (shot.y ?? null) === null || (shot.x ?? null) !== null, {
    message: POSITION_PAIR_MESSAGE,
    path: ['x'],
  })
  .refine((shot) => Math.hypot(shot.x ?? 0, shot.y ?? 0) <= SESSION_LIMITS.maxImpact, {
    message: POSITION_RANGE_MESSAGE,
    path: ['x'],
  })
  // An empty form would log a shot that says nothing: each value is optional, not all of them.
  .refine((shot) => shot.velocity !== null || shot.impact !== null || (shot.x ?? null) !== null || shot.note !== '', {
    message: EMPTY_SHOT_MESSAGE,
    path: ['velocity'],
  });
/** How the shot form's figures convert for an account whose units are not the stored ones. */
export const SHOT_UNIT_FIELDS = {
  velocity: {
    preference: 'velocity',
    storedDecimals: 0,
    shownDecimals: 1,
    message: (message, unit, inShown) =>
      message === EMPTY_SHOT_MESSAGE
        ? message
        : `Velocity must be a number of ${unit}, above 0 and under ${inShown(SESSION_LIMITS.maxVelocity)}`,
  },
  impact: {
    preference: 'length',
    storedDecimals: SHOT_LENGTH_DECIMALS,
    shownDecimals: 1,
    message: (_message, unit, inShown) =>
      `Impact must be ${unit} from the point of aim, 0 to ${inShown(SESSION_LIMITS.maxImpact)}`,
  },
  x: {
    preference: 'length',
    storedDecimals: SHOT_LENGTH_DECIMALS,
    shownDecimals: 1,
    message: (message, unit, inShown) => positionMessage(message, 'X', unit, inShown),
  },
  y: {
    preference: 'length',
    storedDecimals: SHOT_LENGTH_DECIMALS,
    shownDecimals: 1,
    message: (message, unit, inShown) => positionMessage(message, 'Y', unit, inShown),
  },
} satisfies UnitFields;

function positionMessage(message: string, axis: 'X' | 'Y', unit: string, inShown: (inches: number) => string): string {
  if (message === POSITION_PAIR_MESSAGE || message === EMPTY_SHOT_MESSAGE) return message;
  if (message === POSITION_RANGE_MESSAGE)
    return `A shot must land within ${inShown(SESSION_LIMITS.maxImpact)} ${unit} of the point of aim`;
  return `${axis} must be a number of ${unit} (negative for ${axis === 'X' ? 'left' : 'down'})`;
}

export type ShotFormInput = z.input<typeof shotFormSchema>;
export type ShotFormValues = z.output<typeof shotFormSchema>;

export const emptyShotForm: ShotFormInput = { velocity: '', impact: '', note: '', x: '', y: '' };

let lastShotMillis = 0;
let sameMillisCount = 0;

/**
 * A shot id derived from the current time, unique even for two shots logged in the same
 * millisecond: a per-page counter and a random suffix tell them apart.
 */
export function newShotId(now = Date.now()): string {
  sameMillisCount = now === lastShotMillis ? sameMillisCount + 1 : 0;
  lastShotMillis = now;
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${now}-${sameMillisCount}-${random}`;
}
