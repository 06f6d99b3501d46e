import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { formatDate, formatDateString } from '@/utils/format';
import { parseBackup, summarizeBackup, summarizeBench, type Backup, type BackupSummary } from '../backup-format';
import type { RestoreResult } from '../restore-api';

type State =
  | { step: 'choose'; refused: string | null }
  | { step: 'confirm' | 'busy'; backup: Backup; summary: BackupSummary; failed: boolean }
  | { step: 'done'; result: RestoreResult };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "1 firearm, 2 load developments and 5 sessions". */
function kinds(figures: { firearms: number; loadDevelopments: number; sessions: number }): string {
  return `${count(figures.firearms, 'firearm')}, ${count(figures.loadDevelopments, 'load development')} and ${count(figures.sessions, 'session')}`;
}

/** "4 components, 4 lots and 3 batches". */
function benchKinds(bench: { components: number; lots: number; batches: number }): string {
  return `${count(bench.components, 'component')}, ${count(bench.lots, 'lot')} and ${count(bench.batches, 'batch', 'batches')}`;
}

/** What of the bench a backup holds, as a sentence; empty when it holds none. */
function benchText(backup: Backup): string {
  const bench = summarizeBench(backup);
  return bench.components + bench.lots + bench.batches > 0 ? ` Its inventory: ${benchKinds(bench)}.` : '';
}

function summaryText(summary: BackupSummary): string {
  const dates = summary.sessionDates
    ? `, shot from ${formatDateString(summary.sessionDates.first)} to ${formatDateString(summary.sessionDates.last)}`
    : '';
  return `It holds ${kinds(summary)} (${count(summary.shots, 'shot')})${dates}.`;
}

function resultText(result: RestoreResult): string {
  const restored = `Restored ${kinds({ ...result, sessions: result.shootingSessions })}`;
  const records =
    result.alreadyThere > 0
      ? `${restored}; ${count(result.alreadyThere, 'record was', 'records were')} already in your account and left as they are.`
      : `${restored}.`;
  const { bench } = result;
  if (!bench) return `${records}${barrelsText(result)}`;
  const there = bench.alreadyThere > 0 ? ` (${count(bench.alreadyThere, 'was', 'were')} already there)` : '';
  const leftOut =
    bench.batchesLeftOut > 0
      ? ` ${count(bench.batchesLeftOut, 'batch', 'batches')} whose load is not in the backup kept only its lots' movements, as counted.`
      : '';
  return `${records} Inventory: ${benchKinds(bench)} restored${there}.${leftOut}${barrelsText(result)}`;
}

/** The barrels restored, as a sentence; empty when the backup holds none. */
function barrelsText({ barrels }: RestoreResult): string {
  if (!barrels) return '';
  const there = barrels.alreadyThere > 0 ? ` (${count(barrels.alreadyThere, 'was', 'were')} already there)` : '';
  const names = barrels.missingFirearm.map((name) => `“${name}”`).join(', ');
  const leftOut = names ? ` Not restored, because their firearm is not in the backup: ${names}.` : '';
  return ` Barrels: ${count(barrels.restored, 'barrel')} restored with their cleaning logs${there}.${leftOut}`;
}

/**
 * Restore from a JSON backup: reads the file, refuses one that is not a backup of a version this
 * app reads (one sentence, nothing written), shows what it holds and restores it on confirmation.
 * `onRestore` does the writing (RestoreBackup gives it the signed-in account's).
 */
export function RestoreBackupPanel({ onRestore }: { onRestore: (backup: Backup) => Promise<RestoreResult> }) {
  const inputId = useId();
  const [state, setState] = useState<State>({ step: 'choose', refused: null });

  async function handleFile(file: File) {
    const parsed = parseBackup(await file.text());
    setState(
      parsed.ok
        ? { step: 'confirm', backup: parsed.backup, summary: summarizeBackup(parsed.backup), failed: false }
        : { step: 'choose', refused: parsed.message },
    );
  }

  async function handleRestore(backup: Backup, summary: BackupSummary) {
    setState({ step: 'busy', backup, summary, failed: false });
    try {
      setState({ step: 'done', result: await onRestore(backup) });
    } catch (error) {
      console.error('The backup could not be restored', error);
      setState({ step: 'confirm', backup, summary, failed: true });
    }
  }

  if (state.step === 'done') {
    const { missingReference } = state.result;
    return (
      <div role="status" className="space-y-2 text-sm text-stone-800">
        <p>{resultText(state.result)}</p>
        {missingReference.length > 0 && (
          <p>
            Not restored, because their load or firearm is not in the backup:{' '}
            {missingReference.map((session) => `“${session.sessionName}”`).join(', ')}.
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="block text-base font-semibold">
          Backup file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={state.step === 'busy'}
          className="mt-2 block min-h-11 w-full max-w-xs text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-800 file:px-4 file:font-semibold file:text-white"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void handleFile(file);
          }}
        />
      </div>
      {state.step === 'choose' && <FormError message={state.refused} />}
      {state.step !== 'choose' && (
        <div className="space-y-3 rounded-md border border-stone-300 bg-white p-4 text-sm text-stone-800">
          <p>
            A backup of {state.summary.email ?? 'a Rangebook account'}, made on {formatDate(state.summary.exportedAt)}.{' '}
            {summaryText(state.summary)}
            {benchText(state.backup)}
          </p>
          {state.summary.unreadable > 0 && (
            <p>
              {count(state.summary.unreadable, 'record')} in it could not be read when it was made and will not be
              restored.
            </p>
          )}
          <Button onClick={() => void handleRestore(state.backup, state.summary)} disabled={state.step === 'busy'}>
            {state.step === 'busy' ? 'Restoring…' : 'Restore into my account'}
          </Button>
          {state.failed && <FormError message="The backup could not be restored. Please try again." />}
        </div>
      )}
    </div>
  );
}
