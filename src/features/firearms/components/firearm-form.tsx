import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import {
  FIREARM_ACTIONS,
  FIREARM_STATUSES,
  FIREARM_STOCKS,
  firearmFormSchema,
  type FirearmFields,
  type FirearmFormInput,
} from '../schema';

type FirearmFormProps = {
  defaultValues: FirearmFormInput;
  onSubmit: (fields: FirearmFields) => void | Promise<void>;
  submitError?: string | null;
  submitLabel: string;
  busyLabel: string;
};

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Every field of a firearm; validates and hands the stored fields on, it never writes. */
export function FirearmForm({ defaultValues, onSubmit, submitError, submitLabel, busyLabel }: FirearmFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FirearmFormInput, unknown, FirearmFields>({ resolver: zodResolver(firearmFormSchema), defaultValues });

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
        <NumberField
          label="Barrel length (inches)"
          step="0.1"
          min="0"
          error={errors.barrelLength?.message}
          {...register('barrelLength')}
        />
        <TextField label="Twist rate" placeholder="1:8" error={errors.twist?.message} {...register('twist')} />
        <TextField label="Scope" error={errors.scope?.message} {...register('scope')} />
        <TextField label="Serial number" error={errors.serialNumber?.message} {...register('serialNumber')} />
      </fieldset>
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
