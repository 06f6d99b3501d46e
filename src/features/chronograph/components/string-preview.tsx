import { card } from '@/components/ui/styles';
import { computeSessionStats } from '@/domain/statistics';
import { unitLabel } from '@/domain/units';
import { useUnits } from '@/features/units/hooks';
import { cn } from '@/utils/cn';
import { DASH, formatDateString, formatTimeOfDay } from '@/utils/format';
import { compareWithFileSummary } from '../parse';
import type { ShotToImport } from '../to-shots';
import type { ChronographFormat, ChronographString } from '../types';

const DEVICES: Record<ChronographFormat, string> = {
  'garmin-xero': 'Garmin Xero (ShotView export)',
  'garmin-xero-fit': 'Garmin Xero (FIT file)',
  'garmin-xero-xlsx': 'Garmin Xero (ShotView workbook)',
  labradar: 'LabRadar series report',
  'labradar-shots': 'LabRadar Shots file',
  pasted: 'Velocities typed or pasted',
  mapped: 'A table of shots, read with your column mapping',
  shotmarker: 'ShotMarker shots log',
};

/** What the file holds, before anything is saved: the shots and our statistics beside the file's own. */
export function StringPreview({ string, shots }: { string: ChronographString; shots: ShotToImport[] }) {
  const units = useUnits();
  const stats = computeSessionStats(shots);
  // In the account's units, as the figures above: worked out in fps, as the shots are stored.
  const comparison = compareWithFileSummary(string, units);
  const sighters = string.shots.filter((shot) => shot.sighter).length;
  const figures = [
    { label: 'Shots', value: String(stats.totalShots) },
    { label: 'Average', value: units.velocity(stats.averageVelocity) },
    { label: 'ES', value: units.velocity(stats.extremeSpread) },
    { label: 'SD (sample)', value: units.sd(stats.standardDeviation) },
  ];
  // Shots are stored in whole fps, whatever the file's unit; they show in the account's.
  const recorded = unitLabel(string.unit);
  const shown = units.label('velocity');
  return (
    <section aria-label="Preview" className={cn(card, 'space-y-4')}>
      <div>
        <h2 className="text-lg font-semibold">{string.title ?? 'Untitled string'}</h2>
        <p className="text-sm text-stone-700">
          {DEVICES[string.format]}
          {string.date && ` · ${formatDateString(string.date)}`}
          {recorded !== shown && ` · recorded in ${recorded}, shown in ${shown}`}
          {string.missedShots > 0 &&
            ` · ${string.missedShots} missed ${string.missedShots === 1 ? 'shot' : 'shots'} left out`}
          {sighters > 0 && ` · ${sighters} ${sighters === 1 ? 'sighter' : 'sighters'} left out of the import`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-stats">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-import-stat={figure.label}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {comparison.length > 0 && (
        <div>
          <h3 className="font-semibold">Compared with the file’s own summary</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {comparison.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Scrolls on its own; focusable so a keyboard can scroll it too. */}
      <div
        className="max-h-80 overflow-auto rounded-lg border border-stone-200"
        tabIndex={0}
        role="group"
        aria-label="Shots in the file, scrollable"
      >
        <table className="w-full text-left text-sm" aria-label="Shots in the file">
          <thead className="sticky top-0 bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Time
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Velocity ({shown})
              </th>
              <th scope="col" className="px-3 py-2">
                Note
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 tabular-nums">
            {shots.map((shot, index) => (
              <tr key={index}>
                <td className="px-3 py-2 font-semibold">{index + 1}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {string.shots[index]?.time ? formatTimeOfDay(shot.timestamp) : DASH}
                </td>
                <td className="px-3 py-2 text-right">{units.velocityNumber(shot.velocity)}</td>
                <td className="px-3 py-2">{shot.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
