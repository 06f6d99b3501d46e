/**
 * A mark in localStorage of who is signed in on this browser (their uid), so that `/` can send them
 * to the dashboard, and a page can show itself as last shown to them (last-shown.ts), before any
 * Firebase code loads (the landing page loads none). It is only a hint: the app's guards decide
 * from Auth itself. It goes when Auth reports nobody signed in.
 */
const KEY = 'rangebook.signedIn';
/** What an older version stored: someone signed in, who is not said. */
const SOMEONE = '1';

export function rememberSignedIn(uid: string | null): void {
  try {
    if (uid) localStorage.setItem(KEY, uid);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode, policy): `/` then shows the landing page, as for a visitor.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The uid of whoever was last signed in on this browser, if it is known. */
export function signedInUid(): string | null {
  try {
    const uid = localStorage.getItem(KEY);
    return uid === SOMEONE ? null : uid;
  } catch {
    return null;
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
