import { useMemo, useState } from 'react';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { FormError } from '@/components/ui/form-error';
import { barrelVelocityTrends, MIN_TREND_SESSIONS, type BarrelVelocityTrend } from '@/domain/barrel-velocity';
import type { Span } from '@/domain/barrels';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { useBarrelSessions } from '../barrel-velocity-hooks';

/** "−2.4 fps per 100 rounds (90% interval −2.8 to −2.0)", in the account's velocity unit. */
function TrendSentence({ trend }: { trend: BarrelVelocityTrend }) {
  const units = useUnits();
  if (trend.verdict === 'too-few' || trend.perHundred === null || trend.interval === null)
    return (
      <p>
        Too few sessions for a trend: {MIN_TREND_SESSIONS} are needed, {trend.points.length} fired so far.
      </p>
    );
  const figure = (fps: number) => units.number(units.value('velocity', fps), 1);
  const label = units.label('velocity');
  const trendText = `Trend ${figure(trend.perHundred)} ${label} per 100 rounds (${Math.round(trend.level * 100)}% interval ${figure(trend.interval.low)} to ${figure(trend.interval.high)})`;
  return (
    <p data-barrel-trend={trend.verdict}>
      {trend.verdict === 'drift'
        ? `${trendText}: the velocity ${trend.perHundred < 0 ? 'falls' : 'rises'} as the barrel wears, beyond the noise.`
        : `${trendText}: no drift stands out from the noise.`}
    </p>
  );
}

/**
 * The current barrel's velocity over its life, load by load: each session's average against the
 * barrel's round count when it was fired, and the trend per 100 rounds with its interval. Reads the
 * barrel's sessions' summaries only when asked (a firearm's page reads what it shows).
 */
export function BarrelVelocity({
  userId,
  firearmId,
  span,
  startingRounds,
}: {
  userId: string;
  firearmId: string;
  span: Span;
  startingRounds: number;
}) {
  const units = useUnits();
  const [open, setOpen] = useState(false);
  const sessions = useBarrelSessions(userId, firearmId, open ? span : null);
  const trends = useMemo(
    () => (sessions.data ? barrelVelocityTrends(startingRounds, sessions.data) : null),
    [sessions.data, startingRounds],
  );
  return (
    <Section title="Velocity over this barrel's life">
      {!open ? (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">
            Each load&apos;s session averages against the barrel&apos;s round count when they were fired, and the trend
            per 100 rounds.
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Show the velocity over this barrel&apos;s life
          </Button>
        </div>
      ) : sessions.status === 'error' ? (
        <FormError message="The barrel's sessions could not be loaded. Please try again." />
      ) : trends === null ? (
        <p className="text-stone-700">Loading the barrel&apos;s sessions…</p>
      ) : trends.length === 0 ? (
        <p className="text-stone-700">No completed session with velocities was fired through this barrel yet.</p>
      ) : (
        <div className="space-y-5">
          {trends.map((trend) => (
            <div key={trend.ammunitionId} className="space-y-2" data-barrel-load={trend.ammunitionName}>
              <h3 className="font-semibold">{trend.ammunitionName}</h3>
              <TrendSentence trend={trend} />
              <FiguresTable
                caption={`${trend.ammunitionName} over the barrel's life`}
                head={['Date', 'Rounds on the barrel', 'Average', 'Shots']}
              >
                {trend.points.map((point) => (
                  <tr key={point.sessionId}>
                    <td className="px-3 py-2">{formatDateString(point.date)}</td>
                    <td className="px-3 py-2">{units.number(point.roundsAt, 0)}</td>
                    <td className={figureCell}>{units.velocity(point.velocity)}</td>
                    <td className={figureCell}>{point.shots}</td>
                  </tr>
                ))}
              </FiguresTable>
            </div>
          ))}
          <p className="text-sm text-stone-700">
            Every session counts the rounds fired before it, whatever the load; a load&apos;s trend weighs each session
            by its shots, and loads are never pooled.
          </p>
        </div>
      )}
    </Section>
  );
}
