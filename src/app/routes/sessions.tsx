import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '@/components/form/select-field';
import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoads } from '@/features/loads/hooks';
import { idsOf, SessionList } from '@/features/sessions/components/session-list';
import { useActiveSessionsById, useSessionSummaryPages } from '@/features/sessions/hooks';
import { cursorOf, mayHaveMore, type SessionCursor } from '@/features/sessions/pagination';
import type { SessionSummary } from '@/features/sessions/schema';
import type { SessionFilter } from '@/features/sessions/sessions-api';
import { useSignedInUser } from '@/lib/auth/auth-store';
import type { LiveState } from '@/lib/firestore/live';

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
      <PagedSessions
        key={`${filter.loadId ?? ''}|${filter.firearmId ?? ''}`}
        userId={user.uid}
        filter={filter}
        filtered={Boolean(filter.loadId || filter.firearmId)}
        newLink={newLink}
        loadIds={idsOf(loads.data, loads.unreadable)}
        firearmIds={idsOf(firearms.data, firearms.unreadable)}
      />
    </>
  );
}

/**
 * The pages read so far as one list's state: the first page's state until it is there, then the
 * sessions of every page that has loaded (a later page's loading or failure is said below the list).
 */
function joinPages([first, ...rest]: [LiveState<SessionSummary[]>, ...LiveState<SessionSummary[]>[]]) {
  if (first.status !== 'success') return first;
  const pages = [first, ...rest];
  const loaded = pages.filter((page) => page.status === 'success');
  return {
    ...first,
    data: loaded.flatMap((page) => page.data ?? []),
    fromCache: loaded.some((page) => page.fromCache),
    hasPendingWrites: loaded.some((page) => page.hasPendingWrites),
    pendingIds: new Set(loaded.flatMap((page) => [...page.pendingIds])),
    unreadable: loaded.flatMap((page) => page.unreadable),
  };
}

function PagedSessions({
  userId,
  filter,
  filtered,
  newLink,
  loadIds,
  firearmIds,
}: {
  userId: string;
  filter: SessionFilter;
  filtered: boolean;
  newLink: ReactNode;
  loadIds: ReadonlySet<string> | null;
  firearmIds: ReadonlySet<string> | null;
}) {
  const [cursors, setCursors] = useState<SessionCursor[]>([]);
  const pages = useSessionSummaryPages(userId, filter, cursors);
  const activeSessions = useActiveSessionsById(userId);
  const list = useMemo(() => joinPages(pages as [LiveState<SessionSummary[]>]), [pages]);
  const lastPage = pages.at(-1);
  const lastSession = lastPage?.data?.at(-1);
  const canShowMore = lastPage?.status === 'success' && mayHaveMore(lastPage.data.length) && lastSession;

  return (
    <LiveList
      state={list}
      what="sessions"
      empty={
        filtered ? (
          <EmptyState message="No sessions match these filters." action={null} />
        ) : (
          <EmptyState message="No sessions yet." action={newLink} />
        )
      }
    >
      {(data) => (
        <>
          <SessionList
            sessions={data}
            activeSessions={activeSessions ?? undefined}
            pendingIds={list.pendingIds}
            loadIds={loadIds}
            firearmIds={firearmIds}
          />
          <div className="mt-4 flex flex-col items-center gap-2">
            {lastPage?.status === 'loading' && <p className="text-stone-700">Loading more sessions…</p>}
            {canShowMore && (
              <Button variant="secondary" onClick={() => setCursors([...cursors, cursorOf(lastSession)])}>
                Show more
              </Button>
            )}
            {lastPage?.status === 'error' && (
              <FormError message="More sessions could not be loaded. Please try again." />
            )}
          </div>
        </>
      )}
    </LiveList>
  );
}
