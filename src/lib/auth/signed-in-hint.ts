/**
 * A mark in localStorage that someone is signed in on this browser, so that `/` can send them to
 * the dashboard before any Firebase code loads (the landing page loads none). It is only a hint:
 * the app's guards decide from Auth itself. It holds no user data and goes when Auth reports
 * nobody signed in.
 */
const KEY = 'rangebook.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode, policy): `/` then shows the landing page, as for a visitor.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Removes Firestore's tab bookkeeping from localStorage (its `firestore_*` keys). Logging out does
 * it, and the landing page does it again with nobody signed in: a tab that went after the logout
 * had cleared them marks itself a zombie there as it unloads, and the key would stay.
 */
export function forgetFirestoreTabKeys(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('firestore_')) localStorage.removeItem(key);
  } catch {
    // No localStorage: nothing of Firestore's is in it either.
  }
}
