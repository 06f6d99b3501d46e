import { Button } from '@/components/ui/button';
import { FINISHING_DELETION_MESSAGE, type DeletionResume } from '../deletion-resume';

type AccountDeletionNoticeProps = {
  deletion: Exclude<DeletionResume, 'none'>;
  /** Logs out, for a sign-in that lets the deletion finish. */
  onSignInAgain: () => void;
};

/**
 * What the signed-in pages show, in place of the page, while an account deletion that an earlier
 * page left under way is finished (useProfileCompletion).
 */
export function AccountDeletionNotice({ deletion, onSignInAgain }: AccountDeletionNoticeProps) {
  if (deletion === 'finishing') {
    return (
      <p role="status" aria-live="polite" className="rounded-md bg-stone-100 p-4 text-stone-900">
        {FINISHING_DELETION_MESSAGE}
      </p>
    );
  }
  if (deletion === 'waiting') {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-600/30">
        Your account was being deleted when the connection was lost; it is finished as soon as this device is back
        online.
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-600/30">
      <p>
        Your account was being deleted when the connection was lost. Its records are deleted; to delete the account
        itself, log in again.
      </p>
      <Button onClick={onSignInAgain}>Log in again</Button>
    </div>
  );
}
