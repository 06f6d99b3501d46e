import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import { unitFormResolver } from '@/lib/unit-form';
import {
  FIREARM_ACTIONS,
  FIREARM_STATUSES,
  FIREARM_STOCKS,
  FIREARM_UNIT_FIELDS,
  firearmFormSchema,
  LENGTH_WORDS,
  type FirearmFields,
  type FirearmFormInput,
} from '../schema';

type FirearmFormProps = {
  /** The texts the form opens with: a stored firearm's barrel length in the account's unit (firearmToForm). */
  defaultValues: FirearmFormInput;
  /** Editing: the stored barrel length shown, kept exactly when saved unchanged (storedFirearmFigures). */
  stored?: Partial<Record<keyof typeof FIREARM_UNIT_FIELDS, number | null>>;
  onSubmit: (fields: FirearmFields) => void | Promise<void>;
  /**
   * The firearm has barrels recorded: its barrel's length, twist and lands are the barrel's, edited on
   * the firearm's page, so the form keeps them as stored and does not show them.
   */
  barrelsRecorded?: boolean;
  submitError?: string | null;
  submitLabel: string;
  busyLabel: string;
};

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Every field of a firearm; validates and hands the stored fields on, it never writes. The barrel
 * length and the CBTO to the lands are typed in the account's units (inches or millimetres, a decimal
 * point or comma) and handed on in inches; the twist rate is free text.
 */
export function FirearmForm({
  defaultValues,
  stored,
  onSubmit,
  barrelsRecorded = false,
  submitError,
  submitLabel,
  busyLabel,
}: FirearmFormProps) {
  // Like its texts, the form keeps the units and the stored barrel length it opened with: what it shows
  // is what it reads, even when the account's preference arrives or changes while it is open.
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  const [storedAtOpen] = useState(stored);
  const resolver = useMemo(
    () => unitFormResolver(firearmFormSchema, FIREARM_UNIT_FIELDS, settings, storedAtOpen),
    [settings, storedAtOpen],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FirearmFormInput, unknown, FirearmFields>({ resolver, defaultValues });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Firearm</legend>
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField label="Make" error={errors.make?.message} {...register('make')} />
        <TextField label="Model" error={errors.model?.message} {...register('model')} />
        <TextField label="Caliber" error={errors.caliber?.message} {...register('caliber')} />
        <SelectField
          label="Action"
          options={asOptions(FIREARM_ACTIONS)}
          error={errors.action?.message}
          {...register('action')}
        />
        <SelectField
          label="Stock"
          options={asOptions(FIREARM_STOCKS)}
          error={errors.stock?.message}
          {...register('stock')}
        />
        {!barrelsRecorded && (
          <>
            <NumberField
              label={`Barrel length (${LENGTH_WORDS[settings.preferences.barrelLength]})`}
              step="0.1"
              min="0"
              error={errors.barrelLength?.message}
              {...register('barrelLength')}
            />
            <TextField label="Twist rate" placeholder="1:8" error={errors.twist?.message} {...register('twist')} />
          </>
        )}
        <TextField label="Scope" error={errors.scope?.message} {...register('scope')} />
        <TextField label="Serial number" error={errors.serialNumber?.message} {...register('serialNumber')} />
      </fieldset>
      {barrelsRecorded ? (
        <p className="text-sm text-stone-700">
          The barrel&rsquo;s length, twist and CBTO to the lands are kept with each barrel: change them with Edit barrel
          on the firearm&rsquo;s page.
        </p>
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">Lands</legend>
          <NumberField
            label={`CBTO to the lands (${LENGTH_WORDS[settings.preferences.length]})`}
            hint="The cartridge base to ogive length at which the bullet touches the lands, as you measured it: each load's jump is worked out from it."
            error={errors.cbtoToLands?.message}
            {...register('cbtoToLands')}
          />
          <TextField
            label="Lands measured on"
            type="date"
            error={errors.cbtoMeasuredOn?.message}
            {...register('cbtoMeasuredOn')}
          />
        </fieldset>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">History</legend>
        <TextField
          label="Purchase date"
          type="date"
          error={errors.purchaseDate?.message}
          {...register('purchaseDate')}
        />
        <TextField label="Last cleaned" type="date" error={errors.lastCleaned?.message} {...register('lastCleaned')} />
        <NumberField
          label="Rounds before Rangebook"
          hint="Fired before you started logging here; the shots you log in sessions are added to it."
          whole
          step="1"
          min="0"
          error={errors.roundCount?.message}
          {...register('roundCount')}
        />
        <SelectField
          label="Status"
          options={asOptions(FIREARM_STATUSES)}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextareaField label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
      </fieldset>
      <FormError message={submitError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
