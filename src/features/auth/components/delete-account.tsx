import type { ReactNode } from 'react';
import { setLeaving } from '@/lib/auth/leaving';
import { db } from '@/lib/firebase';
import { auth } from '@/lib/firebase-app';
import { deleteAccount } from '../delete-account-api';
import { clearDeviceAndLeave } from '../logout-api';
import type { DeleteAccountValues } from '../schema';
import { DeleteAccountPanel } from './delete-account-panel';

const LEAVING_MESSAGE = 'Your account is deleted. Leaving…';

/**
 * Delete the signed-in account: drop it into a page (the account page), with a way to download a
 * backup first as `backup` (the page's BackupButton). Once the account is gone, the device is
 * cleared as at logout and the landing page loads.
 */
export function DeleteAccount({ user, backup }: { user: { uid: string; email: string | null }; backup?: ReactNode }) {
  async function handleDelete(values: DeleteAccountValues, onProgress: (deleted: number) => void) {
    // Auth reports nobody signed in the moment the user is deleted: the pages say this meanwhile.
    setLeaving(LEAVING_MESSAGE);
    try {
      await deleteAccount(auth, db, values, onProgress);
    } catch (error) {
      setLeaving(null);
      throw error;
    }
    await clearDeviceAndLeave(user.uid);
  }

  return <DeleteAccountPanel accountEmail={user.email ?? ''} onDelete={handleDelete} backup={backup} />;
}
