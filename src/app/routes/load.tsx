import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FiguresNote } from '@/components/ui/figures-note';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useFirearmsWithLands } from '@/features/barrels/hooks';
import { ChargeLadderSection } from '@/features/figures/components/charge-ladder';
import { LoadHistory, LoadTemperatures } from '@/features/figures/components/load-history';
import { useLoadRollupsFromServer } from '@/features/figures/hooks';
import { useLoadHistory, useRecipePools } from '@/features/figures/load-hooks';
import { useFirearms } from '@/features/firearms/hooks';
import { LoadBatches } from '@/features/inventory/components/load-batches';
import { LoadLots } from '@/features/inventory/components/load-lots';
import { LotVelocitiesSection } from '@/features/inventory/components/lot-velocities';
import { LoadRecipe } from '@/features/loads/components/load-recipe';
import { TestsFromLoad, testsPlannedFrom } from '@/features/loads/components/tests-from-load';
import { useLoad, useLoads } from '@/features/loads/hooks';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { loadStatusTone, type LoadDevelopment } from '@/features/loads/schema';
import { TEST_VARIABLES } from '@/features/loads/test-plan-schema';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function LoadRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Load development"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data, userId) => <LoadPage load={data} userId={userId} pending={load.pendingIds.has(data.id)} />}
    </OwnedRecord>
  );
}

function LoadPage({ load, userId, pending }: { load: LoadDevelopment; userId: string; pending: boolean }) {
  const navigate = useNavigate();
  // Figures over every session of the load and its recipe, summed by the server (a few reads a load);
  // the sessions themselves a page at a time.
  const rollups = useLoadRollupsFromServer(userId, [load.id]);
  const rollup = rollups?.value[load.id] ?? null;
  const recipe = useRecipePools(userId, load);
  const history = useLoadHistory(userId, load.id);
  // For the jump to the lands in each firearm of its cartridge (kept live by the signed-in layout already).
  const firearms = useFirearms(userId);
  // The tests planned from this load, among the user's loads (kept live by the signed-in layout already).
  const loads = useLoads(userId);
  const tests = useMemo(() => testsPlannedFrom(loads.data ?? [], load.id), [loads.data, load.id]);
  // Each with the CBTO to the lands of the barrel on it now (its own while it has no barrel recorded).
  const withLands = useFirearmsWithLands(userId, firearms.status === 'success' ? firearms.data : undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = useSubmit(async () => {
    setConfirmingDelete(false);
    // Stored on this device in milliseconds; it syncs when it can.
    await deleteLoadDevelopment(db, load);
    navigate(paths.loads.href());
  }, 'Failed to delete load development. Please try again.');

  return (
    <div className="space-y-6">
      <PageHeader
        title={load.name}
        actions={
          <>
            <StatusBadge label={load.status} tone={loadStatusTone(load.status)} />
            {pending && <PendingBadge />}
            <LinkButton variant="secondary" to={paths.newBatch.href(load.id)}>
              Load Rounds
            </LinkButton>
            <LinkButton variant="secondary" to={paths.loadImport.href(load.id)}>
              Import chronograph file
            </LinkButton>
            <LinkButton variant="secondary" to={paths.editLoad.href(load.id)}>
              Edit
            </LinkButton>
            <LinkButton variant="secondary" to={paths.newLoad.href(load.id)}>
              Duplicate
            </LinkButton>
            <LinkButton variant="secondary" to={paths.compare.href(load.id)}>
              Compare
            </LinkButton>
            <LinkButton variant="secondary" to={paths.planTest.href(load.id)}>
              Plan a Test
            </LinkButton>
            <LinkButton variant="secondary" to={paths.loadCard.href(load.id)}>
              Load Card
            </LinkButton>
            <Button variant="secondary" className="text-red-800" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          </>
        }
      />
      {load.test && (
        <p data-load="test">
          Step {load.test.step + 1} of {load.test.steps} of a{' '}
          <Link className="underline" to={paths.test.href(load.test.id)}>
            {TEST_VARIABLES[load.test.variable].label} test
          </Link>
          .
        </p>
      )}
      <TestsFromLoad tests={tests} />
      <FormError message={remove.error} />
      <ConfirmDialog
        open={confirmingDelete}
        message="Delete this load development? Its sessions keep their record of the recipe."
        confirmLabel="Delete Load Development"
        onConfirm={() => void remove.submit()}
        onCancel={() => setConfirmingDelete(false)}
      />
      <LoadRecipe
        load={load}
        rollup={rollup}
        firearms={withLands}
        lots={<LoadLots userId={userId} loadId={load.id} />}
      />
      {rollup && <FiguresNote figures={rollups} />}
      <LoadBatches userId={userId} loadId={load.id} />
      <LotVelocitiesSection userId={userId} loadId={load.id} />
      <LoadHistory
        status={history.status}
        history={history.history}
        unreadable={history.unreadable}
        lastPage={history.lastPage}
        showMore={history.showMore}
      />
      <ChargeLadderSection load={load} recipe={recipe} />
      {history.history && history.history.length > 0 && (
        <LoadTemperatures history={history.history} complete={!history.showMore} loadName={load.name} />
      )}
    </div>
  );
}
