import { COUNT_WORDS, KIND_NAMES, type ComponentKind, type CostPerRound } from '@/domain/inventory';
import type { DisplayUnits } from '@/domain/unit-format';
import { GRAMS_PER_GRAIN } from '@/domain/units';
import { formatDecimal } from '@/lib/numbers';

/*
 * Quantities as the inventory shows them: powder in the account's powder unit (grains or grams),
 * with pounds or kilograms beside a large amount ("53,925 gr (7.70 lb)"); the rest as a count
 * ("950 primers"). Money is in the account's currency (its profile's `currency`).
 */

/** Powder by weight: "53,925 gr (7.70 lb)", "3,494.3 g (3.49 kg)", "41.5 gr". */
export function powderAmount(grains: number, units: DisplayUnits): string {
  const locale = units.locale;
  if (units.units.powderWeight === 'g') {
    const grams = grains * GRAMS_PER_GRAIN;
    const large = Math.abs(grams) >= 1000 ? ` (${formatDecimal(grams / 1000, locale, 2)} kg)` : '';
    return `${units.number(grams, 1)} g${large}`;
  }
  const large = Math.abs(grains) >= 7000 ? ` (${formatDecimal(grains / 7000, locale, 2)} lb)` : '';
  return `${units.number(grains, 1)} gr${large}`;
}

/** A quantity of a kind in its natural unit: powder by weight, the rest counted ("950 primers"). */
export function quantityText(kind: ComponentKind, quantity: number, units: DisplayUnits): string {
  return kind === 'powder' ? powderAmount(quantity, units) : `${units.number(quantity, 0)} ${COUNT_WORDS[kind]}`;
}

/** A signed change: "+1,000 primers", "−2,075 gr". */
export function changeText(kind: ComponentKind, quantity: number, units: DisplayUnits): string {
  const sign = quantity > 0 ? '+' : quantity < 0 ? '−' : '';
  return `${sign}${quantityText(kind, Math.abs(quantity), units)}`;
}

/** An amount of money in the account's currency, as the locale writes it: "$389.99". */
export function money(amount: number, units: DisplayUnits): string {
  return units.money(amount);
}

/** A price for its quantity: "52.99 for 1,000 primers", "389.99 for 56,000 gr (8.00 lb)". */
export function priceText(
  kind: ComponentKind,
  price: { amount: number; quantity: number } | null,
  units: DisplayUnits,
): string {
  return price === null ? 'No price' : `${money(price.amount, units)} for ${quantityText(kind, price.quantity, units)}`;
}

/** A cost per round in words: "2.09 per round", or why it is unknown. */
export function costText(cost: CostPerRound, units: DisplayUnits): string {
  if (cost.status === 'none') return 'No lots named';
  if (cost.status === 'unknown') {
    const kinds = cost.missing.map((kind) => KIND_NAMES[kind].toLowerCase());
    return `Unknown: no price for the ${kinds.join(', ')} lot${kinds.length === 1 ? '' : 's'}`;
  }
  return `${money(cost.total, units)} per round`;
}
