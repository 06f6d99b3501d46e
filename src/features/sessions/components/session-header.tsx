import { Link } from 'react-router-dom';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
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

type SessionHeaderProps = {
  session: ShootingSession;
  /** Whether the session's load development still exists (a factory load always does). */
  loadPresence?: RecordPresence;
  firearmPresence?: RecordPresence;
};

const recordLink = 'font-semibold text-amber-800 underline';

/** The session's name, date, place, ammunition, firearm and weather; its load and firearm link to their pages. */
export function SessionHeader({ session, loadPresence = 'unknown', firearmPresence = 'unknown' }: SessionHeaderProps) {
  const firearm = session.selectedFirearm;
  const ammunition = session.selectedAmmunition;
  const units = useUnits();
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
      </dl>
      {session.notes && <p className="mt-3 text-sm text-stone-700">{session.notes}</p>}
    </section>
  );
}
