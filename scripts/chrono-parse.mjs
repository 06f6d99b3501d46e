#!/usr/bin/env node
// `npm run --silent chrono:parse -- <file>`: reads a chronograph export with the app's own parser and
// prints one JSON object on stdout; on a file it cannot read, one sentence on stderr and exit code 1.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

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

let text;
try {
  // Bytes decoded as UTF-8, as the browser's File.text() does (a leading BOM is dropped, bad bytes become U+FFFD).
  text = new TextDecoder('utf-8').decode(readFileSync(file));
} catch (error) {
  fail(`Rangebook could not open ${file}: ${OPEN_ERRORS[error?.code] ?? 'it cannot be read'}.`);
}

// The parser is TypeScript shared with the app: load it through Vite, silently, without a server port.
const vite = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'silent',
});
let output;
let sentence;
try {
  const { parseChronographFile, chronographStats, compareWithFileSummary, stringFingerprint } =
    await vite.ssrLoadModule('/src/features/chronograph/parse.ts');
  try {
    const shotString = parseChronographFile(text);
    output = {
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
