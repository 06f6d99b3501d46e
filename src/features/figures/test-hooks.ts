import { useMemo } from 'react';
import { useLoads } from '@/features/loads/hooks';
import { useRecipeSessions } from '@/features/sessions/hooks';
import { loadCardFigures, shotsPerStepLogged, stepLoadsOfTest, testAnalysisOf } from './test-analysis';

/*
 * A test's step loads and their sessions, live (from the device's cache too, so offline), with the
 * analysis; and a load card's figures.
 */

/** A test: its step loads in step order, their sessions' analysis and the shots each step has logged. */
export function useTest(userId: string, testId: string) {
  const loads = useLoads(userId);
  const steps = useMemo(
    () => (loads.status === 'success' ? stepLoadsOfTest(loads.data, testId) : null),
    [loads.status, loads.data, testId],
  );
  const sessions = useRecipeSessions(
    userId,
    useMemo(() => (steps ?? []).map((step) => step.id), [steps]),
  );
  const figures = useMemo(
    () =>
      steps && sessions.status === 'success'
        ? { analysis: testAnalysisOf(steps, sessions.data), logged: shotsPerStepLogged(steps, sessions.data) }
        : null,
    [steps, sessions.status, sessions.data],
  );
  const status =
    loads.status === 'error' || sessions.status === 'error' ? 'error' : steps === null ? 'loading' : 'success';
  return { status, loads: loads.data ?? null, steps, figures } as const;
}

/** A load card's figures from the load's sessions, live; null until they are read. */
export function useLoadCardFigures(userId: string, loadId: string) {
  const sessions = useRecipeSessions(
    userId,
    useMemo(() => [loadId], [loadId]),
  );
  const figures = useMemo(
    () => (sessions.status === 'success' ? loadCardFigures(loadId, sessions.data) : null),
    [loadId, sessions.status, sessions.data],
  );
  return { status: sessions.status, figures } as const;
}
