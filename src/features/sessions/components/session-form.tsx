import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import {
  WEATHER_CONDITIONS,
  WIND_DIRECTIONS,
  sessionFormSchema,
  type SessionForm as SessionFormFields,
  type SessionFormValues,
} from '../schema';

export type Choice = { value: string; label: string };

type SessionFormProps = {
  defaultValues: SessionFormFields;
  onSubmit: (values: SessionFormValues) => void | Promise<void>;
  submitError?: string | null;
  handloads: Choice[];
  factoryLoads: Choice[];
  firearms: Choice[];
  /** Shown under a select while its records load, or when there are none. */
  handloadsNote?: ReactNode;
  factoryLoadsNote?: ReactNode;
  firearmsNote?: ReactNode;
};

const blank = (label: string): Choice => ({ value: '', label });

/** Starts a session: name, date, place, weather, ammunition and firearm; it never writes. */
export function SessionForm(props: SessionFormProps) {
  const { defaultValues, onSubmit, submitError, handloads, factoryLoads, firearms } = props;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormFields, unknown, SessionFormValues>({ resolver: zodResolver(sessionFormSchema), defaultValues });
  const ammunitionType = useWatch({ control, name: 'ammunitionType' });
  const ammunitionChoices = ammunitionType === 'handload' ? handloads : ammunitionType === 'factory' ? factoryLoads : [];
  const ammunitionNote = ammunitionType === 'handload' ? props.handloadsNote : ammunitionType === 'factory' ? props.factoryLoadsNote : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Session</legend>
        <TextField label="Session name" error={errors.sessionName?.message} {...register('sessionName')} />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <TextField label="Location" error={errors.location?.message} {...register('location')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Ammunition and firearm</legend>
        <SelectField
          label="Ammunition type"
          options={[blank('Select ammunition type'), { value: 'handload', label: 'Handload' }, { value: 'factory', label: 'Factory load' }]}
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
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <legend className="mb-2 text-lg font-semibold">Weather</legend>
        <TextField
          label="Temperature (°F)"
          type="number"
          inputMode="decimal"
          step="1"
          error={errors.temperature?.message}
          {...register('temperature')}
        />
        <TextField
          label="Wind speed (mph)"
          type="number"
          inputMode="decimal"
          step="1"
          min="0"
          error={errors.windSpeed?.message}
          {...register('windSpeed')}
        />
        <SelectField
          label="Wind direction"
          options={[blank('—'), ...WIND_DIRECTIONS.map((value) => ({ value, label: value }))]}
          error={errors.windDirection?.message}
          {...register('windDirection')}
        />
        <TextField
          label="Humidity (%)"
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          error={errors.humidity?.message}
          {...register('humidity')}
        />
        <SelectField
          label="Conditions"
          className="col-span-2 sm:col-span-1"
          options={[blank('—'), ...WEATHER_CONDITIONS.map((value) => ({ value, label: value }))]}
          error={errors.conditions?.message}
          {...register('conditions')}
        />
      </fieldset>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <FormError message={submitError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Starting…' : 'Start Session'}
      </Button>
    </form>
  );
}
