import { useMemo } from 'react';
import { useRecipeSources, type RecipeSources } from '@/features/sessions/hooks';
import { db } from '@/lib/firebase';
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { figuresOfSession, figuresOfSummary, recipeFamily, type SessionFigures } from './analysis';
import { loadRef, userLoadsQuery } from './loads-api';
import type { LoadDevelopment } from './schema';

/** The user's load developments, live, newest first. */
export function useLoads(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userLoadsQuery(db, userId) : null), [userId]));
}

/** One load development, live; data null when it does not exist. */
export function useLoad(loadId: string | undefined) {
  return useLiveDoc(useMemo(() => (loadId ? loadRef(db, loadId) : null), [loadId]));
}

/** The figures of every session of a recipe: from its completed summaries and the live active sessions, or from the whole sessions. */
function recipeFigures({ summaries, active, whole }: RecipeSources): SessionFigures[] {
  if (whole) return whole.map(figuresOfSession);
  const completed = summaries.flatMap((summary) => figuresOfSummary(summary) ?? []);
  return [...completed, ...active.map(figuresOfSession)];
}

/**
 * What the load page shows its figures from: the user's loads (for the recipe's family) and the
 * figures of every session of the recipe's loads, live (useRecipeSources: summaries, not shots).
 */
export function useRecipeFigures(userId: string, load: LoadDevelopment) {
  const loads = useLoads(userId);
  const familyIds = useMemo(
    () => (loads.status === 'success' ? recipeFamily(loads.data, load).map((member) => member.id) : null),
    [loads.status, loads.data, load],
  );
  const sources = useRecipeSources(userId, familyIds);
  const figures = useMemo(() => (sources.data ? recipeFigures(sources.data) : null), [sources.data]);
  const status = loads.status === 'error' || sources.status === 'error' ? 'error' : figures ? 'success' : 'loading';
  return { status, loads: loads.data ?? null, figures, unreadable: sources.unreadable } as const;
}
