import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { IMPERIAL_UNITS, METRIC_UNITS, unitPreferencesSchema, type UnitPreferences } from '@/domain/units';
import { UNIT_CHOICES } from '../unit-choices';

export const UNITS_SAVED = 'Units saved.';
export const UNITS_NOT_SAVED = 'Failed to save your units. Please try again.';
export const PROFILE_NOT_ON_DEVICE =
  'Your units can be saved once your profile is on this device: it is being read or written, which needs a connection the first time.';

type UnitsFormProps = {
  /** The account's preference (or the browser language's default while none is stored). */
  preferences: UnitPreferences;
  /** Stores the preference; resolves once it is on this device, rejects when it could not be. */
  onSave: (preferences: UnitPreferences) => Promise<void>;
  /**
   * Whether the account's profile (users/{uid}) is on this device. The preference is an update of
   * it: one made before the profile exists is refused by the server if it arrives before the
   * profile's creation, and shows nothing meanwhile, so the form waits for it (and for the stored
   * preference it holds, which fills the selects).
   */
  profileOnDevice: boolean;
};

/**
 * The units every figure is shown and typed in, one select per preference, with shortcuts that fill
 * them all. Only the display changes: figures are stored in the canonical units whatever is chosen.
 * Drawn afresh once the profile is on the device, so the stored preference is the form's starting
 * point from the moment it takes a choice: filled in by the effect below instead, it replaced a
 * choice made in between that equalled the browser's default (not dirty), and Save stored it again.
 */
export function UnitsForm(props: UnitsFormProps) {
  return <UnitsFormOnce key={props.profileOnDevice ? 'profile' : 'waiting'} {...props} />;
}

function UnitsFormOnce({ preferences, onSave, profileOnDevice }: UnitsFormProps) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting },
  } = useForm<UnitPreferences, unknown, UnitPreferences>({
    resolver: zodResolver(unitPreferencesSchema),
    defaultValues: preferences,
  });

  // The stored preference changes on another device: it fills the selects, but never over a choice
  // not saved yet.
  useEffect(() => {
    reset(preferences, { keepDirtyValues: true });
  }, [preferences, reset]);

  const fillAll = (units: Readonly<UnitPreferences>) => {
    for (const { preference } of UNIT_CHOICES) setValue(preference, units[preference], { shouldDirty: true });
    setOutcome(null);
  };

  const submit = async (values: UnitPreferences) => {
    setOutcome(null);
    try {
      await onSave(values);
      reset(values);
      setOutcome('saved');
    } catch (cause) {
      // What was chosen stays in the form, to try again.
      console.error(UNITS_NOT_SAVED, cause);
      setOutcome('failed');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Units">
      <p className="text-sm text-stone-700">
        Choose the units Rangebook shows and takes figures in. Each can be set on its own; your records stay the same
        whatever you choose.
      </p>
      {/* Nothing is chosen before the stored preference arrives: it fills the selects, and a choice equal to the
          browser language's default (so not dirty) would be replaced by it, then saved. */}
      <fieldset disabled={!profileOnDevice} className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => fillAll(IMPERIAL_UNITS)}>
            All imperial
          </Button>
          <Button variant="secondary" onClick={() => fillAll(METRIC_UNITS)}>
            All metric
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {UNIT_CHOICES.map((choice) => (
            <SelectField
              key={choice.preference}
              label={choice.label}
              options={choice.options}
              {...register(choice.preference, { onChange: () => setOutcome(null) })}
            />
          ))}
        </div>
      </fieldset>
      <div role="status">
        {outcome === 'saved' && (
          <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
            {UNITS_SAVED}
          </p>
        )}
      </div>
      <FormError message={outcome === 'failed' ? UNITS_NOT_SAVED : null} />
      {!profileOnDevice && <p className="text-sm text-stone-700">{PROFILE_NOT_ON_DEVICE}</p>}
      <Button type="submit" disabled={isSubmitting || !profileOnDevice} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save units'}
      </Button>
    </form>
  );
}
