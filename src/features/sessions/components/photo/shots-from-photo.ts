import type { ShotPosition } from '@/domain/shots';
import { toStoredInches } from '../../shot-form-schema';
import type { ImportedShotValues } from '../../shot-writes-api';

/**
 * The shots a photo's groups give, in order: each hole a shot with its place (to 0.001 in, as the
 * shot form stores it) and no velocity, noted with its group when there are several; a millisecond
 * apart, so they keep their order by time too.
 */
export function shotsFromGroups(groups: readonly ShotPosition[][], now = new Date()): ImportedShotValues[] {
  return groups
    .flatMap((group, index) =>
      group.map((position) => ({ position, note: groups.length > 1 ? `Photo group ${index + 1}` : '' })),
    )
    .map(({ position, note }, order) => ({
      velocity: null,
      impact: null,
      note,
      x: toStoredInches(position.x),
      y: toStoredInches(position.y),
      timestamp: new Date(now.getTime() + order),
    }));
}
