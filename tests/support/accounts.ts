import { expect, type Page } from '@playwright/test';
import { newAccountAs } from './app-records';
import { API_KEY, emulatorSignIn, TEST_PASSWORD } from './emulators';
import { visit } from './navigation';

export { TEST_PASSWORD };

/**
 * Logs in through the login form and waits for the dashboard. `origin` is for a page whose context
 * has no baseURL (the benchmark's Lighthouse browser).
 */
export async function logInWithForm(page: Page, email: string, password = TEST_PASSWORD, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
}

/**
 * Signs the page in without the login form, for a test whose subject comes after signing in: the
 * Auth emulator signs the account in, and its user is put where Firebase Auth keeps it in this
 * browser (IndexedDB), so the app opens `path` already signed in, as after an earlier visit. A
 * second of each test's set-up, where the form would load and run the login page once more; the
 * form itself is the subject of the tests that use logInWithForm. Give the test's first page as
 * `path`: the app loaded on the dashboard only to be loaded again elsewhere costs a page load.
 */
export async function signIn(page: Page, email: string, password = TEST_PASSWORD, path = '/dashboard'): Promise<void> {
  const token = await emulatorSignIn(email, password);
  const now = Date.now();
  // Firebase Auth's persisted user (UserImpl.toJSON) under its key for the app's API key and app name.
  const user = {
    uid: token.localId,
    email,
    emailVerified: false,
    isAnonymous: false,
    displayName: token.displayName || undefined,
    providerData: [
      {
        providerId: 'password',
        uid: email,
        email,
        displayName: token.displayName || null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: token.refreshToken,
      accessToken: token.idToken,
      expirationTime: now + Number(token.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // A light page of the app's origin (no app code runs there), to write into the origin's IndexedDB.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (persisted) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          transaction.objectStore('firebaseLocalStorage').put({
            fbase_key: `firebase:authUser:${persisted.apiKey}:${persisted.appName}`,
            value: persisted,
          });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    user,
  );
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

/** A new account with its profile (newAccountAs), signed in (see signIn) on `path`. */
export async function signInAsNewUser(
  page: Page,
  label: string,
  displayName = 'Test Shooter',
  path = '/dashboard',
): Promise<{ email: string; uid: string }> {
  const { email, uid } = await newAccountAs(label, displayName, async () => undefined);
  await signIn(page, email, TEST_PASSWORD, path);
  return { email, uid };
}

/**
 * How long a browser test waits for an account's deletion to finish: some twenty server round trips
 * one after another (each user-owned collection listed, then deleted, then the profile and the Auth
 * user), which under a full run's load took more than the 10 s an expectation waits by default.
 */
export const ACCOUNT_DELETED_MS = 20_000;

/** Deletes the signed-in account through /account's Delete account form (opened as the app's links do), and waits for the landing page. */
export async function deleteAccountOnPage(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await visit(page, '/account');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your email, to confirm').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/', { timeout: ACCOUNT_DELETED_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
}

/** What of a user this browser still holds: Firestore's, the kept pages' and the kept photos' IndexedDB databases, and the journal's and Firestore's localStorage keys. */
export function leftOnDevice(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).flatMap(({ name }) =>
      name?.startsWith('firestore/') || name === 'rangebook-pages' || name === 'rangebook-photos' ? [name] : [],
    ),
    keys: Object.keys(localStorage).filter(
      (key) =>
        key.startsWith('rangebook.sync.') || key.startsWith('rangebook.lastKnown.') || key.startsWith('firestore_'),
    ),
  }));
}
