import { useState } from 'react';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { cleaningDueText } from '@/domain/barrels';
import { useUnits, useUnitSettings } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { todayDateString } from '@/utils/dates';
import { DASH, formatDateString } from '@/utils/format';
import {
  changeBarrel,
  editCleaning,
  recordCleaning,
  removeCleaning,
  saveBarrel,
  type BarrelFirearm,
} from '../barrels-api';
import type { BarrelFigures } from '../hooks';
import {
  barrelToForm,
  newBarrelForm,
  storedBarrelFigures,
  type Barrel,
  type BarrelFields,
  type Cleaning,
  type CleaningFields,
} from '../schema';
import { BarrelForm } from './barrel-form';
import { CleaningForm } from './cleaning-form';

type Mode = 'cleaning' | 'change' | 'edit' | { correct: Cleaning } | null;

/** Which form a mode shows: its name, or the id of the cleaning being corrected. */
const formOf = (mode: Mode) => (mode !== null && typeof mode === 'object' ? mode.correct.id : mode);

type FirearmBarrelsProps = {
  firearm: BarrelFirearm;
  userId: string;
  /** The firearm's barrel documents (empty: it has only its implicit barrel). */
  recorded: readonly Barrel[];
  figures: BarrelFigures;
};

/**
 * A firearm's barrels: the one on it now with its rounds, lands and cleaning, its cleaning log, the
 * earlier barrels with theirs, and the forms to record a cleaning, change or edit the barrel.
 */
