import { z } from 'zod';
import type { UnitSettings } from '@/domain/unit-format';
import type { UnitOf } from '@/domain/units';
import { optionalRoundedInput, text } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { formText, type UnitField, type UnitFields } from '@/lib/unit-form';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * The recipe in full (issue 35): the bullet's ballistic coefficient, the case's preparation and the
 * seating, beside a load's bullet, powder, primer and brass (schema.ts). Every field is optional on a
 * stored load, as loads saved before they existed have none; the form always writes them. Lengths
 * are stored in inches to 0.001 in, whatever the account's units, and typed and shown in its length
 * unit (LOAD_RECIPE_UNIT_FIELDS).
 */

/** Limits, the same in firestore.rules. */
export const RECIPE_LIMITS = {
  short: 100,
  /** A ballistic coefficient lies above 0 and at most 2 (G1 or G7). */
  maxBc: 2,
  /** Inches a sizing die pushes the shoulder back, at most. */
  maxShoulderBump: 0.1,
  /** Inches of neck tension (the bushing's or mandrel's interference), at most. */
  maxNeckTension: 0.02,
  /** Lengths are stored to 0.001 in, as calipers and comparators read them. */
  lengthDecimals: 3,
} as const;

export const DRAG_MODELS = ['G1', 'G7'] as const;
export type DragModel = (typeof DRAG_MODELS)[number];
export const NECK_SIZERS = ['bushing', 'mandrel'] as const;

/** Inches, 0 or more, or null when not measured. */
const length = z.number().nonnegative().nullable();

/** The bullet's keys beside weight, type and manufacturer; absent on loads saved before them. */
export const bulletBallisticsShape = {
  bc: z.number().positive().max(RECIPE_LIMITS.maxBc).nullable().optional(),
  dragModel: z.enum([...DRAG_MODELS, '']).optional(),
};

/** A BC means something only with its drag model. */
export const bcHasModel = {
  check: (bullet: { bc?: number | null; dragModel?: string }) =>
    bullet.bc === null || bullet.bc === undefined || Boolean(bullet.dragModel),
  message: 'A ballistic coefficient needs its drag model, G1 or G7',
};

/** The case as prepared: brand, trim length, shoulder bump, neck sizing and annealing. Lengths in inches. */
export const caseDetailsSchema = z.object({
  brand: z.string().max(RECIPE_LIMITS.short),
  trimLength: length,
  shoulderBump: z.number().min(0).max(RECIPE_LIMITS.maxShoulderBump).nullable(),
  neckSizer: z.enum([...NECK_SIZERS, '']),
  /** The bushing's or the mandrel's diameter. */
  neckSize: length,
  /** The interference that bushing or mandrel gives. */
  neckTension: z.number().min(0).max(RECIPE_LIMITS.maxNeckTension).nullable(),
  annealed: z.boolean(),
  annealMethod: z.string().max(RECIPE_LIMITS.short),
});
export type CaseDetails = z.output<typeof caseDetailsSchema>;

/** The cartridge as seated: overall length, base to ogive (what the jump to the lands is worked from), crimp. */
export const seatingSchema = z.object({
  coal: length,
  cbto: length,
  crimp: z.string().max(RECIPE_LIMITS.short),
});
export type Seating = z.output<typeof seatingSchema>;

/** What a form save of a load that records none of it writes. */
export const NO_CASE_DETAILS: CaseDetails = {
  brand: '',
  trimLength: null,
  shoulderBump: null,
  neckSizer: '',
  neckSize: null,
  neckTension: null,
  annealed: false,
  annealMethod: '',
};
export const NO_SEATING: Seating = { coal: null, cbto: null, crimp: '' };

/** A length's unit as the labels and messages name it: "COAL (millimetres)". */
export const LENGTH_WORDS: Record<UnitOf<'length'>, string> = { in: 'inches', mm: 'millimetres' };
const lengthWords = (unit: string) => (LENGTH_WORDS as Partial<Record<string, string>>)[unit] ?? unit;

