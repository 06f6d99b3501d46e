import { z } from 'zod';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import type { UnitOf } from '@/domain/units';
import { optionalNumberInput, requiredNumberInput, text, timestampDate } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { formText, type UnitFields } from '@/lib/unit-form';
import { formatGrains } from '@/utils/format';
import {
  bcHasModel,
  bulletBallisticsShape,
  caseDetailsSchema,
  emptyRecipeForm,
  LOAD_RECIPE_UNIT_FIELDS,
  recipeFormShape,
  recipeFromForm,
  recipeToForm,
  seatingSchema,
  storedRecipeFigures,
} from './recipe-schema';
import { loadTestSchema } from './test-schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** A load's goal, or empty. */
export const LOAD_GOALS = ['precision', 'hunting', 'varmint', 'competition', 'plinking'] as const;
/** New loads start as Planning; Complete, In Progress and Testing have colours. */
export const LOAD_STATUSES = ['Planning', 'Testing', 'In Progress', 'Complete'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** String limits, the same in firestore.rules. */
export const LOAD_LIMITS = { short: 100, notes: 2000 } as const;

/**
 * Stored, user-entered fields of a load development (what the form produces). The bullet's BC and
 * drag model, the case details and the seating (recipe-schema.ts) are absent on loads saved before
 * they existed, which stay valid; a form save writes them all.
 */
export const loadFieldsSchema = z.object({
  name: z.string().min(1).max(LOAD_LIMITS.short),
  cartridge: z.string().min(1).max(LOAD_LIMITS.short),
  goal: z.enum([...LOAD_GOALS, '']),
  bullet: z
    .object({
      weight: z.number().nonnegative(),
      type: z.string().min(1).max(LOAD_LIMITS.short),
      manufacturer: z.string().max(LOAD_LIMITS.short),
      ...bulletBallisticsShape,
    })
    .refine(bcHasModel.check, { message: bcHasModel.message, path: ['dragModel'] }),
  powder: z.object({
    type: z.string().min(1).max(LOAD_LIMITS.short),
    weight: z.number().nonnegative().nullable(),
  }),
  primer: z.string().min(1).max(LOAD_LIMITS.short),
  brass: z.string().min(1).max(LOAD_LIMITS.short),
  notes: z.string().max(LOAD_LIMITS.notes),
  caseDetails: caseDetailsSchema.optional(),
  seating: seatingSchema.optional(),
});
export type LoadFields = z.output<typeof loadFieldsSchema>;

/** The new-load form, flat as the inputs are; the product's required messages word for word. */
export const loadFormSchema = z
  .object({
    name: text(LOAD_LIMITS.short, 'Load name is required'),
    cartridge: text(LOAD_LIMITS.short, 'Cartridge is required'),
    goal: z.enum([...LOAD_GOALS, ''], 'Choose a goal'),
    bulletWeight: requiredNumberInput(
      'Bullet weight is required',
      'Bullet weight must be a number of grains, 0 or more',
    ),
    bulletType: text(LOAD_LIMITS.short, 'Bullet type is required'),
    bulletManufacturer: text(LOAD_LIMITS.short),
    powderType: text(LOAD_LIMITS.short, 'Powder type is required'),
    powderWeight: optionalNumberInput('Powder charge must be a number of grains, 0 or more'),
    primer: text(LOAD_LIMITS.short, 'Primer is required'),
    brass: text(LOAD_LIMITS.short, 'Brass is required'),
    notes: text(LOAD_LIMITS.notes),
    ...recipeFormShape,
  })
  .refine((form) => bcHasModel.check({ bc: form.bulletBc, dragModel: form.bulletDragModel }), {
    message: 'Choose the drag model of this BC: G1 or G7',
    path: ['bulletDragModel'],
    // Said as soon as both fields read, whatever else the form still lacks.
    when: (payload) =>
      !payload.issues.some((issue) => ['bulletBc', 'bulletDragModel'].includes(String(issue.path?.[0]))),
  })
  .transform((form): LoadFields => {
    const { ballistics, caseDetails, seating } = recipeFromForm(form);
    return {
      name: form.name,
      cartridge: form.cartridge,
      goal: form.goal,
      bullet: {
        weight: form.bulletWeight,
        type: form.bulletType,
        manufacturer: form.bulletManufacturer,
        ...ballistics,
      },
      powder: { type: form.powderType, weight: form.powderWeight },
      primer: form.primer,
      brass: form.brass,
      notes: form.notes,
      caseDetails,
      seating,
    };
  });
export type LoadFormInput = z.input<typeof loadFormSchema>;

/**
 * A load development as stored in loadDevelopment/{id}. Its sessions, best group and last tested
 * date are not stored: they are derived from its sessions (domain/rollups.ts), so they are always
 * right (the rules refuse them on a load).
 */
export const loadDocSchema = loadFieldsSchema.extend({
  /** A step load of a test (test-schema.ts): set when it is planned, never changed. */
  test: loadTestSchema.optional(),
  status: z.enum(LOAD_STATUSES),
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export type LoadDevelopment = z.output<typeof loadDocSchema> & { id: string };

/** A new load development starts as Planning. */
export const NEW_LOAD_STATUS: LoadStatus = 'Planning';

export const emptyLoadForm: LoadFormInput = {
  name: '',
  cartridge: '',
  goal: '',
  bulletWeight: '',
  bulletType: '',
  bulletManufacturer: '',
  powderType: '',
  powderWeight: '',
  primer: '',
  brass: '',
  notes: '',
  ...emptyRecipeForm,
};

/** Complete green, In Progress yellow, Testing orange, any other grey. */
export function loadStatusTone(status: string): 'green' | 'yellow' | 'orange' | 'grey' {
  switch (status) {
    case 'Complete':
      return 'green';
    case 'In Progress':
      return 'yellow';
    case 'Testing':
      return 'orange';
    default:
      return 'grey';
  }
}

/** A weight's unit as the load form's labels and messages name it: "Powder charge (grams)". */
export const WEIGHT_WORDS: Record<UnitOf<'mass'>, string> = { gr: 'grains', g: 'grams' };

/** A weight's message in the shown unit (`unit` is its label, 'g'); the required message names none and stays. */
const weightMessage = (what: string) => (message: string, unit: string) =>
  message === `${what} is required`
    ? message
    : `${what} must be a number of ${(WEIGHT_WORDS as Partial<Record<string, string>>)[unit] ?? unit}, 0 or more`;

/**
 * How the load form's weights convert for an account in grams (stored in grains either way). A
 * charge is stored to 0.01 gr, finer than any powder scale and than the 0.01 g a gram form shows;
 * a bullet's weight to 0.1 gr, as boxes state it (9,07 g is the 140.0 gr bullet). Either way the
 * grams typed show again as typed.
 */
export const LOAD_UNIT_FIELDS = {
  bulletWeight: {
    preference: 'bulletWeight',
    storedDecimals: 1,
    shownDecimals: 2,
    message: weightMessage('Bullet weight'),
  },
  powderWeight: {
    preference: 'powderWeight',
    storedDecimals: 2,
    shownDecimals: 2,
    message: weightMessage('Powder charge'),
  },
  // The case's and the seating's lengths, in inches or millimetres (recipe-schema.ts).
  ...LOAD_RECIPE_UNIT_FIELDS,
} satisfies UnitFields;

/** The stored figures an edit (or duplicate) form starts from: saved unchanged, they stay exactly as stored. */
export function storedLoadFigures(load: LoadFields): Record<keyof typeof LOAD_UNIT_FIELDS, number | null> {
  return { bulletWeight: load.bullet.weight, powderWeight: load.powder.weight, ...storedRecipeFigures(load) };
}

/**
 * A stored load as the form shows it (to edit it, or to duplicate it for the next rung of a ladder),
 * its weights in the account's units (grains as stored for an imperial account).
 */
export function loadToForm(load: LoadFields, settings: UnitSettings = IMPERIAL_EN_US): LoadFormInput {
  return {
    name: load.name,
    cartridge: load.cartridge,
    goal: load.goal,
    bulletWeight: formText(LOAD_UNIT_FIELDS.bulletWeight, load.bullet.weight, settings),
    bulletType: load.bullet.type,
    bulletManufacturer: load.bullet.manufacturer,
    powderType: load.powder.type,
    powderWeight: formText(LOAD_UNIT_FIELDS.powderWeight, load.powder.weight, settings),
    primer: load.primer,
    brass: load.brass,
    notes: load.notes,
    ...recipeToForm(load, settings),
  };
}

/** The recipe in one line: "140 gr Hornady ELD Match over 41.5 gr H4350". */
export function recipeSummary(load: Pick<LoadFields, 'bullet' | 'powder'>): string {
  const bullet = [formatGrains(load.bullet.weight), load.bullet.manufacturer, load.bullet.type]
    .filter(Boolean)
    .join(' ');
  const charge =
    load.powder.weight === null ? load.powder.type : `${formatGrains(load.powder.weight)} ${load.powder.type}`;
  return `${bullet} over ${charge}`;
}
