#!/usr/bin/env node
// `npm run --silent chrono:parse -- <file>`: reads a chronograph export (any format, text or binary) with
// the app's own parser and prints one JSON object on stdout: for a file with one string, that string in
// full; for a file with several (a ShotView workbook, a ShotMarker log), `{ format, series: [{ title,
// date, shots, stats }, ...] }` in file order. On a file it cannot read, one sentence on stderr and exit
// code 1. A table of shots no format claims is read with a mapping: `--velocity-column <name or number>`
// and `--unit fps|m/s` (and optionally `--string-column`); without one, the sentence names its columns.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createScriptServer } from './script-vite.mjs';

/** One sentence on stderr, nothing on stdout, exit 1. */
function fail(sentence) {
  process.stderr.write(`${sentence}\n`);
  process.exit(1);
}

const OPEN_ERRORS = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission was denied',
  EPERM: 'permission was denied',
};

/** `--name value` pairs and the one file named, from the command line. */
function readArguments(args) {
  const flags = {};
  const files = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg.startsWith('--')) flags[arg.slice(2)] = args[++index];
    else files.push(arg);
  }
  return { flags, file: files[0] };
}
const { flags, file } = readArguments(process.argv.slice(2));
if (!file) fail('Give the chronograph file to read: npm run --silent chrono:parse -- <file>.');
const UNITS = { fps: 'fps', 'ft/s': 'fps', 'm/s': 'mps', mps: 'mps' };
if (flags.unit !== undefined && !UNITS[flags.unit.toLowerCase()])
  fail(`--unit ${flags.unit} is not a unit Rangebook reads: give --unit fps or --unit m/s.`);
if ((flags['velocity-column'] === undefined) !== (flags.unit === undefined))
  fail('Give both --velocity-column and --unit to read a file with a mapping.');

let bytes;
try {
  // The bytes as they are: the parser tells FIT and Excel files by their first bytes, and decodes text
  // as UTF-8 as the browser's File.text() does.
  bytes = new Uint8Array(readFileSync(file));
} catch (error) {
  fail(`Rangebook could not open ${file}: ${OPEN_ERRORS[error?.code] ?? 'it cannot be read'}.`);
}

// The parser is TypeScript shared with the app: load it through Vite, silently, without a server port.
const vite = await createScriptServer({ logLevel: 'silent' });
let output;
let sentence;
try {
  const { chronographStats, compareWithFileSummary, stringFingerprint, UnsupportedFileError } =
    await vite.ssrLoadModule('/src/features/chronograph/parse.ts');
  const { parseChronographBytes } = await vite.ssrLoadModule('/src/features/chronograph/parse-bytes.ts');
  const { columnNames, mapShotTable, suggestMapping } = await vite.ssrLoadModule(
    '/src/features/chronograph/shot-table.ts',
  );
  /** A column given by its name (as the header writes it, any case) or its number from 1; null when absent. */
  const columnOf = (table, given, flag) => {
    if (given === undefined) return undefined;
    const names = columnNames(table).map((name) => name.toLowerCase());
    const index = /^\d+$/.test(given) ? Number(given) - 1 : names.indexOf(given.toLowerCase());
    if (index < 0 || index >= names.length)
      throw new UnsupportedFileError(
        `--${flag} ${given} is none of this file's columns: ${columnNames(table).join(', ')}.`,
      );
    return index;
  };
  /** The file read as a table with the mapping the flags give (the other columns guessed). */
  const readMapped = (table) => {
    const mapping = suggestMapping(table);
    mapping.velocity = columnOf(table, flags['velocity-column'], 'velocity-column');
    mapping.unit = UNITS[flags.unit.toLowerCase()];
    mapping.string = columnOf(table, flags['string-column'], 'string-column') ?? null;
    return { format: 'mapped', series: mapShotTable(table, mapping, basename(file)) };
  };
  try {
    let read;
    try {
      read = await parseChronographBytes(bytes, basename(file));
    } catch (error) {
      if (error?.name !== 'UnknownLayoutError') throw error;
      if (flags['velocity-column'] === undefined)
        throw new UnsupportedFileError(
          `Rangebook does not know this file's layout (its columns: ${columnNames(error.table).join(', ')}): give --velocity-column (a column's name or number) and --unit fps or m/s.`,
        );
      read = readMapped(error.table);
    }
    const { format, series } = read;
    const [shotString] = series;
    output =
      series.length === 1
        ? {
            format: shotString.format,
            title: shotString.title,
            date: shotString.date,
            unit: shotString.unit,
            projectileWeightGrains: shotString.projectileWeightGrains,
            note: shotString.note,
            missedShots: shotString.missedShots,
            fingerprint: stringFingerprint(shotString.shots),
            shots: shotString.shots,
            stats: chronographStats(shotString.shots),
            fileSummary: shotString.fileSummary,
            comparison: compareWithFileSummary(shotString),
          }
        : {
            format,
            series: series.map((string) => ({
              title: string.title,
              date: string.date,
              shots: string.shots,
              stats: chronographStats(string.shots),
            })),
          };
  } catch (error) {
    if (error?.name !== 'UnsupportedFileError') throw error;
    sentence = error.message;
  }
} finally {
  await vite.close();
}
if (sentence) fail(sentence);
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
