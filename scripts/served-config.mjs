// Writes firebase.served.json: firebase.json as deployed, except that the Content-Security-Policy also
// lets the app reach the local emulators. `npm test` serves the production build through the Hosting
// emulator with it, so the real headers (every one but that connect-src addition) meet the real app.
import { readFileSync, writeFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const { auth, firestore } = config.emulators;
const emulatorOrigins = [auth, firestore].map(({ host, port }) => `http://${host}:${port}`);

let added = 0;
for (const rule of config.hosting.headers) {
  for (const header of rule.headers) {
    if (header.key !== 'Content-Security-Policy') continue;
    header.value = header.value.replace(/connect-src ([^;]*)/, (_, sources) => {
      added += 1;
      return `connect-src ${sources} ${emulatorOrigins.join(' ')}`;
    });
  }
}
if (added !== 1) throw new Error(`Expected one connect-src in firebase.json's hosting headers, found ${added}`);

// The build the browser tests serve (playwright.config.ts), so both servers hand out the same files.
config.hosting.public = `dist/e2e-${process.env.E2E_PORT ?? 4173}`;

writeFileSync(new URL('../firebase.served.json', import.meta.url), `${JSON.stringify(config, null, 2)}\n`);
