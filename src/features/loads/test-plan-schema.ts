import { z } from 'zod';
import { displayUnits, type UnitSettings } from '@/domain/unit-format';
import { fromCanonical, toCanonical, unitLabel } from '@/domain/units';
import { dateString } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { parseDecimal } from '@/lib/numbers';
import { NO_CASE_DETAILS, NO_SEATING, RECIPE_LIMITS } from './recipe-schema';
import { LOAD_LIMITS, loadFieldsSchema, type LoadFields } from './schema';
import { loadTestSchema, TEST_LIMITS, TEST_VARIABLE_IDS, type LoadTest, type TestVariable } from './test-schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * Planning a test (issue 37): which recipe field each variable steps, the plan form (values typed in
 * the account's units) and the step loads it makes. What a step load stores is test-schema.ts.
 */

type NumberVariable = {
  kind: 'number';
  label: string;
  /** The account preference its values are typed and shown in. */
  preference: 'powderWeight' | 'length';
  /** Decimals stored, as the load form stores the field. */
  storedDecimals: number;
  /** Largest value the field takes (canonical), when bounded. */
  max?: number;
  get: (load: LoadFields) => number | null;
  set: (load: LoadFields, value: number) => LoadFields;
};
type TextVariable = {
  kind: 'text';
  label: string;
  get: (load: LoadFields) => string;
  set: (load: LoadFields, value: string) => LoadFields;
};

const seated = (load: LoadFields, change: Partial<LoadFields['seating'] & object>): LoadFields => ({
  ...load,
  seating: { ...(load.seating ?? NO_SEATING), ...change },
});
const cased = (load: LoadFields, change: Partial<LoadFields['caseDetails'] & object>): LoadFields => ({
  ...load,
  caseDetails: { ...(load.caseDetails ?? NO_CASE_DETAILS), ...change },
});

/** Every variable a test may step, and where it lives in the recipe. */
export const TEST_VARIABLES = {
  charge: {
    kind: 'number',
    label: 'Powder charge',
    preference: 'powderWeight',
    storedDecimals: 2,
    get: (load) => load.powder.weight,
    set: (load, value) => ({ ...load, powder: { ...load.powder, weight: value } }),
  },
  cbto: {
    kind: 'number',
    label: 'CBTO',
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    get: (load) => load.seating?.cbto ?? null,
    set: (load, cbto) => seated(load, { cbto }),
  },
  coal: {
    kind: 'number',
    label: 'COAL',
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    get: (load) => load.seating?.coal ?? null,
    set: (load, coal) => seated(load, { coal }),
  },
  neckTension: {
    kind: 'number',
    label: 'Neck tension',
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    max: RECIPE_LIMITS.maxNeckTension,
    get: (load) => load.caseDetails?.neckTension ?? null,
    set: (load, neckTension) => cased(load, { neckTension }),
  },
  neckSize: {
    kind: 'number',
    label: 'Bushing or mandrel size',
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    get: (load) => load.caseDetails?.neckSize ?? null,
    set: (load, neckSize) => cased(load, { neckSize }),
  },
  shoulderBump: {
    kind: 'number',
    label: 'Shoulder bump',
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    max: RECIPE_LIMITS.maxShoulderBump,
    get: (load) => load.caseDetails?.shoulderBump ?? null,
    set: (load, shoulderBump) => cased(load, { shoulderBump }),
  },
  primer: { kind: 'text', label: 'Primer', get: (load) => load.primer, set: (load, primer) => ({ ...load, primer }) },
  brass: { kind: 'text', label: 'Brass', get: (load) => load.brass, set: (load, brass) => ({ ...load, brass }) },
} as const satisfies Record<TestVariable, NumberVariable | TextVariable>;

/** A step's value of the variable on a load; null when the load records none. */
export function variableValue(load: LoadFields, variable: TestVariable): number | string | null {
  return TEST_VARIABLES[variable].get(load);
}

