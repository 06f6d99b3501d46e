import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { sessionDetailsFormSchema, type SessionDetails, type SessionDetailsFormInput } from '../schema';
import { SessionBasicsFieldset, SessionNotesField, WeatherFieldset } from './session-fields';

type SessionDetailsFormProps = {
  defaultValues: SessionDetailsFormInput;
  onSubmit: (details: SessionDetails) => void | Promise<void>;
  submitError?: string | null;
};

/**
 * Corrects a session's name, date, place, weather and notes (active or completed); its
 * ammunition, firearm and shots are not changed here. It validates and hands on, never writes.
 */
export function SessionDetailsForm({ defaultValues, onSubmit, submitError }: SessionDetailsFormProps) {
  const form = useForm<SessionDetailsFormInput, unknown, SessionDetails>({
    resolver: zodResolver(sessionDetailsFormSchema),
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
