import { useId } from 'react';
import { faceRadius, ShotMark, TargetFace, toDrawing } from '@/components/charts/target-face';
import { LinkButton } from '@/components/ui/link-button';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { formatPValue } from '@/domain/compare';
import { groupFigures, groupFiguresAsAngle, inchesToAngle } from '@/domain/groups';
import { possibleFlier, radialSd } from '@/domain/radial';
import { type ShotPosition } from '@/domain/shots';
import { positionOf } from '@/domain/shots';
import { targetOf } from '@/domain/target-groups';
import type { DisplayUnits } from '@/domain/unit-format';
import { unitLabel, type UnitOf } from '@/domain/units';
import { useUnits } from '@/features/units/hooks';
import { cn } from '@/utils/cn';
import { DASH } from '@/utils/format';
import type { ShootingSession } from '../schema';

type AngleUnit = UnitOf<'angle'>;

const side = (value: number, positive: string, negative: string) => (value >= 0 ? positive : negative);

/** 'Centre: 0.50" right, 0.25" down of the aim (0.48 MOA right, 0.24 MOA down).' */
function centreText(
  centre: ShotPosition,
  angle: { centre: ShotPosition; unit: AngleUnit } | null,
  units: DisplayUnits,
): string {
  const offsets = (x: string, y: string, position: ShotPosition) =>
    `${x} ${side(position.x, 'right', 'left')}, ${y} ${side(position.y, 'up', 'down')}`;
  const lengths = `${offsets(units.length(Math.abs(centre.x)), units.length(Math.abs(centre.y)), centre)} of the aim`;
  if (!angle) return `${lengths}.`;
  const inAngle = (value: number) => units.angleIn(Math.abs(value), angle.unit);
  return `${lengths} (${offsets(inAngle(angle.centre.x), inAngle(angle.centre.y), angle.centre)}).`;
}

/**
 * A group of the session from the shots with a place on the target (excluded ones left out of the
 * figures, drawn hollow): extreme spread, mean radius, vertical and horizontal SD and centre, in
 * the account's length unit and, with a target distance, its angle unit and the other one (MOA,
 * MIL); and the target with the shots on it. `target`: the one target whose shots it measures, where
 * the session's shots went to several (each its own group); null for all of them, on one target.
 */
export function GroupPanel({
  session,
  target = null,
}: {
  session: Pick<ShootingSession, 'id' | 'shots' | 'exclusions' | 'targetDistance'>;
  target?: number | null;
}) {
  const headingId = useId();
  const units = useUnits();
  const placed = session.shots.flatMap((shot, index) => {
    const position = positionOf(shot);
    const onTarget = target === null || targetOf(shot) === target;
    return position && onTarget ? [{ position, excluded: shot.id in session.exclusions, number: index + 1 }] : [];
  });
  const title = target === null ? 'Group' : `Group on target ${target}`;
  if (placed.length === 0) return null;
  const countedShots = placed.filter((shot) => !shot.excluded);
  const counted = countedShots.map((shot) => shot.position);
  const inches = groupFigures(counted);
  const radial = radialSd(counted);
  const flier = possibleFlier(counted);
  const distance = session.targetDistance ?? null;
  // The account's angle first; the other one too where the screen is wide enough.
  const preferred = units.units.angle;
  const angleUnits: AngleUnit[] = preferred === 'moa' ? ['moa', 'mil'] : ['mil', 'moa'];
  // The centre's offsets as an angle (the table's rows convert their own).
  const preferredFigures = inches && groupFiguresAsAngle(inches, distance, preferred);
  const centreAngle = preferredFigures ? { centre: preferredFigures.centre, unit: preferred } : null;
  const radius = faceRadius(placed.map((shot) => shot.position));
  const metricFace = units.units.length === 'mm';
  const faceSize = metricFace ? `${units.number(units.value('length', radius), 0)} millimetres` : `${radius} inches`;
  // Each figure in inches; an angle column converts it (groupAngle, as groupFiguresAsAngle does).
  const rows: { label: string; inches: number | null }[] = inches
    ? [
        { label: 'Extreme spread', inches: inches.extremeSpread },
        { label: 'Mean radius', inches: inches.meanRadius },
        { label: 'Vertical SD', inches: inches.verticalSd },
        { label: 'Horizontal SD', inches: inches.horizontalSd },
        { label: 'Radial SD (σ)', inches: radial?.sigma ?? null },
        { label: 'CEP50', inches: radial?.cep50 ?? null },
      ]
    : [];
  // The other angle's column only where there is room for it (not on a phone).
  const secondColumn = 'hidden sm:table-cell';

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {counted.length} {counted.length === 1 ? 'shot' : 'shots'} with a place on the target
        {placed.length > counted.length ? `, ${placed.length - counted.length} excluded (hollow)` : ''}
        {distance === null ? '.' : `, at ${units.distance(distance)}.`}
      </p>
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <TargetFace
          radius={radius}
          role="img"
          aria-label={`Where the shots${target === null ? '' : ` on target ${target}`} hit, ${faceSize} from the aim to each edge`}
          className="aspect-square w-full max-w-64 rounded-md border border-stone-300"
        >
          {inches && <circle {...toDrawing(inches.centre, radius)} r={2} className="fill-red-700" aria-hidden="true" />}
          {placed.map((shot, index) => (
            <ShotMark key={index} position={shot.position} radius={radius} excluded={shot.excluded} />
          ))}
        </TargetFace>
        {inches ? (
          <div>
            <table
              className="w-full text-sm tabular-nums"
              aria-label={target === null ? 'Group figures' : `Group figures, target ${target}`}
            >
              <thead>
                <tr className="text-left text-xs tracking-wide text-stone-600 uppercase">
                  <th scope="col" className="py-1 font-medium">
                    Figure
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {metricFace ? 'Millimetres' : 'Inches'}
                  </th>
                  {angleUnits.map((unit, index) => (
                    <th key={unit} scope="col" className={cn('py-1 font-medium', index > 0 && secondColumn)}>
                      {unitLabel(unit)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-stone-200">
                    <th scope="row" className="py-1 text-left font-medium">
                      {row.label}
                    </th>
                    <td className="py-1">{units.length(row.inches, DASH)}</td>
                    {angleUnits.map((unit, index) => {
                      const value =
                        row.inches === null || distance === null ? null : inchesToAngle(row.inches, distance, unit);
                      return (
                        <td key={unit} className={cn('py-1', index > 0 && secondColumn)}>
                          {value === null ? DASH : units.angleIn(value, unit)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm">
              <span className="font-medium">Centre:</span> {centreText(inches.centre, centreAngle, units)}
            </p>
            {radial && (
              <p className="mt-2 text-sm" data-group="radial">
                Radial SD {units.length(radial.sigma)} ({Math.round(radial.level * 100)}% interval{' '}
                {units.length(radial.interval.low)} to {units.length(radial.interval.high)}, from {radial.n} shots, the
                circular normal model); CEP50 {units.length(radial.cep50)}: half of such shots land within it of the
                centre.
              </p>
            )}
            {flier && (
              <p className="mt-2 text-sm text-amber-900" data-group="flier">
                Shot {countedShots[flier.index]!.number} stands far outside the rest: a possible flier (leave-one-out F
                test over its {counted.length} shots, {formatPValue(flier.p, units.locale)}). It stays in every figure;
                exclude it in the shots table if it was a called flier.
              </p>
            )}
            {distance === null && (
              <p className="mt-2 text-sm text-stone-700">
                {units.label('angle')} needs the distance to the target.{' '}
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
