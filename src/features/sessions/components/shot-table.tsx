import { PendingBadge } from '../../../components/ui/pending-badge';
import { formatTimeOfDay } from '../../../utils/format';
import type { Shot } from '../schema';


/** Every shot of the session, newest first, numbered in the order fired; unsynced ones are marked. */
export function ShotTable({ shots, pendingShotIds }: { shots: readonly Shot[]; pendingShotIds?: ReadonlySet<string> }) {
  if (shots.length === 0) {
    return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">No shots logged yet.</p>;
  }
  const numbered = shots.map((shot, index) => ({ shot, number: index + 1 })).reverse();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" aria-label="Shots">
        <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2">#</th>
            <th scope="col" className="px-3 py-2">Time</th>
            <th scope="col" className="px-3 py-2 text-right">Velocity (fps)</th>
            <th scope="col" className="px-3 py-2 text-right">Impact (in)</th>
            <th scope="col" className="px-3 py-2">Note</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {numbered.map(({ shot, number }) => (
            <tr key={shot.id} data-pending={pendingShotIds?.has(shot.id) ? 'true' : 'false'}>
              <td className="px-3 py-2 font-semibold">
                {number}
                {pendingShotIds?.has(shot.id) && (
                  <span className="ml-2">
                    <PendingBadge label="Not synced" />
                  </span>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTimeOfDay(shot.timestamp)}</td>
              <td className="px-3 py-2 text-right">{shot.velocity ?? '–'}</td>
              <td className="px-3 py-2 text-right">{shot.impact === null ? '–' : shot.impact.toFixed(2)}</td>
              <td className="px-3 py-2">{shot.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
