import { useMemo } from 'react';
import { ZodError } from 'zod';
import { useSessions } from '@/features/sessions/hooks';
import { SESSION_LIMITS } from '@/features/sessions/schema';
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
 * waits for the sessions to load, so a duplicate cannot slip in while they are on their way.
 */
export function useImportCheck(userId: string, file: ReadFile, existingShots: number): ImportCheck {
  const sessions = useSessions(userId);
  return useMemo((): ImportCheck => {
    if (file.status !== 'read') return { status: 'none' };
    const refused = (message: string) => ({ status: 'refused', message }) as const;
    if (file.shots.length === 0) return refused('This file has no shots in it.');
    const invalid = invalidShotProblem(file.shots);
    if (invalid) return refused(invalid);
    const limit = shotLimitProblem(existingShots, file.shots.length, SESSION_LIMITS.maxShots);
    if (limit) return refused(limit);
    if (sessions.status === 'error') return refused(SESSIONS_FAILED);
    if (sessions.status !== 'success') return { status: 'checking' };
    const holder = findSessionWithString(file.shots, sessions.data);
    return holder
      ? refused(`This string is already in the session “${holder.sessionName}”. Nothing was imported.`)
      : { status: 'ready' };
  }, [file, existingShots, sessions.status, sessions.data]);
}

/** What the user is told when saving fails: a refused shot (nothing was written) or a failure to retry. */
export function importFailureMessage(error: unknown): string {
  return error instanceof ZodError ? SHOT_REFUSED : SAVE_FAILED;
}
