import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import type { LiveState } from '@/lib/firestore/live';

/**
 * A live list's states, said the same way on every page: loading, a failure, the empty state
 * (with its create link), or the list; documents that cannot be read follow as their own rows.
 */
export function LiveList<T>({
  state,
  what,
  empty,
  children,
}: {
  state: LiveState<T[]>;
  /** The records, plural and lower case: "load developments". */
  what: string;
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  if (state.status === 'error') return <FormError message={`Your ${what} could not be loaded. Please try again.`} />;
  return (
    <>
      {state.status === 'success' ? (
        state.data.length === 0 ? (
          empty
        ) : (
          children(state.data)
        )
      ) : (
        <PageLoading label={`Loading ${what}…`} />
      )}
      <UnreadableRows docs={state.unreadable} />
    </>
  );
}
