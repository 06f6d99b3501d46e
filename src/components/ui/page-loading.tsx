/** What a page shows while its code or its data is on the way. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-page-loading
      className="flex min-h-[50dvh] items-center justify-center text-stone-600"
    >
      {label}
    </div>
  );
}
