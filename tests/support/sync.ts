import { expect, type Page } from '@playwright/test';

/**
 * Waits until the server has acknowledged every write this page made: the header's sync
 * indicator is empty, as a shooter with signal sees it a moment after saving.
 *
 * Why tests wait before reloading or opening another screen: the Firestore emulator can answer a
 * listen that races a commit with "no such document" at a read time later than that commit, and
 * the SDK then keeps the stale absence until the document next changes (a record vanishes from a
 * list, a session shows "not found"). Production Firestore reads are consistent. A write left
 * in flight across a reload is re-sent by the next page behind its own writes, which widens the
 * race; offline.spec.ts covers writes that outlive a page.
 */
export async function waitUntilSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toBeEmpty({ timeout: 20_000 });
}
