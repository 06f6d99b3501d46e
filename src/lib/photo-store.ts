/**
 * Target photos the shooter chose to keep with a session, on this device only (never uploaded), in
 * their own IndexedDB database: one photo per user and session, as the file was picked. Removed with
 * its session on this device, and the whole database at logout and account deletion
 * (logout-api.ts). Where IndexedDB is missing or refuses, nothing is kept and the caller says so.
 */
import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-database';

export const PHOTOS_DATABASE = 'rangebook-photos';

// The file's bytes and type rather than the Blob itself: every IndexedDB (and its test double) clones bytes.
type KeptPhoto = { uid: string; sessionId: string; bytes: ArrayBuffer; type: string; keptAt: number };

interface PhotosSchema extends DBSchema {
  photos: { key: [string, string]; value: KeptPhoto };
}

const photos = deviceDatabase<PhotosSchema>(PHOTOS_DATABASE, (db) => {
  db.createObjectStore('photos', { keyPath: ['uid', 'sessionId'] });
});
const database = () => photos.open();

/** Keeps `photo` with the session on this device; false when the device would not keep it (full, private mode). */
export async function keepPhoto(uid: string, sessionId: string, photo: Blob, keptAt = new Date()): Promise<boolean> {
  try {
    const bytes = await photo.arrayBuffer();
    await (await database()).put('photos', { uid, sessionId, bytes, type: photo.type, keptAt: keptAt.getTime() });
    return true;
  } catch {
    return false;
  }
}

/** The photo kept with the session on this device, if one is. */
export async function photoKept(uid: string, sessionId: string): Promise<Blob | null> {
  try {
    const kept = await (await database()).get('photos', [uid, sessionId]);
    return kept ? new Blob([kept.bytes], { type: kept.type }) : null;
  } catch {
    return null;
  }
}

/** Forgets the photo kept with a session (the shooter's choice, or the session deleted). */
export async function forgetPhoto(uid: string, sessionId: string): Promise<void> {
  try {
    await (await database()).delete('photos', [uid, sessionId]);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Deletes every kept photo of every user from this browser (logging out, deleting the account). */
export function forgetAllPhotos(): Promise<void> {
  return photos.forget();
}
