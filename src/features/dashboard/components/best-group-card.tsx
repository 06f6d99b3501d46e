import type { BestGroup } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { DASH } from '@/utils/format';
import { StatCard } from './stat-card';

/** The dashboard's best group in the account's units; a dash while unknown (`undefined`) or when there is none. */
export function BestGroupCard({ best }: { best: BestGroup | null | undefined }) {
  const units = useUnits();
  return (
    <StatCard
      label="Best Group"
      value={best === undefined ? DASH : units.bestGroup(best, DASH)}
      hint="Groups of 5 shots or more rank by mean radius, before smaller ones by extreme spread; where no shot was placed, the closest shot"
    />
  );
}