/** A length field's message in words of `unit` (bounds already in it), as weightMessage words a weight's. */
const lengthSentence = (what: string, unit: string, max?: string) =>
  max === undefined
    ? `${what} must be a length in ${unit}, 0 or more`
    : `${what} must be a length in ${unit}, from 0 to ${max}`;

/** A length typed in the form: its schema (inches), and how it converts and speaks for an account in millimetres. */
function lengthField(what: string, max?: number) {
  const input = optionalRoundedInput(
    lengthSentence(what, 'inches', max === undefined ? undefined : String(max)),
    RECIPE_LIMITS.lengthDecimals,
    max,
  );
  // Shown to 0.01 mm, as metric calipers read; stored to 0.001 in (0.0254 mm), so a figure typed in
  // millimetres may show again 0.01 mm apart, and a figure saved as shown stays exactly as stored.
  const unitField: UnitField = {
    preference: 'length',
    storedDecimals: RECIPE_LIMITS.lengthDecimals,
    shownDecimals: 2,
    message: (_message, unit, inShown) =>
      lengthSentence(what, lengthWords(unit), max === undefined ? undefined : inShown(max)),
  };
  return { input, unitField };
}

const fields = {
  caseTrimLength: lengthField('Trim length'),
  shoulderBump: lengthField('Shoulder bump', RECIPE_LIMITS.maxShoulderBump),
  neckSize: lengthField('Bushing or mandrel size'),
  neckTension: lengthField('Neck tension', RECIPE_LIMITS.maxNeckTension),
  coal: lengthField('COAL'),
  cbto: lengthField('CBTO'),
};

/** How the recipe's lengths convert for an account in millimetres (stored in inches either way). */
export const LOAD_RECIPE_UNIT_FIELDS = {
  caseTrimLength: fields.caseTrimLength.unitField,
  shoulderBump: fields.shoulderBump.unitField,
  neckSize: fields.neckSize.unitField,
  neckTension: fields.neckTension.unitField,
  coal: fields.coal.unitField,
  cbto: fields.cbto.unitField,
} satisfies UnitFields;

/** A BC as typed: a decimal point or comma (a BC is at most 2, so either mark can only be the decimal one). */
const bcInput = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(/^\d*,\d*$/.test(value) ? value.replace(',', '.') : value)))
  .refine(
    (value) => value === null || (Number.isFinite(value) && value > 0 && value <= RECIPE_LIMITS.maxBc),
    `BC must be a number above 0, up to ${RECIPE_LIMITS.maxBc} (like 0.315)`,
  );

/** The recipe's inputs of the load form, flat as the inputs are. */
export const recipeFormShape = {
  bulletBc: bcInput,
  bulletDragModel: z.enum([...DRAG_MODELS, ''], 'Choose G1, G7 or none'),
  caseBrand: text(RECIPE_LIMITS.short),
  caseTrimLength: fields.caseTrimLength.input,
  shoulderBump: fields.shoulderBump.input,
  neckSizer: z.enum([...NECK_SIZERS, ''], 'Choose a bushing, a mandrel or none'),
  neckSize: fields.neckSize.input,
  neckTension: fields.neckTension.input,
  annealed: z.boolean(),
  annealMethod: text(RECIPE_LIMITS.short),
  coal: fields.coal.input,
  cbto: fields.cbto.input,
  crimp: text(RECIPE_LIMITS.short),
};

type RecipeForm = { [K in keyof typeof recipeFormShape]: z.output<(typeof recipeFormShape)[K]> };
export type RecipeFormInput = { [K in keyof typeof recipeFormShape]: z.input<(typeof recipeFormShape)[K]> };

