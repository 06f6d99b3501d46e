import { useOnlineStatus } from '@/lib/use-online-status';

/** What figures worked out by the server are, while they are not fresh: the last this device had, or none yet. */
export function figuresNote(asOf: Date | null, online: boolean): string {
  if (asOf === null) return online ? 'Working out your figures…' : 'Your figures show once this device is online.';
  const when = asOf.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return online
    ? `Figures as of ${when}; updating…`
    : `Figures as of ${when}, the last this device had; they update once it is online.`;
}

/** A line under figures that are not fresh from the server (nothing once they are). */
export function FiguresNote({ figures }: { figures: { fresh: boolean; asOf: Date } | null }) {
  const online = useOnlineStatus();
  if (figures?.fresh) return null;
  return (
    <p role="status" className="text-sm text-stone-600" data-figures="not-fresh">
      {figuresNote(figures?.asOf ?? null, online)}
    </p>
  );
}
