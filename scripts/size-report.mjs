#!/usr/bin/env node
// Prints the gzip size of every built chunk (run `npm run build` first) and checks that the landing
// page, which loads only the entry chunk and its static imports, ships no Firebase code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const chunks = Object.entries(manifest).map(([key, chunk]) => {
  const code = readFileSync(join(dist, chunk.file));
  return {
    key,
    ...chunk,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    // Every Firebase package registers itself under its npm name; that string marks Firebase code.
    hasFirebase: code.includes('@firebase/'),
  };
});
const byKey = new Map(chunks.map((chunk) => [chunk.key, chunk]));

// The landing page loads the entry chunk and, transitively, its static imports; nothing lazy.
const entry = chunks.find((chunk) => chunk.isEntry);
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of byKey.get(key)?.imports ?? []) visit(imported);
};
visit(entry.key);

console.log('chunk                                         raw KiB  gzip KiB  firebase  landing');
for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `${chunk.file.padEnd(44)} ${kib(chunk.raw)} ${kib(chunk.gzip)}  ${(chunk.hasFirebase ? 'yes' : 'no').padEnd(8)}  ${initial.has(chunk.key) ? 'yes' : ''}`,
  );
}
const landing = [...initial].map((key) => byKey.get(key));
const landingGzip = landing.reduce((sum, chunk) => sum + chunk.gzip, 0);
const cssGzip = (entry.css ?? []).reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
);
console.log(
  `\nlanding page initial JS: ${landing.length} chunk(s), ${kib(landingGzip).trim()} KiB gzip; CSS ${kib(cssGzip).trim()} KiB gzip`,
);

const firebaseOnLanding = landing.filter((chunk) => chunk.hasFirebase);
if (firebaseOnLanding.length > 0) {
  console.error(
    `FAIL: the landing page loads Firebase code in ${firebaseOnLanding.map((chunk) => chunk.file).join(', ')}`,
  );
  process.exit(1);
}
console.log('landing page loads no Firebase chunk: ok');
