import { db } from '@/lib/firebase';
import { restoreBackup } from '../restore-api';
import { RestoreBackupPanel } from './restore-backup-panel';

/** Restore from a JSON backup into the signed-in account: drop it into a page (the account page). */
export function RestoreBackup({ user }: { user: { uid: string } }) {
  return <RestoreBackupPanel onRestore={(backup) => restoreBackup(db, user.uid, backup)} />;
}
