import { defineConfig } from '@playwright/test';
import { PHONE, PLAYWRIGHT_USE } from './scripts/chromium.mjs';

// E2E_PORT lets two runs share one set of emulators while each serves its own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = `dist/e2e-${port}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Each port its own results folder: Playwright empties it when a run starts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  // Two cores: one browser at a time is the fastest here.
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: { ...PLAYWRIGHT_USE, baseURL },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: PHONE },
  ],
  // The production build, served against the emulators that `npm test` started.
  webServer: {
    command: `npx vite build --mode emulators --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
