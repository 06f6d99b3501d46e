/**
 * One IndexedDB database of the app's own, kept on this device: opened once when first asked for,
 * closed when another tab deletes it (a logout there must not wait on this tab), and deleted whole
 * (logout, account deletion). Where IndexedDB is missing or refuses, opening rejects and deleting
 * does nothing.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type DeviceDatabase<S extends DBSchema> = {
  /** The database, opened on first use (and again after a failed or closed open). */
  open(): Promise<IDBPDatabase<S>>;
  /** Closes this tab's connection and deletes the database. */
  forget(): Promise<void>;
};

export function deviceDatabase<S extends DBSchema>(
  name: string,
  upgrade: (db: IDBPDatabase<S>) => void,
): DeviceDatabase<S> {
  let opening: Promise<IDBPDatabase<S>> | null = null;
  return {
    open() {
      opening ??= openDB<S>(name, 1, {
        upgrade,
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
    },
    async forget() {
      const open = opening;
      opening = null;
      try {
        (await open)?.close();
      } catch {
        // It never opened: nothing to close.
      }
      try {
        await deleteDB(name);
      } catch {
        // No IndexedDB: nothing of ours in it either.
      }
    },
  };
}
