import type { DisplayUnits } from '@/domain/unit-format';
import type { LoadFields } from '../schema';

/** The bullet in words, its weight in the account's unit: "140 gr Hornady ELD Match", "9.07 g Hornady ELD Match". */
export function bulletText(load: Pick<LoadFields, 'bullet'>, units: DisplayUnits): string {
  return [units.bullet(load.bullet.weight), load.bullet.manufacturer, load.bullet.type].filter(Boolean).join(' ');
}

/**
 * The recipe at a glance, weights in the account's units: "140 gr ELD Match over 41.5 gr H4350"
 * (schema.recipeSummary's text in grains).
 */
export function recipeText(load: Pick<LoadFields, 'bullet' | 'powder'>, units: DisplayUnits): string {
  const charge =
    load.powder.weight === null ? load.powder.type : `${units.powder(load.powder.weight)} ${load.powder.type}`;
  return `${bulletText(load, units)} over ${charge}`;
}
