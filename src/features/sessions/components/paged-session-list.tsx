import type { ReactNode } from 'react';
import { LiveList } from '@/components/layout/live-list';
import { ShowMore } from '@/components/layout/show-more';
import { useActiveSessionsById, usePagedSummaries } from '../hooks';
import type { SessionFilter } from '../session-queries-api';
import { SessionList } from './session-list';

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
  const { list, lastPage, showMore } = usePagedSummaries(userId, filter);
  const activeSessions = useActiveSessionsById(userId);

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
          <ShowMore what="sessions" lastPage={lastPage} showMore={showMore} />
        </>
      )}
    </LiveList>
  );
}
