import { useMemo } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { paths } from '@/config/paths';
import { FirearmList, firearmRoundsById } from '@/features/firearms/components/firearm-list';
import { useFirearms } from '@/features/firearms/hooks';
import { useSessions } from '@/features/sessions/hooks';
import { useAuthState } from '@/lib/auth/auth-store';

export function FirearmsRoute() {
  const { user } = useAuthState();
  const firearms = useFirearms(user?.uid);
  // Each firearm's total rounds: entered before Rangebook plus every shot logged with it (rollups.ts);
  // not shown when the sessions cannot be read.
  const sessions = useSessions(user?.uid);
  const rounds = useMemo(
    () => (firearms.data ? firearmRoundsById(firearms.data, sessions.data) : null),
    [firearms.data, sessions.data],
  );
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
          <FirearmList
            firearms={firearms.data}
            pendingIds={firearms.pendingIds}
            rounds={sessions.status === 'error' ? undefined : rounds}
          />
        ))}
      <UnreadableRows docs={firearms.unreadable} />
    </>
  );
}
