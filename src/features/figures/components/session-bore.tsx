import { useMemo } from 'react';
import { barrelOnDate } from '@/domain/barrels';
import { boreOf, cleanedBefore, spanSinceCleaning } from '@/domain/bore';
import { firearmBarrelPlan, useFirearmBarrels } from '@/features/barrels/hooks';
import { useFirearm } from '@/features/firearms/hooks';
import { useUnits } from '@/features/units/hooks';
import { useIdle } from '@/lib/use-idle';
import { formatDateString } from '@/utils/format';
import { useShotsInSpans } from '../hooks';

/**
 * A session's bore, from the log of the barrel it was fired through: clean when no round went through
 * it between its latest cleaning and the session's day, else fouled with the rounds since. Nothing is
 * said while no cleaning before the session is known. One server sum over the firearm's sessions.
 */
export function SessionBore({ userId, firearmId, date }: { userId: string; firearmId: string; date: string }) {
  const units = useUnits();
  const firearm = useFirearm(firearmId);
  // A line under the details: its reads wait until the browser is idle after the session is shown.
  const ready = useIdle();
  const barrels = useFirearmBarrels(ready ? userId : undefined, firearmId);
  const cleaned = useMemo(() => {
    if (!firearm.data || !barrels.data) return null;
    const plan = firearmBarrelPlan(firearm.data, barrels.data);
    const barrel = barrelOnDate(
      plan.barrels.map(({ barrel: each }) => each),
      date,
    );
    if (!barrel) return null;
    // The firearm's own "last cleaned" is its current barrel's.
    return cleanedBefore(barrel.cleanings, barrel === plan.current ? firearm.data.lastCleaned : null, date);
  }, [firearm.data, barrels.data, date]);
  const asks = useMemo(
    () => (cleaned ? [{ firearmId, span: spanSinceCleaning(cleaned, date) }] : null),
    [cleaned, firearmId, date],
  );
  const since = useShotsInSpans(userId, `bore ${firearmId}`, asks);
  if (!cleaned || !since) return null;
  const bore = boreOf(cleaned, since.value[0] ?? 0);
  return (
    <p className="text-sm" data-session="bore">
      {bore.state === 'clean'
        ? `Clean bore: the barrel was cleaned on ${formatDateString(bore.cleanedOn)}, and no round went through it on the days between.`
        : `Fouled bore: ${units.number(bore.roundsSince, 0)} rounds since the barrel was cleaned on ${formatDateString(bore.cleanedOn)}.`}
    </p>
  );
}
