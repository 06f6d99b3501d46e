#!/usr/bin/env node
// `npm test` runs this first (the pretest script): it finds Java 11+ and a Chromium or Chrome, installs
// what is missing where a standard way works (Playwright's browser download; apt-get on Debian as
// root or with passwordless sudo), or else stops within seconds with one sentence saying what to
// install, instead of failing browser tests ten minutes later.
// PREFLIGHT_NO_INSTALL=1 only looks; CHROME_PATH chooses the browser (see scripts/find-tools.mjs).
import { preflight, systemDeps } from './find-tools.mjs';

const result = await preflight(systemDeps({ log: (message) => console.log(`preflight: ${message}`) }));
if (result.ok) {
  const java = result.java === null ? 'Java (version not read)' : `Java ${result.java}`;
  const tests = result.headlessShell ? `; browser tests in ${result.headlessShell}` : '';
  console.log(`preflight: ${java}; browser ${result.chromium.path} (${result.chromium.version})${tests}`);
} else {
  console.error(result.sentence);
  process.exitCode = 1;
}
