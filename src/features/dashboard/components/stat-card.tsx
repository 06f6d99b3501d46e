/** One figure of the dashboard. */
export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" title={hint}>
      <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-stat={label}>
        {value}
      </p>
    </div>
  );
}
