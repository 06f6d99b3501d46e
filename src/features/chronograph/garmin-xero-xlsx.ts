/**
 * Garmin ShotView workbooks: the app's Excel export, one sheet per string, newest first. iOS writes
 * .xlsx; Android an Excel 97 .xls (OLE2 / BIFF8).
 *
 * Every cell is text (`"468,0"` with a German decimal comma, `"2783.0"`), so a sheet reads exactly as
 * the CSV export does, row for row: the title in A1 (the sheet name is cut to Excel's 31 characters
 * and has a date added), the `#, Speed (FPS), ...` header, a row per shot, a `-` row (a blank one on
 * iOS), the summary labelled in the app's language. The iOS workbook writes an empty session note as
 * `0.0`.
 *
 * The container is checked before SheetJS sees it: SheetJS loops forever on some cut-off .xlsx files
 * and reads a cut-off .xls as a workbook with sheets missing. Loaded only when a workbook is read.
 * Pure module.
 */
import { read, utils, type WorkBook } from '@e965/xlsx';
import { isCompoundFile, isZip } from './file-signatures';
import { isShotViewHeader, readShotViewTable } from './garmin-xero';
import { tableOfRows, UnknownLayoutError } from './shot-table';
import { UNSUPPORTED_ANY_FILE_MESSAGE, UnsupportedFileError, type ChronographString } from './types';

const SUBJECT = 'This Excel workbook';
export const WORKBOOK_CUT_MESSAGE = `${SUBJECT} is cut off or damaged, so Rangebook cannot read it.`;
export const WORKBOOK_NO_SHOTVIEW_MESSAGE = `${SUBJECT} holds no Garmin ShotView string and no column of velocities (no number from 30 to 6,000): there is nothing to import.`;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The names in a complete ZIP: its end record, central directory and every entry's data inside the
 * file. Null when any of it is missing or out of bounds (a cut-off or damaged file).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const data = view(bytes);
  // The end-of-central-directory record: 22 bytes and a comment, ending the file.
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at--) {
    if (data.getUint32(at, true) === 0x06054b50 && at + 22 + data.getUint16(at + 20, true) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryStart = data.getUint32(end + 16, true);
  if (directoryStart + directorySize !== end) return null;
  const names: string[] = [];
  let at = directoryStart;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > end || data.getUint32(at, true) !== 0x02014b50) return null;
    const compressedSize = data.getUint32(at + 20, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localHeader = data.getUint32(at + 42, true);
    if (at + 46 + nameLength > end) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    // The entry's own header and its data lie before the central directory.
    if (localHeader + 30 > directoryStart || data.getUint32(localHeader, true) !== 0x04034b50) return null;
    const dataStart =
      localHeader + 30 + data.getUint16(localHeader + 26, true) + data.getUint16(localHeader + 28, true);
    if (dataStart + compressedSize > directoryStart) return null;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return at === end ? names : null;
}

const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers from here up are markers (free, end of chain, allocation-table sectors), not sectors. */
const MAX_SECTOR = 0xfffffffa;

/**
 * Whether an OLE2 compound file is whole: its allocation table, its directory and every stream the
 * directory lists lie inside the file, each chain as long as its stream. A cut-off file fails (its
 * chains run past the end); unused table entries are not looked at (some writers leave them marked as
 * chain ends rather than free).
 */
export function isWholeCompoundFile(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const data = view(bytes);
  const shift = data.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 2 ** shift;
  const sectors = Math.floor((bytes.length - sectorSize) / sectorSize);
  const inside = (sector: number) => sector < sectors;
  const offset = (sector: number) => (sector + 1) * sectorSize;
  const perSector = sectorSize / 4;

  // The allocation table's own sectors: 109 listed in the header, more in a chain of DIFAT sectors.
  const fatSectorCount = data.getUint32(0x2c, true);
  if (fatSectorCount === 0 || fatSectorCount > sectors) return false;
  const fatSectors: number[] = [];
  for (let index = 0; index < 109 && fatSectors.length < fatSectorCount; index++)
    fatSectors.push(data.getUint32(0x4c + index * 4, true));
  let difat = data.getUint32(0x44, true);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (!inside(difat) || hops > sectors) return false;
    for (let index = 0; index < perSector - 1 && fatSectors.length < fatSectorCount; index++)
      fatSectors.push(data.getUint32(offset(difat) + index * 4, true));
    difat = data.getUint32(offset(difat) + (perSector - 1) * 4, true);
  }
  if (!fatSectors.every(inside)) return false;
  const next = (sector: number) =>
    data.getUint32(offset(fatSectors[Math.floor(sector / perSector)] ?? 0) + (sector % perSector) * 4, true);

  /** The sectors of a chain, or null when it leaves the file, loops or ends before `minimum` sectors. */
  const chain = (start: number, minimum = 1): number[] | null => {
    const visited: number[] = [];
    for (let sector = start; sector !== END_OF_CHAIN; sector = next(sector)) {
      if (sector >= MAX_SECTOR || !inside(sector) || visited.length > sectors) return null;
      visited.push(sector);
    }
    return visited.length >= minimum ? visited : null;
  };

  const directory = chain(data.getUint32(0x30, true));
  if (!directory) return false;
  const miniCutoff = data.getUint32(0x38, true);
  const miniFatCount = data.getUint32(0x40, true);
  if (miniFatCount > 0 && !chain(data.getUint32(0x3c, true), miniFatCount)) return false;
  for (const sector of directory) {
    for (let entry = 0; entry < sectorSize / 128; entry++) {
      const at = offset(sector) + entry * 128;
      const type = data.getUint8(at + 0x42);
      if (type !== 2 && type !== 5) continue;
      const start = data.getUint32(at + 0x74, true);
      const size = data.getUint32(at + 0x78, true);
      // The root entry holds the mini stream; a stream under the cutoff lives in it.
      if (size === 0 || (type === 2 && size < miniCutoff)) continue;
      if (!chain(start, Math.ceil(size / sectorSize))) return false;
    }
  }
  return true;
}

