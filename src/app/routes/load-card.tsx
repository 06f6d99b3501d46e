import { useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { LoadCardFigures } from '@/features/figures/components/load-card';
import { useLoadCardFigures } from '@/features/figures/test-hooks';
import { useLoadBatches } from '@/features/inventory/hooks';
import { BoxLabels, PrintedRecipe } from '@/features/loads/components/printed-recipe';
import { useLoad } from '@/features/loads/hooks';
import type { LoadDevelopment } from '@/features/loads/schema';

export function LoadCardRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Load card"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data, userId) => <LoadCardPage load={data} userId={userId} />}
    </OwnedRecord>
  );
}

/** A load's card and box labels: the page prints as it shows, without the app's header and buttons. */
function LoadCardPage({ load, userId }: { load: LoadDevelopment; userId: string }) {
  const card = useLoadCardFigures(userId, load.id);
  const batches = useLoadBatches(userId, load.id);
  const address = `${window.location.origin}${paths.load.href(load.id)}`;
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <PageHeader
          title="Load card"
          actions={
            <>
              <Button onClick={() => window.print()}>Print</Button>
              <LinkButton variant="secondary" to={paths.load.href(load.id)}>
                Back to the load
              </LinkButton>
            </>
          }
        />
      </div>
      <article aria-label="Load card" className="space-y-3 text-stone-900 print:text-black">
        <h2 className="text-xl font-semibold">{load.name}</h2>
        <PrintedRecipe load={load} />
        {card.figures ? (
          <LoadCardFigures figures={card.figures} />
        ) : (
          <PageLoading label="Loading the load's sessions…" />
        )}
      </article>
      <BoxLabels load={load} batches={batches.data ?? []} address={address} />
    </div>
  );
}
