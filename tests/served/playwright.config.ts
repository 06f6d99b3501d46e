import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PHONE, PLAYWRIGHT_USE } from '../../scripts/chromium.mjs';

// The production build in dist/ as Firebase Hosting serves it: the Hosting emulator, started by
// `npm test` with firebase.served.json (firebase.json's headers, its CSP also allowing the emulators).
// The journeys that would break first under a strict CSP run here once more: signup and login,
// a session with shots, the chronograph import and the offline range day (a phone, so all of them).
const { hosting } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators;

export default defineConfig({
  testDir: '..',
  testMatch: [
    'served/*.spec.ts',
    'e2e/accounts.spec.ts',
    'e2e/sessions.spec.ts',
    'e2e/import.spec.ts',
    'e2e/offline.spec.ts',
  ],
  outputDir: '../../test-results/served',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { ...PLAYWRIGHT_USE, baseURL: `http://${hosting.host}:${hosting.port}` },
  projects: [{ name: 'served', use: PHONE }],
});
