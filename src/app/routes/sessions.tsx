import { useSearchParams } from 'react-router-dom';
import { SelectField } from '@/components/form/select-field';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoads } from '@/features/loads/hooks';
import { PagedSessionList } from '@/features/sessions/components/paged-session-list';
import { idsOf } from '@/features/sessions/components/session-list';
import type { SessionFilter } from '@/features/sessions/session-queries-api';
import { useSignedInUser } from '@/lib/auth/auth-store';

/** The filter as the page's address keeps it (?load=…&firearm=…), so a filtered list can be linked and reloaded. */
const FILTER_PARAMS = { loadId: 'load', firearmId: 'firearm' } as const;

export function SessionsRoute() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const filter: SessionFilter = {
    loadId: params.get(FILTER_PARAMS.loadId) || undefined,
    firearmId: params.get(FILTER_PARAMS.firearmId) || undefined,
  };
  // To name the filter's choices and mark a session whose load or firearm was deleted.
  const loads = useLoads(user.uid);
  const firearms = useFirearms(user.uid);
  const newLink = <LinkButton to={paths.newSession.href()}>New Session</LinkButton>;
  const headerActions = (
    <>
      <LinkButton variant="secondary" to={paths.compareSessions.href()}>
        Compare Sessions
      </LinkButton>
      {newLink}
    </>
  );
  const setFilter = (key: keyof SessionFilter, value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(FILTER_PARAMS[key], value);
        else next.delete(FILTER_PARAMS[key]);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Sessions" actions={headerActions} />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Load development"
          value={filter.loadId ?? ''}
          onChange={(event) => setFilter('loadId', event.target.value)}
          options={[
            { value: '', label: 'All loads' },
            ...(loads.data ?? []).map((load) => ({ value: load.id, label: `${load.name} (${load.cartridge})` })),
          ]}
        />
        <SelectField
          label="Firearm"
          value={filter.firearmId ?? ''}
          onChange={(event) => setFilter('firearmId', event.target.value)}
          options={[
            { value: '', label: 'All firearms' },
            ...(firearms.data ?? []).map((firearm) => ({
              value: firearm.id,
              label: `${firearm.make} ${firearm.model}`,
            })),
          ]}
        />
      </div>
      {/* A new filter starts again from the first page. */}
      <PagedSessionList
        key={`${filter.loadId ?? ''}|${filter.firearmId ?? ''}`}
        userId={user.uid}
        filter={filter}
        empty={
          filter.loadId || filter.firearmId ? (
            <EmptyState message="No sessions match these filters." action={null} />
          ) : (
            <EmptyState message="No sessions yet." action={newLink} />
          )
        }
        loadIds={idsOf(loads.data, loads.unreadable)}
        firearmIds={idsOf(firearms.data, firearms.unreadable)}
      />
    </>
  );
}
