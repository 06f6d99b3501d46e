import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { db } from '@/lib/firebase';
import { todayDateString } from '@/utils/dates';
import { downloadFile, exportFileName } from '@/utils/download';
import { readAllRecords } from '../export-api';

/** Downloads all of the user's records as one JSON file: a backup they own. */
export function BackupButton({ user }: { user: { uid: string; email: string | null } }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function handleBackup() {
    setState('busy');
    try {
      // The file's writer (with the statistics it prints) loads only when a backup is asked for.
      const [records, { backupJson }] = await Promise.all([readAllRecords(db, user.uid), import('../export-files')]);
      downloadFile(
        exportFileName('Rangebook backup', todayDateString(), 'json'),
        backupJson({ exportedAt: new Date(), user, ...records }),
        'application/json',
      );
      setState('idle');
    } catch (error) {
      console.error('The backup could not be made', error);
      setState('failed');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void handleBackup()} disabled={state === 'busy'}>
        {state === 'busy' ? 'Preparing…' : 'Download all my data (JSON)'}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          The backup could not be made. Please try again.
        </p>
      )}
    </div>
  );
}