/** The form's inputs of the recipe as stored: the bullet's BC and model, the case and the seating. */
export function recipeFromForm(form: RecipeForm): {
  ballistics: { bc: number | null; dragModel: DragModel | '' };
  caseDetails: CaseDetails;
  seating: Seating;
} {
  return {
    ballistics: { bc: form.bulletBc, dragModel: form.bulletDragModel },
    caseDetails: {
      brand: form.caseBrand,
      trimLength: form.caseTrimLength,
      shoulderBump: form.shoulderBump,
      neckSizer: form.neckSizer,
      neckSize: form.neckSize,
      neckTension: form.neckTension,
      annealed: form.annealed,
      annealMethod: form.annealMethod,
    },
    seating: { coal: form.coal, cbto: form.cbto, crimp: form.crimp },
  };
}

/** What a stored recipe holds of these (nothing, on a load saved before them). */
export type StoredRecipe = {
  bullet: { bc?: number | null; dragModel?: DragModel | '' };
  caseDetails?: CaseDetails;
  seating?: Seating;
};

/** The stored lengths an edit (or duplicate) form starts from: saved unchanged, they stay exactly as stored. */
export function storedRecipeFigures(load: StoredRecipe): Record<keyof typeof LOAD_RECIPE_UNIT_FIELDS, number | null> {
  const caseDetails = load.caseDetails ?? NO_CASE_DETAILS;
  const seating = load.seating ?? NO_SEATING;
  return {
    caseTrimLength: caseDetails.trimLength,
    shoulderBump: caseDetails.shoulderBump,
    neckSize: caseDetails.neckSize,
    neckTension: caseDetails.neckTension,
    coal: seating.coal,
    cbto: seating.cbto,
  };
}

/** A stored recipe as the form shows it, its lengths in the account's length unit (inches as stored). */
export function recipeToForm(load: StoredRecipe, settings: UnitSettings): RecipeFormInput {
  const caseDetails = load.caseDetails ?? NO_CASE_DETAILS;
  const seating = load.seating ?? NO_SEATING;
  const shown = (name: keyof typeof LOAD_RECIPE_UNIT_FIELDS, inches: number | null) =>
    formText(LOAD_RECIPE_UNIT_FIELDS[name], inches, settings);
  return {
    bulletBc: load.bullet.bc === null || load.bullet.bc === undefined ? '' : String(load.bullet.bc),
    bulletDragModel: load.bullet.dragModel ?? '',
    caseBrand: caseDetails.brand,
    caseTrimLength: shown('caseTrimLength', caseDetails.trimLength),
    shoulderBump: shown('shoulderBump', caseDetails.shoulderBump),
    neckSizer: caseDetails.neckSizer,
    neckSize: shown('neckSize', caseDetails.neckSize),
    neckTension: shown('neckTension', caseDetails.neckTension),
    annealed: caseDetails.annealed,
    annealMethod: caseDetails.annealMethod,
    coal: shown('coal', seating.coal),
    cbto: shown('cbto', seating.cbto),
    crimp: seating.crimp,
  };
}

/** The empty recipe inputs of a new load. */
export const emptyRecipeForm: RecipeFormInput = {
  bulletBc: '',
  bulletDragModel: '',
  caseBrand: '',
  caseTrimLength: '',
  shoulderBump: '',
  neckSizer: '',
  neckSize: '',
  neckTension: '',
  annealed: false,
  annealMethod: '',
  coal: '',
  cbto: '',
  crimp: '',
};

/** The inputs of the form's "Case and seating" section, in order (the BC and its model sit with the bullet). */
export const CASE_SEATING_INPUTS = [
  'caseBrand',
  'caseTrimLength',
  'shoulderBump',
  'neckSizer',
  'neckSize',
  'neckTension',
  'annealed',
  'annealMethod',
  'coal',
  'cbto',
  'crimp',
] as const satisfies readonly (keyof RecipeFormInput)[];

/** Whether a form's texts record any of the case and seating: the form then opens that section. */
export function hasCaseOrSeating(form: RecipeFormInput): boolean {
  return CASE_SEATING_INPUTS.some((name) => form[name] !== '' && form[name] !== false);
}
