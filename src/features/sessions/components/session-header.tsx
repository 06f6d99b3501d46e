import { Link } from 'react-router-dom';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { jumpText, jumpToLands } from '@/domain/seating';
import type { DisplayUnits } from '@/domain/unit-format';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { type ShootingSession } from '../schema';
import { ammunitionLabel } from '../session-start-schema';
import { DELETED_SUFFIX, type RecordPresence } from './record-labels';

/** What a weather record says, in one line: "48°F · 6 mph NW · 55% humidity · Partly Cloudy" (imperial). */
export function weatherSummary(weather: ShootingSession['weather'], units: DisplayUnits): string {
  const parts = [
    weather.temperature === null ? null : units.temperature(weather.temperature),
    weather.windSpeed === null
      ? null
      : `${units.wind(weather.windSpeed)}${weather.windDirection ? ` ${weather.windDirection}` : ''}`,
    weather.humidity === null ? null : `${weather.humidity}% humidity`,
    weather.conditions || null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No weather recorded';
}

/** The firearm's CBTO to the lands as measured now (from its live record), when it has one. */
export type FirearmLands = { cbtoToLands: number; cbtoMeasuredOn: string | null };

/**
 * The handload's seating as shot (its snapshot), and its jump to the lands of the session's firearm as
 * they are measured now: `COAL 2.800" · CBTO 2.210" · 0.020" jump to the lands of this firearm (lands
 * measured Nov 1, 2026)`.
 * Null when the snapshot has neither length (a factory load, or a session started before the seating existed).
 */
export function seatingSummary(
  ammunition: ShootingSession['selectedAmmunition'],
  lands: FirearmLands | null,
  units: DisplayUnits,
): string | null {
  const seating = ammunition.type === 'handload' ? ammunition.seating : undefined;
  if (!seating || (seating.coal === null && seating.cbto === null)) return null;
  const jump = jumpToLands(lands?.cbtoToLands, seating.cbto);
  const measured = lands?.cbtoMeasuredOn ? ` (lands measured ${formatDateString(lands.cbtoMeasuredOn)})` : '';
  return [
    seating.coal === null ? null : `COAL ${units.length(seating.coal, '', 3)}`,
    seating.cbto === null ? null : `CBTO ${units.length(seating.cbto, '', 3)}`,
    jump === null ? null : `${jumpText(jump, units)} of this firearm${measured}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

type SessionHeaderProps = {
  session: ShootingSession;
  /** Whether the session's load development still exists (a factory load always does). */
  loadPresence?: RecordPresence;
  firearmPresence?: RecordPresence;
  /** The firearm's CBTO to the lands, for the jump of the handload as seated; null when not measured (or not known). */
  lands?: FirearmLands | null;
};

const recordLink = 'font-semibold text-amber-800 underline';

/** The session's name, date, place, ammunition, firearm and weather; its load and firearm link to their pages. */
export function SessionHeader({
  session,
  loadPresence = 'unknown',
  firearmPresence = 'unknown',
  lands = null,
}: SessionHeaderProps) {
  const firearm = session.selectedFirearm;
  const ammunition = session.selectedAmmunition;
  const units = useUnits();
  const seating = seatingSummary(ammunition, lands, units);
  return (
    <section aria-label="Session details" className={card}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Date</dt>
          <dd>
            {formatDateString(session.date)}
            {session.location ? ` · ${session.location}` : ''}
            {session.targetDistance ? ` · target at ${units.distance(session.targetDistance)}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Ammunition</dt>
          <dd>
            {ammunition.type === 'factory' ? (
              ammunitionLabel(ammunition)
            ) : (
              <>
                {loadPresence === 'present' ? (
                  <Link to={paths.load.href(ammunition.loadDevelopmentId)} className={recordLink}>
                    {ammunition.name}
                  </Link>
                ) : (
                  ammunition.name
                )}
                {loadPresence === 'deleted'
                  ? `${DELETED_SUFFIX} · ${ammunition.cartridge}`
                  : ` (${ammunition.cartridge})`}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Firearm</dt>
          <dd>
            {firearmPresence === 'present' ? (
              <Link to={paths.firearm.href(firearm.id)} className={recordLink}>
                {firearm.make} {firearm.model}
              </Link>
            ) : (
              `${firearm.make} ${firearm.model}`
            )}
            {firearmPresence === 'deleted' ? `${DELETED_SUFFIX} · ${firearm.caliber}` : ` (${firearm.caliber})`}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Weather</dt>
          <dd>{weatherSummary(session.weather, units)}</dd>
        </div>
        {seating && (
          <div className="sm:col-span-2">
            <dt className="text-stone-600">Seating</dt>
            <dd data-session="seating">{seating}</dd>
          </div>
        )}
      </dl>
      {session.notes && <p className="mt-3 text-sm text-stone-700">{session.notes}</p>}
    </section>
  );
}
