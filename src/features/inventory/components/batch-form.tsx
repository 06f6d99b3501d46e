import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { brassDue, casesOnBench, type BrassLife } from '@/domain/brass-life';
import {
  batchDraws,
  COMPONENT_KINDS,
  costPerRound,
  KIND_NAMES,
  onHand,
  shortfalls as findShortfalls,
  type ComponentKind,
  type Price,
} from '@/domain/inventory';
import { toCanonical } from '@/domain/units';
import { useUnits, useUnitSettings } from '@/features/units/hooks';
import { parseDecimal } from '@/lib/numbers';
import { fieldUnit, formText, unitFormResolver } from '@/lib/unit-form';
import { todayDateString } from '@/utils/dates';
import {
  BATCH_UNIT_FIELDS,
  batchFormSchema,
  formLots,
  MAX_BATCH_ROUNDS,
  type BatchFormInput,
  type BatchFormValues,
} from '../batch-schema';
import type { BatchChoice } from '../batches-api';
import { lifeOf } from '../brass-life-api';
import { quantityText } from '../quantity-format';
import type { ComponentLot, InventoryComponent } from '../schema';
import { BatchPreview, lotLabel, shortfallText } from './batch-preview';
import { casesText, dueSentences } from './brass-life-panel';

type BatchFormProps = {
  /** The load's charge in grains, the form's default (null: none recorded). */
  charge: number | null;
  components: readonly InventoryComponent[];
  lots: readonly ComponentLot[];
  /** Each brass lot's life by lot id (useBrassLives): its cases on the bench and what is due; null while worked out. */
  lives?: ReadonlyMap<string, BrassLife> | null;
  onSubmit: (choice: BatchChoice) => void | Promise<void>;
  submitError?: string | null;
};

const LOT_FIELDS = {
  powder: 'powderLot',
  primer: 'primerLot',
  bullet: 'bulletLot',
  brass: 'brassLot',
} as const satisfies Record<ComponentKind, keyof BatchFormInput>;

/** A whole number of rounds as typed, or null while it is not one. */
const roundsOf = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_BATCH_ROUNDS ? Number(text) : null;

/**
 * Load rounds: how many, the day, the charge (the load's by default) and one lot of each kind; it
 * shows what the batch takes from each lot and the cost per round before saving. A lot it would take
 * below zero is said before saving, and the loader confirms (loads anyway) or goes back to correct.
 * It never writes: the route does.
 */
