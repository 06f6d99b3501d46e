/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadStageChunks } from './scripts/load-stage-chunks.ts';

// firebase.json is the one place the emulator ports are written; the app is built against them, or
// against the ones `firebase emulators:exec` says it started (another config's, for a second checkout).
const emulators = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')).emulators;
const authEmulatorUrl = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulators.auth.host}:${emulators.auth.port}`}`;
const firestoreEmulatorHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `${emulators.firestore.host}:${emulators.firestore.port}`;

const THEME_COLOR = '#1f2937';

// `@/x` is `src/x`, in the app, its tests and the scripts that load it through Vite.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// `--mode emulators`: the production build that tests, `npm run preview` and `npm run bench` serve
// against the local emulators. It reads no .env file, so the real project's web config kept for
// `npm run deploy` (.env.production.local) or `npm run dev` (.env.local) can never reach it.
const EMULATORS_MODE = 'emulators';

// A signed-in page's code in a chunk per step of the app's start (scripts/load-stage-chunks.ts), where
// Rolldown made a chunk per set of importers: the dashboard loaded 98 chunks, most under 1 KiB.
const stageChunks = loadStageChunks([
  { name: null, roots: ['src/main.tsx'] }, // the landing page's: React's and the shell's groups below
  { name: 'last-shown', roots: ['src/lib/last-shown.ts'] }, // the page last shown, before the app
  { name: 'app', roots: ['src/app/app.tsx'] }, // the router
  { name: 'auth', roots: ['src/lib/auth/guards.tsx'] }, // Firebase Auth, for every route
  { name: 'signed-in', roots: ['src/app/routes/app-layout.tsx'] }, // Firestore, the sync, the queries
]);

export default defineConfig(({ mode }) => ({
  envDir: mode === EMULATORS_MODE ? false : undefined,
  plugins: [
    stageChunks.plugin,
    react(),
    tailwindcss(),
    // The installable app: a manifest, icons generated at build time from one source image
    // (public/favicon.svg), and a Workbox service worker that precaches the shell and every
    // route's chunk, so after one visit the app opens and navigates with no network.
    VitePWA({
      registerType: 'prompt', // a new version waits for the user's reload, never switches mid-form
      injectRegister: false, // registered from a lazy chunk, so the landing page stays small
      manifest: {
        name: 'Rangebook',
        short_name: 'Rangebook',
        description: 'Log every shot, develop better loads, and see what works.',
        theme_color: THEME_COLOR,
        background_color: '#fafaf9',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
      },
      pwaAssets: {
        image: 'public/favicon.svg',
        overrideManifestIcons: true,
        preset: {
          transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
          maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: THEME_COLOR } },
          apple: { sizes: [180], padding: 0.3, resizeOptions: { background: THEME_COLOR } },
        },
      },
      workbox: {
        // The plugin adds the manifest itself; listing it here too breaks precaching (duplicate entry).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { alias },
  define: {
    __AUTH_EMULATOR_URL__: JSON.stringify(authEmulatorUrl),
    __FIRESTORE_EMULATOR_HOST__: JSON.stringify(firestoreEmulatorHost),
  },
  // The dev server bundles every dependency of the app once, at start: a dependency first met when a
  // lazily loaded route was opened made it re-bundle them under the open page, whose next route's
  // code then failed to load. (The Node scripts have their own cache: scripts/script-vite.mjs.)
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test-*'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    manifest: true,
    // A lazily loaded route's chunks are not preloaded by script: Vite's helper appended a <link
    // rel=modulepreload> per chunk in the task that starts the router, which held a phone's main
    // thread for 160 to 210 ms (CPU at 1/4). The browser fetches them as the imports name them;
    // index.html keeps its preloads of the first script's own imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The signed-in chunk carries the Firestore SDK with its offline cache (about 200 kB gzip).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React in one chunk: split by its importers into four small chunks, each gzipped on its
          // own, it cost the landing page 1.8 KiB more than as one.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The small modules of the landing page that the app imports too (the page, the paths, the
            // signed-in hint, Vite's preload helper) in one chunk, not four: with the stylesheet the
            // page made eight requests where Lighthouse's simulated phone opens six connections, and
            // its first paint came 0.1 s later (performance 98, not 99). Not in React's chunk: that
            // moved the signed-in pages' LCP, for a reason not found.
            {
              name: 'shell',
              test: /src[\\/](app[\\/]routes[\\/]landing-page|config[\\/]paths|lib[\\/]auth[\\/]signed-in-hint)\.tsx?$|vite[\\/]preload-helper/,
            },
            ...stageChunks.groups,
            // What five routes or more share and no earlier step loaded, in one chunk.
            { name: 'routes-shared', test: /[\\/]src[\\/]/, minShareCount: 5 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      // Pure modules run in Node; only the files that render (.test.tsx) pay for a DOM.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure modules hold no state between files: one module graph for all of them is safe and fast.
          isolate: false,
          globals: true,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          // Worker threads, one jsdom and one module graph per worker: each test unmounts what it
          // rendered (test-setup.ts) and restores its mocks and timers; the few that mock a module (the
          // app's Firestore, an api module) mock what they render, which no other file uses unmocked.
          // Checked with --sequence.shuffle.
          pool: 'threads',
          isolate: false,
          globals: true,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        // The project's Node scripts: their logic with the machine faked, and the npm scripts run as
        // child processes in temporary folders; no emulators, no network.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['tests/scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // Every file shares one emulator and clears it between tests.
          fileParallelism: false,
          // One module graph for every file: Firebase's SDK and the app's modules load once, not once a
          // file (alone, 173 s to 128 s). Each file makes its own test environment and app instances and
          // unstubs its globals; all 1,341 pass in shuffled order (--sequence.shuffle).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
}));