/** A step's value as the account reads it: `2.200"`, "55.88 mm", "41.5 gr", "CCI BR-2". */
export function variableText(value: number | string | null, variable: TestVariable, settings: UnitSettings): string {
  const definition = TEST_VARIABLES[variable];
  if (value === null) return 'not recorded';
  if (definition.kind === 'text' || typeof value === 'string') return String(value);
  const units = displayUnits(settings);
  // A charge to 0.01 gr (0.001 g), as stored: steps 0.05 gr apart read apart.
  if (definition.preference === 'powderWeight') return `${units.powderNumber(value, 2)} ${units.label('powderWeight')}`;
  return units.length(value, 'N/A', definition.storedDecimals);
}

/** The unit a variable is typed in for the account: 'gr', 'g', 'in', 'mm'; null for a text variable. */
export function variableUnit(variable: TestVariable, settings: UnitSettings): string | null {
  const definition = TEST_VARIABLES[variable];
  return definition.kind === 'text' ? null : unitLabel(settings.preferences[definition.preference]);
}

/** The plan a person types: the variable, its steps (start, step and count, or a list), shots per step. */
export type TestPlanFormInput = {
  variable: TestVariable | '';
  mode: 'range' | 'list';
  start: string;
  increment: string;
  count: string;
  list: string;
  shotsPerStep: string;
  firearmId: string;
  date: string;
};

/** The plan, values in the stored units (grains, inches), in the order of the steps. */
export type TestPlan = {
  variable: TestVariable;
  values: (number | string)[];
  shotsPerStep: number;
  firearmId: string;
  date: string;
};

const wholeIn = (text: string, min: number, max: number) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The plan form's schema for an account: numbers read in its locale and unit (CBTO in inches or
 * millimetres, a charge in grains or grams) and converted once to the stored ones.
 */
