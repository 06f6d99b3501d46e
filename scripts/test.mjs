#!/usr/bin/env node
// `npm test`: every layer in order, stopping at the first that fails, and at the end one line per layer
// with its test count and seconds, so a layer that grows shows before the suite is slow.
//
// The layers that need the emulators run inside one `firebase emulators:exec` (Auth, Firestore and
// Hosting): this script runs again inside it with --emulated, and hands its timings back in a file.
import { spawn } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { E2E_BUILD_COMMAND } from './e2e-build.mjs';
import { evaluatedOffsets, ruleCoverageGaps } from './rule-coverage.mjs';

const RESULTS = 'test-results';
const EMULATED_TIMINGS = join(RESULTS, 'timings-emulated.json');
const REPORTS = join(RESULTS, 'reports');

/**
 * Runs a command as a newcomer would in a shell, output passed through (or appended to the file
 * `log`); resolves with its exit code.
 */
function run(command, env = {}, log = null) {
  return new Promise((resolve) => {
    const stdio = log ? ['ignore', log, log] : 'inherit';
    const child = spawn(command, { shell: true, stdio, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** How many tests a vitest JSON report (numTotalTests) or a Playwright JSON report (stats) holds. */
function testCount(name) {
  const file = reportFile(name);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numTotalTests === 'number') return report.numTotalTests;
  const stats = report.stats;
  return stats ? stats.expected + stats.unexpected + stats.flaky : null;
}

const reportFile = (name) => join(REPORTS, `${name}.json`);
const vitestReport = (name) => `--reporter=default --reporter=json --outputFile.json=${reportFile(name)}`;
/** A Playwright run that also writes its JSON report. */
const playwright = (args, name, env = {}) => ({
  command: `npx playwright test ${args} --reporter=list,json`,
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile(name), ...env },
});

/** A layer: its name, its commands (run in order) and the JSON report that counts its tests. */
const OUTSIDE = [
  { name: 'preflight (Java, Chromium)', commands: ['node scripts/preflight.mjs'] },
  {
    name: 'format, lint, typecheck',
    // Prettier, ESLint and tsc each keep one core busy: side by side.
    commands: [{ together: ['npm run --silent format:check', 'npm run --silent lint', 'npm run --silent typecheck'] }],
  },
  {
    // Side by side: the unit tests keep the cores busy while the README's commands mostly wait for
    // their emulators and servers to start (about 25 s saved on a 2-core machine).
    together: [
      {
        name: 'unit (vitest: domain, components, scripts)',
        commands: [`npx vitest run --project unit --project unit-dom --project scripts ${vitestReport('unit')}`],
        reports: ['unit'],
      },
      {
        name: 'npm start and npm run preview, as README gives them',
        commands: [
          playwright('-c tests/readme/start.config.ts', 'readme-start'),
          playwright('-c tests/readme/preview.config.ts', 'readme-preview'),
        ],
        reports: ['readme-start', 'readme-preview'],
      },
    ],
  },
  {
    name: 'emulators (start and stop)',
    commands: [
      'node scripts/served-config.mjs',
      "scripts/firebase.sh emulators:exec --config firebase.served.json --only auth,firestore,hosting --project demo-rangebook 'node scripts/test.mjs --emulated'",
    ],
    emulated: true,
  },
];

/**
 * The rules tests in RULES_PARTS parts, the property tests (random sequences of operations on two
 * devices, with the rules applied) apart. The emulator's rule coverage report holds every value each
 * expression took: over a whole run it grew past what the emulator can answer (HTTP 500 at about a
 * gigabyte), so it is read and let go after each part, and the parts' reached expressions are added up.
 *
 * They run beside the browser layer, on the same emulators under a project of their own
 * (RULES_PROJECT, given to the tests as TEST_PROJECT_ID), so that their clearing between tests never
 * touches the browser tests' records: the browser layer leaves a third of the two cores idle while
 * its pages wait for the emulator, which the rules tests fill. Their output goes to RULES_LOG (printed
 * whole if they fail), so the browser layer's lines stay readable.
 */
const RULES_DIR = 'tests/rules';
const RULES_PARTS = 3;
const RULES_PROJECT = 'demo-rangebook-rules';
const RULES_LOG = join(RESULTS, 'rules-and-data.log');
const rulesFiles = readdirSync(RULES_DIR)
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `${RULES_DIR}/${file}`);
const propertyTests = rulesFiles.filter((file) => file.endsWith('.property.test.ts'));
const rulesParts = Array.from({ length: RULES_PARTS }, (_, part) =>
  rulesFiles.filter((file) => !propertyTests.includes(file)).filter((_, index) => index % RULES_PARTS === part),
);
const rulesRun = (files, report) => ({
  command: `npx vitest run --project rules ${files.join(' ')} ${vitestReport(report)}`,
  env: { TEST_PROJECT_ID: RULES_PROJECT },
});

/** The offsets of the expressions the rules tests' parts evaluated so far. */
const evaluated = [];

const INSIDE = [
  {
    together: [
      {
        name: 'rules and data (vitest on the Firestore emulator)',
        log: RULES_LOG,
        // The rule coverage is the rules tests' own: it is read before the property tests run, whose
        // hundreds of thousands of evaluations reach nothing new (the report takes the emulator seconds
        // per hundred megabytes to write).
        commands: [
          loadRules,
          ...rulesParts.flatMap((files, part) => [
            rulesRun(files, `rules-${part + 1}`),
            part === RULES_PARTS - 1 ? collectAndCheckRuleCoverage : collectRuleCoverage,
          ]),
          rulesRun(propertyTests, 'rules-property'),
          loadRules,
        ],
        reports: [...rulesParts.map((_, part) => `rules-${part + 1}`), 'rules-property'],
      },
      {
        name: 'browser (Playwright: desktop, phone, served)',
        // The production build it serves (playwright.config.ts with E2E_BUILT=1), made first; then two
        // browsers at a time (playwright.config.ts).
        commands: [E2E_BUILD_COMMAND, playwright('', 'browser', { E2E_BUILT: '1' })],
        reports: ['browser'],
      },
    ],
  },
];

/** The Firestore emulator's project URL (FIRESTORE_EMULATOR_HOST, set by `firebase emulators:exec`). */
function emulatorProjectUrl() {
  const { firestore } = JSON.parse(readFileSync('firebase.json', 'utf8')).emulators;
  const base = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? `${firestore.host}:${firestore.port}`}`;
  return `${base}/emulator/v1/projects/${RULES_PROJECT}`;
}

/**
 * Loads firestore.rules into the rules tests' project, which also starts its rule coverage afresh:
 * the values the rules took are let go, so the emulator does not carry them (gigabytes of heap).
 */
async function loadRules() {
  const response = await fetch(`${emulatorProjectUrl()}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] },
    }),
  });
  if (response.ok) return 0;
  console.error(`The Firestore emulator refused the rules again (${response.status}): ${await response.text()}`);
  return 1;
}

