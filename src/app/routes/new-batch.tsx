import { useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { loadBatch, type BatchChoice } from '@/features/inventory/batches-api';
import { BatchForm } from '@/features/inventory/components/batch-form';
import { useBrassLives, useComponents, useLots } from '@/features/inventory/hooks';
import { useLoad } from '@/features/loads/hooks';
import type { LoadDevelopment } from '@/features/loads/schema';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function NewBatchRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Load rounds"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data, userId) => <NewBatchPage load={data} userId={userId} />}
    </OwnedRecord>
  );
}

function NewBatchPage({ load, userId }: { load: LoadDevelopment; userId: string }) {
  const navigate = useNavigate();
  const components = useComponents(userId);
  const lots = useLots(userId);
  const lives = useBrassLives(userId, lots.data);
  const { submit, error } = useSubmit(async (choice: BatchChoice) => {
    // The batch and its lots' movements, stored on this device in milliseconds; it syncs when it can.
    await loadBatch(db, userId, load, choice);
    navigate(paths.load.href(load.id));
  }, 'Failed to save the batch. Please try again.');

  const back = (
    <LinkButton variant="secondary" to={paths.load.href(load.id)}>
      Back to the load
    </LinkButton>
  );
  return (
    <>
      <PageHeader title={`Load rounds: ${load.name}`} actions={back} />
      {components.status === 'error' || lots.status === 'error' ? (
        <FormError message="Your inventory could not be loaded. Please try again." />
      ) : components.status === 'success' && lots.status === 'success' ? (
        <BatchForm
          charge={load.powder.weight}
          components={components.data}
          lots={lots.data}
          lives={lives}
          onSubmit={submit}
          submitError={error}
        />
      ) : (
        <PageLoading label="Loading your inventory…" />
      )}
    </>
  );
}
