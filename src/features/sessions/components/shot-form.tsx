import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { emptyShotForm, shotFormSchema, type ShotForm as ShotFormFields, type ShotValuesInput } from '../schema';


/**
 * The shot form, made for a phone at the range: big inputs, Enter logs the shot, and focus goes
 * back to velocity at once; the shot is handed on without waiting for the server.
 */
export function ShotForm({ onShot, shotNumber }: { onShot: (values: ShotValuesInput) => void; shotNumber: number }) {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ShotFormFields, unknown, ShotValuesInput>({ resolver: zodResolver(shotFormSchema), defaultValues: emptyShotForm });

  const logShot = handleSubmit((values) => {
    onShot(values);
    reset(emptyShotForm);
    setFocus('velocity');
  });

  return (
    <form noValidate onSubmit={logShot} aria-label="Log a shot" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">Shot {shotNumber}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          label="Velocity (fps)"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          autoComplete="off"
          className="[&_input]:min-h-14 [&_input]:text-2xl"
          error={errors.velocity?.message}
          {...register('velocity')}
        />
        <TextField
          label="Impact (in)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          autoComplete="off"
          className="[&_input]:min-h-14 [&_input]:text-2xl"
          error={errors.impact?.message}
          {...register('impact')}
        />
        <TextField label="Note" autoComplete="off" className="col-span-2 [&_input]:min-h-14" error={errors.note?.message} {...register('note')} />
      </div>
      <Button type="submit" className="mt-4 min-h-14 w-full text-lg">
        Log Shot
      </Button>
    </form>
  );
}
