import { useMemo } from 'react';
import { ZodError } from 'zod';
import { useStringHolderCandidates } from '@/features/sessions/hooks';
import { SESSION_LIMITS } from '@/features/sessions/schema';
import { useUnits } from '@/features/units/hooks';
import { findSessionWithString, invalidShotProblem, shotLimitProblem } from './to-shots';
import type { ReadFile } from './use-chronograph-file';

const SAVE_FAILED = 'The shots could not be imported. Please try again.';
const SHOT_REFUSED = 'A shot of this file cannot be stored. Nothing was imported.';
const SESSIONS_FAILED =
  'Your sessions could not be loaded, so this file cannot be checked against them. Nothing was imported; please try again.';

/** Whether a read file can be saved: nothing to check yet, still checking, refused (and why), or ready. */
export type ImportCheck =
  { status: 'none' } | { status: 'checking' } | { status: 'refused'; message: string } | { status: 'ready' };

/**
 * Checks a read file before anything is written: it has shots, every shot can be stored, they fit
 * the session, and the same string is not already in one of the user's sessions. That last check
 * asks the server for the sessions that could hold it (same shot count and day) and waits for
 * them, so a duplicate cannot slip in while they are on their way.
 */
export function useImportCheck(userId: string, file: ReadFile, existingShots: number): ImportCheck {
  const sessions = useStringHolderCandidates(userId, file.status === 'read' ? [stringKey(file)] : []);
  // Why a shot cannot be stored is said in the account's units.
  const units = useUnits();
  return useMemo((): ImportCheck => {
    if (file.status !== 'read') return { status: 'none' };
    const refused = (message: string) => ({ status: 'refused', message }) as const;
    if (file.shots.length === 0) return refused('This file has no shots in it.');
    const invalid = invalidShotProblem(file.shots, units);
    if (invalid) return refused(invalid);
    const limit = shotLimitProblem(existingShots, file.shots.length, SESSION_LIMITS.maxShots);
    if (limit) return refused(limit);
    if (sessions.status === 'error') return refused(SESSIONS_FAILED);
    if (sessions.status !== 'success') return { status: 'checking' };
    const holder = findSessionWithString(file.shots, sessions.data);
    return holder
      ? refused(`This string is already in the session “${holder.sessionName}”. Nothing was imported.`)
      : { status: 'ready' };
  }, [file, existingShots, sessions.status, sessions.data, units]);
}

/** What identifies a read file's shown string for the duplicate check: its shots and its day. */
function stringKey(file: Extract<ReadFile, { status: 'read' }>) {
  return { shots: file.shots.length, date: file.string.date };
}

/** What the user is told when saving fails: a refused shot (nothing was written) or a failure to retry. */
export function importFailureMessage(error: unknown): string {
  return error instanceof ZodError ? SHOT_REFUSED : SAVE_FAILED;
}
