import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  describeRejectedWrite,
  rejectedWriteFileName,
  rejectedWriteJson,
  type RejectedWrite,
} from '@/lib/sync/sync-status';
import { downloadFile } from '@/utils/download';

/** How logging a refused shot again went; a failure says why in the user's words. */
export type RelogOutcome = { ok: true } | { ok: false; message: string };

/** Logs a refused shot again (into its session, if still active). */
export type Relog = (write: RejectedWrite) => Promise<RelogOutcome>;

type NotSavedPanelProps = {
  rejected: readonly RejectedWrite[];
  onDismiss: (id: string) => void;
  /** Offered for a refused shot; without it there is no "Log again". */
  onRelog?: Relog;
};

const itemButton =
  'min-h-11 rounded-md px-3 font-semibold text-red-900 underline disabled:no-underline disabled:opacity-60';

function NotSavedItem({
  write,
  onDismiss,
  onRelog,
}: {
  write: RejectedWrite;
  onDismiss: (id: string) => void;
  onRelog?: Relog;
}) {
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [relogging, setRelogging] = useState(false);
  const { label } = write.meta;

  async function copy() {
    try {
      await navigator.clipboard.writeText(describeRejectedWrite(write));
      setNote('Copied.');
    } catch {
      setNote('Could not copy here; use Download instead.');
    }
  }

  async function relog() {
    if (!onRelog) return;
    setRelogging(true);
    setNote(null);
    try {
      const outcome = await onRelog(write);
      // Logged again: it is a new write, tracked as any other, and this one has nothing left to keep.
      if (outcome.ok) onDismiss(write.id);
      else setNote(outcome.message);
    } catch {
      setNote('It could not be logged again; copy or download it to keep it.');
    } finally {
      setRelogging(false);
    }
  }

  return (
    <li className="flex flex-col gap-1 border-t border-red-200 pt-2 first:border-t-0 first:pt-0">
      <span>
        <strong>{label}</strong>: {write.reason}.
      </span>
      <span className="flex flex-wrap gap-1">
        {write.meta.relog && onRelog && (
          <button
            type="button"
            onClick={relog}
            disabled={relogging}
            className={itemButton}
            aria-label={`Log again: ${label}`}
          >
            {relogging ? 'Logging…' : 'Log again'}
          </button>
        )}
        <button type="button" onClick={copy} className={itemButton} aria-label={`Copy: ${label}`}>
          Copy
        </button>
        <button
          type="button"
          onClick={() => downloadFile(rejectedWriteFileName(write), rejectedWriteJson(write), 'application/json')}
          className={itemButton}
          aria-label={`Download: ${label}`}
        >
          Download
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={itemButton}
          aria-label={`Dismiss: ${label}`}
        >
          Dismiss
        </button>
      </span>
      {note && (
        <span role="status" className="text-sm">
          {note}
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        message={`Dismiss “${label}”? Its values are not kept anywhere else; copy or download them first if you need them.`}
        confirmLabel="Dismiss Change"
        onConfirm={() => {
          setConfirming(false);
          onDismiss(write.id);
        }}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/**
 * Writes the server refused, each with what it was and why, and its values to take away (Copy,
 * Download) or, for a shot, to log again. Shown until the user dismisses each; nothing when none.
 */
export function NotSavedPanel({ rejected, onDismiss, onRelog }: NotSavedPanelProps) {
  if (rejected.length === 0) return null;
  return (
    <section
      role="alert"
      aria-label="Not saved"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h2 className="font-semibold">
        {rejected.length === 1 ? 'One change was not saved' : `${rejected.length} changes were not saved`}
      </h2>
      <ul className="mt-2 space-y-2">
        {rejected.map((write) => (
          <NotSavedItem key={write.id} write={write} onDismiss={onDismiss} onRelog={onRelog} />
        ))}
      </ul>
    </section>
  );
}
