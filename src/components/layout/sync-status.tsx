import { syncIndicator, waitingWrites } from '@/lib/sync/sync-status';
import { dismissRejectedWrite, useSyncState } from '@/lib/sync/sync-store';
import { useOnlineStatus } from '@/lib/use-online-status';
import { NotSavedPanel, type Relog } from './not-saved';

export type { Relog, RelogOutcome } from './not-saved';

/** The header's honest word on the network and on writes not yet on the server. */
export function SyncIndicator() {
  const online = useOnlineStatus();
  const state = useSyncState();
  const indicator = syncIndicator(online, waitingWrites(state).length);
  return (
    <span role="status" aria-live="polite" data-testid="sync-indicator" className="empty:hidden">
      {indicator && (
        <span
          className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset ${
            indicator.tone === 'offline'
              ? 'bg-stone-800 text-white ring-stone-900'
              : 'bg-sky-100 text-sky-900 ring-sky-600/30'
          }`}
        >
          <span aria-hidden="true">{indicator.tone === 'offline' ? '⨯' : '↻'}</span>
          {indicator.text}
          {indicator.detail && <span className="font-normal">{`· ${indicator.detail}`}</span>}
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
