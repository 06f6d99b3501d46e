import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { COMPONENT_KINDS, COUNT_WORDS, KIND_NAMES, POWDER_WEIGHT_UNITS, type ComponentKind } from '@/domain/inventory';
import { useUnitSettings } from '@/features/units/hooks';
import {
  componentFormSchema,
  lotFormSchema,
  MANUAL_REASONS,
  movementFormSchema,
  type ComponentFormInput,
  type LotFormInput,
  type MovementFormInput,
  type MovementValues,
  type NewLotValues,
} from '../inventory-form-schema';
import type { ComponentFields } from '../schema';

/*
 * The inventory's forms. Each validates and hands its values on; it never writes (the inventory
 * list does). What was typed stays in the form when the save fails.
 */

const unitOptions = POWDER_WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }));

export type FormProps<Values> = {
  onSubmit: (values: Values) => void | Promise<void>;
  onCancel: () => void;
  submitError?: string | null;
  submitLabel: string;
};

export function FormButtons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** A quantity's text and, for powder, the weight unit it is typed in beside it. */
function QuantityFields({
  kind,
  label,
  hint,
  error,
  quantity,
  unit,
}: {
  kind: ComponentKind;
  label: string;
  hint?: string;
  error?: string;
  quantity: UseFormRegisterReturn;
  unit: UseFormRegisterReturn;
}) {
  if (kind !== 'powder') {
    return <NumberField label={`${label} (${COUNT_WORDS[kind]})`} whole hint={hint} error={error} {...quantity} />;
  }
  return (
    <div className="flex gap-2">
      <NumberField label={label} hint={hint} error={error} className="grow" {...quantity} />
      <SelectField label="Unit" options={unitOptions} className="w-24" {...unit} />
    </div>
  );
}

/** Adding a component: its kind, name, low-stock threshold (in its natural unit) and notes. */
export function ComponentForm({
  defaultValues,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<ComponentFields> & { defaultValues: ComponentFormInput }) {
  const { locale } = useUnitSettings();
  const resolver = useMemo(() => zodResolver(componentFormSchema(locale)), [locale]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ComponentFormInput, unknown, ComponentFields>({ resolver, defaultValues });
  const kind = useWatch({ control, name: 'kind' });
  return (
    <form noValidate aria-label="New component" onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Kind"
        options={COMPONENT_KINDS.map((value) => ({ value, label: KIND_NAMES[value] }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label="Name"
        placeholder={kind === 'powder' ? 'Hodgdon H4350' : kind === 'primer' ? 'CCI BR-2' : ''}
        error={errors.name?.message}
        {...register('name')}
      />
      <QuantityFields
        kind={kind}
        label="Low stock at"
        hint="The inventory says Low when what you hold of it is at or below this. Leave empty for never."
        error={errors.lowStock?.message}
        quantity={register('lowStock')}
        unit={register('lowStockUnit')}
      />
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <div className="sm:col-span-2">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** Adding a lot of a component: lot number, date bought, the quantity bought and the price paid for it. */
export function LotForm({
  kind,
  componentName,
  defaultValues,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<NewLotValues> & { kind: ComponentKind; componentName: string; defaultValues: LotFormInput }) {
  const { locale } = useUnitSettings();
  const resolver = useMemo(() => zodResolver(lotFormSchema(kind, locale)), [kind, locale]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LotFormInput, unknown, NewLotValues>({ resolver, defaultValues });
  return (
    <form
      noValidate
      aria-label={`New lot of ${componentName}`}
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label="Lot number" error={errors.lotNumber?.message} {...register('lotNumber')} />
      <TextField label="Date bought" type="date" error={errors.purchaseDate?.message} {...register('purchaseDate')} />
      <QuantityFields
        kind={kind}
        label="Quantity bought"
        error={errors.bought?.message}
        quantity={register('bought')}
        unit={register('boughtUnit')}
      />
      <NumberField
        label="Price paid"
        hint="For the quantity bought, in your currency."
        error={errors.price?.message}
        {...register('price')}
      />
      <div className="sm:col-span-2">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

const REASON_LABELS: Record<(typeof MANUAL_REASONS)[number], string> = {
  counted: 'Counted (what is on hand now)',
  bought: 'Bought more',
  spilled: 'Spilled or lost',
  sold: 'Sold or given away',
};

/** Recording a movement of a lot by hand: a count (the difference is recorded), more bought, spilled or sold. */
export function MovementForm({
  kind,
  lotName,
  movements,
  defaultValues,
  onSubmit,
  onCancel,
  submitError,
  submitLabel,
}: FormProps<MovementValues> & {
  kind: ComponentKind;
  lotName: string;
  movements: readonly { quantity: number }[];
  defaultValues: MovementFormInput;
}) {
  const { locale } = useUnitSettings();
  // The lot's movements when the form opened: a count is compared with what it held then.
  const [openedWith] = useState(movements);
  const resolver = useMemo(() => zodResolver(movementFormSchema(kind, locale, openedWith)), [kind, locale, openedWith]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MovementFormInput, unknown, MovementValues>({ resolver, defaultValues });
  const reason = useWatch({ control, name: 'reason' });
  return (
    <form
      noValidate
      aria-label={`Movement of ${lotName}`}
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="Reason"
        options={MANUAL_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <QuantityFields
        kind={kind}
        label={reason === 'counted' ? 'Counted' : 'Quantity'}
        hint={reason === 'counted' ? 'What you hold now; the difference is recorded.' : undefined}
        error={errors.quantity?.message}
        quantity={register('quantity')}
        unit={register('unit')}
      />
      <TextField label="Note" className="sm:col-span-2" error={errors.note?.message} {...register('note')} />
      <div className="sm:col-span-2">
        <FormError message={submitError} />
      </div>
      <FormButtons busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
