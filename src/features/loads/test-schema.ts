import { z } from 'zod';
import { dateString } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { RECIPE_LIMITS } from './recipe-schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * A test series on one recipe variable (issue 37): from a load, one step load per value of the
 * variable, each a copy of the recipe with that one field changed, linked by the `test` map every
 * step load carries (the test is its step loads: no collection of its own). Stored here; planned in
 * test-plan-schema.ts.
 */

/** Limits, the same in firestore.rules. */
export const TEST_LIMITS = { minSteps: 2, maxSteps: 20, maxShotsPerStep: 50, id: 40 } as const;

/** Every recipe variable a test may step (test-plan-schema.ts says where each lives in the recipe). */
export const TEST_VARIABLE_IDS = [
  'charge',
  'cbto',
  'coal',
  'neckTension',
  'neckSize',
  'shoulderBump',
  'primer',
  'brass',
] as const;
export type TestVariable = (typeof TEST_VARIABLE_IDS)[number];

/** The test a step load belongs to, as stored in its `test` map. */
export const loadTestSchema = z
  .object({
    /** The test's id, shared by its step loads. */
    id: z.string().min(1).max(TEST_LIMITS.id),
    variable: z.enum(TEST_VARIABLE_IDS),
    /** This load's place among the steps, from 0. */
    step: z.number().int().min(0),
    /** How many steps the test has. */
    steps: z.number().int().min(TEST_LIMITS.minSteps).max(TEST_LIMITS.maxSteps),
    shotsPerStep: z.number().int().min(1).max(TEST_LIMITS.maxShotsPerStep),
    /** The firearm it is to be shot in, or empty. */
    firearmId: z.string().max(RECIPE_LIMITS.short),
    /** The day planned for the range, YYYY-MM-DD. */
    date: dateString,
    /** The load it was planned from. */
    fromLoadId: z.string().min(1).max(RECIPE_LIMITS.short),
  })
  .refine((test) => test.step < test.steps, { message: 'A step lies within its test', path: ['step'] });
export type LoadTest = z.output<typeof loadTestSchema>;
