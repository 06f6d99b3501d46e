/**
 * Several groups in one session (issue 37, item 5) and how groups are ranked. A shot names the target
 * it was fired at (target 1 when it names none); the placed shots of each target are a group of their
 * own. Groups rank by mean radius once they hold MIN_RANKED_SHOTS shots: the extreme spread hangs on
 * the two widest shots alone, the mean radius on every shot. Smaller groups rank after those, by
 * extreme spread. Pure: no React, no Firebase.
 */
import { groupExtremeSpread, meanRadius } from './groups';
import { positionOf, type ShotPosition } from './shots';

/** The target of a shot that names none: every shot logged before targets existed. */
export const DEFAULT_TARGET = 1;

/** The fewest shots a group needs to rank by its mean radius. */
export const MIN_RANKED_SHOTS = 5;

export type Targeted = { target?: number | undefined };

/** The target a shot was fired at. */
export const targetOf = (shot: Targeted): number => shot.target ?? DEFAULT_TARGET;

/** The targets the shots were fired at, in ascending order (none for no shots). */
export function targetsOf(shots: readonly Targeted[]): number[] {
  return [...new Set(shots.map(targetOf))].sort((a, b) => a - b);
}

/** The targets a shot form offers: those already shot at (target 1 always), then the next one. */
export function targetChoices(shots: readonly Targeted[]): number[] {
  const used = targetsOf([{ target: DEFAULT_TARGET }, ...shots]);
  return [...used, used.at(-1)! + 1];
}

/** What a group is ranked by: its shot count, extreme spread and mean radius, in inches. */
export type GroupSize = { target: number; shots: number; extremeSpread: number; meanRadius: number };

/** Whether a group has shots enough to rank by its mean radius. */
export const ranksByMeanRadius = (group: { shots: number }): boolean => group.shots >= MIN_RANKED_SHOTS;

/**
 * Each target's group from the shots given (the counted ones): its placed shots, where it has two or
 * more (one shot is no group), in target order.
 */
export function targetGroups(
  shots: readonly (Targeted & { x?: number | null | undefined; y?: number | null | undefined })[],
): GroupSize[] {
  const byTarget = new Map<number, ShotPosition[]>();
  for (const shot of shots) {
    const position = positionOf(shot);
    if (position === null) continue;
    const target = targetOf(shot);
    byTarget.set(target, [...(byTarget.get(target) ?? []), position]);
  }
  return [...byTarget]
    .filter(([, positions]) => positions.length >= 2)
    .sort(([a], [b]) => a - b)
    .map(([target, positions]) => ({
      target,
      shots: positions.length,
      extremeSpread: groupExtremeSpread(positions)!,
      meanRadius: meanRadius(positions)!,
    }));
}

/**
 * Negative when group `a` ranks before `b`: a group ranked by mean radius before one that is not, then
 * the smaller mean radius (or extreme spread, for those that are not); a tie keeps `a` first.
 * `meanRadius: null` is a group whose mean radius is not known (a summary stored before it was).
 */
export function compareGroups(
  a: { shots: number | null; extremeSpread: number; meanRadius: number | null },
  b: { shots: number | null; extremeSpread: number; meanRadius: number | null },
): number {
  const rankedA = a.meanRadius !== null && ranksByMeanRadius({ shots: a.shots ?? 0 });
  const rankedB = b.meanRadius !== null && ranksByMeanRadius({ shots: b.shots ?? 0 });
  if (rankedA !== rankedB) return rankedA ? -1 : 1;
  return rankedA ? a.meanRadius! - b.meanRadius! : a.extremeSpread - b.extremeSpread;
}

/** The best of the groups (compareGroups); null for none. */
export function bestTargetGroup(groups: readonly GroupSize[]): GroupSize | null {
  return groups.reduce<GroupSize | null>(
    (best, group) => (best === null || compareGroups(group, best) < 0 ? group : best),
    null,
  );
}
