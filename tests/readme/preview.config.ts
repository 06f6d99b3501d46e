import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_USE } from '../../scripts/chromium.mjs';

// `npm run preview` exactly as README gives it: its own emulators, the demo seed, the production
// build and `vite preview` on 4173. Run before the other browser tests, which start their own emulators.
export default defineConfig({
  testDir: '.',
  testMatch: 'preview.spec.ts',
  outputDir: '../../test-results/readme-preview',
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  expect: { timeout: 15_000 },
  use: { ...PLAYWRIGHT_USE, baseURL: 'http://127.0.0.1:4173' },
  webServer: {
    command: 'npm run preview',
    cwd: '../..',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: false,
    timeout: 240_000,
    // Ctrl+C, as a person stops it: the script saves the emulator data and stops the emulators
    // (they run in their own process group, so a kill would leave them holding their ports).
    gracefulShutdown: { signal: 'SIGINT', timeout: 60_000 },
  },
});
