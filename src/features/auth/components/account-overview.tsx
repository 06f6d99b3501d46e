import { Button } from '@/components/ui/button';
import { DASH, formatDate, formatNumber } from '@/utils/format';
import type { RecordCountsState } from '../use-record-counts';

type AccountOverviewProps = {
  email: string | null;
  createdAt: Date | null;
  counts: RecordCountsState;
  onRetry: () => void;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words tabular-nums" data-stat={label}>
        {value}
      </dd>
    </>
  );
}

/** The account at a glance: its email, when it was made, and how many records it holds. */
export function AccountOverview({ email, createdAt, counts, onRetry }: AccountOverviewProps) {
  const counted = (pick: (ready: Extract<RecordCountsState, { status: 'ready' }>['counts']) => number) =>
    counts.status === 'ready' ? formatNumber(pick(counts.counts), 0) : DASH;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Figure label="Email" value={email ?? DASH} />
        <Figure label="Account created" value={formatDate(createdAt, DASH)} />
        <Figure label="Firearms" value={counted((c) => c.firearms)} />
        <Figure label="Load developments" value={counted((c) => c.loadDevelopments)} />
        <Figure label="Sessions" value={counted((c) => c.sessions)} />
        <Figure label="Shots logged" value={counted((c) => c.shots)} />
      </dl>
      {/* Always in the page, so screen readers announce what the counts are waiting for. */}
      <div role="status" className="text-sm text-stone-700">
        {counts.status === 'loading' && <p>Counting your records…</p>}
        {counts.status === 'offline' && (
          <p>Counting your records needs a connection: the counts show once you are back online.</p>
        )}
      </div>
      {counts.status === 'error' && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-800">
            Your records could not be counted.
          </p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