export function FirearmBarrels({ firearm, userId, recorded, figures }: FirearmBarrelsProps) {
  const units = useUnits();
  const settings = useUnitSettings();
  const [mode, setMode] = useState<Mode>(null);
  const { plan, rounds, cleaning } = figures;
  const current = plan.current;
  const currentIndex = plan.barrels.findIndex(({ barrel }) => barrel === current);
  const roundsOf = (index: number) => {
    const value = rounds?.value[index];
    return value === undefined ? '…' : units.number(value, 0);
  };
  const done = () => setMode(null);
  // A save closes its own form only: the record shows before its save settles, and a form opened
  // from it meanwhile (Correct on the new cleaning) stays open.
  const closeForm = (saved: Mode) => setMode((now) => (formOf(now) === formOf(saved) ? null : now));

  const cleaningSubmit = useSubmit(async (fields: CleaningFields) => {
    await recordCleaning(db, userId, firearm, current?.id ?? null, fields);
    closeForm('cleaning');
  }, 'Failed to save the cleaning. Please try again.');
  const changeSubmit = useSubmit(
    async (fields: BarrelFields) => {
      await changeBarrel(db, userId, firearm, recorded, fields);
      closeForm('change');
    },
    (error) =>
      error instanceof Error && /^(The new barrel|A barrel change)/.test(error.message)
        ? error.message
        : 'Failed to change the barrel. Please try again.',
  );
  // A cleaning in the log is corrected or removed on the barrel document that holds it.
  const logBarrel = current?.id ? { id: current.id, cleanings: current.cleanings } : null;
  const [removing, setRemoving] = useState<Cleaning | null>(null);
  const correctSubmit = useSubmit(async (fields: CleaningFields) => {
    if (!logBarrel || mode === null || typeof mode !== 'object') return;
    await editCleaning(db, firearm, logBarrel, mode.correct.id, fields);
    closeForm(mode);
  }, 'Failed to save the cleaning. Please try again.');
  const removeSubmit = useSubmit(async (cleaning: Cleaning) => {
    if (!logBarrel) return;
    await removeCleaning(db, firearm, logBarrel, cleaning.id);
  }, 'Failed to remove the cleaning. Please try again.');
  const editSubmit = useSubmit(async (fields: BarrelFields) => {
    await saveBarrel(db, userId, firearm, current?.id ?? null, fields);
    closeForm('edit');
  }, 'Failed to save the barrel. Please try again.');

  const latest = plan.latest;
  const dueText = cleaningDueText(cleaning, units);
  const log = current ? [...current.cleanings].reverse() : [];

  return (
    <Section title="Barrels">
      {current ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3" aria-label="Current barrel">
          <div>
            <dt className="text-stone-600">On it now</dt>
            <dd data-barrel="name">{current.name}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Installed</dt>
            <dd>{formatDateString(current.installedOn, 'With the firearm')}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Length and twist</dt>
            <dd>
              {units.barrelLength(current.length, DASH)} · {current.twist || DASH}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">Last cleaned</dt>
            <dd data-barrel="last cleaned">
              {latest === null
                ? 'Never'
                : latest.roundsAt === null
                  ? formatDateString(latest.date)
                  : `${formatDateString(latest.date)} at ${units.number(latest.roundsAt, 0)} rounds`}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">Cleaning interval</dt>
            <dd>
              {current.cleaningInterval === null
                ? 'None set'
                : `Every ${units.number(current.cleaningInterval, 0)} rounds`}
            </dd>
          </div>
          {dueText && (
            <div>
              <dt className="text-stone-600">Cleaning</dt>
              <dd
                data-cleaning={cleaning?.due ? 'due' : 'not due'}
                className={cleaning?.due ? 'font-semibold text-red-800' : ''}
              >
                {dueText}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-sm text-stone-700">No barrel is on this firearm: every recorded barrel has been removed.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {current && (
          <Button variant="secondary" onClick={() => setMode('cleaning')} aria-expanded={mode === 'cleaning'}>
            Record cleaning
          </Button>
        )}
        <Button variant="secondary" onClick={() => setMode('change')} aria-expanded={mode === 'change'}>
          Change barrel
        </Button>
        {current && (
          <Button variant="secondary" onClick={() => setMode('edit')} aria-expanded={mode === 'edit'}>
            Edit barrel
          </Button>
        )}
      </div>
      <div className="mt-4">
        {mode === 'cleaning' && current && (
          <CleaningForm
            defaultValues={{
              date: todayDateString(),
              work: '',
              roundsAt: rounds && currentIndex >= 0 ? String(rounds.value[currentIndex] ?? '') : '',
              note: '',
            }}
            onSubmit={cleaningSubmit.submit}
            onCancel={done}
            submitError={cleaningSubmit.error}
          />
        )}
        {mode !== null && typeof mode === 'object' && (
          <CleaningForm
            key={mode.correct.id}
            label="Correct cleaning"
            defaultValues={{
              date: mode.correct.date,
              work: mode.correct.work,
              roundsAt: String(mode.correct.roundsAt),
              note: mode.correct.note,
            }}
            onSubmit={correctSubmit.submit}
            onCancel={done}
            submitError={correctSubmit.error}
          />
        )}
        {mode === 'change' && (
          <BarrelForm
            isNew
            defaultValues={newBarrelForm(todayDateString(), current ?? undefined)}
            onSubmit={changeSubmit.submit}
            onCancel={done}
            submitError={changeSubmit.error}
            submitLabel="Save barrel change"
          />
        )}
        {mode === 'edit' && current && (
          <BarrelForm
            defaultValues={barrelToForm(current, settings)}
            stored={storedBarrelFigures(current)}
            onSubmit={editSubmit.submit}
            onCancel={done}
            submitError={editSubmit.error}
            submitLabel="Save barrel"
          />
        )}
      </div>
      {log.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Cleaning log</h3>
          <ul aria-label="Cleaning log" className="mt-2 space-y-1 text-sm">
            {log.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  {formatDateString(event.date)} · {event.work} · at {units.number(event.roundsAt, 0)} rounds
                  {event.note && <span className="text-stone-600"> · {event.note}</span>}
                </span>
                {logBarrel && (
                  <span className="flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`Correct the cleaning of ${formatDateString(event.date)}`}
                      onClick={() => setMode({ correct: event })}
                    >
                      Correct
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Remove the cleaning of ${formatDateString(event.date)}`}
                      onClick={() => setRemoving(event)}
                    >
                      Remove
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          <FormError message={removeSubmit.error} />
          <ConfirmDialog
            open={removing !== null}
            message={removing ? `Remove the cleaning of ${formatDateString(removing.date)} from the log?` : ''}
            confirmLabel="Remove"
            onConfirm={() => {
              const cleaning = removing;
              setRemoving(null);
              if (cleaning) void removeSubmit.submit(cleaning);
            }}
            onCancel={() => setRemoving(null)}
          />
        </>
      )}
      <h3 className="mt-4 font-semibold">Barrel history</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Barrel history">
          <thead>
            <tr className="text-stone-600">
              <th className="py-1 pr-3 font-medium">Barrel</th>
              <th className="py-1 pr-3 font-medium">Installed</th>
              <th className="py-1 pr-3 font-medium">Removed</th>
              <th className="py-1 pr-3 font-medium">Length</th>
              <th className="py-1 pr-3 font-medium">Twist</th>
              <th className="py-1 font-medium">Rounds</th>
            </tr>
          </thead>
          <tbody>
            {plan.barrels.map(({ barrel }, index) => (
              <tr key={barrel.id ?? 'implicit'} data-barrel-row={barrel.name}>
                <td className="py-1 pr-3">{barrel.name}</td>
                <td className="py-1 pr-3">{formatDateString(barrel.installedOn, 'With the firearm')}</td>
                <td className="py-1 pr-3">{barrel === current ? 'On it now' : formatDateString(barrel.removedOn)}</td>
                <td className="py-1 pr-3">{units.barrelLength(barrel.length, DASH)}</td>
                <td className="py-1 pr-3">{barrel.twist || DASH}</td>
                <td className="py-1 tabular-nums" data-barrel-rounds>
                  {roundsOf(index)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
