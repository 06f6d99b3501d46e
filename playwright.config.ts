import { readFileSync } from 'node:fs';
import { defineConfig, type Project } from '@playwright/test';
import { PHONE, PLAYWRIGHT_USE } from './scripts/chromium.mjs';
import { E2E_BUILD_COMMAND, E2E_OUT_DIR, E2E_PORT } from './scripts/e2e-build.mjs';

// E2E_PORT lets two checkouts share one machine while each serves its own build.
const port = E2E_PORT;
const outDir = E2E_OUT_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const { hosting } = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')).emulators;

/** What differs on a phone: the range day offline, narrow screens, touch targets, the shot form and the target tap. */
const PHONE_SPECS = [
  'e2e/offline.spec.ts',
  'e2e/narrow-screen.spec.ts',
  'e2e/narrow-screen-demo.spec.ts',
  'e2e/phone.spec.ts',
];
/** Tests that switch the Auth emulator's email enumeration protection on for everyone: run alone, at the end. */
const AUTH_CONFIG_SPECS = ['e2e/enumeration-protection.spec.ts'];

const projects: Project[] = [
  {
    name: 'desktop',
    testMatch: 'e2e/*.spec.ts',
    testIgnore: [...PHONE_SPECS, ...AUTH_CONFIG_SPECS],
    use: { viewport: { width: 1280, height: 800 } },
  },
  { name: 'phone', testMatch: PHONE_SPECS, use: PHONE },
  {
    // The production build as Firebase Hosting serves it (the Hosting emulator with firebase.json's
    // headers; `npm test` writes firebase.served.json): the headers, and one journey under them.
    name: 'served',
    testMatch: ['served/*.spec.ts'],
    use: { ...PHONE, baseURL: `http://${hosting.host}:${hosting.port}` },
  },
  {
    name: 'auth config',
    testMatch: AUTH_CONFIG_SPECS,
    dependencies: ['desktop', 'phone', 'served'],
    use: { viewport: { width: 1280, height: 800 } },
  },
];

export default defineConfig({
  testDir: 'tests',
  // Each port its own results folder: Playwright empties it when a run starts.
  outputDir: `test-results/e2e-${port}`,
  // Every test has its own account, so they may run in any order and side by side: two at a time
  // (E2E_WORKERS=1 for one). Two browsers beside the rules layer keep both cores busy: the browser
  // layer took 434 s where one at a time took 568 s.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A browser test is one journey, seeded on the server where its records are not its subject. The soak
  // run (`npm run test:soak`, SOAK=1) repeats its journeys 12 to 20 times over: its limit is the run's, set
  // here, never by a test.
  timeout: process.env.SOAK ? 600_000 : 30_000,
  expect: { timeout: 10_000 },
  // No service worker unless a test file asks for one (the offline journeys, `serviceWorkers: 'allow'`):
  // installing it precaches every chunk of the app in each test's fresh context, which cost every other
  // test a second of a busy core for nothing it checks.
  use: { ...PLAYWRIGHT_USE, baseURL, serviceWorkers: 'block' },
  projects,
  // The production build, served against the emulators that `npm test` started. The served project
  // is given the same build by the Hosting emulator (firebase.served.json's public folder).
  // E2E_BUILT=1: `npm test` has made the build already (E2E_BUILD_COMMAND), while the emulator wrote
  // the rule coverage and left a core idle.
  webServer: {
    command: `${process.env.E2E_BUILT === '1' ? '' : `${E2E_BUILD_COMMAND} && `}npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
