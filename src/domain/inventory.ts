/**
 * The handloader's bench (issue 35): what a lot holds, what a batch draws from its lots, whether a
 * lot would go below zero, when a component is low, and what a round costs. Pure: no React, no
 * Firebase. Quantities are in each kind's natural unit: grains of powder, a count of the rest.
 */
import { GRAMS_PER_GRAIN } from './units';

/** The four components of a round, in the order a loader names them. */
export const COMPONENT_KINDS = ['powder', 'primer', 'bullet', 'brass'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** Why a lot's quantity changed. */
export const MOVEMENT_REASONS = ['bought', 'loaded', 'counted', 'spilled', 'sold'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** A movement as far as the arithmetic goes: its signed quantity (added > 0, taken < 0) and when. */
export type QuantityMove = { quantity: number; at: Date };

/** A price paid for a quantity: $52.99 for 1,000 primers, $389.99 for 56,000 gr (8 lb) of powder. */
export type Price = { amount: number; quantity: number };

/** Per kind of component: one value or none. */
export type PerKind<T> = Record<ComponentKind, T>;

/** Grains in one of each weight unit a powder's quantity may be typed in. 1 lb is 7,000 gr exactly. */
export const GRAINS_PER = { gr: 1, g: 1 / GRAMS_PER_GRAIN, lb: 7000, kg: 1000 / GRAMS_PER_GRAIN } as const;
export const POWDER_WEIGHT_UNITS = ['gr', 'g', 'lb', 'kg'] as const;
export type PowderWeightUnit = (typeof POWDER_WEIGHT_UNITS)[number];

/** Sums without the binary noise of decimals (41.5 + 0.1): to a millionth of the unit. */
const clean = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

/** `value` typed in `unit` as grains, to 0.01 gr (what is stored); exact for grains and pounds. */
export function grainsFrom(value: number, unit: PowderWeightUnit): number {
  if (unit === 'gr') return value;
  return Math.round(value * GRAINS_PER[unit] * 100) / 100;
}

/** The quantity on hand: the sum of the lot's movements. Never stored, so its history always explains it. */
export function onHand(movements: readonly Pick<QuantityMove, 'quantity'>[]): number {
  return clean(movements.reduce((sum, movement) => sum + movement.quantity, 0));
}

/** Each movement with the quantity on hand just after it, oldest first (by `at`, then as listed). */
export function runningFigures<M extends QuantityMove>(movements: readonly M[]): { movement: M; after: number }[] {
  const ordered = movements
    .map((movement, index) => ({ movement, index }))
    .sort((a, b) => a.movement.at.getTime() - b.movement.at.getTime() || a.index - b.index);
  let total = 0;
  return ordered.map(({ movement }) => {
    total = clean(total + movement.quantity);
    return { movement, after: total };
  });
}

/** What one round takes of a kind: its charge of powder, one of everything else. */
export function perRoundDraw(kind: ComponentKind, charge: number): number {
  return kind === 'powder' ? charge : 1;
}

/**
 * What a batch takes from each named lot: powder rounds × charge (grains), primers, bullets and
 * cases one a round; null where no lot is named. Computed as the rules compute it (rounds × charge),
 * so the stored draw and its movement agree to the last bit.
 */
export function batchDraws(
  rounds: number,
  charge: number,
  lots: Readonly<PerKind<string | null>>,
): PerKind<number | null> {
  return {
    powder: lots.powder === null ? null : rounds * charge,
    primer: lots.primer === null ? null : rounds,
    bullet: lots.bullet === null ? null : rounds,
    brass: lots.brass === null ? null : rounds,
  };
}

/** A lot that a batch would take below zero: what it holds, what the batch draws, and what would be left. */
export type Shortfall = { kind: ComponentKind; lotId: string; onHand: number; draw: number; after: number };

/**
 * The named lots the draws would take below zero. A lot the loader has not got on this device
 * (`onHandByLot` lacks it) is not judged. Going below zero is allowed once the loader has been told.
 */
export function shortfalls(
  draws: Readonly<PerKind<number | null>>,
  lots: Readonly<PerKind<string | null>>,
  onHandByLot: Readonly<Record<string, number>>,
): Shortfall[] {
  return COMPONENT_KINDS.flatMap((kind) => {
    const lotId = lots[kind];
    const draw = draws[kind];
    if (lotId === null || draw === null) return [];
    const held = onHandByLot[lotId];
    if (held === undefined) return [];
    const after = clean(held - draw);
    return after < 0 ? [{ kind, lotId, onHand: held, draw, after }] : [];
  });
}

/** Low: the total on hand across a component's lots is at or below its threshold (none: never low). */
export function isLowStock(total: number, lowStock: number | null): boolean {
  return lowStock !== null && total <= lowStock;
}

/** A component's total on hand: the sum over its lots. */
export function componentTotal(lots: readonly { movements: readonly Pick<QuantityMove, 'quantity'>[] }[]): number {
  return clean(lots.reduce((sum, lot) => sum + onHand(lot.movements), 0));
}

/** What a round costs, or why it cannot be said. */
export type CostPerRound =
  /** No lot named: nothing to price. */
  | { status: 'none' }
  /** A named lot has no price (or is not on this device): which kinds. */
  | { status: 'unknown'; missing: ComponentKind[] }
  /** The total and each named kind's part, in the account's currency per round. */
  | { status: 'known'; total: number; parts: Partial<PerKind<number>> };

/**
 * Cost per round: over the named lots, the price per unit (amount / quantity) times what one round
 * takes (the charge in grains of powder, one of the rest). A named lot with no price makes it unknown,
 * and says which. `lots[kind]` is undefined when no lot of that kind is named, null when the named
 * lot is not known here.
 */
export function costPerRound(
  charge: number,
  lots: Readonly<Partial<PerKind<{ price: Price | null } | null>>>,
): CostPerRound {
  const named = COMPONENT_KINDS.filter((kind) => lots[kind] !== undefined);
  if (named.length === 0) return { status: 'none' };
  const missing = named.filter((kind) => !lots[kind]?.price);
  if (missing.length > 0) return { status: 'unknown', missing };
  const parts: Partial<PerKind<number>> = {};
  let total = 0;
  for (const kind of named) {
    const price = lots[kind]!.price!;
    const part = (price.amount / price.quantity) * perRoundDraw(kind, charge);
    parts[kind] = part;
    total += part;
  }
  return { status: 'known', total, parts };
}

/**
 * A batch's rounds on hand: the rounds loaded less those its sessions fired (`roundsFiredByBatch`
 * in batch-rounds.ts). Below zero when more were fired than the batch says it loaded.
 */
export function batchRoundsOnHand(batch: { rounds: number }, roundsFired = 0): number {
  return batch.rounds - roundsFired;
}

/** "Powders", "Primers", "Bullets", "Brass": a kind's heading. */
export const KIND_HEADINGS: PerKind<string> = {
  powder: 'Powders',
  primer: 'Primers',
  bullet: 'Bullets',
  brass: 'Brass',
};
/** "Powder", "Primer", "Bullet", "Brass": a kind's name in a sentence's start or a label. */
export const KIND_NAMES: PerKind<string> = { powder: 'Powder', primer: 'Primer', bullet: 'Bullet', brass: 'Brass' };
/** How a count of a kind reads: "primers", "bullets", "cases". */
export const COUNT_WORDS: Omit<PerKind<string>, 'powder'> = { primer: 'primers', bullet: 'bullets', brass: 'cases' };