/** A sheet's cells as text, as the app wrote them (formatted text for any cell that is not). */
function sheetRows(workbook: WorkBook, name: string): string[][] {
  const sheet = workbook.Sheets[name];
  if (!sheet) return [];
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return rows.map((row) => row.map((cell) => (typeof cell === 'string' ? cell : String(cell ?? ''))));
}

/** Reads every sheet of a ShotView workbook (.xlsx or .xls), in the workbook's order (newest first). */
export function parseGarminXeroWorkbook(bytes: Uint8Array): ChronographString[] {
  if (isZip(bytes)) {
    const names = zipEntryNames(bytes);
    if (names === null) throw new UnsupportedFileError(WORKBOOK_CUT_MESSAGE);
    // A ZIP that is no workbook (a .docx, an archive): not an export Rangebook reads.
    if (!names.some((name) => /^xl\/workbook\.(xml|bin)$/i.test(name)))
      throw new UnsupportedFileError(UNSUPPORTED_ANY_FILE_MESSAGE);
  } else if (isCompoundFile(bytes)) {
    if (!isWholeCompoundFile(bytes)) throw new UnsupportedFileError(WORKBOOK_CUT_MESSAGE);
  } else {
    throw new UnsupportedFileError(UNSUPPORTED_ANY_FILE_MESSAGE);
  }

  let workbook: WorkBook;
  try {
    workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    throw new UnsupportedFileError(WORKBOOK_CUT_MESSAGE, { cause: error });
  }

  // Empty sheets aside, every sheet must be a ShotView string: a workbook is read whole or not at all.
  const sheets = workbook.SheetNames.map((name) => {
    const rows = sheetRows(workbook, name);
    return { name, rows, headerIndex: rows.slice(0, 6).findIndex(isShotViewHeader) };
  }).filter(({ rows }) => rows.some((row) => row.some((cell) => cell.trim() !== '')));
  if (!sheets.some(({ headerIndex }) => headerIndex >= 0)) {
    // Another device's workbook: its first sheet with velocities goes to the column mapper.
    const table = sheets.map(({ rows }) => tableOfRows(rows, 'xlsx')).find((each) => each !== null);
    if (table) throw new UnknownLayoutError(table);
    throw new UnsupportedFileError(WORKBOOK_NO_SHOTVIEW_MESSAGE);
  }
  const other = sheets.find(({ headerIndex }) => headerIndex < 0);
  if (other)
    throw new UnsupportedFileError(
      `Sheet "${other.name}" of this workbook is not a Garmin ShotView string, so nothing was read.`,
    );

  return sheets.map(({ name, rows, headerIndex }) => {
    const title = rows
      .slice(0, headerIndex)
      .flatMap((row) => row.map((cell) => cell.trim()).filter(Boolean))
      .join(' ');
    const string = readShotViewTable(title || name, rows.slice(headerIndex), {
      subject: `Sheet "${name}" of this ShotView workbook`,
      shotNumbers: true,
    });
    return { ...string, format: 'garmin-xero-xlsx' as const, note: string.note === '0.0' ? null : string.note };
  });
}
