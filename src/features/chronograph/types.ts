/**
 * Chronograph import: the shape every parser returns, and the one error a user ever sees from it.
 * Pure module (no React, no Firebase).
 */

/** One shot read from a chronograph file. */
export type ImportedShot = {
  /** Muzzle velocity in fps (converted from m/s when the file is metric), to 0.1 fps. */
  velocityFps: number;
  /** Time of day as HH:MM:SS (24 h) when the file has it. */
  time: string | null;
  /** The shot's note (and any clean-bore / cold-bore flag) when the file has one. */
  note: string | null;
};

export type ChronographFormat = 'garmin-xero' | 'labradar';

/** The file's own statistics, converted to fps, to compare with ours. */
export type FileSummary = {
  averageFps: number | null;
  extremeSpreadFps: number | null;
  sdFps: number | null;
  /** Garmin ShotView reports the population SD (n); LabRadar the sample SD (n - 1). */
  sdKind: 'population' | 'sample';
};

/** One string of shots read from one chronograph file. */
export type ChronographString = {
  format: ChronographFormat;
  /** The string's name: the title typed in ShotView, or the LabRadar series (SR0024). */
  title: string | null;
  /** The day the string was fired, yyyy-mm-dd, when the file says. */
  date: string | null;
  /** Every shot in file order; velocities always in fps. */
  shots: ImportedShot[];
  /** The unit the file was written in (velocities above are converted to fps). */
  unit: 'fps' | 'mps';
  /** The projectile weight set in the app or on the device, when there is one. */
  projectileWeightGrains: number | null;
  fileSummary: FileSummary | null;
  /** The file's note on the whole string (ShotView's session note), when there is one. */
  note: string | null;
  /** Rows the file lists that are not shots: LabRadar misses (V0 = 0), skipped on import. */
  missedShots: number;
};

/** The sentence for any file that is not one of the supported chronograph exports. */
export const UNSUPPORTED_FILE_MESSAGE =
  'This file is not a chronograph export Rangebook can read: import a Garmin Xero ShotView CSV or a LabRadar SR#### Report.csv.';

/** The only error the parsers throw: its message is one sentence a user can act on. */
export class UnsupportedFileError extends Error {
  constructor(message: string = UNSUPPORTED_FILE_MESSAGE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnsupportedFileError';
  }
}

/** 1 m/s in fps. */
export const FPS_PER_MPS = 3.28084;
