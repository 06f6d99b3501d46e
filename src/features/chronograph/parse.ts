/**
 * Chronograph import: reads any supported export by its content (never its file name), gives our
 * statistics for it, compares them with the file's own summary and fingerprints the string so the
 * same file is not imported twice. Pure module (no React, no Firebase); the import screen and
 * `npm run chrono:parse` both use it.
 */
import { computeSessionStats, sampleStandardDeviation } from '@/domain/statistics';
import { displayUnits, IMPERIAL_EN_US, type DisplayUnits } from '@/domain/unit-format';
import { formatDecimal } from '@/lib/numbers';
import { hash53 } from '@/utils/hash';
import { looksLikeGarminXero, parseGarminXero } from './garmin-xero';
import { looksLikeLabradar, parseLabradar } from './labradar';
import { looksLikeLabradarShots, parseLabradarShots } from './labradar-shots';
import { cleanText, round } from './normalise';
import {
  FPS_PER_MPS,
  UNSUPPORTED_FILE_MESSAGE,
  UnsupportedFileError,
  type ChronographFormat,
  type ChronographString,
  type ImportedShot,
} from './types';

export * from './types';

/** Far above any real export (a LabRadar series of 1,000 shots is about 120 kB). */
const MAX_CHARACTERS = 10_000_000;

/**
 * Whether decoded text is really a binary file (an image, a spreadsheet, a program): many
 * characters that could not be decoded as UTF-8 or control characters. LabRadar's NUL padding (about
 * one character in sixty) and a few mis-encoded letters in a text export stay under the limits.
 */
export function isProbablyBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.length === 0) return false;
  let undecodable = 0;
  let nul = 0;
  for (const char of sample) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0) nul++;
    else if (
      code === 0xfffd ||
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) ||
      (code >= 0x7f && code < 0xa0)
    ) {
      undecodable++;
    }
  }
  return undecodable / sample.length > 0.02 || nul / sample.length > 0.1;
}

/**
 * The text exports the import screen reads (ShotView CSV, LabRadar's report and Shots file), told apart by content: null when
 * the text (already cleaned) is neither. Throws UnsupportedFileError for one it cannot read in full.
 */
export function readTextExport(clean: string): ChronographString | null {
  let result: ChronographString;
  try {
    if (looksLikeLabradarShots(clean)) result = parseLabradarShots(clean);
    else if (looksLikeLabradar(clean)) result = parseLabradar(clean);
    else if (looksLikeGarminXero(clean)) result = parseGarminXero(clean);
    else return null;
  } catch (error) {
    if (error instanceof UnsupportedFileError) throw error;
    throw new UnsupportedFileError(UNSUPPORTED_FILE_MESSAGE, { cause: error });
  }
  if (result.shots.some((shot) => !Number.isFinite(shot.velocityFps) || shot.velocityFps <= 0))
    throw new UnsupportedFileError();
  return result;
}

/**
 * Reads a chronograph export (the file's text, as File.text() gives it). Throws UnsupportedFileError,
 * whose message is one sentence for the user, for anything it cannot read in full: it never returns
 * part of a file. The import screen's entry: a ShotView CSV or a LabRadar report, one string; every
 * other format (binary, or several strings in one file) is read by `parseChronographBytes`.
 */
export function parseChronographFile(text: string): ChronographString {
  if (typeof text !== 'string' || text.length > MAX_CHARACTERS || isProbablyBinary(text))
    throw new UnsupportedFileError();
  const clean = cleanText(text);
  if (clean.trim() === '') throw new UnsupportedFileError();
  const result = readTextExport(clean);
  if (result === null) throw new UnsupportedFileError();
  return result;
}

export type ChronographStats = {
  count: number;
  /** Whole fps. */
  avgFps: number | null;
  /** Max - min, to 0.1 fps. */
  esFps: number | null;
  /** Sample SD (n - 1), to 0.1 fps; null under two shots. */
  sdFps: number | null;
};

