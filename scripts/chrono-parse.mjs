#!/usr/bin/env node
// `npm run --silent chrono:parse -- <file>`: reads a chronograph export (any format, text or binary) with
// the app's own parser and prints one JSON object on stdout: for a file with one string, that string in
// full; for a file with several (a ShotView workbook, a ShotMarker log), `{ format, series: [{ title,
// date, shots, stats }, ...] }` in file order. On a file it cannot read, one sentence on stderr and exit
// code 1.
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

const file = process.argv[2];
if (!file) fail('Give the chronograph file to read: npm run --silent chrono:parse -- <file>.');

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
  const { chronographStats, compareWithFileSummary, stringFingerprint } = await vite.ssrLoadModule(
    '/src/features/chronograph/parse.ts',
  );
  const { parseChronographBytes } = await vite.ssrLoadModule('/src/features/chronograph/parse-bytes.ts');
  try {
    const { format, series } = await parseChronographBytes(bytes, basename(file));
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
