import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormError } from '@/components/ui/form-error';
import { useUnitSettings } from '@/features/units/hooks';
import { fieldUnit, unitFormResolver } from '@/lib/unit-form';
import { todayDateString } from '@/utils/dates';
import {
  BRASS_EVENT_UNIT_FIELDS,
  brassEventFormSchema,
  brassLimitsFormSchema,
  brassLimitsToForm,
  brassSplitFormSchema,
  type BrassEventFormInput,
  type BrassEventValues,
  type BrassLimitsFields,
  type BrassLimitsFormInput,
  type BrassSplitFormInput,
  type BrassSplitValues,
} from '../brass-life-schema';
import { FormButtons, type FormProps } from './inventory-forms';

/** A brass lot's limits: the firings it was bought with, the anneal interval and the retirement limit. */
export function BrassLimitsForm({
  lotName,
  limits,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<BrassLimitsFields> & { lotName: string; limits: BrassLimitsFields }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrassLimitsFormInput, unknown, BrassLimitsFields>({
    resolver: zodResolver(brassLimitsFormSchema),
    defaultValues: brassLimitsToForm(limits),
  });
  return (
    <form
      noValidate
      aria-label={`Brass life of ${lotName}`}
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 sm:grid-cols-3"
    >
      <NumberField
        label="Firings when bought"
        hint="0 for new brass, 1 for once-fired."
        whole
        error={errors.firedBefore?.message}
        {...register('firedBefore')}
      />
      <NumberField
        label="Anneal every (firings)"
        hint="Empty: no interval."
        whole
        error={errors.annealEvery?.message}
        {...register('annealEvery')}
      />
      <NumberField
        label="Retire after (firings)"
        hint="Empty: no limit."
        whole
        error={errors.retireAfter?.message}
        {...register('retireAfter')}
      />
      <div className="sm:col-span-3">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** Recording an anneal or a trim of some of a brass lot's cases; a trim's length in the account's length unit. */
export function BrassEventForm({
  lotName,
  cases,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<BrassEventValues> & { lotName: string; cases: number }) {
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  const resolver = useMemo(() => unitFormResolver(brassEventFormSchema, BRASS_EVENT_UNIT_FIELDS, settings), [settings]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BrassEventFormInput, unknown, BrassEventValues>({
    resolver,
    defaultValues: {
      kind: 'anneal',
      date: todayDateString(),
      cases: cases > 0 ? String(cases) : '',
      trimLength: '',
      note: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  return (
    <form
      noValidate
      aria-label={`Anneal or trim of ${lotName}`}
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="What was done"
        options={[
          { value: 'anneal', label: 'Annealed' },
          { value: 'trim', label: 'Trimmed' },
        ]}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <NumberField label="Cases" whole error={errors.cases?.message} {...register('cases')} />
      {kind === 'trim' && (
        <NumberField
          label={`Trim length (${fieldUnit(BRASS_EVENT_UNIT_FIELDS.trimLength, settings)})`}
          error={errors.trimLength?.message}
          {...register('trimLength')}
        />
      )}
      <TextField label="Note" className="sm:col-span-2" error={errors.note?.message} {...register('note')} />
      <div className="sm:col-span-2">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** A history of cases on the bench a split may take: "50 cases fired 2 times (2 since annealed)". */
export type SplitGroup = { value: string; label: string; cases: number };

/** Splitting cases of one history off a brass lot into a new lot: which, how many, the day and its number. */
export function BrassSplitForm({
  lotName,
  groups,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<BrassSplitValues> & { lotName: string; groups: readonly SplitGroup[] }) {
  const first = groups[0];
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrassSplitFormInput, unknown, BrassSplitValues>({
    resolver: zodResolver(brassSplitFormSchema),
    defaultValues: {
      group: first?.value ?? '',
      cases: first ? String(first.cases) : '',
      date: todayDateString(),
      lotNumber: '',
    },
  });
  const groupValue = useWatch({ control, name: 'group' });
  const chosen = groups.find((group) => group.value === groupValue);
  const save = (values: BrassSplitValues) => {
    // A split moves cases the lot holds: at most those of the history chosen.
    if (!chosen || values.cases > chosen.cases) {
      setError('cases', { message: `This lot holds ${chosen?.cases ?? 0} cases of that history` });
      return;
    }
    return onSubmit(values);
  };
  return (
    <form
      noValidate
      aria-label={`Split of ${lotName}`}
      onSubmit={handleSubmit(save)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="Cases to split off"
        className="sm:col-span-2"
        options={groups.map((group) => ({ value: group.value, label: group.label }))}
        error={errors.group?.message}
        {...register('group')}
      />
      <NumberField label="How many" whole error={errors.cases?.message} {...register('cases')} />
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField label="New lot number" error={errors.lotNumber?.message} {...register('lotNumber')} />
      <div className="sm:col-span-2">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
