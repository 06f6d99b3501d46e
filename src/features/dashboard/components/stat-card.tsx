import { card } from '@/components/ui/styles';
/** One figure of the dashboard. */
export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={card} title={hint}>
      <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-stat={label}>
        {value}
      </p>
    </div>
  );
}
