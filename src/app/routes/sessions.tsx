import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { paths } from '@/config/paths';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoads } from '@/features/loads/hooks';
import { idsOf, SessionList } from '@/features/sessions/components/session-list';
import { useSessions } from '@/features/sessions/hooks';
import { useAuthState } from '@/lib/auth/auth-store';

export function SessionsRoute() {
  const { user } = useAuthState();
  const sessions = useSessions(user?.uid);
  // To mark a session whose load or firearm was deleted.
  const loads = useLoads(user?.uid);
  const firearms = useFirearms(user?.uid);
  const newLink = <LinkButton to={paths.newSession.href()}>New Session</LinkButton>;

  return (
    <>
      <PageHeader title="Sessions" actions={newLink} />
      {sessions.status === 'loading' && <PageLoading label="Loading sessions…" />}
      {sessions.status === 'error' && <FormError message="Your sessions could not be loaded. Please try again." />}
      {sessions.status === 'success' &&
        (sessions.data.length === 0 ? (
          <EmptyState message="No sessions yet." action={newLink} />
        ) : (
          <SessionList
            sessions={sessions.data}
            pendingIds={sessions.pendingIds}
            loadIds={idsOf(loads.data, loads.unreadable)}
            firearmIds={idsOf(firearms.data, firearms.unreadable)}
          />
        ))}
      <UnreadableRows docs={sessions.unreadable} />
    </>
  );
}
