#!/usr/bin/env node
// `npm start`: the Auth and Firestore emulators (data kept in .emulator-data between runs), the demo
// account seeded once, and the app's dev server. `npm run preview` (--preview) serves the production
// build instead, with its service worker, on the same emulators and data. Ctrl+C saves the emulator
// data, then stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, createServer, preview } from 'vite';
import { PROJECT_ID, authUrl, firestoreHost } from './emulator-hosts.mjs';
import { runDemoSeed } from './seed.mjs';

const DATA_DIR = '.emulator-data';
const args = ['emulators:start', '--only', 'auth,firestore', '--project', PROJECT_ID, '--export-on-exit', DATA_DIR];
if (existsSync(DATA_DIR)) args.push('--import', DATA_DIR);

// In its own process group: Ctrl+C reaches only this script, which then asks the emulators to save
// and stop (a SIGINT to the whole group kills Java before the export).
const emulators = spawn('scripts/firebase.sh', args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
const emulatorsExited = new Promise((resolve) => emulators.on('exit', (code) => resolve(code ?? 1)));
const productionBuild = process.argv.includes('--preview');
let server;
let stopping = false;

async function stop(code) {
  stopping = true;
  await server?.close();
  if (emulators.exitCode === null) emulators.kill('SIGINT');
  process.exit(code || (await emulatorsExited) || 0);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
emulatorsExited.then((code) => {
  if (stopping) return;
  console.error(`The emulators stopped unexpectedly (exit ${code}).`);
  process.exit(code || 1);
});

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer in time`);
}

try {
  const deadline = Date.now() + 120_000;
  await waitFor(authUrl, deadline);
  await waitFor(`http://${firestoreHost}`, deadline);
  const { outcome, account } = await runDemoSeed();
  if (productionBuild) {
    // The seed ran a Vite dev server in this process, which set NODE_ENV=development; a build
    // inherits it (React's development build, import.meta.env.PROD false, so no service worker).
    process.env.NODE_ENV = 'production';
    await build({ mode: 'emulators', logLevel: 'warn' });
    server = await preview();
  } else {
    server = await createServer();
    await server.listen();
  }
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  const what = productionBuild ? 'The production build of Rangebook (with its service worker)' : 'Rangebook';
  console.log(
    `\n  ${what} is running on the local emulators${outcome === 'created' ? ' (demo data just written)' : ''}.`,
  );
  console.log(`  Open ${url} in your browser and log in as ${account.email} / ${account.password}`);
  console.log('  Press Ctrl+C to stop; the data is kept in .emulator-data (npm run reset clears it).\n');
} catch (error) {
  console.error('Rangebook could not start:', error instanceof Error ? error.message : error);
  await stop(1);
}
