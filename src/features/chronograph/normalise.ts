/**
 * Text helpers shared by the chronograph parsers: cleaning the bytes real exports carry, reading
 * numbers written either way round, times and dates. Pure module (no React, no Firebase).
 */
import { twoDigits } from '@/utils/format';
import { FPS_PER_MPS } from './types';

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** m/s to fps, to 0.1 fps. */
export const mpsToFps = (mps: number) => round(mps * FPS_PER_MPS, 1);

/** A velocity in `unit` as a shot keeps it: fps, to 0.1. */
export const velocityInFps = (value: number, unit: 'fps' | 'mps') =>
  unit === 'mps' ? mpsToFps(value) : round(value, 1);

/**
 * A CSV's `sep=X` first line, as Excel reads it (LabRadar writes `sep=;`): the text after it and the
 * separator it names; the text as it is and null without one.
 */
export function splitSepLine(text: string): { text: string; delimiter: string | null } {
  const sep = text.match(/^\s*sep=(.)[^\n]*\n?/i);
  return sep ? { text: text.slice(sep[0].length), delimiter: sep[1] ?? null } : { text, delimiter: null };
}

/**
 * Removes what real exports carry around the text: byte-order marks wherever they are (Garmin puts
 * them at the start of line 1, of line 2 or at the very end), LabRadar's NUL padding, and the spaces
 * padding the end of lines; line ends become \n.
 */
export function cleanText(text: string): string {
  return text
    .replaceAll('\uFEFF', '')
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '');
}

/**
 * Drops the spaces between a delimiter and an opening quote (iOS ShotView writes `, "April 6, 2024"`),
 * which a strict CSV tokeniser would otherwise read as an unquoted field and split at the inner comma.
 * Quote-aware: text inside quoted fields is left untouched.
 */
export function dropSpacesBeforeQuotes(text: string, delimiter: string): string {
  let out = '';
  let inQuotes = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      out += c;
      if (c === '"') {
        if (text[i + 1] === '"') {
          out += '"';
          i++;
        } else {
          inQuotes = false;
        }
      }
      continue;
    }
    if (fieldStart && (c === ' ' || c === '\t')) {
      let j = i;
      while (text[j] === ' ' || text[j] === '\t') j++;
      if (text[j] !== '"') {
        out += text.slice(i, j);
        fieldStart = false;
      }
      i = j - 1;
      continue;
    }
    if (c === '"' && fieldStart) {
      inQuotes = true;
      fieldStart = false;
      out += c;
      continue;
    }
    out += c;
    fieldStart = c === delimiter || c === '\n';
  }
  return out;
}

/**
 * A number as chronograph apps write it: `1369.8`, `"1,369.8"` (thousands comma), `"488,3"` (German
 * decimal comma), `1.369,8`, ` 2808.2`. Null when blank, `nan` or not a number.
 * A lone comma followed by exactly three digits is read as a thousands separator (`1,369`): the
 * apps write velocities with one decimal, so a three-decimal comma never occurs.
 */
export function parseNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  let s = raw.replace(/[\s\u00A0\u202F']/g, '');
  if (s === '' || /^[-+]?nan$/i.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const [decimal, thousands] = lastComma > lastDot ? [',', '.'] : ['.', ','];
    s = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    s = /^[-+]?\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (/^[-+]?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/**
 * A time of day as HH:MM:SS, 24 h: `13:32:27`, `1:41:26 PM` (with the narrow no-break space iOS puts
 * before PM), `18.19.39`, `13:32`. Null when it is not a time.
 */
export function normaliseTime(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const match = raw
    .replace(/[\u00A0\u202F\u2009]/g, ' ')
    .trim()
    .match(/^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,]\d+)?)?(?:\s*([ap])\.?\s*m\.?)?$/i);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  const meridiem = match[4]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** yyyy-mm-dd for a real calendar day, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Month names as ShotView writes them, English and German, full and short. */
const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  januar: 1,
  jänner: 1,
  jän: 1,
  february: 2,
  feb: 2,
  februar: 2,
  march: 3,
  mar: 3,
  märz: 3,
  maerz: 3,
  mär: 3,
  mrz: 3,
  april: 4,
  apr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juni: 6,
  july: 7,
  jul: 7,
  juli: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  dezember: 12,
  dez: 12,
};

/**
 * The day in a date as the apps write it: `JULY 05, 2026 13:30`, `JULI 02, 2024 17:08`,
 * `April 6, 2024 at 1:36 PM`, `6. Juli 2024`, `02.07.2024`, `2024-07-02`. Null when it cannot be
 * read without guessing.
 */
export function parseDate(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const s = raw
    .replace(/[\u00A0\u202F]/g, ' ')
    .trim()
    .toLowerCase();
  let match = s.match(/(\d{4})-(\d{1,2})-(\d{1,2})/);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = s.match(/(\p{L}+)\.?\s+(\d{1,2})\.?,?\s+(\d{4})/u);
  if (match && MONTHS[match[1] ?? ''] !== undefined)
    return isoDate(Number(match[3]), MONTHS[match[1] ?? ''] ?? 0, Number(match[2]));
  match = s.match(/(\d{1,2})\.?\s+(\p{L}+)\.?,?\s+(\d{4})/u);
  if (match && MONTHS[match[2] ?? ''] !== undefined)
    return isoDate(Number(match[3]), MONTHS[match[2] ?? ''] ?? 0, Number(match[1]));
  match = s.match(/(\d{1,2})\.(\d{1,2})\.(\d{4})/);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** LabRadar's MM-DD-YYYY. */
export function parseUsDate(raw: string | undefined | null): string | null {
  const match = raw?.trim().match(/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/);
  return match ? isoDate(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}
