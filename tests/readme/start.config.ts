import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_USE } from '../../scripts/chromium.mjs';

// `npm start` exactly as README gives it: its own emulators, the demo seed and the dev server on 5173.
// Run before the layers that start their own emulators on the same ports.
export default defineConfig({
  testDir: '.',
  testMatch: 'start.spec.ts',
  outputDir: '../../test-results/readme-start',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  expect: { timeout: 15_000 },
  use: { ...PLAYWRIGHT_USE, baseURL: 'http://127.0.0.1:5173' },
  webServer: {
    command: 'npm start',
    cwd: '../..',
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: false,
    timeout: 240_000,
    // Ctrl+C, as a person stops it: the script saves the emulator data and stops the emulators.
    gracefulShutdown: { signal: 'SIGINT', timeout: 60_000 },
  },
});
