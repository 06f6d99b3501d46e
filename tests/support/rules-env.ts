import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const PROJECT_ID = 'demo-rangebook';

/**
 * A rules-test environment on the running Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * `firebase emulators:exec`), with firestore.rules loaded fresh and the data cleared before each test.
 */
export function useRulesTestEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Expected denials are logged by the SDK as warnings; keep the output readable.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    // Leave nothing behind for the browser tests that share this emulator.
    await env?.clearFirestore();
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules-test environment is not ready');
    return env;
  };
}

/** Writes a document with the rules switched off, as the seed of a test. */
export async function seedDoc(env: RulesTestEnvironment, path: string, data: DocumentData): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}
