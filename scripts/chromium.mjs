// The browsers Playwright and the bench launch: the ones scripts/preflight.mjs found or installed
// (CHROME_PATH, chromium or Chrome on PATH or in the usual places, else Playwright's own download).
// The tests run in Debian's headless shell where it is installed (a third less CPU); the bench
// measures in the full browser, the one a phone runs.
// The flags keep it off the network: the tests need nothing beyond 127.0.0.1.
import { findChromium, findHeadlessShell, systemDeps } from './find-tools.mjs';

const deps = systemDeps();
const found = findChromium(deps);
if (!found.path) {
  throw new Error(
    found.error ??
      'No Chromium or Chrome was found: run `node scripts/preflight.mjs` (npm test runs it first) to install one, or set CHROME_PATH.',
  );
}
export const CHROMIUM_PATH = found.path;
export const TEST_BROWSER_PATH = findHeadlessShell(deps).path ?? CHROMIUM_PATH;
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What every Playwright config here launches with: the tests' browser, headless, off the network, a trace kept on failure. */
export const PLAYWRIGHT_USE = {
  headless: true,
  launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS },
  // Recording a trace snapshots the page at every step, for every test, and costs a core on these
  // machines: E2E_TRACE=1 keeps one for each failing test.
  trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
};

/** The 390 px phone the browser tests and the bench use. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
