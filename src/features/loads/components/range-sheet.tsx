import { jumpText, jumpToLands } from '@/domain/seating';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import type { LoadDevelopment } from '../schema';
import { TEST_VARIABLES, variableText, variableValue } from '../test-plan-schema';
import type { LoadTest } from '../test-schema';
import { caseSeatingItems, recipeText } from './recipe-text';

type Step = LoadDevelopment & { test: LoadTest };

/**
 * A test's range sheet, made for paper (A4 or Letter, black and white; and a phone's screen): the
 * firearm and the day, the recipe the steps share, and for each step its value with blanks to write
 * each shot's velocity, the group size and notes.
 */
export function RangeSheet({
  steps,
  firearm,
}: {
  steps: readonly Step[];
  /** The firearm it is planned for, with the CBTO to the lands of its barrel now when measured. */
  firearm: { name: string; cbtoToLands?: number | null } | null;
}) {
  const units = useUnits();
  const first = steps[0]!;
  const { variable, shotsPerStep, date } = first.test;
  const label = TEST_VARIABLES[variable].label;
  // The recipe the steps share: the first step's, the variable's own line saying it changes.
  const shared = [
    { label: 'Cartridge', value: first.cartridge },
    {
      label: 'Bullet and powder',
      // A charge test's charge is by step.
      value: recipeText(variable === 'charge' ? { ...first, powder: { ...first.powder, weight: null } } : first, units),
    },
    ...(variable === 'primer' ? [] : [{ label: 'Primer', value: first.primer }]),
    ...(variable === 'brass' ? [] : [{ label: 'Brass', value: first.brass }]),
    ...caseSeatingItems(first, units).filter((item) => item.label.toLowerCase() !== label.toLowerCase()),
  ];
  const cell = 'border border-stone-400 px-2 py-1 align-top print:border-black';
  return (
    <article aria-label="Range sheet" className="space-y-4 text-stone-900 print:text-[11pt] print:text-black">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">
          {label} test, {steps.length} steps of {shotsPerStep} {shotsPerStep === 1 ? 'shot' : 'shots'}
        </h2>
        <p data-sheet="firearm-date">
          Firearm: {firearm?.name ?? '________________'} · Day: {formatDateString(date)}
        </p>
        <p>Temperature: ________ · Wind: ________ · Distance: ________ · Chronograph: ________</p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
        {shared.map((item) => (
          <div key={item.label} className="flex gap-2">
            <dt className="font-semibold">{item.label}:</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
        <div className="flex gap-2">
          <dt className="font-semibold">{label}:</dt>
          <dd>by step, below</dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Steps, with blanks to write in</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Step
            </th>
            <th scope="col" className={cell}>
              {label}
            </th>
            <th scope="col" className={cell}>
              Velocities
            </th>
            <th scope="col" className={cell}>
              Group
            </th>
            <th scope="col" className={cell}>
              Notes
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.id} data-sheet-step={step.test.step} className="break-inside-avoid">
              <td className={cell}>{step.test.step + 1}</td>
              <td className={`${cell} font-semibold`}>
                <span className="whitespace-nowrap">
                  {variableText(variableValue(step, variable), variable, units.settings)}
                </span>
                {variable === 'cbto' && <StepJump cbto={step.seating?.cbto} cbtoToLands={firearm?.cbtoToLands} />}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-1">
                  {Array.from({ length: shotsPerStep }, (_, shot) => (
                    <span
                      key={shot}
                      aria-hidden="true"
                      className="inline-block h-6 w-12 border border-stone-400 print:border-black"
                    />
                  ))}
                </div>
              </td>
              <td className={`${cell} w-20`} />
              <td className={`${cell} w-1/4`} />
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** A CBTO step's jump to the lands of the firearm, when both are known: "0.020" jump to the lands". */
function StepJump({ cbto, cbtoToLands }: { cbto: number | null | undefined; cbtoToLands: number | null | undefined }) {
  const units = useUnits();
  const jump = jumpToLands(cbtoToLands, cbto);
  return jump === null ? null : (
    <span className="block text-xs font-normal" data-sheet-jump>
      {jumpText(jump, units)}
    </span>
  );
}
