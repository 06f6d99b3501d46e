import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { computeSessionStats } from '@/domain/statistics';
import { SESSION_LIMITS } from '@/features/sessions/schema';
import { useUnits } from '@/features/units/hooks';
import { cn } from '@/utils/cn';
import { DATE_PATTERN } from '@/utils/dates';
import { formatDateString } from '@/utils/format';
import type { ShotToImport } from '../to-shots';
import type { ChronographString } from '../types';
import { useFirearmOnceKnown } from './use-firearm-once-known';

/** Where a string goes: a load development's id, or '' to leave it out. */
const SKIP = '';

const stringPlanSchema = z.object({
  loadId: z.string(),
  sessionName: z.string().trim().min(1, 'Session name is required').max(SESSION_LIMITS.short),
  date: z.string().regex(DATE_PATTERN, 'Date is required'),
});

export const severalStringsFormSchema = z
  .object({
    firearmId: z.string().min(1, 'Please select a firearm'),
    strings: z.array(stringPlanSchema),
  })
  .refine((values) => values.strings.some((plan) => plan.loadId !== SKIP), {
    message: 'Choose a load development for at least one string',
    path: ['strings'],
  });
export type SeveralStringsFormValues = z.infer<typeof severalStringsFormSchema>;

/** One string of the file as the form lists it. */
export type StringToPlace = {
  string: ChronographString;
  shots: ShotToImport[];
  /** The file it came from. */
  source: string;
  /** Why it is left out and cannot be chosen (already imported, or twice in the batch); null when it can be. */
  leftOut: string | null;
};

type Props = {
  strings: StringToPlace[];
  defaultValues: SeveralStringsFormValues;
  loads: { value: string; label: string }[];
  firearms: { value: string; label: string }[];
  /** "Importing 2 of 5…" while the strings are saved one by one. */
  progress: string | null;
  onSubmit: (values: SeveralStringsFormValues) => Promise<void>;
};

/**
 * A file of several strings: each sent to a load development (or left out) as its own completed
 * session, all with one firearm, in one go. Strings already imported are listed but left out.
 */
export function SeveralStringsForm({ strings, defaultValues, loads, firearms, progress, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SeveralStringsFormValues>({ resolver: zodResolver(severalStringsFormSchema), defaultValues });
  useFirearmOnceKnown(getValues, setValue, defaultValues.firearmId);
  const chosen = useWatch({ control, name: 'strings' }).filter((plan) => plan.loadId !== SKIP).length;
  const units = useUnits();
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className={cn(card, 'space-y-4')}
      aria-label="Sessions from the file’s strings"
    >
      <SelectField
        label="Firearm"
        error={errors.firearmId?.message}
        options={[{ value: '', label: 'Select a firearm' }, ...firearms]}
        {...register('firearmId')}
      />
      <ol className="space-y-4">
        {strings.map(({ string, shots, source, leftOut }, index) => {
          const stats = computeSessionStats(shots);
          const title = string.title ?? `String ${index + 1}`;
          return (
            <li key={index} className="rounded-lg border border-stone-200 p-3">
              <fieldset className="space-y-3">
                <legend className="font-semibold">{title}</legend>
                <p className="text-sm text-stone-700">
                  {[
                    source,
                    string.date ? formatDateString(string.date) : null,
                    `${shots.length} ${shots.length === 1 ? 'shot' : 'shots'}`,
                    `average ${units.velocity(stats.averageVelocity)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {leftOut !== null ? (
                  <p className="text-sm font-semibold text-stone-800">{leftOut}</p>
                ) : (
                  <div className="grid gap-3 sm:grid-cols-3">
                    <SelectField
                      label={`Load development for ${title}`}
                      options={[{ value: SKIP, label: 'Leave this string out' }, ...loads]}
                      {...register(`strings.${index}.loadId`)}
                    />
                    <TextField
                      label={`Session name for ${title}`}
                      error={errors.strings?.[index]?.sessionName?.message}
                      {...register(`strings.${index}.sessionName`)}
                    />
                    <TextField
                      label={`Date of ${title}`}
                      type="date"
                      error={errors.strings?.[index]?.date?.message}
                      {...register(`strings.${index}.date`)}
                    />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.strings?.message && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errors.strings.message}
        </p>
      )}
      {progress && (
        <p role="status" className="text-stone-700">
          {progress}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting || chosen === 0} className="w-full sm:w-auto">
        {isSubmitting ? 'Importing…' : `Import ${chosen} ${chosen === 1 ? 'string' : 'strings'} as completed sessions`}
      </Button>
    </form>
  );
}
