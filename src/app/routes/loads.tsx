import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { paths } from '@/config/paths';
import { LoadList } from '@/features/loads/components/load-list';
import { useLoads } from '@/features/loads/hooks';
import { useLoadRollups } from '@/features/sessions/hooks';
import { useAuthState } from '@/lib/auth/auth-store';

export function LoadsRoute() {
  const { user } = useAuthState();
  const loads = useLoads(user?.uid);
  const rollups = useLoadRollups(user?.uid);
  const newLink = <LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>;

  return (
    <>
      <PageHeader title="Load Developments" actions={newLink} />
      {loads.status === 'loading' && <PageLoading label="Loading load developments…" />}
      {loads.status === 'error' && (
        <FormError message="Your load developments could not be loaded. Please try again." />
      )}
      {loads.status === 'success' &&
        (loads.data.length === 0 ? (
          <EmptyState message="No load developments yet." action={newLink} />
        ) : (
          <LoadList loads={loads.data} pendingIds={loads.pendingIds} rollups={rollups} />
        ))}
      <UnreadableRows docs={loads.unreadable} />
    </>
  );
}
