import type uPlot from 'uplot';
import { chartAxis } from '@/components/charts/uplot-chart';
import type { DisplayUnits } from '@/domain/unit-format';

/**
 * A velocity axis in the account's unit, ticks in its locale, with room for four-digit figures:
 * whole fps, or m/s to a tenth (a range of a few m/s may take steps of 0.5).
 */
export function unitVelocityAxis(label: string, units: DisplayUnits): uPlot.Axis {
  const decimals = units.units.velocity === 'fps' ? 0 : 1;
  return chartAxis(label, (_u, splits) => splits.map((value) => units.number(value, decimals)), { size: 56 });
}

/**
 * A scale's range worked out in the stored units (°F, fps, grains), in the account's: each end
 * converted, as every conversion keeps values in order. Null stays null.
 */
export function rangeIn(
  units: DisplayUnits,
  preference: 'temperature' | 'velocity' | 'powderWeight',
  range: [number, number] | null,
): [number, number] | null {
  return range && [units.value(preference, range[0]), units.value(preference, range[1])];
}
