import { useId } from 'react';
import { faceRadius, ShotMark, TargetFace, toDrawing } from '@/components/charts/target-face';
import { LinkButton } from '@/components/ui/link-button';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { groupFigures, groupFiguresInMoa, type GroupFigures } from '@/domain/groups';
import { type ShotPosition } from '@/domain/shots';
import { positionOf } from '@/domain/shots';
import { DASH, formatInches } from '@/utils/format';
import type { ShootingSession } from '../schema';

const moa = (value: number | null | undefined) =>
  value === null || value === undefined ? DASH : `${value.toFixed(2)} MOA`;

const side = (value: number, positive: string, negative: string) => (value >= 0 ? positive : negative);

/** 'Centre: 0.50" right, 0.25" down of the aim (0.48 MOA right, 0.24 MOA down).' */
function centreText(centre: ShotPosition, centreMoa: ShotPosition | null): string {
  const inches = `${formatInches(Math.abs(centre.x))} ${side(centre.x, 'right', 'left')}, ${formatInches(Math.abs(centre.y))} ${side(centre.y, 'up', 'down')} of the aim`;
  if (!centreMoa) return `${inches}.`;
  return `${inches} (${moa(Math.abs(centreMoa.x))} ${side(centreMoa.x, 'right', 'left')}, ${moa(Math.abs(centreMoa.y))} ${side(centreMoa.y, 'up', 'down')}).`;
}

/**
 * The session's group from the shots with a place on the target (excluded ones left out of the
 * figures, drawn hollow): extreme spread, mean radius, vertical and horizontal SD and centre, in
 * inches and, with a target distance, MOA; and the target with the shots on it.
 */
export function GroupPanel({
  session,
}: {
  session: Pick<ShootingSession, 'id' | 'shots' | 'exclusions' | 'targetDistance'>;
}) {
  const headingId = useId();
  const placed = session.shots.flatMap((shot) => {
    const position = positionOf(shot);
    return position ? [{ position, excluded: shot.id in session.exclusions }] : [];
  });
  if (placed.length === 0) return null;
  const counted = placed.filter((shot) => !shot.excluded).map((shot) => shot.position);
  const inches = groupFigures(counted);
  const distance = session.targetDistance ?? null;
  const inMoa = inches && distance !== null ? groupFiguresInMoa(inches, distance) : null;
  const radius = faceRadius(placed.map((shot) => shot.position));
  const rows: { label: string; pick: (figures: GroupFigures) => number | null }[] = [
    { label: 'Extreme spread', pick: (figures) => figures.extremeSpread },
    { label: 'Mean radius', pick: (figures) => figures.meanRadius },
    { label: 'Vertical SD', pick: (figures) => figures.verticalSd },
    { label: 'Horizontal SD', pick: (figures) => figures.horizontalSd },
  ];

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-1 text-lg font-semibold">
        Group
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {counted.length} {counted.length === 1 ? 'shot' : 'shots'} with a place on the target
        {placed.length > counted.length ? `, ${placed.length - counted.length} excluded (hollow)` : ''}
        {distance === null ? '.' : `, at ${distance} yd.`}
      </p>
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <TargetFace
          radius={radius}
          role="img"
          aria-label={`Where the shots hit, ${radius} inches from the aim to each edge`}
          className="aspect-square w-full max-w-64 rounded-md border border-stone-300"
        >
          {inches && <circle {...toDrawing(inches.centre, radius)} r={2} className="fill-red-700" aria-hidden="true" />}
          {placed.map((shot, index) => (
            <ShotMark key={index} position={shot.position} radius={radius} excluded={shot.excluded} />
          ))}
        </TargetFace>
        {inches ? (
          <div>
            <table className="w-full text-sm tabular-nums" aria-label="Group figures">
              <thead>
                <tr className="text-left text-xs tracking-wide text-stone-600 uppercase">
                  <th scope="col" className="py-1 font-medium">
                    Figure
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Inches
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    MOA
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-stone-200">
                    <th scope="row" className="py-1 text-left font-medium">
                      {row.label}
                    </th>
                    <td className="py-1">{formatInches(row.pick(inches), DASH)}</td>
                    <td className="py-1">{inMoa ? moa(row.pick(inMoa)) : DASH}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm">
              <span className="font-medium">Centre:</span> {centreText(inches.centre, inMoa?.centre ?? null)}
            </p>
            {distance === null && (
              <p className="mt-2 text-sm text-stone-700">
                MOA needs the distance to the target.{' '}
                <LinkButton variant="secondary" to={paths.editSession.href(session.id)} className="ml-1">
                  Add the target distance
                </LinkButton>
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            Every shot with a place on the target is excluded: no group to measure.
          </p>
        )}
      </div>
    </section>
  );
}
