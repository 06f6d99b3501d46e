import type { ShotPosition } from '@/domain/shots';
import { SESSION_LIMITS } from '../../schema';
import { toStoredInches } from '../../shot-form-schema';
import type { ImportedShotValues } from '../../shot-writes-api';

/** The message when the first aim's target number cannot be one (a whole number, every aim's within the limit). */
export const firstTargetMessage = (aims: number) =>
  `Give a whole number from 1 to ${SESSION_LIMITS.maxTarget - Math.max(aims, 1) + 1}`;

/** The target number typed for the first aim, when it is one for every aim (each next aim the next target); else null. */
export function readFirstTarget(text: string, aims: number): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value + Math.max(aims, 1) - 1 <= SESSION_LIMITS.maxTarget
    ? value
    : null;
}

/**
 * The shots a photo's groups give, in order: each hole a shot with its place (to 0.001 in, as the
 * shot form stores it), no velocity, on its aim's target (the first aim on `firstTarget`, each next
 * aim on the next), a millisecond apart so they keep their order by time too.
 */
export function shotsFromGroups(
  groups: readonly ShotPosition[][],
  firstTarget = 1,
  now = new Date(),
): ImportedShotValues[] {
  return groups
    .flatMap((group, index) => group.map((position) => ({ position, target: firstTarget + index })))
    .map(({ position, target }, order) => ({
      velocity: null,
      impact: null,
      note: '',
      x: toStoredInches(position.x),
      y: toStoredInches(position.y),
      target,
      timestamp: new Date(now.getTime() + order),
    }));
}
