import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FiguresNote } from '@/components/ui/figures-note';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useLoadRollupsFromServer } from '@/features/figures/hooks';
import { LoadList } from '@/features/loads/components/load-list';
import { useLoads } from '@/features/loads/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';

export function LoadsRoute() {
  const user = useSignedInUser();
  const loads = useLoads(user.uid);
  // Each load's figures from its sessions' summaries, counted by the server (never every session).
  const rollups = useLoadRollupsFromServer(
    user.uid,
    loads.data?.map((load) => load.id),
  );
  const newLink = <LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>;

  return (
    <>
      <PageHeader title="Load Developments" actions={newLink} />
      <LiveList
        state={loads}
        what="load developments"
        empty={<EmptyState message="No load developments yet." action={newLink} />}
      >
        {(data) => (
          <>
            <LoadList loads={data} pendingIds={loads.pendingIds} rollups={rollups?.value ?? null} />
            {data.length > 0 && <FiguresNote figures={rollups} />}
          </>
        )}
      </LiveList>
    </>
  );
}
