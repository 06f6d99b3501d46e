import type { UnitSettings } from '@/domain/unit-format';
import { formText, type UnitFields } from '@/lib/unit-form';
import { SESSION_LIMITS, type SessionDetails } from './schema';

/** How the session forms' figures convert for an account whose units are not the stored ones (°F, mph, yards). */
export const SESSION_UNIT_FIELDS = {
  temperature: {
    preference: 'temperature',
    shownDecimals: 1,
    message: (_message, unit, inShown) => `Temperature must be between ${inShown(-80)} and ${inShown(150)} ${unit}`,
  },
  windSpeed: {
    preference: 'wind',
    shownDecimals: 1,
    message: (_message, unit) => `Wind speed must be a number of ${unit}, 0 or more`,
  },
  targetDistance: {
    preference: 'distance',
    shownDecimals: 1,
    message: (_message, unit, inShown) =>
      `Target distance must be ${unit} to the target, above 0 and up to ${inShown(SESSION_LIMITS.maxTargetDistance)}`,
  },
} satisfies UnitFields;

/** A stored session's figures as its details form shows them, in the account's units. */
export function sessionFigureTexts(session: SessionDetails, settings: UnitSettings) {
  return {
    temperature: formText(SESSION_UNIT_FIELDS.temperature, session.weather.temperature, settings),
    windSpeed: formText(SESSION_UNIT_FIELDS.windSpeed, session.weather.windSpeed, settings),
    targetDistance: formText(SESSION_UNIT_FIELDS.targetDistance, session.targetDistance ?? null, settings),
  };
}

/** The stored figures a details form started from: saved unchanged, they stay exactly as stored. */
export function storedSessionFigures(session: SessionDetails) {
  return {
    temperature: session.weather.temperature,
    windSpeed: session.weather.windSpeed,
    targetDistance: session.targetDistance ?? null,
  };
}
