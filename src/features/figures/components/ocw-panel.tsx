import { useId, useState } from 'react';
import { faceRadius, TargetFace, toDrawing } from '@/components/charts/target-face';
import { TextField } from '@/components/form/text-field';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { OCW_MIN_CHARGES, ocwWindows, type ChargeCentre, type OcwWindow } from '@/domain/ocw';
import type { DisplayUnits } from '@/domain/unit-format';
import { toCanonical } from '@/domain/units';
import { useUnits } from '@/features/units/hooks';
import { numberSeparators, parseDecimal } from '@/lib/numbers';

/** The distance the centres are first compared within, in the unit shown: half an inch, or 13 mm. */
const DEFAULT_WITHIN = { in: 0.5, mm: 13 } as const;

/** The farthest the centres may be asked to lie within, in inches. */
const MAX_WITHIN_INCHES = 100;

/**
 * What the windows say, in a sentence in the account's units: which charges hold their centres
 * together, or that none do. `within` and the windows are in inches and grains, as stored.
 */
export function ocwSentence(windows: readonly OcwWindow[], within: number, units: DisplayUnits): string {
  const limit = units.length(within);
  if (windows.length === 0)
    return `No ${OCW_MIN_CHARGES} consecutive charges put their group centres within ${limit} of one another.`;
  const runs = windows.map(
    (window) =>
      `${units.powder(window.fromCharge)} to ${units.powder(window.toCharge)} (${window.charges} charges, centres within ${units.length(window.spread)})`,
  );
  return `Group centres stay within ${limit} of one another from ${runs.join(' and from ')}: ${windows.length === 1 ? 'a window' : 'windows'} where the charge matters least.`;
}

/**
 * The ladder's group centres (OCW): each charge's mean point of impact drawn together, and the runs
 * of three or more consecutive charges whose centres lie within the distance the shooter sets.
 */
export function OcwPanel({ centres }: { centres: readonly ChargeCentre[] }) {
  const headingId = useId();
  const units = useUnits();
  const lengthUnit = units.units.length;
  // Null until edited: the default then follows the unit, should the account's units arrive after this.
  const [edited, setWithin] = useState<string | null>(null);
  if (centres.length < OCW_MIN_CHARGES) return null;
  const within = edited ?? units.number(DEFAULT_WITHIN[lengthUnit], 2);
  // Typed in the unit shown, with a decimal point or comma; compared in inches.
  const typed = parseDecimal(within, units.locale);
  const distance = typed.ok ? toCanonical('length', typed.value, lengthUnit) : NaN;
  const valid = typed.ok && distance > 0 && distance <= MAX_WITHIN_INCHES;
  const windows = valid ? ocwWindows(centres, distance) : [];
  const maxShown = units.number(units.value('length', MAX_WITHIN_INCHES), 0);
  const unitName = lengthUnit === 'in' ? 'inches' : 'millimetres';
  const inWindow = (charge: number) =>
    windows.some((window) => charge >= window.fromCharge && charge <= window.toCharge);
  const radius = faceRadius(centres.map(({ centre }) => centre));
  const reach =
    lengthUnit === 'in' ? `${radius} inches` : `${units.number(units.value('length', radius), 0)} millimetres`;
  // x and y apart by a semicolon where the decimal mark is a comma ("1,2; 0,5").
  const pairMark = numberSeparators(units.locale).decimal === ',' ? '; ' : ', ';

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
            aria-label={`Group centres of ${centres.length} charges, ${reach} from the aim to each edge`}
            className="block aspect-square w-full"
          >
            {centres.map(({ charge, centre }) => {
              const { cx, cy } = toDrawing(centre, radius);
              return (
                <g key={charge}>
                  <circle cx={cx} cy={cy} r={3} className={inWindow(charge) ? 'fill-amber-600' : 'fill-stone-900'} />
                  <text x={cx + 5} y={cy - 4} className="fill-stone-900 text-[8px]">
                    {units.powderNumber(charge, 2)}
                  </text>
                </g>
              );
            })}
          </TargetFace>
        </div>
        <div className="space-y-3">
          <TextField
            label={`Centres within (${units.label('length')})`}
            inputMode="decimal"
            value={within}
            onChange={(event) => setWithin(event.target.value)}
            error={valid ? undefined : `Enter a distance in ${unitName}, above 0 and up to ${maxShown}`}
          />
          {valid && (
            <p className="text-sm text-stone-700" data-ocw="verdict">
              {ocwSentence(windows, distance, units)}
            </p>
          )}
        </div>
      </div>
      <FiguresTable
        caption="Group centre by charge"
        head={['Charge', 'Shots placed', `Centre x, y (${units.label('length')})`, 'In a window']}
      >
        {centres.map(({ charge, centre, shots }) => (
          <tr key={charge}>
            <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
              {units.powder(charge)}
            </th>
            <td className={figureCell}>{shots}</td>
            <td
              className={figureCell}
            >{`${units.lengthNumber(centre.x)}${pairMark}${units.lengthNumber(centre.y)}`}</td>
            <td className={figureCell}>{inWindow(charge) ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </FiguresTable>
    </section>
  );
}
