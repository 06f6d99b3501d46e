import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { cleaningFormSchema, type CleaningFields, type CleaningFormInput } from '../schema';

type CleaningFormProps = {
  /**
   * Today, and the barrel's rounds as the sessions give them (the count at the time, to correct for an
   * earlier day). A field not typed in follows them: the rounds fill in when they arrive after the form
   * opened.
   */
  defaultValues: CleaningFormInput;
  onSubmit: (fields: CleaningFields) => void | Promise<void>;
  onCancel: () => void;
  submitError?: string | null;
  /** The form's name: "Record cleaning", or "Correct cleaning" for one in the log. */
  label?: string;
};

/** One cleaning of the barrel: the day, what was done, the barrel's rounds then and a note; it never writes. */
export function CleaningForm({
  defaultValues,
  onSubmit,
  onCancel,
  submitError,
  label = 'Record cleaning',
}: CleaningFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CleaningFormInput, unknown, CleaningFields>({
    resolver: zodResolver(cleaningFormSchema),
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Cleaned on" type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label="What was done"
          placeholder="Copper and carbon, patches"
          error={errors.work?.message}
          {...register('work')}
        />
        <NumberField
          label="Barrel rounds at the time"
          whole
          error={errors.roundsAt?.message}
          {...register('roundsAt')}
        />
        <TextField label="Note" error={errors.note?.message} {...register('note')} />
      </div>
      <FormError message={submitError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          Save cleaning
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