export function BatchForm({ charge, components, lots, lives = null, onSubmit, submitError }: BatchFormProps) {
  const units = useUnits();
  const openedIn = useUnitSettings();
  const [settings] = useState(openedIn);
  const chargeText = formText(BATCH_UNIT_FIELDS.charge, charge, settings);
  const resolver = useMemo(
    () => unitFormResolver(batchFormSchema, BATCH_UNIT_FIELDS, settings, { charge }),
    [settings, charge],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BatchFormInput, unknown, BatchFormValues>({
    resolver,
    defaultValues: {
      rounds: '',
      date: todayDateString(),
      charge: chargeText,
      powderLot: '',
      primerLot: '',
      bulletLot: '',
      brassLot: '',
      notes: '',
    },
  });
  const [confirming, setConfirming] = useState<BatchChoice | null>(null);

  const componentsById = useMemo(() => new Map(components.map((component) => [component.id, component])), [components]);
  const lotsById = useMemo(() => new Map(lots.map((lot) => [lot.id, lot])), [lots]);
  // A brass lot holds its empty cases: those fired come back to it (domain/brass-life.ts).
  const onHandByLot = useMemo(
    () =>
      Object.fromEntries(
        lots.map((lot) => {
          const life = lot.kind === 'brass' ? lives?.get(lot.id) : undefined;
          return [lot.id, life ? casesOnBench(life) : onHand(lot.movements)];
        }),
      ),
    [lots, lives],
  );
  const dueOf = (lot: ComponentLot) => {
    const life = lot.kind === 'brass' ? lives?.get(lot.id) : undefined;
    return life ? dueSentences(brassDue(life, lifeOf(lot)), lifeOf(lot), units) : [];
  };

  // The preview, from what is typed now.
  const watched = useWatch({ control });
  const chosen = formLots({
    powderLot: watched.powderLot ?? '',
    primerLot: watched.primerLot ?? '',
    bulletLot: watched.bulletLot ?? '',
    brassLot: watched.brassLot ?? '',
  });
  const rounds = roundsOf(watched.rounds ?? '');
  const previewCharge = (() => {
    const text = (watched.charge ?? '').trim();
    if (text === chargeText && charge !== null) return charge;
    const read = parseDecimal(text, settings.locale);
    if (!read.ok || read.value <= 0) return null;
    return toCanonical('mass', read.value, settings.preferences.powderWeight);
  })();
  const draws = rounds !== null && previewCharge !== null ? batchDraws(rounds, previewCharge, chosen) : null;
  const shortfalls = draws ? findShortfalls(draws, chosen, onHandByLot) : [];
  const pricedLots: Partial<Record<ComponentKind, { price: Price | null } | null>> = {};
  for (const kind of COMPONENT_KINDS) {
    const lotId = chosen[kind];
    if (lotId !== null) pricedLots[kind] = lotsById.get(lotId) ?? null;
  }
  const cost = previewCharge === null ? null : costPerRound(previewCharge, pricedLots);

  const save = async (values: BatchFormValues) => {
    const choice: BatchChoice = {
      date: values.date,
      rounds: values.rounds,
      charge: values.charge,
      lots: formLots(values),
      notes: values.notes,
    };
    const below = findShortfalls(batchDraws(choice.rounds, choice.charge, choice.lots), choice.lots, onHandByLot);
    if (below.length > 0) {
      setConfirming(choice);
      return;
    }
    await onSubmit(choice);
  };

  const lotOptions = (kind: ComponentKind) => [
    { value: '', label: `No ${KIND_NAMES[kind].toLowerCase()} lot` },
    ...lots
      .filter((lot) => lot.kind === kind)
      .map((lot) => ({
        value: lot.id,
        label: `${lotLabel(lot, componentsById)} (${[
          `${quantityText(kind, onHandByLot[lot.id] ?? 0, units)} on hand`,
          ...brassDueWords(lot),
        ].join(', ')})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];

  /** A brass lot's option says what is due: "50 due for annealing", "10 to retire". */
  function brassDueWords(lot: ComponentLot): string[] {
    const life = lot.kind === 'brass' ? lives?.get(lot.id) : undefined;
    if (!life) return [];
    const due = brassDue(life, lifeOf(lot));
    return [
      ...(due.anneal > 0 ? [`${casesText(due.anneal, units)} due for annealing`] : []),
      ...(due.retire > 0 ? [`${casesText(due.retire, units)} to retire`] : []),
    ];
  }
  const chosenBrass = chosen.brass === null ? undefined : lotsById.get(chosen.brass);
  const brassDueNow = chosenBrass ? dueOf(chosenBrass) : [];

  const confirmShortfalls =
    confirming === null
      ? []
      : findShortfalls(batchDraws(confirming.rounds, confirming.charge, confirming.lots), confirming.lots, onHandByLot);

  return (
    <form noValidate aria-label="Load rounds" onSubmit={handleSubmit(save)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Batch</legend>
        <NumberField label="Rounds" whole error={errors.rounds?.message} {...register('rounds')} />
        <TextField label="Date loaded" type="date" error={errors.date?.message} {...register('date')} />
        <NumberField
          label={`Charge (${fieldUnit(BATCH_UNIT_FIELDS.charge, settings)})`}
          error={errors.charge?.message}
          {...register('charge')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Lots</legend>
        {COMPONENT_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={`${KIND_NAMES[kind]} lot`}
            options={lotOptions(kind)}
            {...register(LOT_FIELDS[kind])}
          />
        ))}
        {brassDueNow.length > 0 && (
          <div
            role="status"
            aria-label="Brass due"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2"
          >
            <p className="font-semibold">The brass lot has cases due:</p>
            <ul className="list-disc pl-5">
              {brassDueNow.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
            <p>A batch takes the least fired cases first.</p>
          </div>
        )}
        <TextareaField label="Notes" className="sm:col-span-2" error={errors.notes?.message} {...register('notes')} />
      </fieldset>
      <BatchPreview
        draws={draws}
        lots={chosen}
        lotsById={lotsById}
        components={componentsById}
        shortfalls={shortfalls}
        cost={cost}
        onHandByLot={onHandByLot}
      />
      <FormError message={submitError} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Load Rounds'}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirmShortfalls.length === 1
            ? 'This batch takes a lot below zero. Load it anyway?'
            : `This batch takes ${confirmShortfalls.length} lots below zero. Load it anyway?`
        }
        confirmLabel="Load Anyway"
        onConfirm={() => {
          const choice = confirming;
          setConfirming(null);
          if (choice) void onSubmit(choice);
        }}
        onCancel={() => setConfirming(null)}
      >
        <ul className="list-disc pl-5 text-sm">
          {confirmShortfalls.map((shortfall) => (
            <li key={shortfall.kind}>{shortfallText(shortfall, lotsById, componentsById, units)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </form>
  );
}
