/**
 * Chronograph import: the shape every parser returns, and the one error a user ever sees from it.
 * Pure module (no React, no Firebase).
 */
import { METRES_PER_FOOT } from '@/domain/units';

/** One shot read from a chronograph file. */
export type ImportedShot = {
  /** Muzzle velocity in fps (converted from m/s when the file is metric), to 0.1 fps. */
  velocityFps: number;
  /** Time of day as HH:MM:SS (24 h) when the file has it. */
  time: string | null;
  /** The shot's note (and any clean-bore / cold-bore flag) when the file has one. */
  note: string | null;
  /**
   * The shot's number or id as the file writes it (`7`, `R3`, `S1`): FIT files and ShotView workbooks,
   * whose numbers skip where shots were deleted, and ShotMarker, whose ids carry letters. Absent for
   * ShotView CSV and LabRadar, as before.
   */
  id?: string;
  /** A sighter (ShotMarker): kept with the string but left out of its statistics. */
  sighter?: boolean;
  /** Where it hit, in inches from the aiming mark, right positive (ShotMarker). */
  xInches?: number;
  /** Where it hit, in inches from the aiming mark, up positive (ShotMarker). */
  yInches?: number;
  /** The moment of the shot as an ISO 8601 UTC instant, when the file records one (Garmin FIT). */
  timestamp?: string;
};

/**
 * Every export Rangebook reads. The text entry (`parseChronographFile`) reads `garmin-xero` (ShotView
 * CSV), `labradar` (the series report) and `labradar-shots` (the per-shot Shots file); the bytes entry
 * (`parseChronographBytes`) reads them all. `pasted`: a list typed or pasted (pasted-velocities.ts); `mapped`: any table of shots read
 * with the shooter's column mapping (shot-table.ts).
 */
export type ChronographFormat =
  | 'garmin-xero'
  | 'garmin-xero-fit'
  | 'garmin-xero-xlsx'
  | 'labradar'
  | 'labradar-shots'
  | 'mapped'
  | 'pasted'
  | 'shotmarker';

/** The file's own statistics, converted to fps, to compare with ours. */
export type FileSummary = {
  averageFps: number | null;
  extremeSpreadFps: number | null;
  sdFps: number | null;
  /** Garmin (ShotView and the Xero's FIT files) reports the population SD (n); LabRadar the sample SD (n - 1). */
  sdKind: 'population' | 'sample';
};

/** One string of shots read from one chronograph file. */
export type ChronographString = {
  format: ChronographFormat;
  /**
   * The string's name: the title typed in ShotView, the LabRadar series (SR0024), the ShotMarker
   * string's name, or for a FIT file (which holds none) the file's name.
   */
  title: string | null;
  /** The day the string was fired, yyyy-mm-dd, when the file says. */
  date: string | null;
  /** Every shot in file order; velocities always in fps. Sighters are kept, flagged. */
  shots: ImportedShot[];
  /** The unit the file was written in (velocities above are converted to fps). */
  unit: 'fps' | 'mps';
  /** The projectile weight set in the app or on the device, when there is one. */
  projectileWeightGrains: number | null;
  fileSummary: FileSummary | null;
  /** The file's note on the whole string (ShotView's session note), when there is one. */
  note: string | null;
  /**
   * Rows the file lists that are not shots: LabRadar misses (V0 = 0) and ShotMarker shots with no
   * velocity, skipped on import.
   */
  missedShots: number;
  /**
   * Garmin FIT only: the offset from UTC of `date` and the shots' `time`, in minutes. The Xero records
   * UTC; its file name (`06-18-2024_15-47-11.fit`) is its local time at the start of the string, which
   * gives the offset when the name is the device's own. Null when it is not: `date` and `time` are
   * then UTC.
   */
  utcOffsetMinutes?: number | null;
  /**
   * ShotMarker only: the number of the target the string was fired at (`#220` on its string line), so
   * that each target's shots are a group of their own in a session. Absent when the file names none.
   */
  target?: number;
};

/** Everything read from one file: one string or several, in file order. */
export type ChronographFile = {
  format: ChronographFormat;
  /** ShotView workbooks hold a string per sheet; ShotMarker logs a string per target and shooter. */
  series: ChronographString[];
};

/** The sentence for any file that is not one of the supported chronograph exports. */
export const UNSUPPORTED_FILE_MESSAGE =
  'This file is not a chronograph export Rangebook can read: import a Garmin Xero ShotView CSV or a LabRadar SR#### Report.csv.';

/** The same sentence for the bytes entry, which reads every format. */
export const UNSUPPORTED_ANY_FILE_MESSAGE =
  'This file is not a chronograph export Rangebook can read: import a Garmin Xero FIT file, ShotView CSV or Excel workbook, a LabRadar series report or Shots file, or a ShotMarker shots log.';

/** The only error the parsers throw: its message is one sentence a user can act on. */
export class UnsupportedFileError extends Error {
  constructor(message: string = UNSUPPORTED_FILE_MESSAGE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnsupportedFileError';
  }
}

/** 1 m/s in fps, exactly (1 ft = 0.3048 m, units.ts): 3.2808399. */
export const FPS_PER_MPS = 1 / METRES_PER_FOOT;
