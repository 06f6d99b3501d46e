import { formatDateString } from '../../../utils/format';
import { ammunitionLabel, type ShootingSession } from '../schema';

/** What a weather record says, in one line: "48°F · 6 mph NW · 55% humidity · Partly Cloudy". */
export function weatherSummary(weather: ShootingSession['weather']): string {
  const parts = [
    weather.temperature === null ? null : `${weather.temperature}°F`,
    weather.windSpeed === null ? null : `${weather.windSpeed} mph${weather.windDirection ? ` ${weather.windDirection}` : ''}`,
    weather.humidity === null ? null : `${weather.humidity}% humidity`,
    weather.conditions || null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No weather recorded';
}

/** The session's name, date, place, ammunition, firearm and weather. */
export function SessionHeader({ session }: { session: ShootingSession }) {
  const firearm = session.selectedFirearm;
  return (
    <section aria-label="Session details" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Date</dt>
          <dd>
            {formatDateString(session.date)}
            {session.location ? ` · ${session.location}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Ammunition</dt>
          <dd>{ammunitionLabel(session.selectedAmmunition)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Firearm</dt>
          <dd>
            {firearm.make} {firearm.model} ({firearm.caliber})
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Weather</dt>
          <dd>{weatherSummary(session.weather)}</dd>
        </div>
      </dl>
      {session.notes && <p className="mt-3 text-sm text-stone-700">{session.notes}</p>}
    </section>
  );
}