/** Our statistics of a string (sighters left out), from the same module every session screen uses. */
export function chronographStats(shots: readonly ImportedShot[]): ChronographStats {
  const stats = computeSessionStats(
    shots.filter((shot) => !shot.sighter).map((shot) => ({ velocity: shot.velocityFps, impact: null })),
  );
  return {
    count: stats.velocityCount,
    avgFps: stats.averageVelocity,
    esFps: stats.extremeSpread === null ? null : round(stats.extremeSpread, 1),
    sdFps: stats.standardDeviation,
  };
}

/**
 * A velocity (fps, as stored) in the account's unit and locale: `fpsDecimals` decimals in fps; in
 * m/s `mpsDecimals`, one more by default (0.01 m/s is 0.03 fps, so nothing shown in fps is lost).
 */
function velocityText(units: DisplayUnits) {
  return (fps: number, fpsDecimals = 1, mpsDecimals = fpsDecimals + 1) => {
    const decimals = units.units.velocity === 'mps' ? mpsDecimals : fpsDecimals;
    return `${formatDecimal(units.value('velocity', fps), units.locale, decimals)} ${units.label('velocity')}`;
  };
}
/** `value` with `decimals` decimals in the locale the sentences are written for. */
type LocaleNumber = (value: number, decimals: number) => string;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const DEVICES: Record<ChronographFormat, string> = {
  'garmin-xero': 'Garmin ShotView',
  'garmin-xero-xlsx': 'Garmin ShotView',
  'garmin-xero-fit': 'Garmin Xero',
  labradar: 'LabRadar',
  'labradar-shots': 'LabRadar',
  pasted: 'A typed list',
  mapped: 'the device',
  shotmarker: 'ShotMarker',
};

/**
 * How far apart rounding alone can put our figures and the file's: the file's own precision, ours, and
 * the shots' rounding in the file; and the sentence that says why. The file's figures show with its
 * own decimals: `fileDecimals` in fps, `fileMpsDecimals` in m/s (a Garmin m/s export's 0.1 m/s).
 */
function roundingOf(string: ChronographString, number: LocaleNumber) {
  const metric = string.unit === 'mps';
  if (string.format === 'labradar') {
    // The original firmware lists whole fps; newer firmware 0.01 fps, which the shots keep to 0.1.
    const decimals = string.shots.some((shot) => !Number.isInteger(shot.velocityFps));
    return {
      fileDecimals: 2,
      fileMpsDecimals: 2,
      file: 0.005,
      shot: decimals ? 0.05 : 0.5,
      note: decimals
        ? `LabRadar works from velocities to ${number(0.01, 2)} fps, which Rangebook keeps to ${number(0.1, 1)} fps`
        : 'LabRadar works from unrounded velocities, which the file lists rounded to whole fps',
      onAverage: true,
    };
  }
  if (string.format === 'garmin-xero-fit')
    return {
      fileDecimals: 1,
      fileMpsDecimals: 2,
      file: 0.05,
      shot: 0.05,
      note: `the Xero records m/s to ${number(0.001, 3)}, and Rangebook converts its figures and each shot to fps to ${number(0.1, 1)}`,
      onAverage: true,
    };
  return metric
    ? {
        fileDecimals: 1,
        fileMpsDecimals: 1,
        file: 0.05 * FPS_PER_MPS,
        shot: 0.05,
        note: `the file's figures are rounded to ${number(0.1, 1)} m/s before conversion`,
        onAverage: true,
      }
    : {
        fileDecimals: 1,
        fileMpsDecimals: 2,
        file: 0.05,
        shot: 0,
        note: `the file's figures are rounded to ${number(0.1, 1)} fps`,
        onAverage: false,
      };
}

/**
 * Sentences comparing our average, ES and SD with the file's own summary, each saying why they differ
 * when they do (rounding, Garmin's population SD, LabRadar's unrounded velocities, skipped misses and
 * sighters). Worked out in fps, as shots are stored; velocities in `units` (imperial in en-US for
 * the command line).
 */
