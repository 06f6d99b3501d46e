import { sdIntervalText } from '@/domain/confidence-text';
import { DEFAULT_CONFIDENCE_LEVEL, formatConfidenceLevel } from '@/domain/intervals';
import { useUnits } from '@/features/units/hooks';

/**
 * Where a string's true SD lies, at the default level, from its SD and its count of velocities:
 * "6.5 to 23.7 fps". Its own chunk (jStat comes with it), loaded after a list's figures.
 */
export function SdInterval({ sd, n }: { sd: number | null; n: number | null }) {
  const units = useUnits();
  return (
    <span title={`The SD's ${formatConfidenceLevel(DEFAULT_CONFIDENCE_LEVEL)} confidence interval (chi-square)`}>
      {sdIntervalText(sd, n, units)}
    </span>
  );
}
