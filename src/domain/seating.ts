/**
 * Seating depth against a rifle's lands (issue 35). A load stores its CBTO (cartridge base to
 * ogive) and a firearm the CBTO at which the bullet touches its lands, as measured; the jump to the
 * lands is their difference, worked out here and never stored, so it follows either measurement the
 * moment it changes. Lengths are in inches, as stored. Pure: no React, no Firebase.
 */
import type { DisplayUnits } from './unit-format';

/** Stored lengths are to 0.001 in; a difference is rounded far below that, only to drop floating-point noise. */
const NOISE = 1e6;

/**
 * The jump to the lands in inches: the firearm's CBTO to the lands less the load's CBTO. Positive,
 * the bullet jumps that far before it meets the rifling; 0, it touches them; negative, it is seated
 * into them (jammed). Null when either length is unknown.
 */
export function jumpToLands(cbtoToLands: number | null | undefined, cbto: number | null | undefined): number | null {
  if (cbtoToLands === null || cbtoToLands === undefined || cbto === null || cbto === undefined) return null;
  const jump = Math.round((cbtoToLands - cbto) * NOISE) / NOISE;
  // -0 when they are equal after rounding: it reads as touching, not as jammed.
  return jump === 0 ? 0 : jump;
}

/** The jump in words, in the account's length unit: `0.020" jump to the lands`, `0.25 mm into the lands (jammed)`. */
export function jumpText(jump: number, units: DisplayUnits): string {
  if (jump > 0) return `${units.length(jump, '', 3)} jump to the lands`;
  if (jump < 0) return `${units.length(-jump, '', 3)} into the lands (jammed)`;
  return 'touching the lands (no jump)';
}

/** One caliber named two ways by the same person: case, surrounding and repeated spaces aside. */
export function sameCaliber(a: string, b: string): boolean {
  const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(a) !== '' && plain(a) === plain(b);
}

/** What the jump needs of a firearm (its stored fields; the lands' CBTO absent on firearms saved before it existed). */
export type LandsFirearm = {
  id: string;
  name: string;
  caliber: string;
  cbtoToLands?: number | null;
  cbtoMeasuredOn?: string | null;
};

export type FirearmJump<F extends LandsFirearm> = {
  firearm: F;
  /** The firearm's measured CBTO to the lands, in inches. */
  cbtoToLands: number;
  /** Inches; null while the load has no CBTO. */
  jump: number | null;
};

/**
 * The jump of a load (its cartridge and CBTO) in each of `firearms` chambered for it whose CBTO to
 * the lands has been measured, in the order given.
 */
export function jumpsInFirearms<F extends LandsFirearm>(
  load: { cartridge: string; cbto: number | null | undefined },
  firearms: readonly F[],
): FirearmJump<F>[] {
  return firearms.flatMap((firearm) => {
    const lands = firearm.cbtoToLands;
    if (lands === null || lands === undefined || !sameCaliber(firearm.caliber, load.cartridge)) return [];
    return [{ firearm, cbtoToLands: lands, jump: jumpToLands(lands, load.cbto) }];
  });
}
