import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';

/**
 * The foot of a list read a page at a time (the sessions' `usePagedSummaries`): the next page while
 * it loads, the button that asks for it, and why it could not be read.
 */
export function ShowMore({
  what,
  lastPage,
  showMore,
}: {
  /** The records, plural and lower case: "sessions". */
  what: string;
  /** The state of the page read last. */
  lastPage: 'loading' | 'error' | 'success' | 'idle';
  /** Reads the next page; null when there is no more. */
  showMore: (() => void) | null;
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {lastPage === 'loading' && <p className="text-stone-700">Loading more {what}…</p>}
      {showMore && (
        <Button variant="secondary" onClick={showMore}>
          Show more
        </Button>
      )}
      {lastPage === 'error' && <FormError message={`More ${what} could not be loaded. Please try again.`} />}
    </div>
  );
}
