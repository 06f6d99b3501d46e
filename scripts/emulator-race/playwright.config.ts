import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_USE } from '../chromium.mjs';

// The browser variant of the race: race.spec.ts against a bare page (page.ts) served by Vite.
// Not part of `npm test`: run it by hand inside emulators:exec (see README.md).
export default defineConfig({
  testDir: '.',
  testMatch: 'race.spec.ts',
  outputDir: '../../test-results/emulator-race',
  workers: 1,
  timeout: 30 * 60_000,
  reporter: 'list',
  use: { ...PLAYWRIGHT_USE, baseURL: 'http://127.0.0.1:5199' },
  webServer: {
    command: 'npx vite --config scripts/emulator-race/vite.config.mjs',
    cwd: '../..',
    url: 'http://127.0.0.1:5199',
    reuseExistingServer: true,
    timeout: 120_000,
  },
});
