/**
 * Velocities typed or pasted as a list (read off a device's screen, copied from a phone app): one per
 * line, or separated by spaces, commas or semicolons, with a decimal point or comma. They become a
 * string as any file's, so the same preview and import follow. Pure module (no React, no Firebase).
 */
import { parseNumber, velocityInFps } from './normalise';
import { UnsupportedFileError, type ChronographString } from './types';

export const PASTED_NOTHING_MESSAGE = 'Type or paste at least one velocity.';
export const pastedNotAVelocity = (token: string) =>
  `“${token}” is not a velocity: give numbers above zero only, one per line or separated by spaces, commas or semicolons.`;

/**
 * The numbers of one whitespace-free piece. A comma followed by one or two digits, after a whole
 * number, is a decimal comma (`850,5`, and `850,5,851,2` as two); a comma before three digits after
 * one or two is a thousands comma (`2,850`), as a point is before three digits and a decimal comma
 * (`2.850,5`); any other comma separates (`2850,2861`).
 */
function piecesOf(token: string): string[] {
  if (/^\d{1,2},\d{3}(\.\d+)?$/.test(token)) return [token];
  // No velocity is 2.85: a point before three digits groups thousands (`2.850`, `2.850,5`).
  if (/^\d{1,2}\.\d{3}(,\d+)?$/.test(token)) return [token.replace('.', '')];
  const parts = token.split(',').filter((part) => part !== '');
  const pieces: string[] = [];
  for (const part of parts) {
    const last = pieces.at(-1);
    if (last !== undefined && /^\d+$/.test(last) && /^\d{1,2}$/.test(part))
      pieces[pieces.length - 1] = `${last},${part}`;
    else pieces.push(part);
  }
  return pieces;
}

/**
 * The list as a string of shots (velocities in fps, to 0.1, as every format's), in the unit it was
 * typed in. Throws UnsupportedFileError with one sentence naming the first piece that is not a
 * velocity, or when there is none: nothing typed is changed or dropped silently.
 */
export function parsePastedVelocities(text: string, unit: 'fps' | 'mps'): ChronographString {
  // A piece that is not a velocity is named as it was typed between spaces or semicolons (`87l,2`).
  const values = text.split(/[\s;]+/).flatMap((typed) =>
    piecesOf(typed).map((piece) => {
      const value = parseNumber(piece);
      if (value === null || value <= 0) throw new UnsupportedFileError(pastedNotAVelocity(typed));
      return value;
    }),
  );
  if (values.length === 0) throw new UnsupportedFileError(PASTED_NOTHING_MESSAGE);
  const shots = values.map((value) => ({
    velocityFps: velocityInFps(value, unit),
    time: null,
    note: null,
  }));
  return {
    format: 'pasted',
    title: null,
    date: null,
    shots,
    unit,
    projectileWeightGrains: null,
    fileSummary: null,
    note: null,
    missedShots: 0,
  };
}