/** The last part's rule coverage added, then the check of every allow and rule function. */
async function collectAndCheckRuleCoverage() {
  const code = await collectRuleCoverage();
  return code === 0 ? checkRuleCoverage() : code;
}

/** Adds what the last part of the rules tests evaluated to `evaluated`, and lets the emulator's report go. */
async function collectRuleCoverage() {
  const url = `${emulatorProjectUrl()}:ruleCoverage`;
  const response = await fetch(url);
  if (!response.ok || !response.body) {
    console.error(`The Firestore emulator gave no rule coverage (${response.status} from ${url}).`);
    return 1;
  }
  // Hundreds of megabytes (every value each expression took): kept as a file, read as a stream.
  const file = join(RESULTS, 'rule-coverage.json');
  await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
  evaluated.push(...(await evaluatedOffsets(createReadStream(file))));
  rmSync(file, { force: true });
  return loadRules();
}

/** Every allow and every rule function the rules tests' parts reached; prints the gaps and fails on any. */
function checkRuleCoverage() {
  const offsets = [...new Set(evaluated)].sort((a, b) => a - b);
  const { reached, gaps } = ruleCoverageGaps(readFileSync('firestore.rules', 'utf8'), offsets);
  console.log(
    `Rule coverage: ${reached} allow statements and rule functions of firestore.rules reached by the rules tests` +
      (gaps.length ? `; ${gaps.length} never reached:` : ', none missed.'),
  );
  for (const gap of gaps) console.log(`  firestore.rules:${gap.line}  ${gap.text}`);
  return gaps.length ? 1 : 0;
}