export function testPlanFormSchema(settings: UnitSettings) {
  return z
    .object({
      variable: z.enum(TEST_VARIABLE_IDS, 'Choose the variable to test'),
      mode: z.enum(['range', 'list']),
      start: z.string(),
      increment: z.string(),
      count: z.string(),
      list: z.string(),
      shotsPerStep: z.string(),
      firearmId: z.string().max(LOAD_LIMITS.short),
      date: z.string().trim().min(1, 'Date is required').pipe(dateString),
    })
    .transform((form, context): TestPlan => {
      const issue = (path: string, message: string) => {
        context.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      const shotsPerStep = wholeIn(form.shotsPerStep, 1, TEST_LIMITS.maxShotsPerStep);
      if (shotsPerStep === null) {
        issue('shotsPerStep', `Shots per step must be a whole number from 1 to ${TEST_LIMITS.maxShotsPerStep}`);
      }
      const definition = TEST_VARIABLES[form.variable];
      // A text variable's steps are always a list (the form shows no start and step for it).
      const listed = definition.kind === 'text' || form.mode === 'list';
      const stepsMessage = `A test needs ${TEST_LIMITS.minSteps} to ${TEST_LIMITS.maxSteps} steps`;
      let values: (number | string)[] = [];
      if (definition.kind === 'text') {
        const texts = form.list
          .split(/\n|;/)
          .map((value) => value.trim())
          .filter(Boolean);
        if (texts.some((value) => value.length > LOAD_LIMITS.short)) {
          return issue('list', `Each value is at most ${LOAD_LIMITS.short} characters`);
        }
        values = texts;
      } else {
        const unit = settings.preferences[definition.preference];
        const kind = definition.preference === 'powderWeight' ? 'mass' : 'length';
        const read = (text: string) => {
          const parsed = parseDecimal(text.trim(), settings.locale);
          return text.trim() !== '' && parsed.ok ? parsed.value : null;
        };
        let shown: number[];
        if (!listed) {
          const start = read(form.start);
          const increment = read(form.increment);
          const count = wholeIn(form.count, TEST_LIMITS.minSteps, TEST_LIMITS.maxSteps);
          if (start === null) issue('start', 'Start must be a number, like 2.200');
          if (increment === null || increment === 0) issue('increment', 'Step must be a number other than 0');
          if (count === null) issue('count', stepsMessage);
          if (start === null || increment === null || increment === 0 || count === null) return z.NEVER;
          // Stepped in the unit typed, so 0.25 mm steps stay 0.25 mm apart.
          shown = Array.from({ length: count }, (_, index) => rounded(start + index * increment, 6));
        } else {
          const texts = form.list
            .split(/\n|;|\s+/)
            .map((value) => value.trim())
            .filter(Boolean);
          const numbers = texts.map(read);
          if (numbers.some((value) => value === null)) {
            return issue('list', 'List numbers only, one a line or separated by semicolons');
          }
          shown = numbers as number[];
        }
        values = shown.map((value) =>
          rounded(toCanonical(kind, value, unit as never), definition.storedDecimals),
        ) as number[];
        const max = 'max' in definition ? definition.max : undefined;
        if ((values as number[]).some((value) => value < 0 || (max !== undefined && value > max))) {
          const maxShown =
            max === undefined ? null : displayUnits(settings).number(fromCanonical(kind, max, unit as never), 3);
          return issue(
            listed ? 'list' : 'start',
            maxShown === null
              ? `Every step must be 0 or more`
              : `Every step must be from 0 to ${maxShown} ${unitLabel(unit)}`,
          );
        }
      }
      if (values.length < TEST_LIMITS.minSteps || values.length > TEST_LIMITS.maxSteps) {
        return issue(listed ? 'list' : 'count', stepsMessage);
      }
      if (new Set(values).size !== values.length) {
        return issue(listed ? 'list' : 'increment', 'Each step needs a value of its own');
      }
      if (shotsPerStep === null) return z.NEVER;
      return { variable: form.variable, values, shotsPerStep, firearmId: form.firearmId, date: form.date };
    });
}

export const emptyTestPlanForm = (date: string): TestPlanFormInput => ({
  variable: '',
  mode: 'range',
  start: '',
  increment: '',
  count: '5',
  list: '',
  shotsPerStep: '5',
  firearmId: '',
  date,
});

/** A step load's name: the base's, then the variable and value ("6.5 CM · CBTO 2.200""), within the limit. */
function stepName(baseName: string, variable: TestVariable, valueText: string): string {
  const suffix = ` · ${TEST_VARIABLES[variable].label} ${valueText}`;
  return `${baseName.slice(0, Math.max(1, LOAD_LIMITS.short - suffix.length))}${suffix}`.slice(0, LOAD_LIMITS.short);
}

/**
 * The step loads of a plan: each a copy of the base recipe with the one variable set to its step's
 * value, named for it, carrying the test. Names follow the account's units.
 */
export function stepLoadsOf(
  base: LoadFields & { id: string },
  plan: TestPlan,
  testId: string,
  settings: UnitSettings,
): { fields: LoadFields; test: LoadTest }[] {
  const definition = TEST_VARIABLES[plan.variable] as NumberVariable | TextVariable;
  // The recipe alone: a base that is itself a step load hands on no test, status or owner.
  const recipe = loadFieldsSchema.parse(base);
  return plan.values.map((value, step) => {
    const changed =
      definition.kind === 'text' ? definition.set(recipe, String(value)) : definition.set(recipe, Number(value));
    return {
      fields: { ...changed, name: stepName(recipe.name, plan.variable, variableText(value, plan.variable, settings)) },
      test: loadTestSchema.parse({
        id: testId,
        variable: plan.variable,
        step,
        steps: plan.values.length,
        shotsPerStep: plan.shotsPerStep,
        firearmId: plan.firearmId,
        date: plan.date,
        fromLoadId: base.id,
      }),
    };
  });
}
