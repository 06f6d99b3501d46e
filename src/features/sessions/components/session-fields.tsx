import { useFormContext } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useUnitSettings } from '@/features/units/hooks';
import { fieldUnit } from '@/lib/unit-form';
import { WEATHER_CONDITIONS, WIND_DIRECTIONS, type SessionDetailsFormInput } from '../schema';
import { SESSION_UNIT_FIELDS } from '../session-unit-fields';

/*
 * The fields a session is started with and corrected by later (name, date, place, target
 * distance, weather, notes), shared by the new-session and edit-session forms. Each reads its form from the
 * surrounding <FormProvider>; both forms hold at least these fields.
 */

const blank = { value: '', label: '—' };

/** Session name, date, location and the distance to the target. */
export function SessionBasicsFieldset() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SessionDetailsFormInput>();
  const settings = useUnitSettings();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-4">
      <legend className="mb-2 text-lg font-semibold">Session</legend>
      <TextField label="Session name" error={errors.sessionName?.message} {...register('sessionName')} />
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField label="Location" error={errors.location?.message} {...register('location')} />
      <NumberField
        label={`Target distance (${fieldUnit(SESSION_UNIT_FIELDS.targetDistance, settings)})`}
        step="any"
        min="1"
        hint="For group sizes in MOA"
        error={errors.targetDistance?.message}
        {...register('targetDistance')}
      />
    </fieldset>
  );
}

/** Temperature, wind, humidity and conditions. */
export function WeatherFieldset() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SessionDetailsFormInput>();
  const settings = useUnitSettings();
  return (
    <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      <legend className="mb-2 text-lg font-semibold">Weather</legend>
      <NumberField
        label={`Temperature (${fieldUnit(SESSION_UNIT_FIELDS.temperature, settings)})`}
        step="1"
        error={errors.temperature?.message}
        {...register('temperature')}
      />
      <NumberField
        label={`Wind speed (${fieldUnit(SESSION_UNIT_FIELDS.windSpeed, settings)})`}
        step="1"
        min="0"
        error={errors.windSpeed?.message}
        {...register('windSpeed')}
      />
      <SelectField
        label="Wind direction"
        options={[blank, ...WIND_DIRECTIONS.map((value) => ({ value, label: value }))]}
        error={errors.windDirection?.message}
        {...register('windDirection')}
      />
      <NumberField
        label="Humidity (%)"
        whole
        min="0"
        max="100"
        error={errors.humidity?.message}
        {...register('humidity')}
      />
      <SelectField
        label="Conditions"
        className="col-span-2 sm:col-span-1"
        options={[blank, ...WEATHER_CONDITIONS.map((value) => ({ value, label: value }))]}
        error={errors.conditions?.message}
        {...register('conditions')}
      />
    </fieldset>
  );
}

/** The session's notes. */
export function SessionNotesField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SessionDetailsFormInput>();
  return <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />;
}
