import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import type { LoadFields } from '../schema';
import {
  TEST_VARIABLES,
  testPlanFormSchema,
  variableText,
  variableUnit,
  variableValue,
  type TestPlan,
  type TestPlanFormInput,
} from '../test-plan-schema';
import { TEST_VARIABLE_IDS } from '../test-schema';

type PlanTestFormProps = {
  /** The load the test starts from: its value of each variable is shown beside the choice. */
  load: LoadFields;
  defaultValues: TestPlanFormInput;
  firearms: readonly { id: string; name: string }[];
  onSubmit: (plan: TestPlan) => void | Promise<void>;
  submitError?: string | null;
};

/**
 * The plan of a test: the variable, its steps (start, step and count, or a list) in the account's
 * units, the shots per step, the firearm and the day; validates and hands the plan on, it never writes.
 */
export function PlanTestForm({ load, defaultValues, firearms, onSubmit, submitError }: PlanTestFormProps) {
  // The units it opened with: what it shows is what it reads.
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  // The schema's input names only the variables; the form also holds '' (none chosen yet), which it refuses.
  const resolver = useMemo(
    () => zodResolver(testPlanFormSchema(settings)) as unknown as Resolver<TestPlanFormInput, unknown, TestPlan>,
    [settings],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TestPlanFormInput, unknown, TestPlan>({ resolver, defaultValues });
  const variable = useWatch({ control, name: 'variable' });
  const mode = useWatch({ control, name: 'mode' });
  const definition = variable === '' ? null : TEST_VARIABLES[variable];
  const unit = variable === '' ? null : variableUnit(variable, settings);
  const listed = mode === 'list' || definition?.kind === 'text';
  const inUnit = (label: string) => (unit ? `${label} (${unit})` : label);

  const variableOptions = [
    { value: '', label: 'Choose…' },
    ...TEST_VARIABLE_IDS.map((id) => ({
      value: id,
      label: `${TEST_VARIABLES[id].label} (now ${variableText(variableValue(load, id), id, settings)})`,
    })),
  ];
  const firearmOptions = [
    { value: '', label: 'Not chosen yet' },
    ...firearms.map((f) => ({ value: f.id, label: f.name })),
  ];

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">What the test steps</legend>
        <SelectField
          label="Variable"
          options={variableOptions}
          error={errors.variable?.message}
          {...register('variable')}
        />
        {definition?.kind !== 'text' && (
          <SelectField
            label="Steps given as"
            options={[
              { value: 'range', label: 'A start, a step and a count' },
              { value: 'list', label: 'A list of values' },
            ]}
            {...register('mode')}
          />
        )}
        {listed ? (
          <TextareaField
            label={inUnit('Values, one a line')}
            className="sm:col-span-2"
            error={errors.list?.message}
            {...register('list')}
          />
        ) : (
          <>
            <NumberField label={inUnit('Start')} error={errors.start?.message} {...register('start')} />
            <NumberField label={inUnit('Step')} error={errors.increment?.message} {...register('increment')} />
            <NumberField label="Number of steps" whole error={errors.count?.message} {...register('count')} />
          </>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">At the range</legend>
        <NumberField label="Shots per step" whole error={errors.shotsPerStep?.message} {...register('shotsPerStep')} />
        <SelectField label="Firearm" options={firearmOptions} {...register('firearmId')} />
        <TextField label="Range day" type="date" error={errors.date?.message} {...register('date')} />
      </fieldset>
      <FormError message={submitError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Plan Test'}
      </Button>
    </form>
  );
}
