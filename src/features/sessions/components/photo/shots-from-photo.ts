import type { ShotPosition } from '@/domain/shots';
import { SESSION_LIMITS, type Shot } from '../../schema';
import { toStoredInches } from '../../shot-form-schema';
import type { ImportedShotValues, ShotPlacement } from '../../shot-writes-api';

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

/** A logged shot a hole goes to: its place, and its number and velocity to say so. */
export type LoggedPlacement = ShotPlacement & { number: number; velocity: number | null };

/**
 * Where a photo's holes go on a session with logged shots: in order (each aim's holes in the order
 * marked, aim by aim), to the logged shots without a place in their logged order; the holes left
 * over (more holes than such shots) as new shots without a velocity.
 */
export function planPlacements(
  groups: readonly ShotPosition[][],
  firstTarget: number,
  shots: readonly Shot[],
  now = new Date(),
): { placements: LoggedPlacement[]; newShots: ImportedShotValues[] } {
  const holes = shotsFromGroups(groups, firstTarget, now);
  const unplaced = shots
    .map((shot, index) => ({ shot, number: index + 1 }))
    .filter(({ shot }) => shot.x === undefined || shot.y === undefined);
  const placements = holes.slice(0, unplaced.length).map((hole, index) => {
    const { shot, number } = unplaced[index]!;
    return { shotId: shot.id, x: hole.x ?? 0, y: hole.y ?? 0, target: hole.target, number, velocity: shot.velocity };
  });
  return { placements, newShots: holes.slice(placements.length) };
}

/** "shots 1 to 5", "shot 3", "shots 2 and 3", "shots 1, 3 and 4". */
function shotNumbers(numbers: readonly number[]): string {
  if (numbers.length === 1) return `shot ${numbers[0]}`;
  const first = numbers[0]!;
  const last = numbers.at(-1)!;
  if (numbers.length > 2 && last - first === numbers.length - 1) return `shots ${first} to ${last}`;
  return `shots ${numbers.slice(0, -1).join(', ')} and ${last}`;
}

const holesText = (count: number) => `${count} ${count === 1 ? 'hole' : 'holes'}`;

/**
 * What a plan writes, before it is written: "5 holes → shots 1 to 5 (2,701 fps … 2,745 fps)", and
 * what becomes of the holes left over: new shots, or (a completed session takes none) nothing.
 */
export function describePlan(
  plan: ReturnType<typeof planPlacements>,
  velocity: (fps: number | null) => string,
  takesNewShots: boolean,
): string {
  const { placements, newShots } = plan;
  const parts: string[] = [];
  if (placements.length > 0) {
    const first = placements[0]!;
    const last = placements.at(-1)!;
    const velocities =
      placements.length === 1 ? velocity(first.velocity) : `${velocity(first.velocity)} … ${velocity(last.velocity)}`;
    parts.push(
      `${holesText(placements.length)} → ${shotNumbers(placements.map((item) => item.number))} (${velocities})`,
    );
  }
  if (newShots.length > 0) {
    parts.push(
      takesNewShots
        ? `${holesText(newShots.length)} more → new shots without a velocity`
        : `${holesText(newShots.length)} more left out (a completed session takes no new shots)`,
    );
  }
  return parts.join('; ');
}
