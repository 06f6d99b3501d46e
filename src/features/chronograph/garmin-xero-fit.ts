/**
 * Garmin Xero FIT files: the device's own recording of a string (copied off it, or shared from the
 * ShotView app), binary.
 *
 * Layout: a 12- or 14-byte header (`.FIT` at byte 8, the data size at byte 4), records, a CRC. The Xero
 * writes a `chrono_shot_session` (global message 387: min / max / average speed, shot count,
 * projectile type, grain weight x 10 and, on newer firmware, `standard_deviation`, the population SD)
 * and one `chrono_shot_data` (388) per shot: `shot_speed` in mm/s (m/s x 1000), `shot_num` and a UTC
 * `timestamp` (seconds since 1989-12-31). No title, no notes. Shot numbers can skip where shots were
 * deleted on the device.
 *
 * Read with fit-file-parser's strict raw reader (header, data size and CRC checked, no FIT profile
 * loaded): speeds are scaled here. Loaded only when a FIT file is read. Pure module.
 */
import { FitMessageReaderError, readFitMessages, type FitRawField, type FitRawMessage } from 'fit-file-parser/raw';
import { twoDigits } from '@/utils/format';
import { looksLikeFit } from './file-signatures';
import { mpsToFps, round } from './normalise';
import { UnsupportedFileError, type ChronographString, type FileSummary, type ImportedShot } from './types';

const SUBJECT = 'This Garmin Xero FIT file';
export const FIT_NO_SHOTS_MESSAGE = `${SUBJECT} has no shots in it.`;
export const FIT_NOT_XERO_MESSAGE =
  'This FIT file holds no chronograph shots: it is a recording from another kind of Garmin device, not a Xero.';
export const FIT_DAMAGED_MESSAGE = `${SUBJECT} is damaged: its records cannot be read.`;
export const FIT_CHECKSUM_MESSAGE = `${SUBJECT} is damaged: its checksum does not match the data in it.`;
export const NOT_FIT_MESSAGE = 'This file is not a FIT file: it has no FIT header.';

const FILE_ID = 0;
const CHRONO_SHOT_SESSION = 387;
const CHRONO_SHOT_DATA = 388;
/** 1989-12-31T00:00:00Z, FIT's epoch, in Unix seconds. */
const FIT_EPOCH = 631_065_600;
/** Far above any Xero file (a 100-shot string is about 1.3 kB). */
const MAX_BYTES = 16 * 1024 * 1024;

/** An unsigned integer field (enum, uint8/16/32, their z variants), or undefined when it is FIT's "invalid". */
function unsigned(message: FitRawMessage, fieldNumber: number): number | undefined {
  const field: FitRawField | undefined = message.fields.find((candidate) => candidate.fieldNumber === fieldNumber);
  if (!field || ![1, 2, 4].includes(field.size) || field.bytes.byteLength !== field.size) return undefined;
  const zeroIsInvalid = [0x0a, 0x0b, 0x0c].includes(field.baseType & 0x1f);
  const view = new DataView(field.bytes.buffer, field.bytes.byteOffset, field.bytes.byteLength);
  const value =
    field.size === 1
      ? view.getUint8(0)
      : field.size === 2
        ? view.getUint16(0, message.littleEndian)
        : view.getUint32(0, message.littleEndian);
  const invalid = zeroIsInvalid ? 0 : 2 ** (8 * field.size) - 1;
  return value === invalid ? undefined : value;
}

/** A moment (Unix seconds) as yyyy-mm-dd and HH:MM:SS on a clock `offsetMinutes` from UTC. */
function wallClock(unixSeconds: number, offsetMinutes: number) {
  const moment = new Date((unixSeconds + offsetMinutes * 60) * 1000);
  return {
    date: `${moment.getUTCFullYear()}-${twoDigits(moment.getUTCMonth() + 1)}-${twoDigits(moment.getUTCDate())}`,
    time: `${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())}:${twoDigits(moment.getUTCSeconds())}`,
  };
}

const isoInstant = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');

/** The file name without its folders. */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? fileName;

/**
 * The device clock's offset from UTC, from the name the Xero gives its files: its local time at the
 * start of the string (`06-18-2024_15-47-11.fit` for a string started at 13:47:11 UTC is UTC+2).
 * Only a name that is exactly that pattern and a whole quarter-hour from the start, within 14 hours,
 * counts; anything else (a renamed file) gives null.
 */
export function offsetFromFileName(fileName: string | undefined, startUnixSeconds: number): number | null {
  const match = fileName && baseName(fileName).match(/^(\d{2})-(\d{2})-(\d{4})_(\d{2})-(\d{2})-(\d{2})\.fit$/i);
  if (!match) return null;
  const [month, day, year, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const named = Date.UTC(year, month - 1, day, hours, minutes, seconds) / 1000;
  const check = new Date(named * 1000);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hours) return null;
  const difference = named - startUnixSeconds;
  if (difference % 900 !== 0 || Math.abs(difference) > 14 * 3600) return null;
  return difference / 60;
}

