import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import { unitFormResolver } from '@/lib/unit-form';
import { sessionDetailsFormSchema, type SessionDetails, type SessionDetailsFormInput } from '../schema';
import { SESSION_UNIT_FIELDS } from '../session-unit-fields';
import { SessionBasicsFieldset, SessionNotesField, WeatherFieldset } from './session-fields';

type SessionDetailsFormProps = {
  defaultValues: SessionDetailsFormInput;
  /** The stored figures the form shows (storedSessionFigures): saved unchanged, they stay as stored. */
  stored?: Partial<Record<string, number | null>>;
  onSubmit: (details: SessionDetails) => void | Promise<void>;
  submitError?: string | null;
};

/**
 * Corrects a session's name, date, place, weather and notes (active or completed); its
 * ammunition, firearm and shots are not changed here. It validates and hands on, never writes.
 */
export function SessionDetailsForm({ defaultValues, stored, onSubmit, submitError }: SessionDetailsFormProps) {
  const settings = useUnitSettings();
  const resolver = useMemo(
    () => unitFormResolver(sessionDetailsFormSchema, SESSION_UNIT_FIELDS, settings, stored),
    [settings, stored],
  );
  const form = useForm<SessionDetailsFormInput, unknown, SessionDetails>({
    resolver,
    defaultValues,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <SessionBasicsFieldset />
        <WeatherFieldset />
        <SessionNotesField />
        <FormError message={submitError} />
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </Button>
      </form>
    </FormProvider>
  );
}
