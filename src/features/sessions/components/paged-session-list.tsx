import { useMemo, useState, type ReactNode } from 'react';
import { LiveList } from '@/components/layout/live-list';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { LiveState } from '@/lib/firestore/live';
import { useActiveSessionsById, useSessionSummaryPages } from '../hooks';
import { cursorOf, mayHaveMore, type SessionCursor } from '../pagination';
import type { SessionSummary } from '../schema';
import type { SessionFilter } from '../sessions-api';
import { SessionList } from './session-list';

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

/**
 * The user's sessions narrowed by `filter`, newest shot first, from their summaries (never their
 * shots): the first page, then one more page for each "Show more". Give it a `key` of its filter, so
 * a new filter starts again from the first page.
 */
export function PagedSessionList({
  userId,
  filter,
  empty,
  loadIds,
  firearmIds,
  headingLevel,
}: {
  userId: string;
  filter: SessionFilter;
  /** What shows when no session matches. */
  empty: ReactNode;
  loadIds: ReadonlySet<string> | null;
  firearmIds: ReadonlySet<string> | null;
  headingLevel?: 2 | 3;
}) {
  const [cursors, setCursors] = useState<SessionCursor[]>([]);
  const pages = useSessionSummaryPages(userId, filter, cursors);
  const activeSessions = useActiveSessionsById(userId);
  const list = useMemo(() => joinPages(pages as [LiveState<SessionSummary[]>]), [pages]);
  const lastPage = pages.at(-1);
  const lastSession = lastPage?.data?.at(-1);
  const canShowMore = lastPage?.status === 'success' && mayHaveMore(lastPage.data.length) && lastSession;

  return (
    <LiveList state={list} what="sessions" empty={empty}>
      {(data) => (
        <>
          <SessionList
            sessions={data}
            activeSessions={activeSessions ?? undefined}
            pendingIds={list.pendingIds}
            headingLevel={headingLevel}
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
