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

/** The BC with its drag model, "0.326 G7"; null when none is recorded. */
export function bcText(load: Pick<LoadFields, 'bullet'>, units: DisplayUnits): string | null {
  const { bc, dragModel } = load.bullet;
  if (bc === null || bc === undefined) return null;
  return [units.number(bc, 4), dragModel].filter(Boolean).join(' ');
}

/**
 * The case and the seating as recorded, lengths in the account's length unit to 0.001 in (0.01 mm):
 * only what the load holds (nothing for a load saved before they existed), in the form's order.
 */
export function caseSeatingItems(
  load: Pick<LoadFields, 'caseDetails' | 'seating'>,
  units: DisplayUnits,
): { label: string; value: string }[] {
  const length = (inches: number | null) => (inches === null ? null : units.length(inches, '', 3));
  const caseDetails = load.caseDetails;
  const seating = load.seating;
  const neck =
    caseDetails?.neckSize === null || caseDetails?.neckSize === undefined ? null : length(caseDetails.neckSize);
  const items: [string, string | null | undefined][] = [
    ['Case brand', caseDetails?.brand || null],
    ['Trim length', caseDetails ? length(caseDetails.trimLength) : null],
    ['Shoulder bump', caseDetails ? length(caseDetails.shoulderBump) : null],
    [
      caseDetails?.neckSizer === 'mandrel'
        ? 'Mandrel'
        : caseDetails?.neckSizer === 'bushing'
          ? 'Neck bushing'
          : 'Neck size',
      neck ?? (caseDetails?.neckSizer ? 'Size not recorded' : null),
    ],
    ['Neck tension', caseDetails ? length(caseDetails.neckTension) : null],
    ['Annealed', caseDetails?.annealed ? caseDetails.annealMethod || 'Yes' : null],
    ['COAL', seating ? length(seating.coal) : null],
    ['CBTO', seating ? length(seating.cbto) : null],
    ['Crimp', seating?.crimp || null],
  ];
  return items.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
