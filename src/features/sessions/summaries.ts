/**
 * A session's summary (sessionSummary/{id}): what lists and roll-ups read instead of the session
 * with its shots. Pure module: no React, no Firebase; sessions-api.ts writes them.
 */
import { type z } from 'zod';
import { sessionSummaryDocSchema, type SessionSummary, type ShootingSession } from './schema';

/** A summary's fields but its server times. */
export const summaryFieldsSchema = sessionSummaryDocSchema.omit({ createdAt: true, endedAt: true });
export type SummaryFields = z.input<typeof summaryFieldsSchema>;

/** The summary a session stands for, as this device has the session. */
export function summaryOf(session: ShootingSession): SessionSummary {
  return {
    id: session.id,
    ...summaryFieldsSchema.parse(session),
    createdAt: session.createdAt,
    endedAt: session.endedAt,
  };
}

/**
 * Whether a stored summary says what its session says. Server times are left out: a summary written
 * in a later batch than its session (an import's end) holds that batch's time, a moment later.
 */
export function summaryMatches(session: ShootingSession, summary: SessionSummary | null | undefined): boolean {
  if (!summary) return false;
  return JSON.stringify(summaryFieldsSchema.parse(session)) === JSON.stringify(summaryFieldsSchema.parse(summary));
}
