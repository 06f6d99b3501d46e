import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { UnitSettings } from '@/domain/unit-format';
import { useUnitSettings } from '@/features/units/hooks';
import { unitFormResolver } from '@/lib/unit-form';
import { CASE_SEATING_INPUTS, DRAG_MODELS, hasCaseOrSeating } from '../recipe-schema';
import {
  LOAD_GOALS,
  LOAD_STATUSES,
  LOAD_UNIT_FIELDS,
  loadFormSchema,
  loadToForm,
  NEW_LOAD_STATUS,
  WEIGHT_WORDS,
  type LoadFields,
  type LoadFormInput,
  type LoadStatus,
} from '../schema';
import { CASE_SEATING_SECTION, CaseSeatingFields } from './case-seating-fields';

type LoadFormProps = {
  /** The texts the form opens with: a stored load's weights in the account's units (loadToForm). */
  defaultValues: LoadFormInput;
  /** Editing or duplicating: the stored weights shown, kept exactly when saved unchanged (storedLoadFigures). */
  stored?: Partial<Record<keyof typeof LOAD_UNIT_FIELDS, number | null>>;
  /** The recipe, and the status: the one chosen when editing, Planning for a new load. */
  onSubmit: (fields: LoadFields, status: LoadStatus) => void | Promise<void>;
  submitError?: string | null;
  /** Editing: the load's status, and the form shows a Status select. A new load starts as Planning. */
  defaultStatus?: LoadStatus;
  submitLabel?: string;
};

/** The form for a duplicate of a load (the next rung of a ladder): every field as it was, the name marked as a copy. */
export function duplicateLoadForm(load: LoadFields, settings?: UnitSettings): LoadFormInput {
  return { ...loadToForm(load, settings), name: `${load.name} (copy)` };
}

const statusOptions = LOAD_STATUSES.map((status) => ({ value: status, label: status }));
const isLoadStatus = (value: string): value is LoadStatus => (LOAD_STATUSES as readonly string[]).includes(value);

const dragModelOptions = [
  { value: '', label: 'None' },
  ...DRAG_MODELS.map((model) => ({ value: model, label: model })),
];

const goalOptions = [
  { value: '', label: 'No particular goal' },
  ...LOAD_GOALS.map((goal) => ({ value: goal, label: goal[0]!.toUpperCase() + goal.slice(1) })),
];

/**
 * Every field of a load development recipe; validates and hands the fields on, it never writes.
 * Weights are typed in the account's units (grains or grams, a decimal point or comma) and handed
 * on in grains; the case's and the seating's lengths in its length unit (inches or millimetres),
 * handed on in inches.
 */
export function LoadForm({
  defaultValues,
  stored,
  onSubmit,
  submitError,
  defaultStatus,
  submitLabel = 'Create Load Development',
}: LoadFormProps) {
  // A choice among four fixed values, outside the recipe's schema.
  const [status, setStatus] = useState<LoadStatus>(defaultStatus ?? NEW_LOAD_STATUS);
  // Like its texts, the form keeps the units and the stored weights it opened with: what it shows
  // is what it reads, even when the account's preference arrives or changes while it is open.
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  const [storedAtOpen] = useState(stored);
  const resolver = useMemo(
    () => unitFormResolver(loadFormSchema, LOAD_UNIT_FIELDS, settings, storedAtOpen),
    [settings, storedAtOpen],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoadFormInput, unknown, LoadFields>({ resolver, defaultValues });
  // "Case and seating" opens with the form when the load records any of it, and on a refusal inside it
  // (before the form moves the focus to the first refused input).
  const [caseSeatingOpen] = useState(() => hasCaseOrSeating(defaultValues));
  const openRefused = (refused: FieldErrors<LoadFormInput>, event?: BaseSyntheticEvent) => {
    if (!CASE_SEATING_INPUTS.some((name) => refused[name])) return;
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const section = form?.querySelector<HTMLDetailsElement>(`details[data-section="${CASE_SEATING_SECTION}"]`);
    if (section) section.open = true;
  };

  return (
    <form noValidate onSubmit={handleSubmit((fields) => onSubmit(fields, status), openRefused)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Load</legend>
        <TextField label="Load name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Cartridge"
          placeholder="6.5 Creedmoor"
          error={errors.cartridge?.message}
          {...register('cartridge')}
        />
        <SelectField label="Goal" options={goalOptions} error={errors.goal?.message} {...register('goal')} />
        {defaultStatus !== undefined && (
          <SelectField
            label="Status"
            options={statusOptions}
            value={status}
            onChange={(event) => {
              if (isLoadStatus(event.target.value)) setStatus(event.target.value);
            }}
          />
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Bullet</legend>
        <NumberField
          label={`Bullet weight (${WEIGHT_WORDS[settings.preferences.bulletWeight]})`}
          step="0.1"
          min="0"
          error={errors.bulletWeight?.message}
          {...register('bulletWeight')}
        />
        <TextField
          label="Bullet type"
          placeholder="ELD Match"
          error={errors.bulletType?.message}
          {...register('bulletType')}
        />
        <TextField
          label="Bullet manufacturer"
          error={errors.bulletManufacturer?.message}
          {...register('bulletManufacturer')}
        />
        <NumberField
          label="Ballistic coefficient (BC)"
          placeholder="0.315"
          error={errors.bulletBc?.message}
          {...register('bulletBc')}
        />
        <SelectField
          label="BC drag model"
          options={dragModelOptions}
          error={errors.bulletDragModel?.message}
          {...register('bulletDragModel')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Powder, primer and brass</legend>
        <TextField
          label="Powder type"
          placeholder="H4350"
          error={errors.powderType?.message}
          {...register('powderType')}
        />
        <NumberField
          label={`Powder charge (${WEIGHT_WORDS[settings.preferences.powderWeight]})`}
          step="0.1"
          min="0"
          error={errors.powderWeight?.message}
          {...register('powderWeight')}
        />
        <TextField label="Primer" placeholder="CCI BR-2" error={errors.primer?.message} {...register('primer')} />
        <TextField label="Brass" placeholder="Lapua" error={errors.brass?.message} {...register('brass')} />
        <TextareaField label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
      </fieldset>
      <CaseSeatingFields register={register} errors={errors} settings={settings} initiallyOpen={caseSeatingOpen} />
      <FormError message={submitError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
