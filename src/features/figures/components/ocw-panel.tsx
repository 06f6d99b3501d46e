import { useId, useState } from 'react';
import { faceRadius, TargetFace, toDrawing } from '@/components/charts/target-face';
import { NumberField } from '@/components/form/number-field';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { OCW_MIN_CHARGES, ocwWindows, type ChargeCentre, type OcwWindow } from '@/domain/ocw';
import { formatGrains, formatInches, formatNumber } from '@/utils/format';

/** The distance the centres are first compared within, in inches. */
const DEFAULT_WITHIN = '0.5';

/** What the windows say, in a sentence: which charges hold their centres together, or that none do. */
export function ocwSentence(windows: readonly OcwWindow[], within: number): string {
  const limit = formatInches(within);
  if (windows.length === 0)
    return `No ${OCW_MIN_CHARGES} consecutive charges put their group centres within ${limit} of one another.`;
  const runs = windows.map(
    (window) =>
      `${formatGrains(window.fromCharge)} to ${formatGrains(window.toCharge)} (${window.charges} charges, centres within ${formatInches(window.spread)})`,
  );
  return `Group centres stay within ${limit} of one another from ${runs.join(' and from ')}: ${windows.length === 1 ? 'a window' : 'windows'} where the charge matters least.`;
}

/**
 * The ladder's group centres (OCW): each charge's mean point of impact drawn together, and the runs
 * of three or more consecutive charges whose centres lie within the distance the shooter sets.
 */
export function OcwPanel({ centres }: { centres: readonly ChargeCentre[] }) {
  const headingId = useId();
  const [within, setWithin] = useState(DEFAULT_WITHIN);
  if (centres.length < OCW_MIN_CHARGES) return null;
  const distance = Number(within);
  const valid = within.trim() !== '' && Number.isFinite(distance) && distance > 0 && distance <= 100;
  const windows = valid ? ocwWindows(centres, distance) : [];
  const inWindow = (charge: number) =>
    windows.some((window) => charge >= window.fromCharge && charge <= window.toCharge);
  const radius = faceRadius(centres.map(({ centre }) => centre));

  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3">
      <h3 id={headingId} className="font-semibold">
        Group centres by charge (OCW)
      </h3>
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <div className="w-full max-w-64 overflow-hidden rounded-md border border-stone-300">
          <TargetFace
            radius={radius}
            role="img"
            aria-label={`Group centres of ${centres.length} charges, ${radius} inches from the aim to each edge`}
            className="block aspect-square w-full"
          >
            {centres.map(({ charge, centre }) => {
              const { cx, cy } = toDrawing(centre, radius);
              return (
                <g key={charge}>
                  <circle cx={cx} cy={cy} r={3} className={inWindow(charge) ? 'fill-amber-600' : 'fill-stone-900'} />
                  <text x={cx + 5} y={cy - 4} className="fill-stone-900 text-[8px]">
                    {formatNumber(charge, 2)}
                  </text>
                </g>
              );
            })}
          </TargetFace>
        </div>
        <div className="space-y-3">
          <NumberField
            label="Centres within (in)"
            step="0.05"
            min="0"
            value={within}
            onChange={(event) => setWithin(event.target.value)}
            error={valid ? undefined : 'Enter a distance in inches, above 0 and up to 100'}
          />
          {valid && (
            <p className="text-sm text-stone-700" data-ocw="verdict">
              {ocwSentence(windows, distance)}
            </p>
          )}
        </div>
      </div>
      <FiguresTable
        caption="Group centre by charge"
        head={['Charge', 'Shots placed', 'Centre x, y (in)', 'In a window']}
      >
        {centres.map(({ charge, centre, shots }) => (
          <tr key={charge}>
            <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
              {formatGrains(charge)}
            </th>
            <td className={figureCell}>{shots}</td>
            <td className={figureCell}>{`${centre.x.toFixed(2)}, ${centre.y.toFixed(2)}`}</td>
            <td className={figureCell}>{inWindow(charge) ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </FiguresTable>
    </section>
  );
}
