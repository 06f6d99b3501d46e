import { readFileSync } from 'node:fs';

export const PROJECT_ID = 'demo-rangebook';

const emulatorConfig = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulatorConfig.auth.host}:${emulatorConfig.auth.port}`;

/** A fresh email for every test, so tests never share an account and Auth needs no clearing. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account straight on the Auth emulator, for tests that start signed up. */
export async function createAccount(email: string, password: string, displayName?: string): Promise<{ uid: string }> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the account: ${await response.text()}`);
  const body = (await response.json()) as { localId: string };
  return { uid: body.localId };
}

/**
 * Turns the Auth emulator's email enumeration protection on or off. Projects created since
 * September 2023 have it on: a wrong password and an unknown email both answer auth/invalid-credential.
 */
export async function setEmailEnumerationProtection(enabled: boolean): Promise<void> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the config: ${await response.text()}`);
}
