import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import { unitFormResolver } from '@/lib/unit-form';
import { sessionFormSchema, type SessionFormInput, type SessionFormValues } from '../schema';
import { SESSION_UNIT_FIELDS } from '../session-unit-fields';
import { SessionBasicsFieldset, SessionNotesField, WeatherFieldset } from './session-fields';

export type Choice = { value: string; label: string };

type SessionFormProps = {
  defaultValues: SessionFormInput;
  onSubmit: (values: SessionFormValues) => void | Promise<void>;
  submitError?: string | null;
  handloads: Choice[];
  factoryLoads: Choice[];
  firearms: Choice[];
  /** Shown under a select while its records load, or when there are none. */
  handloadsNote?: ReactNode;
  factoryLoadsNote?: ReactNode;
  firearmsNote?: ReactNode;
  /** Told the handload chosen ('' for none, or a factory load), so its batches can be offered. */
  onHandloadChange?: (loadId: string) => void;
  /** The chosen handload's batches ("Nov 20, 2026 · 30 of 50 left"), newest first: none, no batch choice. */
  batches?: Choice[];
  /** The batch picked until the shooter picks one: the newest with rounds left, or none. */
  defaultBatchId?: string | null;
};

const blank = (label: string): Choice => ({ value: '', label });

/** Starts a session: name, date, place, weather, ammunition and firearm; it never writes. */
export function SessionForm(props: SessionFormProps) {
  const { defaultValues, onSubmit, submitError, handloads, factoryLoads, firearms } = props;
  const settings = useUnitSettings();
  const resolver = useMemo(() => unitFormResolver(sessionFormSchema, SESSION_UNIT_FIELDS, settings), [settings]);
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver,
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const ammunitionType = useWatch({ control, name: 'ammunitionType' });
  const ammunitionId = useWatch({ control, name: 'ammunitionId' });
  const handloadId = ammunitionType === 'handload' ? ammunitionId : '';
  const { onHandloadChange, defaultBatchId = null } = props;
  const batches = handloadId ? (props.batches ?? []) : [];
  // The batch the shooter picked, and for which handload: the default no longer replaces it there.
  const [picked, setPicked] = useState<{ loadId: string; batchId: string } | null>(null);
  useEffect(() => onHandloadChange?.(handloadId), [handloadId, onHandloadChange]);
  useEffect(() => {
    const choice = picked?.loadId === handloadId ? picked.batchId : (defaultBatchId ?? '');
    setValue('batchId', handloadId ? choice : '');
  }, [handloadId, defaultBatchId, picked, setValue]);
  const ammunitionChoices =
    ammunitionType === 'handload' ? handloads : ammunitionType === 'factory' ? factoryLoads : [];
  const ammunitionNote =
    ammunitionType === 'handload' ? props.handloadsNote : ammunitionType === 'factory' ? props.factoryLoadsNote : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <SessionBasicsFieldset />
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">Ammunition and firearm</legend>
          <SelectField
            label="Ammunition type"
            options={[
              blank('Select ammunition type'),
              { value: 'handload', label: 'Handload' },
              { value: 'factory', label: 'Factory load' },
            ]}
            error={errors.ammunitionType?.message}
            {...register('ammunitionType', { onChange: () => setValue('ammunitionId', '') })}
          />
          <div>
            <SelectField
              label="Ammunition"
              options={[blank(ammunitionType ? 'Select ammunition' : 'Choose the type first'), ...ammunitionChoices]}
              error={errors.ammunitionId?.message}
              {...register('ammunitionId')}
            />
            {ammunitionNote && <div className="mt-1 text-sm text-stone-600">{ammunitionNote}</div>}
          </div>
          <div>
            <SelectField
              label="Firearm"
              options={[blank('Select a firearm'), ...firearms]}
              error={errors.firearmId?.message}
              {...register('firearmId')}
            />
            {props.firearmsNote && <div className="mt-1 text-sm text-stone-600">{props.firearmsNote}</div>}
          </div>
          {batches.length > 0 && (
            <SelectField
              label="Batch"
              options={[blank('None'), ...batches]}
              {...register('batchId', {
                onChange: (event: { target: { value: string } }) =>
                  setPicked({ loadId: handloadId, batchId: event.target.value }),
              })}
            />
          )}
        </fieldset>
        <WeatherFieldset />
        <SessionNotesField />
        <FormError message={submitError} />
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Starting…' : 'Start Session'}
        </Button>
      </form>
    </FormProvider>
  );
}
