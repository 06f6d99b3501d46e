/** Marks a record or shot that is saved on this device but not yet on the server. */
export function PendingBadge({ label = 'Not synced yet' }: { label?: string }) {
  return (
    <span
      data-pending="true"
      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-600/30 ring-inset"
    >
      <span aria-hidden="true">↻</span>
      {label}
    </span>
  );
}
