import { describe, expect, it } from 'vitest';
import {
  cursorOf,
  mayHaveMore,
  pageBounds,
  SESSION_PAGE_SIZE,
  type PageBounds,
  type SessionCursor,
} from './pagination';

const at = (date: string, millis: number): SessionCursor & { id: string } => ({
  id: `${date}-${millis}`,
  date,
  createdAt: new Date(millis),
});

/** Newest shot first, as the query orders: the day, then the moment created. */
const newestFirst = (a: SessionCursor, b: SessionCursor) =>
  a.date === b.date ? b.createdAt.getTime() - a.createdAt.getTime() : a.date < b.date ? 1 : -1;

/** What a page's query returns from `sessions` (startAfter, endAt, or limit), as Firestore reads it. */
function readPage<S extends SessionCursor>(sessions: readonly S[], bounds: PageBounds): S[] {
  const ordered = [...sessions].sort(newestFirst);
  const start = bounds.after ? ordered.findIndex((session) => newestFirst(session, bounds.after!) > 0) : 0;
  const from = start < 0 ? ordered.length : start;
  if (!bounds.through) return ordered.slice(from, from + SESSION_PAGE_SIZE);
  const rest = ordered.slice(from);
  const end = rest.findIndex((session) => newestFirst(session, bounds.through!) > 0);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Presses "Show more" as the page does: the last page ends at its last session. */
function showMore<S extends SessionCursor>(sessions: readonly S[], cursors: SessionCursor[]): SessionCursor[] {
  const bounds = pageBounds(cursors);
  const last = readPage(sessions, bounds.at(-1)!).at(-1);
  return last ? [...cursors, cursorOf(last)] : cursors;
}

const sixty = Array.from({ length: 60 }, (_unused, n) => at(`2026-0${1 + Math.floor(n / 10)}-1${n % 10}`, 1000 + n));

describe('pageBounds', () => {
  it('reads the first page alone until "Show more", each later page after the cursor where the one before it ended', () => {
    const first = at('2026-05-01', 1);
    const second = at('2026-03-01', 2);
    expect(pageBounds([])).toEqual([{ after: null, through: null }]);
    expect(pageBounds([first])).toEqual([
      { after: null, through: first },
      { after: first, through: null },
    ]);
    expect(pageBounds([first, second])).toEqual([
      { after: null, through: first },
      { after: first, through: second },
      { after: second, through: null },
    ]);
  });

  it('shows 25, then 50, then all 60 sessions, each once and newest first', () => {
    const shown = (cursors: SessionCursor[]) => pageBounds(cursors).flatMap((bounds) => readPage(sixty, bounds));
    let cursors: SessionCursor[] = [];
    expect(shown(cursors)).toHaveLength(25);
    cursors = showMore(sixty, cursors);
    expect(shown(cursors)).toHaveLength(50);
    cursors = showMore(sixty, cursors);
    const all = shown(cursors);
    expect(all.map((session) => session.id)).toEqual([...sixty].sort(newestFirst).map((session) => session.id));
    expect(mayHaveMore(readPage(sixty, pageBounds(cursors).at(-1)!).length)).toBe(false);
  });

  it('keeps every session in exactly one page when sessions are added or deleted after "Show more"', () => {
    let cursors: SessionCursor[] = [];
    cursors = showMore(sixty, cursors);
    cursors = showMore(sixty, cursors);
    // Three sessions shot today arrive, one in the middle of the second page is deleted.
    const deleted = [...sixty].sort(newestFirst)[30]!.id;
    const changed = [
      ...sixty.filter((session) => session.id !== deleted),
      ...[1, 2, 3].map((n) => at('2026-12-01', n)),
    ];
    const pages = pageBounds(cursors).map((bounds) => readPage(changed, bounds));
    const ids = pages.flat().map((session) => session.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...changed].sort(newestFirst).map((session) => session.id));
    expect(pages[0]).toHaveLength(28);
  });

  it('tells apart two sessions shot on the same day by the moment each was created', () => {
    const sameDay = [at('2026-06-01', 5), at('2026-06-01', 9), at('2026-06-01', 7)];
    const [newest] = [...sameDay].sort(newestFirst);
    expect(readPage(sameDay, { after: cursorOf(newest!), through: null }).map((session) => session.id)).toEqual([
      '2026-06-01-7',
      '2026-06-01-5',
    ]);
  });
});

describe('mayHaveMore', () => {
  it('offers more only after a full page', () => {
    expect(mayHaveMore(SESSION_PAGE_SIZE)).toBe(true);
    expect(mayHaveMore(SESSION_PAGE_SIZE - 1)).toBe(false);
    expect(mayHaveMore(0)).toBe(false);
  });
});
