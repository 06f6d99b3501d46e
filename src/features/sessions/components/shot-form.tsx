import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { EMPTY_SHOT_MESSAGE, emptyShotForm, shotFormSchema, type ShotFormInput, type ShotFormValues } from '../schema';

/** The same shot submitted again within this many milliseconds is one shot: a double tap, a bouncing Enter. */
export const REPEAT_SHOT_MS = 500;

const sameShot = (a: ShotFormValues, b: ShotFormValues) =>
  a.velocity === b.velocity && a.impact === b.impact && a.note === b.note;
const isBlank = (form: ShotFormInput) =>
  form.velocity.trim() === '' && form.impact.trim() === '' && form.note.trim() === '';

/**
 * The shot form, made for a phone at the range: big inputs, Enter logs the shot, and focus goes
 * back to velocity at once; the shot is handed on without waiting for the server. An empty form is
 * refused with a message; a double tap logs one shot.
 */
export function ShotForm({ onShot, shotNumber }: { onShot: (values: ShotFormValues) => void; shotNumber: number }) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    getValues,
    getFieldState,
    clearErrors,
    formState: { errors },
  } = useForm<ShotFormInput, unknown, ShotFormValues>({
    resolver: zodResolver(shotFormSchema),
    defaultValues: emptyShotForm,
  });
  const lastLogged = useRef<{ values: ShotFormValues; at: number } | null>(null);

  function logShot(values: ShotFormValues) {
    const now = Date.now();
    const last = lastLogged.current;
    if (!(last && now - last.at < REPEAT_SHOT_MS && sameShot(last.values, values))) {
      lastLogged.current = { values, at: now };
      onShot(values);
    }
    reset(emptyShotForm);
    setFocus('velocity');
  }

  // The blank-shot message sits under velocity; an impact or a note answers it as well.
  function clearBlankShotMessage() {
    if (getFieldState('velocity').error?.message === EMPTY_SHOT_MESSAGE) clearErrors('velocity');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const last = lastLogged.current;
    // The second tap of a double tap can land after the form was cleared: not a blank shot to refuse.
    if (last && Date.now() - last.at < REPEAT_SHOT_MS && isBlank(getValues())) {
      event.preventDefault();
      return;
    }
    void handleSubmit(logShot)(event);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Log a shot" className={card}>
      <h2 className="mb-3 text-lg font-semibold">Shot {shotNumber}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <NumberField
          label="Velocity (fps)"
          whole
          step="1"
          min="1"
          autoComplete="off"
          className="[&_input]:min-h-14 [&_input]:text-2xl"
          error={errors.velocity?.message}
          {...register('velocity')}
        />
        <NumberField
          label="Impact (in)"
          step="0.01"
          min="0"
          autoComplete="off"
          className="[&_input]:min-h-14 [&_input]:text-2xl"
          error={errors.impact?.message}
          {...register('impact', { onChange: clearBlankShotMessage })}
        />
        <TextField
          label="Note"
          autoComplete="off"
          className="col-span-2 [&_input]:min-h-14"
          error={errors.note?.message}
          {...register('note', { onChange: clearBlankShotMessage })}
        />
      </div>
      <Button type="submit" className="mt-4 min-h-14 w-full text-lg">
        Log Shot
      </Button>
    </form>
  );
}
