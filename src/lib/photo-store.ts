/**
 * Target photos the shooter chose to keep with a session, on this device only (never uploaded), in
 * their own IndexedDB database: one photo per user and session, as the file was picked. Removed with
 * its session on this device, and the whole database at logout and account deletion
 * (logout-api.ts). Where IndexedDB is missing or refuses, nothing is kept and the caller says so.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const PHOTOS_DATABASE = 'rangebook-photos';

// The file's bytes and type rather than the Blob itself: every IndexedDB (and its test double) clones bytes.
type KeptPhoto = { uid: string; sessionId: string; bytes: ArrayBuffer; type: string; keptAt: number };

interface PhotosSchema extends DBSchema {
  photos: { key: [string, string]; value: KeptPhoto };
}

let opening: Promise<IDBPDatabase<PhotosSchema>> | null = null;

function database(): Promise<IDBPDatabase<PhotosSchema>> {
  opening ??= openDB<PhotosSchema>(PHOTOS_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('photos', { keyPath: ['uid', 'sessionId'] });
    },
    // Another tab deleting it (a logout): this connection must not hold the deletion up.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

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
export async function forgetAllPhotos(): Promise<void> {
  const open = opening;
  opening = null;
  try {
    (await open)?.close();
  } catch {
    // It never opened: nothing to close.
  }
  try {
    await deleteDB(PHOTOS_DATABASE);
  } catch {
    // No IndexedDB: nothing of ours in it either.
  }
}
