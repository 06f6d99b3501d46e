import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { UnitSettings } from '@/domain/unit-format';
import { LENGTH_WORDS, NECK_SIZERS } from '../recipe-schema';
import type { LoadFormInput } from '../schema';

/** The disclosure's data-section: the form opens it when an input inside it is refused. */
export const CASE_SEATING_SECTION = 'case-and-seating';

const neckSizerOptions = [
  { value: '', label: 'Not recorded' },
  ...NECK_SIZERS.map((sizer) => ({ value: sizer, label: sizer[0]!.toUpperCase() + sizer.slice(1) })),
];

type CaseSeatingFieldsProps = {
  register: UseFormRegister<LoadFormInput>;
  errors: FieldErrors<LoadFormInput>;
  /** The units the form opened in: the lengths' labels name its length unit. */
  settings: UnitSettings;
  /** Open when the load records any of it; closed for a quick new load. */
  initiallyOpen: boolean;
};

/**
 * The case and the seating of a load (issue 35), every input optional, in a disclosure that a quick
 * entry leaves closed. Lengths are typed in the account's length unit (inches or millimetres).
 */
export function CaseSeatingFields({ register, errors, settings, initiallyOpen }: CaseSeatingFieldsProps) {
  const annealedId = useId();
  const unit = LENGTH_WORDS[settings.preferences.length];
  return (
    <details
      data-section={CASE_SEATING_SECTION}
      open={initiallyOpen}
      className="rounded-md border border-stone-300 px-4 py-3"
    >
      <summary className="min-h-11 cursor-pointer content-center text-lg font-semibold">Case and seating</summary>
      <div className="mt-3 space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Case</legend>
          <TextField
            label="Case brand"
            placeholder="Lapua"
            error={errors.caseBrand?.message}
            {...register('caseBrand')}
          />
          <NumberField
            label={`Trim length (${unit})`}
            error={errors.caseTrimLength?.message}
            {...register('caseTrimLength')}
          />
          <NumberField
            label={`Shoulder bump (${unit})`}
            hint="How far the sizing die sets the shoulder back from fired."
            error={errors.shoulderBump?.message}
            {...register('shoulderBump')}
          />
          <SelectField
            label="Neck sized with"
            options={neckSizerOptions}
            error={errors.neckSizer?.message}
            {...register('neckSizer')}
          />
          <NumberField
            label={`Bushing or mandrel size (${unit})`}
            error={errors.neckSize?.message}
            {...register('neckSize')}
          />
          <NumberField
            label={`Neck tension (${unit})`}
            hint="The interference that bushing or mandrel gives the bullet."
            error={errors.neckTension?.message}
            {...register('neckTension')}
          />
          <div className="flex min-h-11 items-center gap-2 self-end">
            <input id={annealedId} type="checkbox" className="size-5 accent-amber-700" {...register('annealed')} />
            <label htmlFor={annealedId} className="text-sm font-medium text-stone-800">
              Annealed
            </label>
          </div>
          <TextField
            label="Annealing method"
            placeholder="AMP induction"
            error={errors.annealMethod?.message}
            {...register('annealMethod')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold">Seating</legend>
          <NumberField
            label={`COAL (${unit})`}
            hint="Cartridge overall length."
            error={errors.coal?.message}
            {...register('coal')}
          />
          <NumberField
            label={`CBTO (${unit})`}
            hint="Cartridge base to ogive: the jump to the lands is worked out from it."
            error={errors.cbto?.message}
            {...register('cbto')}
          />
          <TextField label="Crimp" placeholder="None" error={errors.crimp?.message} {...register('crimp')} />
        </fieldset>
      </div>
    </details>
  );
}
