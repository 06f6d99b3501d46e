/**
 * A file of several strings (a ladder day) imported into several load developments at once: which
 * load each string is offered to first, from a charge its title names. Pure module.
 */

/** A load as the guess needs it: its id and powder charge (grains). */
export type ChargedLoad = { id: string; powder: { weight: number | null } };

/**
 * The numbers a string's title names, decimal comma or point: "55grs FOX - 24,20 D073.4" gives
 * 55, 24.2 and 73.4 (a powder lot such as D073.4 included: only a load's charge can make one count).
 */
export function numbersInTitle(title: string | null): number[] {
  if (!title) return [];
  return [...title.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
}

/** Charges are compared to a hundredth of a grain (41.5 and 41.50 are one charge). */
const sameCharge = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The load a string is offered to first: among `candidates` (the recipe's loads, in the order to
 * prefer), the first whose charge the title names; null when the title names none of their charges.
 */
export function guessLoadFromTitle<Load extends ChargedLoad>(
  title: string | null,
  candidates: readonly Load[],
): Load | null {
  const numbers = numbersInTitle(title);
  return (
    candidates.find((load) => {
      const charge = load.powder.weight;
      return charge !== null && numbers.some((number) => sameCharge(number, charge));
    }) ?? null
  );
}
