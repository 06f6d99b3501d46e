import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FiguresNote } from '@/components/ui/figures-note';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useUserBarrels } from '@/features/barrels/hooks';
import { useCleaningDue } from '@/features/figures/barrel-hooks';
import { useFirearmTotalsFromServer } from '@/features/figures/hooks';
import { FirearmList } from '@/features/firearms/components/firearm-list';
import { useFirearms } from '@/features/firearms/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';

export function FirearmsRoute() {
  const user = useSignedInUser();
  const firearms = useFirearms(user.uid);
  // Each firearm's total rounds: entered before Rangebook plus every shot logged with it, the
  // completed sessions' summed by the server.
  const rounds = useFirearmTotalsFromServer(user.uid, firearms.data);
  // Whether each firearm's current barrel is due for cleaning (its barrels read, its rounds asked of the server).
  const barrels = useUserBarrels(user.uid);
  const cleaning = useCleaningDue(user.uid, firearms.data, barrels.data);
  const addLink = <LinkButton to={paths.addFirearm.href()}>Add Firearm</LinkButton>;

  return (
    <>
      <PageHeader title="Firearms" actions={addLink} />
      <LiveList state={firearms} what="firearms" empty={<EmptyState message="No firearms yet." action={addLink} />}>
        {(data) => (
          <>
            <FirearmList
              firearms={data}
              pendingIds={firearms.pendingIds}
              rounds={rounds?.value ?? null}
              cleaning={cleaning?.value ?? null}
            />
            {data.length > 0 && <FiguresNote figures={rounds} />}
          </>
        )}
      </LiveList>
    </>
  );
}
