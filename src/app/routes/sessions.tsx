import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoads } from '@/features/loads/hooks';
import { idsOf, SessionList } from '@/features/sessions/components/session-list';
import { useSessions } from '@/features/sessions/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';

export function SessionsRoute() {
  const user = useSignedInUser();
  const sessions = useSessions(user.uid);
  // To mark a session whose load or firearm was deleted.
  const loads = useLoads(user.uid);
  const firearms = useFirearms(user.uid);
  const newLink = <LinkButton to={paths.newSession.href()}>New Session</LinkButton>;

  return (
    <>
      <PageHeader title="Sessions" actions={newLink} />
      <LiveList state={sessions} what="sessions" empty={<EmptyState message="No sessions yet." action={newLink} />}>
        {(data) => (
          <SessionList
            sessions={data}
            pendingIds={sessions.pendingIds}
            loadIds={idsOf(loads.data, loads.unreadable)}
            firearmIds={idsOf(firearms.data, firearms.unreadable)}
          />
        )}
      </LiveList>
    </>
  );
}
