import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { defaultBatchId, newestBatchFirst } from '@/domain/batch-rounds';
import { batchRoundsOnHand } from '@/domain/inventory';
import { CatalogueNotOnDeviceError } from '@/features/factory-loads/factory-loads-api';
import { useFactoryLoads } from '@/features/factory-loads/hooks';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoadBatches } from '@/features/inventory/hooks';
import { useLoads } from '@/features/loads/hooks';
import { recipeSummary } from '@/features/loads/schema';
import { SessionForm, type Choice } from '@/features/sessions/components/session-form';
import { useBatchRoundsFired } from '@/features/sessions/hooks';
import { emptySessionForm, type SessionFormValues } from '@/features/sessions/schema';
import { factorySnapshot, handloadSnapshot, sessionStartFromForm } from '@/features/sessions/session-start-schema';
import { startSession } from '@/features/sessions/session-writes-api';
import { useUnits } from '@/features/units/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { formatDateString } from '@/utils/format';

const FAILED = 'Failed to create shooting session. Please try again.';

/** A note under a select: loading, or the way to create the first record. */
/** A live query's or a one-time read's (TanStack's 'pending') state of a list to choose from. */
function choicesNote(state: { status: string; data?: readonly unknown[] | undefined }, empty: ReactNode) {
  if (state.status === 'loading' || state.status === 'pending') return 'Loading…';
  if (state.status === 'error') return 'These could not be loaded.';
  if (state.status === 'success' && state.data?.length === 0) return empty;
  return null;
}

export function NewSessionRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const loads = useLoads(user.uid);
  const factoryLoads = useFactoryLoads();
  const firearms = useFirearms(user.uid);
  const [defaultValues] = useState(() => emptySessionForm());
  // The chosen handload's batches, with their rounds left, to pick the one the session fires.
  const [handloadId, setHandloadId] = useState('');
  const batches = useLoadBatches(user.uid, handloadId || undefined);
  const loadBatches = useMemo(
    () => (batches.data ?? []).filter((batch) => batch.loadDevelopmentId === handloadId).sort(newestBatchFirst),
    [batches.data, handloadId],
  );
  const fired = useBatchRoundsFired(
    user.uid,
    useMemo(() => loadBatches.map((batch) => batch.id), [loadBatches]),
  );
  const units = useUnits();
  const batchChoices = useMemo<Choice[]>(
    () =>
      fired
        ? loadBatches.map((batch) => ({
            value: batch.id,
            label: `${formatDateString(batch.date)} · ${units.number(batchRoundsOnHand(batch, fired.get(batch.id)), 0)} of ${units.number(batch.rounds, 0)} left`,
          }))
        : [],
    [loadBatches, fired, units],
  );
  const batchDefault = fired ? defaultBatchId(loadBatches, fired) : null;

  const choices = useMemo(() => {
    const loadChoices: Choice[] = (loads.data ?? []).map((load) => ({
      value: load.id,
      label: `${load.name} · ${recipeSummary(load)}`,
    }));
    const factoryChoices: Choice[] = [...(factoryLoads.data ?? [])]
      .sort((a, b) => a.caliber.localeCompare(b.caliber) || a.manufacturer.localeCompare(b.manufacturer))
      .map((load) => ({
        value: load.id,
        label: `${load.caliber}: ${load.manufacturer} ${load.product}, ${load.bulletWeight}`,
      }));
    const firearmChoices: Choice[] = (firearms.data ?? []).map((firearm) => ({
      value: firearm.id,
      label: `${firearm.name} (${firearm.caliber})`,
    }));
    return { loadChoices, factoryChoices, firearmChoices };
  }, [loads.data, factoryLoads.data, firearms.data]);

  function chosenAmmunition(values: SessionFormValues) {
    if (values.ammunitionType === 'handload') {
      const load = loads.data?.find((item) => item.id === values.ammunitionId);
      return load ? handloadSnapshot(load) : null;
    }
    const factoryLoad = factoryLoads.data?.find((item) => item.id === values.ammunitionId);
    return factoryLoad ? factorySnapshot(factoryLoad) : null;
  }

  const { submit, error } = useSubmit(async (values: SessionFormValues) => {
    // The chosen records as the live lists have them now; gone means creation fails.
    const firearm = firearms.data?.find((item) => item.id === values.firearmId);
    const selectedAmmunition = chosenAmmunition(values);
    if (!firearm || !selectedAmmunition) throw new Error('The chosen ammunition or firearm no longer exists');
    const sessionId = await startSession(db, user.uid, sessionStartFromForm(values, selectedAmmunition, firearm));
    navigate(paths.session.href(sessionId));
  }, FAILED);

  return (
    <>
      <PageHeader title="New Session" />
      <SessionForm
        defaultValues={defaultValues}
        onSubmit={submit}
        submitError={error}
        handloads={choices.loadChoices}
        factoryLoads={choices.factoryChoices}
        firearms={choices.firearmChoices}
        onHandloadChange={setHandloadId}
        batches={batchChoices}
        defaultBatchId={batchDefault}
        handloadsNote={choicesNote(
          loads,
          <>
            No load developments yet.{' '}
            <Link className="font-semibold text-amber-700 underline" to={paths.newLoad.href()}>
              Create one
            </Link>
          </>,
        )}
        factoryLoadsNote={
          factoryLoads.error instanceof CatalogueNotOnDeviceError
            ? factoryLoads.error.message
            : choicesNote(
                factoryLoads,
                <>
                  The factory catalogue is empty.{' '}
                  <Link className="font-semibold text-amber-700 underline" to={paths.admin.href()}>
                    Add it on the admin page
                  </Link>
                </>,
              )
        }
        firearmsNote={choicesNote(
          firearms,
          <>
            No firearms yet.{' '}
            <Link className="font-semibold text-amber-700 underline" to={paths.addFirearm.href()}>
              Add one
            </Link>
          </>,
        )}
      />
    </>
  );
}
