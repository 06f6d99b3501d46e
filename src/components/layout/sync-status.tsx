import { syncIndicator } from '../../lib/sync/sync-status';
import { dismissRejectedWrite, useSyncState } from '../../lib/sync/sync-store';
import { useOnlineStatus } from '../../lib/use-online-status';

/** The header's honest word on the network and on writes not yet on the server. */
export function SyncIndicator() {
  const online = useOnlineStatus();
  const { pending } = useSyncState();
  const indicator = syncIndicator(online, pending.length);
  return (
    <span role="status" aria-live="polite" data-testid="sync-indicator" className="empty:hidden">
      {indicator && (
        <span
          className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset ${
            indicator.tone === 'offline' ? 'bg-stone-800 text-white ring-stone-900' : 'bg-sky-100 text-sky-900 ring-sky-600/30'
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

/** Writes the server refused once they synced: shown until the user has read them, never dropped. */
export function SyncProblems() {
  const { rejected } = useSyncState();
  if (rejected.length === 0) return null;
  return (
    <section role="alert" aria-label="Not saved" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <h2 className="font-semibold">
        {rejected.length === 1 ? 'One change was not saved' : `${rejected.length} changes were not saved`}
      </h2>
      <ul className="mt-2 space-y-2">
        {rejected.map((write) => (
          <li key={write.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{write.label}</strong>: {write.reason}.
            </span>
            <button
              type="button"
              onClick={() => dismissRejectedWrite(write.id)}
              className="min-h-11 rounded-md px-3 font-semibold text-red-900 underline"
              aria-label={`Dismiss: ${write.label}`}
            >
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
