import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/section';
import { figureCell, FiguresTable } from '@/components/ui/figures-table';
import { paths } from '@/config/paths';
import type { TestSeriesAnalysis } from '@/domain/test-series';
import { variableText } from '@/features/loads/test-plan-schema';
import { useUnits } from '@/features/units/hooks';
import type { StepLoad } from '../test-analysis';
import { radialText, standOutSentence, testTrendSentence, windowSentence } from '../test-words';

/**
 * A test's analysis, whatever the variable: per step the velocity with its interval, the SD with its
 * interval and the group's radial SD with its interval; the trend, any step or group beyond the noise,
 * and the window of the smallest groups.
 */
export function TestAnalysis({
  steps,
  analysis,
  logged,
}: {
  steps: readonly StepLoad[];
  analysis: TestSeriesAnalysis;
  logged: readonly number[];
}) {
  const units = useUnits();
  const variable = steps[0]!.test.variable;
  const level = `${units.number(analysis.level * 100, 1)}%`;
  const inWindow = new Set(analysis.window ?? []);
  const trend = testTrendSentence(analysis, variable, units);
  return (
    <Section title="Analysis">
      <p className="text-sm text-stone-700">
        Each step&apos;s velocity and SD with their {level} intervals, and its group&apos;s radial SD (the circular
        normal model&apos;s sigma, pooled over its sessions) with its {level} interval and CEP50. Excluded shots are
        left out.
      </p>
      <FiguresTable
        caption="Steps of the test"
        head={['Step', 'Load', 'Shots', 'Velocity', 'SD', 'Radial SD', 'CEP50', 'Window']}
      >
        {steps.map((step, index) => {
          const figures = analysis.steps[index]!;
          return (
            <tr key={step.id} data-step={index}>
              <td className="px-3 py-2 whitespace-nowrap">{variableText(figures.value, variable, units.settings)}</td>
              <td className="px-3 py-2">
                <Link className="underline" to={paths.load.href(step.id)}>
                  {step.name}
                </Link>
              </td>
              <td className={figureCell}>
                {logged[index]} of {step.test.shotsPerStep}
              </td>
              <td className={figureCell} data-figure="velocity">
                {figures.velocity.mean === null
                  ? '—'
                  : `${units.velocity(figures.velocity.mean)}${figures.velocity.halfWidth === null ? '' : ` ± ${units.velocityNumber(figures.velocity.halfWidth)}`}`}
              </td>
              <td className={figureCell} data-figure="sd">
                {figures.sd.sd === null
                  ? '—'
                  : `${units.sd(figures.sd.sd)} (${units.velocityInterval(figures.sd.interval, 'sd')})`}
              </td>
              <td className={figureCell} data-figure="radial">
                {figures.group ? radialText(figures.group, units) : '—'}
              </td>
              <td className={figureCell} data-figure="cep50">
                {figures.group ? units.length(figures.group.cep50, 'N/A', 3) : '—'}
              </td>
              <td className={figureCell}>{inWindow.has(index) ? 'In window' : ''}</td>
            </tr>
          );
        })}
      </FiguresTable>
      <div className="mt-4 space-y-2 text-sm">
        {trend && <p data-test-sentence="trend">{trend}</p>}
        <p data-test-sentence="groups">{standOutSentence(analysis, variable, units)}</p>
        <p data-test-sentence="window" className="font-semibold">
          {windowSentence(analysis, variable, units)}
        </p>
      </div>
    </Section>
  );
}
