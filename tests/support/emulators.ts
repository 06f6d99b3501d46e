import { readFileSync } from 'node:fs';

import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../../src/config/project';

/**
 * The Firestore project the tests' records go to: `npm test` runs the rules layer under a project of
 * its own (TEST_PROJECT_ID), beside the browser layer's, so that clearing one never touches the other;
 * the browser tests give each file one of its own (useProject, tests/support/sync.ts).
 */
// A live binding: every helper reads the project in use when it runs.
export let PROJECT_ID = process.env.TEST_PROJECT_ID ?? DEMO_PROJECT_ID;

/** Points every helper here (records, REST reads and writes) at another Firestore project. */
export function useProject(projectId: string): void {
  PROJECT_ID = projectId;
}
/** The Auth emulator keeps every account under the project it was started for, whatever project the records go to. */
const AUTH_PROJECT_ID = DEMO_PROJECT_ID;
export const API_KEY = DEMO_API_KEY;

const emulatorConfig = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators;
/** The Auth emulator's host:port. */
export const authHost =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulatorConfig.auth.host}:${emulatorConfig.auth.port}`;

/** The password of every account the tests make. */
export const TEST_PASSWORD = 'range-day-2026';

/** A fresh email for every test, so tests never share an account and Auth needs no clearing. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account straight on the Auth emulator, for tests that start signed up. */
export async function createAccount(email: string, password: string, displayName?: string): Promise<{ uid: string }> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
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
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${AUTH_PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused the config: ${await response.text()}`);
}

type OobCode = { email: string; newEmail?: string; requestType: string; oobLink: string };

/** The out-of-band codes (emailed links) the Auth emulator holds, oldest first, as its REST API lists them. */
async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${AUTH_PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator refused the oobCodes list: ${await response.text()}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/**
 * The password-reset link the Auth emulator "emailed" to this address most recently (its
 * out-of-band codes, as the emulator's REST API lists them); null when none was sent. Opening it
 * with `&newPassword=...` added sets that password, then goes on to the link's continue URL.
 */
export async function passwordResetLink(email: string): Promise<string | null> {
  const links = (await oobCodes()).filter(
    (code) => code.requestType === 'PASSWORD_RESET' && code.email === email.toLowerCase(),
  );
  return links.at(-1)?.oobLink ?? null;
}

/**
 * The link the Auth emulator "emailed" most recently to confirm moving the account of `email` to
 * `newEmail` (verifyBeforeUpdateEmail); null when none was sent. Opening it changes the account's
 * email, then goes on to the link's continue URL.
 */
export async function emailChangeLink(email: string, newEmail: string): Promise<string | null> {
  const links = (await oobCodes()).filter(
    (code) =>
      code.requestType === 'VERIFY_AND_CHANGE_EMAIL' &&
      code.email === email.toLowerCase() &&
      code.newEmail === newEmail.toLowerCase(),
  );
  return links.at(-1)?.oobLink ?? null;
}

/**
 * Changes an account's email straight on the Auth emulator (as following its email-change link
 * does, for tests about what comes after).
 */
export async function changeAccountEmail(uid: string, newEmail: string): Promise<void> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, email: newEmail }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator refused the email change: ${await response.text()}`);
}

/** Deletes an account straight on the Auth emulator, as deleting it on another device (or an admin) does. */
export async function deleteAccountElsewhere(uid: string): Promise<void> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator refused the deletion: ${await response.text()}`);
}

/** Follows an emailed link as a mail client would (a GET), without going on to its continue URL. */
export async function followEmailedLink(link: string): Promise<void> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 200 && response.status !== 303) {
    throw new Error(`Auth emulator refused the link: ${response.status} ${await response.text()}`);
  }
}

/** The Firestore emulator's host:port. */
export const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `${emulatorConfig.firestore.host}:${emulatorConfig.firestore.port}`;

/** What the Auth emulator answers a sign-in with: the user's id, tokens and name. */
export type EmulatorSignIn = {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  displayName?: string;
};

/** Signs an account in on the Auth emulator (its REST API, as the SDK does). */
export async function emulatorSignIn(email: string, password: string): Promise<EmulatorSignIn> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator refused the sign-in: ${await response.text()}`);
  return (await response.json()) as EmulatorSignIn;
}

/** Looks an account up by signing in on the Auth emulator; gives its uid. */
export async function accountUid(email: string, password: string): Promise<string> {
  return (await emulatorSignIn(email, password)).localId;
}

export type RestValue = { stringValue?: string; timestampValue?: string; [kind: string]: unknown };

/** A plain value (Dates for times, whole numbers as integers) in the REST API's typed form. */
export function restValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}

/** A plain object's fields in the REST API's typed form. */
export function restFields(data: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

/**
 * Reads a document as the server holds it, bypassing rules and any browser cache (the emulator's
 * "Bearer owner" admin access); null when it does not exist.
 */
export async function serverDoc(path: string): Promise<Record<string, RestValue> | null> {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fields: Record<string, RestValue> }).fields;
}

/** How many documents a collection holds on the server (rules bypassed). */
export async function serverCollectionSize(collectionName: string): Promise<number> {
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collectionName}?pageSize=1000`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  return (((await response.json()) as { documents?: unknown[] }).documents ?? []).length;
}

const documentsUrl = () => `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/**
 * Writes a document straight into the emulator (rules and the app's schemas bypassed, as an old
 * version of the app, a bug or another device might have left it); fields in the REST API's typed
 * form. With `onlyFields`, only the fields given change and the rest of the document stays.
 */
export async function writeServerDoc(
  path: string,
  fields: Record<string, RestValue>,
  { onlyFields = false } = {},
): Promise<void> {
  const mask = onlyFields
    ? `?${Object.keys(fields)
        .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
        .join('&')}`
    : '';
  const response = await fetch(`${documentsUrl()}/${path}${mask}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}

/**
 * Writes documents straight into the emulator as writeServerDoc does (whole documents), all in one
 * commit (500 writes at most): one request where a document at a time made the emulator take a
 * second or more for sixty of them.
 */
export async function writeServerDocs(docs: readonly { path: string; fields: Record<string, RestValue> }[]) {
  const name = (path: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(`${documentsUrl()}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: docs.map(({ path, fields }) => ({ update: { name: name(path), fields } })) }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}

/** The documents of a collection whose string field equals value, as the server holds them (rules bypassed). */
export async function serverDocsWhere(
  collectionName: string,
  field: string,
  value: string,
): Promise<Record<string, RestValue>[]> {
  const response = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collectionName }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { fields: Record<string, RestValue> } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields] : []));
}

/** The ids of every top-level collection on the server, whatever the app names (rules bypassed). */
export async function serverCollectionIds(): Promise<string[]> {
  const response = await fetch(`${documentsUrl()}:listCollectionIds`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageSize: 1000 }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { collectionIds?: string[] }).collectionIds ?? [];
}
