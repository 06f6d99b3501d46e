import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layout/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { FormError } from '../../components/ui/form-error';
import { LinkButton } from '../../components/ui/link-button';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuthState } from '../../lib/auth/auth-store';
import { FirearmList } from '../../features/firearms/components/firearm-list';
import { useFirearms } from '../../features/firearms/hooks';

export function FirearmsRoute() {
  const { user } = useAuthState();
  const firearms = useFirearms(user?.uid);
  const addLink = <LinkButton to={paths.addFirearm.href()}>Add Firearm</LinkButton>;

  return (
    <>
      <PageHeader title="Firearms" actions={addLink} />
      {firearms.status === 'loading' && <PageLoading label="Loading firearms…" />}
      {firearms.status === 'error' && <FormError message="Your firearms could not be loaded. Please try again." />}
      {firearms.status === 'success' &&
        (firearms.data.length === 0 ? (
          <EmptyState message="No firearms yet." action={addLink} />
        ) : (
          <FirearmList firearms={firearms.data} pendingIds={firearms.pendingIds} />
        ))}
    </>
  );
}
