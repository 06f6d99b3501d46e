import { temperatureSensitivitySentence } from '@/domain/temperature';
import { useUnits } from '@/features/units/hooks';
import { ballisticTable } from '../temperature-analysis';
import type { LoadCardFigures as Figures } from '../test-analysis';
import { radialText } from '../test-words';

/**
 * A load card's figures, made for paper: velocity with its 90% interval, the SD with its interval, the
 * group's radial SD with its interval and CEP50, and the velocity-by-temperature table.
 */
export function LoadCardFigures({ figures }: { figures: Figures }) {
  const units = useUnits();
  const { velocity, sd, group, temperature } = figures;
  const level = `${units.number(velocity.level * 100, 1)}%`;
  const rows = temperature ? ballisticTable(temperature, units) : [];
  const cell = 'border border-stone-400 px-2 py-1 print:border-black';
  return (
    <div className="space-y-3 print:break-inside-avoid">
      <dl className="grid grid-cols-1 gap-y-1 text-sm" data-card="figures">
        <div className="flex flex-wrap gap-2" data-card="velocity">
          <dt className="font-semibold">Velocity:</dt>
          <dd>
            {velocity.mean === null
              ? 'no velocity logged'
              : `${units.velocity(velocity.mean)}${velocity.interval ? ` (${level}: ${units.velocityInterval(velocity.interval)})` : ''}, ${velocity.n} shots over ${figures.sessions} ${figures.sessions === 1 ? 'session' : 'sessions'}`}
          </dd>
        </div>
        <div className="flex flex-wrap gap-2" data-card="sd">
          <dt className="font-semibold">SD (sample):</dt>
          <dd>
            {sd.sd === null ? '—' : `${units.sd(sd.sd)} (${level}: ${units.velocityInterval(sd.interval, 'sd')})`}
          </dd>
        </div>
        <div className="flex flex-wrap gap-2" data-card="group">
          <dt className="font-semibold">Group, radial SD:</dt>
          <dd>
            {group
              ? `${radialText(group, units)} ${level}; CEP50 ${units.length(group.cep50, 'N/A', 3)}; ${group.shots} placed shots`
              : 'no group placed yet'}
          </dd>
        </div>
      </dl>
      <p className="text-sm" data-card="temperature">
        {temperatureSensitivitySentence(temperature, units)}
      </p>
      {rows.length > 0 && (
        <table className="border-collapse text-sm">
          <caption className="text-left font-semibold">Velocity by temperature</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Temperature
              </th>
              <th scope="col" className={cell}>
                Velocity
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((row) => (
              <tr key={row.temperature}>
                <td className={cell}>{units.temperature(row.temperature)}</td>
                <td className={cell}>
                  {units.velocity(row.velocity)}
                  {row.extrapolated ? ' (from the line)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
