/**
 * The bytes entry: reads any chronograph export Rangebook knows from the file's bytes, one string or
 * several. The format is told by content, never by the file's name (which only names a FIT string,
 * gives the Xero's UTC offset, and words the sentence for a file whose name promises a format it does
 * not hold). The FIT and Excel readers, and their libraries, load only when such a file is read.
 * Pure module (no React, no Firebase); `npm run chrono:parse` uses it.
 */
import { isCompoundFile, isZip, looksLikeFit } from './file-signatures';
import { cleanText } from './normalise';
import { isProbablyBinary, readTextExport } from './parse';
import { readShotTable, UnknownLayoutError, type ShotTable } from './shot-table';
import { looksLikeShotMarker, parseShotMarker } from './shotmarker';
import {
  UNSUPPORTED_ANY_FILE_MESSAGE,
  UnsupportedFileError,
  type ChronographFile,
  type ChronographString,
} from './types';

/** Far above any real export (a ShotView workbook of 14 strings is 22 kB, a LabRadar series of 1,000 shots 120 kB). */
const MAX_BYTES = 16 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = 'This file is too large to be a chronograph export.';

export const LABRADAR_TRACK_MESSAGE =
  "This is a LabRadar track file (one shot's radar track, from a series' TRK folder), not a series: import the series report (SR#### Report.csv) beside that folder.";

/** A LabRadar track file: `Shot No;0003` in its settings, then `Time (s);Vel (fps);Dist (m);SNR` rows. */
const looksLikeLabradarTrack = (clean: string) =>
  /^\s*shot no\s*;/im.test(clean) && /^\s*time \(s\)\s*;\s*vel\b/im.test(clean);

/** The sentence when a reader could not be loaded (the app offline before it was ever used, say). */
const readerUnavailable = (kind: string) =>
  `Rangebook could not load its ${kind} reader: check the connection and try again.`;

/** Loads a reader lazily; a failure to load is the app's, not the file's, and says so. */
async function load<Module>(kind: string, loader: () => Promise<Module>): Promise<Module> {
  try {
    return await loader();
  } catch (error) {
    throw new UnsupportedFileError(readerUnavailable(kind), { cause: error });
  }
}

/** The sentence for a file that is none of the formats, naming what its extension promised. */
function notAnExport(extension: string | undefined, text: boolean): string {
  if (extension === 'fit') return 'This file ends in .fit but is not a FIT file: it has no FIT header.';
  if (extension === 'xlsx' || extension === 'xls')
    return text
      ? `This file ends in .${extension} but is not an Excel workbook: it holds plain text, and no chronograph export Rangebook can read.`
      : `This file ends in .${extension} but is not an Excel workbook Rangebook can read.`;
  return UNSUPPORTED_ANY_FILE_MESSAGE;
}

/** The text exports: ShotView CSV and LabRadar (one string each), ShotMarker (several). */
function readText(bytes: Uint8Array, extension: string | undefined): ChronographFile {
  // Decoded as the browser's File.text() does: UTF-8, a leading BOM dropped, bad bytes as U+FFFD.
  const text = new TextDecoder('utf-8').decode(bytes);
  if (isProbablyBinary(text)) throw new UnsupportedFileError(notAnExport(extension, false));
  const clean = cleanText(text);
  if (clean.trim() === '') throw new UnsupportedFileError(notAnExport(extension, true));
  const string = readTextExport(clean);
  if (string) return { format: string.format, series: [string] };
  if (looksLikeShotMarker(clean)) return { format: 'shotmarker', series: parseShotMarker(clean) };
  if (looksLikeLabradarTrack(clean)) throw new UnsupportedFileError(LABRADAR_TRACK_MESSAGE);
  // Any other table with velocities in it: the shooter maps its columns (UnknownLayoutError holds it).
  // Not a file whose name promises a binary format: that sentence says more.
  let table: ShotTable | null = null;
  if (!['fit', 'xlsx', 'xls'].includes(extension ?? '')) {
    try {
      table = readShotTable(clean);
    } catch {
      table = null;
    }
  }
  throw table ? new UnknownLayoutError(table) : new UnsupportedFileError(notAnExport(extension, true));
}

/**
 * Reads a chronograph export from its bytes: a Garmin Xero FIT file, a ShotView CSV or workbook (.xlsx
 * or .xls), a LabRadar series report (either firmware) or a ShotMarker shots log. Every string in file
 * order, velocities in fps. Rejects with UnsupportedFileError, whose message is one sentence for the
 * user, for anything it cannot read in full: it never returns part of a file.
 */
export async function parseChronographBytes(bytes: Uint8Array, fileName?: string): Promise<ChronographFile> {
  if (!(bytes instanceof Uint8Array)) throw new UnsupportedFileError(UNSUPPORTED_ANY_FILE_MESSAGE);
  if (bytes.length > MAX_BYTES) throw new UnsupportedFileError(TOO_LARGE_MESSAGE);
  const extension = fileName?.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase();

  let file: ChronographFile;
  try {
    if (looksLikeFit(bytes)) {
      const { parseGarminXeroFit } = await load('FIT', () => import('./garmin-xero-fit'));
      file = { format: 'garmin-xero-fit', series: parseGarminXeroFit(bytes, fileName) };
    } else if (isZip(bytes) || isCompoundFile(bytes)) {
      const { parseGarminXeroWorkbook } = await load('Excel', () => import('./garmin-xero-xlsx'));
      file = { format: 'garmin-xero-xlsx', series: parseGarminXeroWorkbook(bytes) };
    } else {
      file = readText(bytes, extension);
    }
  } catch (error) {
    if (error instanceof UnsupportedFileError) throw error;
    throw new UnsupportedFileError(UNSUPPORTED_ANY_FILE_MESSAGE, { cause: error });
  }

  const bad = (string: ChronographString) =>
    string.shots.length === 0 ||
    string.shots.some((shot) => !Number.isFinite(shot.velocityFps) || shot.velocityFps <= 0);
  if (file.series.length === 0 || file.series.some(bad)) throw new UnsupportedFileError(UNSUPPORTED_ANY_FILE_MESSAGE);
  return file;
}
