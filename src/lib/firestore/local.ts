import { getDocFromCache, type DocumentReference } from 'firebase/firestore';
import { trackWrite, type TrackedWrite } from '../sync/sync-store';

/**
 * Resolves once a write just made to `ref` is in Firestore's local cache (IndexedDB), never
 * waiting for the server. Firestore runs its operations in order, so this cache read comes after
 * the write has been stored: leaving or closing the page after it loses nothing, online or not.
 * Takes milliseconds.
 */
export async function storedOnDevice(ref: DocumentReference<unknown>): Promise<void> {
  try {
    await getDocFromCache(ref);
  } catch {
    // Not in the cache (a write that failed locally): there is nothing more to wait for.
  }
}

/**
 * How a save leaves a screen: the sync store counts the write until the server answers, and the
 * save resolves once it is stored on this device.
 */
export async function saveOnDevice(write: Promise<unknown>, ref: DocumentReference<unknown>, what: Omit<TrackedWrite, 'path'>): Promise<void> {
  trackWrite(write, { ...what, path: ref.path });
  await storedOnDevice(ref);
}
