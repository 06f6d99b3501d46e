import { PendingBadge } from '@/components/ui/pending-badge';
import { positionOf } from '@/domain/shots';
import { targetOf, targetsOf } from '@/domain/target-groups';
import type { DisplayUnits } from '@/domain/unit-format';
import { useUnits } from '@/features/units/hooks';
import { numberSeparators } from '@/lib/numbers';
import { formatTimeOfDay } from '@/utils/format';
import { EXCLUSION_REASON_LABELS, type Exclusions, type Shot } from '../schema';

/** What separates X from Y: a comma, or a semicolon where the comma is the decimal mark ("12,7; 6,4"). */
const coordinateSeparator = (locale: string) => (numberSeparators(locale).decimal === ',' ? ';' : ',');

const formatPosition = (position: { x: number; y: number } | null, units: DisplayUnits) =>
  position
    ? `${units.lengthNumber(position.x)}${coordinateSeparator(units.locale)} ${units.lengthNumber(position.y)}`
    : '–';

/** A shot and its number in the order fired (1 for the first). */
export type NumberedShot = { shot: Shot; number: number };

type ShotTableProps = {
  shots: readonly Shot[];
  /** Shots left out of the statistics, by id, with the reason. */
  exclusions?: Exclusions;
  pendingShotIds?: ReadonlySet<string>;
  /** Asks to delete a shot (active sessions only); the table shows no Delete when absent. */
  onDelete?: (shot: NumberedShot) => void;
  /** Asks to leave a shot out of the statistics; the table shows no Exclude when absent. */
  onExclude?: (shot: NumberedShot) => void;
  /** Counts an excluded shot again. */
  onInclude?: (shot: NumberedShot) => void;
};

// 44 px touch targets: these are tapped at the range.
const actionButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-100';

/**
 * Every shot of the session, newest first, numbered in the order fired; unsynced ones are marked,
 * excluded ones struck through with their reason (they stay: the record keeps every shot fired).
 */
export function ShotTable({ shots, exclusions = {}, pendingShotIds, onDelete, onExclude, onInclude }: ShotTableProps) {
  const units = useUnits();
  if (shots.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No shots logged yet.
      </p>
    );
  }
  const hasActions = Boolean(onDelete || onExclude || onInclude);
  const velocityUnit = units.label('velocity');
  const lengthUnit = units.label('length');
  // Where each shot hit, once any shot of the session has a place on the target.
  const hasPositions = shots.some((shot) => positionOf(shot) !== null);
  // Which target each shot went to, once the session's shots went to more than one.
  const hasTargets = targetsOf(shots).length > 1;
  const numbered: NumberedShot[] = shots.map((shot, index) => ({ shot, number: index + 1 })).reverse();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" aria-label="Shots">
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              Time
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Velocity ({velocityUnit})
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Impact ({lengthUnit})
            </th>
            {hasPositions && (
              <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                X{coordinateSeparator(units.locale)} Y ({lengthUnit})
              </th>
            )}
            {hasTargets && (
              <th scope="col" className="px-3 py-2 text-right">
                Target
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Note
            </th>
            {hasActions && (
              <th scope="col" className="px-3 py-2 text-right">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {numbered.map((item) => {
            const { shot, number } = item;
            const reason = exclusions[shot.id];
            const excluded = reason !== undefined;
            const pending = pendingShotIds?.has(shot.id) ?? false;
            // <s> strikes the figures through; the reason is written out too, since a strike is not read aloud.
            const figure = (value: string) => (excluded ? <s>{value}</s> : value);
            return (
              <tr
                key={shot.id}
                data-pending={pending ? 'true' : 'false'}
                data-excluded={excluded ? 'true' : 'false'}
                className={excluded ? 'bg-stone-50 text-stone-600' : undefined}
              >
                <td className="px-3 py-2 font-semibold">
                  {number}
                  {pending && (
                    <span className="ml-2">
                      <PendingBadge label="Not synced" />
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{figure(formatTimeOfDay(shot.timestamp))}</td>
                <td className="px-3 py-2 text-right">{figure(units.velocityCell(shot.velocity))}</td>
                <td className="px-3 py-2 text-right">{figure(units.lengthNumber(shot.impact))}</td>
                {hasPositions && (
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {figure(formatPosition(positionOf(shot), units))}
                  </td>
                )}
                {hasTargets && <td className="px-3 py-2 text-right">{targetOf(shot)}</td>}
                <td className="px-3 py-2">
                  {shot.note}
                  {excluded && (
                    <span
                      className="ml-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800"
                      data-exclusion={reason}
                    >
                      Excluded: {EXCLUSION_REASON_LABELS[reason]}
                    </span>
                  )}
                </td>
                {hasActions && (
                  <td className="px-3 py-1 text-right whitespace-nowrap">
                    <span className="inline-flex gap-2">
                      {excluded && onInclude && (
                        <button
                          type="button"
                          className={`${actionButton} text-stone-900`}
                          aria-label={`Include shot ${number}`}
                          onClick={() => onInclude(item)}
                        >
                          Include
                        </button>
                      )}
                      {!excluded && onExclude && (
                        <button
                          type="button"
                          className={`${actionButton} text-stone-900`}
                          aria-label={`Exclude shot ${number}`}
                          onClick={() => onExclude(item)}
                        >
                          Exclude
                        </button>
                      )}
                      {onDelete && (
                        <button
                          type="button"
                          className={`${actionButton} text-red-800`}
                          aria-label={`Delete shot ${number}`}
                          onClick={() => onDelete(item)}
                        >
                          Delete
                        </button>
                      )}
                    </span>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
