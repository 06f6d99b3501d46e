import { useMemo } from 'react';
import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { FirearmList, firearmRoundsById } from '@/features/firearms/components/firearm-list';
import { useFirearms } from '@/features/firearms/hooks';
import { useSessions } from '@/features/sessions/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';

export function FirearmsRoute() {
  const user = useSignedInUser();
  const firearms = useFirearms(user.uid);
  // Each firearm's total rounds: entered before Rangebook plus every shot logged with it (rollups.ts);
  // not shown when the sessions cannot be read.
  const sessions = useSessions(user.uid);
  const rounds = useMemo(
    () => (firearms.data ? firearmRoundsById(firearms.data, sessions.data) : null),
    [firearms.data, sessions.data],
  );
  const addLink = <LinkButton to={paths.addFirearm.href()}>Add Firearm</LinkButton>;

  return (
    <>
      <PageHeader title="Firearms" actions={addLink} />
      <LiveList state={firearms} what="firearms" empty={<EmptyState message="No firearms yet." action={addLink} />}>
        {(data) => (
          <FirearmList
            firearms={data}
            pendingIds={firearms.pendingIds}
            rounds={sessions.status === 'error' ? undefined : rounds}
          />
        )}
      </LiveList>
    </>
  );
}