export function compareWithFileSummary(
  string: ChronographString,
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): string[] {
  const ours = chronographStats(string.shots);
  const file = string.fileSummary;
  const sentences: string[] = [];
  const device = DEVICES[string.format];
  const labradar = string.format === 'labradar';
  const labradarShots = string.format === 'labradar-shots';
  const metric = string.unit === 'mps';
  // Every figure of a sentence in the locale's format, the constants too (`3,28084` in French).
  const number: LocaleNumber = (value, decimals) => formatDecimal(value, units.locale, decimals);
  const rounding = roundingOf(string, number);
  const perMps = `1 m/s = ${number(FPS_PER_MPS, 5)} fps`;
  const { file: fileRounding, shot: shotRounding, note: roundingNote, onAverage } = rounding;
  const velocity = velocityText(units);
  // The file's figures as it writes them: LabRadar to 0.01 fps, Garmin to 0.1 (fps or m/s).
  const fileVelocity = (value: number) => velocity(value, rounding.fileDecimals, rounding.fileMpsDecimals);

  const sighters = string.shots.filter((shot) => shot.sighter).length;
  if (sighters > 0) {
    sentences.push(
      `${plural(sighters, 'sighter')} in the file ${sighters === 1 ? 'is' : 'are'} kept but left out of the statistics, so they count ${plural(ours.count, 'shot')}.`,
    );
  }
  if (string.missedShots > 0) {
    sentences.push(
      `${plural(string.missedShots, 'missed shot')} (${labradar || labradarShots ? 'V0 = 0' : 'no velocity'}) in the file ${string.missedShots === 1 ? 'was' : 'were'} skipped, so ${plural(ours.count, 'shot')} ${ours.count === 1 ? 'is' : 'are'} imported.`,
    );
  }
  // A typed list has nothing of its own to compare with: only its unit is worth a word.
  if (string.format === 'pasted')
    return metric ? [`Typed in m/s: Rangebook stores every velocity in whole fps (${perMps}).`] : sentences;
  if (metric)
    sentences.push(
      units.units.velocity === 'mps'
        ? // A shot is stored in whole fps, 0.3048 m/s apart: shown to 0.1 m/s again, it is at most 0.2 m/s off.
          `The file is in m/s: Rangebook stores every velocity in whole fps (${perMps}) and shows it in m/s again, so a shot may read up to ${number(0.2, 1)} m/s from the file's.`
        : `The file is in m/s: every velocity and figure here is converted to fps (${perMps}, to ${number(0.1, 1)} fps).`,
    );
  if (labradarShots) {
    sentences.push(
      `The file names no unit: its muzzle energies (K0) show the velocities are in ${metric ? 'm/s' : 'fps'}.`,
      `The file has no summary and no shot count to compare with, so a file cut off between two shots looks whole: check that the device shows ${plural(ours.count + string.missedShots, 'shot')} for this series.`,
    );
    return sentences;
  }
  if (!file) {
    sentences.push(
      string.format === 'shotmarker'
        ? 'The file has no velocity summary of its own to compare with: ShotMarker writes scores, not velocity statistics.'
        : `The file has no summary of its own to compare with: ${device} wrote none.`,
    );
    return sentences;
  }

  if (ours.avgFps !== null) {
    if (file.averageFps === null) {
      sentences.push(
        `Average: ${velocity(ours.avgFps, 0)} here; the file has no average of its own${labradar ? ' (it reads nan)' : ''}${labradar && string.missedShots > 0 ? ': LabRadar could not average this series, which holds a missed shot' : ''}.`,
      );
    } else {
      const difference = Math.abs(ours.avgFps - file.averageFps);
      sentences.push(
        difference <= 0.5 + fileRounding + shotRounding + 1e-9
          ? `Average: ${velocity(ours.avgFps, 0)} here and ${fileVelocity(file.averageFps)} in the file agree: ours is rounded to whole fps${onAverage ? ` and ${roundingNote}` : ''}.`
          : `Average: ${velocity(ours.avgFps, 0)} here, ${fileVelocity(file.averageFps)} in the file: ${velocity(round(difference, 1))} apart, more than rounding explains, so the file's summary does not match the shots it lists.`,
      );
    }
  }

  if (ours.esFps !== null && file.extremeSpreadFps !== null) {
    const difference = Math.abs(ours.esFps - file.extremeSpreadFps);
    sentences.push(
      difference <= 0.05 + fileRounding + 2 * shotRounding + 1e-9
        ? difference < 0.05
          ? `Extreme spread: ${velocity(ours.esFps)} here and in the file.`
          : `Extreme spread: ${velocity(ours.esFps)} here, ${fileVelocity(file.extremeSpreadFps)} in the file: ${roundingNote}.`
        : `Extreme spread: ${velocity(ours.esFps)} here, ${fileVelocity(file.extremeSpreadFps)} in the file: ${velocity(round(difference, 1))} apart, more than rounding explains, so the file's summary does not match the shots it lists.`,
    );
  }

  if (ours.sdFps !== null && file.sdFps !== null) {
    const velocities = string.shots.filter((shot) => !shot.sighter).map((shot) => shot.velocityFps);
    const sample = sampleStandardDeviation(velocities) ?? 0;
    const n = velocities.length;
    if (file.sdFps === 0 && (ours.esFps ?? 0) > 0) {
      sentences.push(
        `SD: ${velocity(ours.sdFps)} here (sample, n - 1); the file's SD of ${fileVelocity(0)} cannot be right for shots ${velocity(ours.esFps ?? 0)} apart, so ${device}'s own statistics are wrong for this string${file.averageFps === null ? ' (its average reads nan too)' : ''}.`,
      );
    } else if (file.sdKind === 'population') {
      // Garmin divides by n: the same shots' population SD is the sample SD x sqrt((n - 1) / n), shown as
      // the file shows its own.
      const population = round(sample * Math.sqrt((n - 1) / n), 1);
      const agrees = Math.abs(population - file.sdFps) <= 0.05 + fileRounding + 1e-9;
      sentences.push(
        `SD: ${velocity(ours.sdFps)} here is the sample SD (n - 1), which Rangebook shows for every chronograph; ${device}'s ${fileVelocity(file.sdFps)} is the population SD (n), ${
          agrees
            ? `and computed that way these shots give ${fileVelocity(population)} too.`
            : `but computed that way these shots give ${fileVelocity(population)}, so the file's summary does not match the shots it lists.`
        }`,
      );
    } else {
      const difference = Math.abs(ours.sdFps - file.sdFps);
      sentences.push(
        difference < 0.05
          ? `SD (sample, n - 1): ${velocity(ours.sdFps)} here and in the file.`
          : difference <= 0.05 + fileRounding + shotRounding + 0.1 + 1e-9
            ? `SD (sample, n - 1): ${velocity(ours.sdFps)} here, ${fileVelocity(file.sdFps)} in the file: ${roundingNote}.`
            : `SD (sample, n - 1): ${velocity(ours.sdFps)} here, ${fileVelocity(file.sdFps)} in the file: ${velocity(round(difference, 1))} apart, more than rounding explains, so the file's summary does not match the shots it lists.`,
      );
    }
  }
  return sentences;
}

/**
 * A short, deterministic id of a string of shots from its velocities and times (not its notes, which
 * a user may edit), for refusing the same file twice: `<shot count>-<14 hex digits>`.
 */
export function stringFingerprint(shots: readonly ImportedShot[]): string {
  const canonical = shots.map((shot) => `${shot.velocityFps.toFixed(1)}@${shot.time ?? ''}`).join('|');
  return `${shots.length}-${hash53(canonical).toString(16).padStart(14, '0')}`;
}
