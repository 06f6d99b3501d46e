import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { logoutRisk, logoutWarning } from '@/lib/sync/sync-status';
import { useSyncState } from '@/lib/sync/sync-store';
import { useOnlineStatus } from '@/lib/use-online-status';

type Step = 'idle' | 'asking' | 'waiting';

/**
 * Logout, asking first when it would lose something: writes not yet on the server (with **Wait for
 * Them**, which logs out once they have synced) and refused writes still under Not saved.
 */
export function LogoutButton({ onLogOut }: { onLogOut: () => void }) {
  const state = useSyncState();
  const online = useOnlineStatus();
  const [chosen, setChosen] = useState<Step>('idle');
  const risk = logoutRisk(state);
  const warning = logoutWarning(risk);
  // Waited until everything reached the server: a refusal (on the way, or an earlier one) is asked about again.
  const step: Step = chosen === 'waiting' && risk.waiting === 0 && risk.refused > 0 ? 'asking' : chosen;
  // Nothing left to lose: after waiting, or while asking (the write that made it ask reached the
  // server meanwhile, and the question would have no reason left to give).
  const nothingToLose = chosen !== 'idle' && warning === null;

  useEffect(() => {
    if (nothingToLose) onLogOut();
  }, [nothingToLose, onLogOut]);

  return (
    <>
      {/* Whole in the header's row, however little room the user's name and the sync indicator leave. */}
      <Button variant="secondary" className="shrink-0" onClick={() => (warning ? setChosen('asking') : onLogOut())}>
        Logout
      </Button>
      <LogoutDialog
        open={step !== 'idle'}
        lines={
          step === 'waiting'
            ? [
                `Waiting for ${risk.waiting === 1 ? '1 change' : `${risk.waiting} changes`} to reach the server; you are logged out once ${risk.waiting === 1 ? 'it has' : 'they have'}.`,
                ...(online ? [] : ['This device is offline: they sync when the connection returns.']),
              ]
            : (warning ?? [])
        }
        canWait={step === 'asking' && risk.waiting > 0}
        onWait={() => setChosen('waiting')}
        onLogOutAnyway={onLogOut}
        onCancel={() => setChosen('idle')}
      />
    </>
  );
}

type LogoutDialogProps = {
  open: boolean;
  lines: string[];
  canWait: boolean;
  onWait: () => void;
  onLogOutAnyway: () => void;
  onCancel: () => void;
};

/** The question before a logout that would lose something (Escape stays signed in). */
function LogoutDialog({ open, lines, canWait, onWait, onLogOutAnyway, onCancel }: LogoutDialogProps) {
  const stayButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <ModalDialog open={open} labelledBy={titleId} initialFocus={stayButton} onCancel={onCancel}>
      <h2 id={titleId} className="text-lg font-semibold">
        Log out?
      </h2>
      <div role="status" aria-live="polite" className="mt-2 space-y-2">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={stayButton} variant="secondary" onClick={onCancel}>
          Stay Signed In
        </Button>
        {canWait && (
          <Button variant="secondary" onClick={onWait}>
            Wait for Them
          </Button>
        )}
        <Button onClick={onLogOutAnyway}>Log Out Anyway</Button>
      </div>
    </ModalDialog>
  );
}
