/**
 * Cursor pagination of the sessions list (newest shot first). Pure module: no React, no Firebase.
 *
 * Each "Show more" ends the last page where it stood (at its last session) and opens a new one
 * after it. Every page but the last is bounded at both ends, so a session added, moved or deleted
 * while the list is open shows up (or goes) in the page it belongs to, never twice and never lost
 * between two pages; only the last page is cut at a count.
 */

/** How many sessions a page of the list reads. */
export const SESSION_PAGE_SIZE = 25;

/** A place in the list's order: the day shot, then the moment it was created (newest first). */
export type SessionCursor = { date: string; createdAt: Date };

/** Where one page starts (strictly after `after`; the top when null) and ends (at `through`, included; when null, after `SESSION_PAGE_SIZE` sessions). */
export type PageBounds = { after: SessionCursor | null; through: SessionCursor | null };

/** A session's place in the list. */
export function cursorOf(session: SessionCursor): SessionCursor {
  return { date: session.date, createdAt: session.createdAt };
}

/** The pages to read, given the cursor where each "Show more" ended the page before it. */
export function pageBounds(cursors: readonly SessionCursor[]): PageBounds[] {
  return [null, ...cursors].map((after, index) => ({ after, through: cursors[index] ?? null }));
}

/**
 * Whether the list may hold more after its last page: that page filled up (a shorter one has
 * reached the end of the list).
 */
export function mayHaveMore(lastPageCount: number): boolean {
  return lastPageCount >= SESSION_PAGE_SIZE;
}