/** The FIT container checked before any record is read, each failure its own sentence. */
function readMessages(bytes: Uint8Array): FitRawMessage[] {
  if (!looksLikeFit(bytes)) throw new UnsupportedFileError(NOT_FIT_MESSAGE);
  const headerSize = bytes[0] ?? 14;
  const declared = headerSize + new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true) + 2;
  if (bytes.length < declared)
    throw new UnsupportedFileError(`${SUBJECT} is cut off: it holds ${bytes.length} of its ${declared} bytes.`);
  if (bytes.length > declared)
    throw new UnsupportedFileError(
      `${SUBJECT} is damaged: it goes on ${bytes.length - declared} bytes past the end its header gives.`,
    );
  try {
    return readFitMessages(bytes, {
      messageNumbers: [FILE_ID, CHRONO_SHOT_SESSION, CHRONO_SHOT_DATA],
      maxInputBytes: MAX_BYTES,
    }).messages;
  } catch (error) {
    if (error instanceof FitMessageReaderError) {
      if (error.code === 'input_limit') throw new UnsupportedFileError(`${SUBJECT} is too large to be a Xero string.`);
      throw new UnsupportedFileError(error.code === 'invalid_crc' ? FIT_CHECKSUM_MESSAGE : FIT_DAMAGED_MESSAGE, {
        cause: error,
      });
    }
    throw error;
  }
}

/** m/s x 1000, as the Xero stores speeds, to fps (to 0.1). */
const millimetresToFps = (mmPerSecond: number) => mpsToFps(mmPerSecond / 1000);

/**
 * Reads a Xero FIT file: one string per `chrono_shot_session` (one in every file the device writes),
 * each shot belonging to the session recorded before it. `fileName` only names the string and gives
 * the device's UTC offset; the format is known from the bytes.
 */
export function parseGarminXeroFit(bytes: Uint8Array, fileName?: string): ChronographString[] {
  const messages = readMessages(bytes);
  type Group = { session: FitRawMessage | null; shots: FitRawMessage[] };
  const groups: Group[] = [];
  for (const message of messages) {
    if (message.globalMessageNumber === CHRONO_SHOT_SESSION) {
      // The session may come before its shots (as the Xero writes it) or after them.
      const open = groups.at(-1);
      if (open && open.session === null) open.session = message;
      else groups.push({ session: message, shots: [] });
    } else if (message.globalMessageNumber === CHRONO_SHOT_DATA) {
      const open = groups.at(-1);
      if (open) open.shots.push(message);
      else groups.push({ session: null, shots: [message] });
    }
  }
  const hasSession = groups.some((group) => group.session !== null);
  if (groups.every((group) => group.shots.length === 0))
    throw new UnsupportedFileError(hasSession ? FIT_NO_SHOTS_MESSAGE : FIT_NOT_XERO_MESSAGE);

  const title = fileName ? baseName(fileName).replace(/\.fit$/i, '') || null : null;
  return groups
    .filter((group) => group.shots.length > 0)
    .map((group, index, all) =>
      readString(group, all.length > 1 && title ? `${title} (${index + 1})` : title, fileName),
    );
}

function readString(
  { session, shots: records }: { session: FitRawMessage | null; shots: FitRawMessage[] },
  title: string | null,
  fileName: string | undefined,
): ChronographString {
  const start = session?.timestamp ?? records.find((record) => record.timestamp !== undefined)?.timestamp;
  const offset = start === undefined ? null : offsetFromFileName(fileName, FIT_EPOCH + start);

  const shots: ImportedShot[] = [];
  let missedShots = 0;
  for (const record of records) {
    const speed = unsigned(record, 0);
    // A record without a speed (FIT's "invalid" value, or 0) is no shot: skipped, as LabRadar's misses.
    if (speed === undefined || speed === 0) {
      missedShots++;
      continue;
    }
    const number = unsigned(record, 1);
    const unix = record.timestamp === undefined ? undefined : FIT_EPOCH + record.timestamp;
    shots.push({
      velocityFps: millimetresToFps(speed),
      time: unix === undefined ? null : wallClock(unix, offset ?? 0).time,
      note: null,
      ...(number === undefined ? {} : { id: String(number) }),
      ...(unix === undefined ? {} : { timestamp: isoInstant(unix) }),
    });
  }
  if (shots.length === 0) throw new UnsupportedFileError(FIT_NO_SHOTS_MESSAGE);

  let fileSummary: FileSummary | null = null;
  let projectileWeightGrains: number | null = null;
  if (session) {
    const min = unsigned(session, 0);
    const max = unsigned(session, 1);
    const average = unsigned(session, 2);
    const sd = unsigned(session, 6);
    const grains = unsigned(session, 5);
    projectileWeightGrains = grains ? round(grains / 10, 1) : null;
    if (average !== undefined || sd !== undefined || (min !== undefined && max !== undefined))
      fileSummary = {
        averageFps: average === undefined ? null : millimetresToFps(average),
        extremeSpreadFps: min === undefined || max === undefined ? null : millimetresToFps(max - min),
        sdFps: sd === undefined ? null : millimetresToFps(sd),
        sdKind: 'population',
      };
  }

  return {
    format: 'garmin-xero-fit',
    title,
    date: start === undefined ? null : wallClock(FIT_EPOCH + start, offset ?? 0).date,
    shots,
    unit: 'mps',
    projectileWeightGrains,
    fileSummary,
    note: null,
    missedShots,
    utcOffsetMinutes: offset,
  };
}
