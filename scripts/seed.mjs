#!/usr/bin/env node
// `npm run seed`: writes the demo account and its data into running emulators (`npm run emulators`).
import { PROJECT_ID, authUrl, firestoreHost } from './emulator-hosts.mjs';
import { createScriptServer } from './script-vite.mjs';

/** Loads the TypeScript seed through Vite (it shares the app's schemas) and runs it. */
export async function runDemoSeed() {
  const vite = await createScriptServer();
  try {
    const { seedDemo, DEMO_ACCOUNT } = await vite.ssrLoadModule('/scripts/demo-seed.ts');
    const outcome = await seedDemo({ authUrl, firestoreHost, projectId: PROJECT_ID });
    return { outcome, account: DEMO_ACCOUNT };
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { outcome, account } = await runDemoSeed();
  console.log(
    outcome === 'created'
      ? `Demo data written. Log in as ${account.email} / ${account.password}`
      : `The demo account ${account.email} already exists; nothing written.`,
  );
  process.exit(0);
}
