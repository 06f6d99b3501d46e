import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import { unitFormResolver } from '@/lib/unit-form';
import { BARREL_UNIT_FIELDS, barrelFormSchema, LENGTH_WORDS, type BarrelFields, type BarrelFormInput } from '../schema';

type BarrelFormProps = {
  /** The texts the form opens with, lengths in the account's units (barrelToForm, newBarrelForm). */
  defaultValues: BarrelFormInput;
  /** Editing: the stored lengths shown, kept exactly when saved unchanged (storedBarrelFigures). */
  stored?: Partial<Record<keyof typeof BARREL_UNIT_FIELDS, number | null>>;
  /** A new barrel is on the firearm from its installation: no removal day to type. */
  isNew?: boolean;
  onSubmit: (fields: BarrelFields) => void | Promise<void>;
  onCancel: () => void;
  submitError?: string | null;
  submitLabel: string;
};

/**
 * A barrel's fields; validates and hands the stored fields on, it never writes. The length and the
 * CBTO to the lands are typed in the account's units and handed on in inches.
 */
export function BarrelForm({
  defaultValues,
  stored,
  isNew = false,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: BarrelFormProps) {
  // Like its texts, the form keeps the units it opened in.
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  const [storedAtOpen] = useState(stored);
  const resolver = useMemo(
    () => unitFormResolver(barrelFormSchema, BARREL_UNIT_FIELDS, settings, storedAtOpen),
    [settings, storedAtOpen],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BarrelFormInput, unknown, BarrelFields>({ resolver, defaultValues });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Barrel name" placeholder="Bartlein 5R" error={errors.name?.message} {...register('name')} />
        <TextField label="Installed on" type="date" error={errors.installedOn?.message} {...register('installedOn')} />
        {!isNew && (
          <TextField
            label="Removed on"
            type="date"
            hint="Empty while it is on the firearm."
            error={errors.removedOn?.message}
            {...register('removedOn')}
          />
        )}
        <NumberField
          label={`Barrel length (${LENGTH_WORDS[settings.preferences.barrelLength]})`}
          error={errors.length?.message}
          {...register('length')}
        />
        <TextField label="Twist rate" placeholder="1:8" error={errors.twist?.message} {...register('twist')} />
        <NumberField
          label="Rounds it came with"
          hint="0 for a new barrel; the sessions fired through it are added."
          whole
          error={errors.startingRounds?.message}
          {...register('startingRounds')}
        />
        <NumberField
          label={`CBTO to the lands (${LENGTH_WORDS[settings.preferences.length]})`}
          hint="As measured in this barrel: each load's jump is worked out from it."
          error={errors.cbtoToLands?.message}
          {...register('cbtoToLands')}
        />
        <TextField
          label="Lands measured on"
          type="date"
          error={errors.cbtoMeasuredOn?.message}
          {...register('cbtoMeasuredOn')}
        />
        <NumberField
          label="Cleaning interval (rounds)"
          hint="Empty for none."
          whole
          error={errors.cleaningInterval?.message}
          {...register('cleaningInterval')}
        />
      </div>
      <FormError message={submitError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