/** Runs one layer's commands (a function is a check run in this process) in order, then its check; gives its exit code and its timing lines. */
async function runLayer(layer) {
  const started = Date.now();
  const log = layer.log ? openSync(layer.log, 'w') : null;
  let code = 0;
  for (const step of layer.commands) {
    if (typeof step === 'function') code = await step();
    else if (typeof step === 'string') code = await run(step, {}, log);
    else if (step.together)
      code = Math.max(...(await Promise.all(step.together.map((command) => run(command, {}, log)))));
    else code = await run(step.command, step.env, log);
    if (code !== 0) break;
  }
  if (log !== null) {
    closeSync(log);
    if (code !== 0) console.log(readFileSync(layer.log, 'utf8'));
    console.log(`${layer.name}: ${code === 0 ? 'passed' : 'FAILED'} (its output: ${layer.log})`);
  }
  if (code === 0 && layer.after) code = await layer.after();
  const seconds = (Date.now() - started) / 1000;
  if (layer.emulated && existsSync(EMULATED_TIMINGS)) {
    const inside = JSON.parse(readFileSync(EMULATED_TIMINGS, 'utf8'));
    return {
      code,
      timings: [{ name: layer.name, tests: null, seconds: Math.max(0, seconds - inside.wall) }, ...inside.timings],
    };
  }
  const counts = (layer.reports ?? []).map(testCount);
  const tests = counts.length && counts.every((count) => count !== null) ? counts.reduce((a, b) => a + b, 0) : null;
  return { code, timings: [{ name: layer.name, tests, seconds }] };
}

/** Each layer in turn (the layers of a `together` entry side by side), stopping after the first that fails. */
async function runLayers(layers) {
  const timings = [];
  for (const entry of layers) {
    const group = entry.together ?? [entry];
    const results = await Promise.all(group.map(runLayer));
    for (const result of results) timings.push(...result.timings);
    const failedAt = results.findIndex((result) => result.code !== 0);
    if (failedAt >= 0) return { code: results[failedAt].code, timings, failed: group[failedAt].name };
  }
  return { code: 0, timings };
}

function printTimings(timings, wall, failed) {
  const width = Math.max(...timings.map((timing) => timing.name.length));
  console.log(`\nWhere the time went${failed ? ` (stopped: ${failed} failed)` : ''}:`);
  for (const { name, tests, seconds } of timings) {
    const count = tests === null ? '' : `${tests} tests`;
    console.log(`  ${name.padEnd(width)}  ${count.padStart(10)}  ${seconds.toFixed(0).padStart(5)} s`);
  }
  const total = timings.reduce((sum, timing) => sum + (timing.tests ?? 0), 0);
  console.log(`  ${'total'.padEnd(width)}  ${`${total} tests`.padStart(10)}  ${wall.toFixed(0).padStart(5)} s`);
}

if (process.argv.includes('--emulated')) {
  const started = Date.now();
  const { code, timings } = await runLayers(INSIDE);
  writeFileSync(EMULATED_TIMINGS, JSON.stringify({ wall: (Date.now() - started) / 1000, timings }));
  process.exit(code);
} else {
  const started = Date.now();
  mkdirSync(REPORTS, { recursive: true });
  rmSync(EMULATED_TIMINGS, { force: true });
  const { code, timings, failed } = await runLayers(OUTSIDE);
  printTimings(timings, (Date.now() - started) / 1000, failed);
  process.exit(code);
}
