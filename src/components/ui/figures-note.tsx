import { useOnlineStatus } from '@/lib/use-online-status';

/** What figures worked out by the server are, while they are not fresh: the last this device had, or none yet. */
export function figuresNote(asOf: Date | null, online: boolean): string {
  if (asOf === null) return online ? 'Working out your figures…' : 'Your figures show once this device is online.';
  const when = asOf.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return online
    ? `Figures as of ${when}; updating…`
    : `Figures as of ${when}, the last this device had; they update once it is online.`;
}

/**
 * A line under figures that are not fresh from the server, empty once they are. Its line is kept
 * while empty: the note going as the server's figures came moved everything under it up a line
 * (the dashboard's Recent Sessions, a layout shift of 0.056 on a phone).
 */
export function FiguresNote({ figures }: { figures: { fresh: boolean; asOf: Date } | null }) {
  const online = useOnlineStatus();
  const fresh = figures?.fresh === true;
  return (
    <p role="status" className="min-h-5 text-sm text-stone-600" data-figures={fresh ? 'fresh' : 'not-fresh'}>
      {fresh ? null : figuresNote(figures?.asOf ?? null, online)}
    </p>
  );
}
