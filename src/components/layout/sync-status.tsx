import { syncIndicator, waitingWrites } from '@/lib/sync/sync-status';
import { dismissRejectedWrite, useSyncState } from '@/lib/sync/sync-store';
import { useOnlineStatus } from '@/lib/use-online-status';
import { NotSavedPanel, type Relog } from './not-saved';

export type { Relog, RelogOutcome } from './not-saved';

/**
 * The header's honest word on the network and on writes not yet on the server. It keeps to one
 * line, never shrinking in the header's row: on a 390 px phone the whole sentence wrapped and made
 * the header taller, moving the page under the shooter's thumb as a shot was logged. A phone shows
 * the short words alone (the pill's colour tells offline from syncing), and the user's name gives
 * way; the sentence is there for screen readers, and shown with its mark from the sm width up.
 */
export function SyncIndicator() {
  const online = useOnlineStatus();
  const state = useSyncState();
  const indicator = syncIndicator(online, waitingWrites(state).length);
  return (
    <span role="status" aria-live="polite" data-testid="sync-indicator" className="shrink-0 empty:hidden">
      {indicator && (
        <span
          className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset sm:px-3 ${
            indicator.tone === 'offline'
              ? 'bg-stone-800 text-white ring-stone-900'
              : 'bg-sky-100 text-sky-900 ring-sky-600/30'
          }`}
        >
          <span aria-hidden="true" className="hidden sm:inline">
            {indicator.tone === 'offline' ? '⨯' : '↻'}
          </span>
          <span className="sr-only sm:not-sr-only sm:inline-flex sm:items-center sm:gap-1.5 sm:whitespace-nowrap">
            {indicator.text}
            {indicator.detail && <span className="font-normal">{`· ${indicator.detail}`}</span>}
          </span>
          <span aria-hidden="true" className="sm:hidden">
            {indicator.short}
          </span>
        </span>
      )}
    </span>
  );
}

/** Writes the server refused once they synced, with their values: shown until the user has read them, never dropped. */
export function SyncProblems({ onRelog }: { onRelog?: Relog }) {
  const { rejected } = useSyncState();
  return <NotSavedPanel rejected={rejected} onDismiss={dismissRejectedWrite} onRelog={onRelog} />;
}
