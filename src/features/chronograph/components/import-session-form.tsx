import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { SESSION_LIMITS } from '@/features/sessions/schema';
import { cn } from '@/utils/cn';
import { DATE_PATTERN } from '@/utils/dates';
import { useFirearmOnceKnown } from './use-firearm-once-known';

/** What a session made from a file needs besides its shots. */
export const importSessionFormSchema = z.object({
  sessionName: z.string().trim().min(1, 'Session name is required').max(SESSION_LIMITS.short),
  date: z.string().regex(DATE_PATTERN, 'Date is required'),
  firearmId: z.string().min(1, 'Please select a firearm'),
});
export type ImportSessionFormValues = z.infer<typeof importSessionFormSchema>;

type Props = {
  defaultValues: ImportSessionFormValues;
  firearms: { value: string; label: string }[];
  shotCount: number;
  disabled: boolean;
  onSubmit: (values: ImportSessionFormValues) => Promise<void>;
};

/** Name, date and firearm of the completed session a file becomes. */
export function ImportSessionForm({ defaultValues, firearms, shotCount, disabled, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ImportSessionFormValues>({ resolver: zodResolver(importSessionFormSchema), defaultValues });
  useFirearmOnceKnown(getValues, setValue, defaultValues.firearmId);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className={cn(card, 'space-y-4')}
      aria-label="New session from the file"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Session name" error={errors.sessionName?.message} {...register('sessionName')} />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <SelectField
          label="Firearm"
          error={errors.firearmId?.message}
          options={[{ value: '', label: 'Select a firearm' }, ...firearms]}
          {...register('firearmId')}
        />
      </div>
      <Button type="submit" disabled={disabled || isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Importing…' : `Import ${shotCount} shots as a completed session`}
      </Button>
    </form>
  );
}
