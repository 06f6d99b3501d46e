import type { BestGroup } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { DASH } from '@/utils/format';
import { StatCard } from './stat-card';

/**
 * The dashboard's best group in the account's units: its size as the figure, what it is under it
 * (`group at 100 yd, by mean radius 0.21" (20 shots)` in the figure's large type took five lines
 * of a phone's half-width card); a dash while unknown (`undefined`) or when there is none.
 */
export function BestGroupCard({ best }: { best: BestGroup | null | undefined }) {
  const units = useUnits();
  const parts = best === undefined ? null : units.bestGroupParts(best);
  return (
    <StatCard
      label="Best Group"
      value={parts?.size ?? DASH}
      detail={parts?.detail ?? ''}
      hint="Groups of 5 shots or more rank by mean radius, before smaller ones by extreme spread; where no shot was placed, the closest shot"
    />
  );
}
