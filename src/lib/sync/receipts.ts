import { doc, getDocFromCache, getDocFromServer, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { atTime, serverTime, type WriteOp } from '@/lib/firestore/write-ops';

/*
 * A write's receipt: a small document, syncReceipts/<write id>, that save() puts in the write's own
 * atomic batch. The batch lands whole or not at all, so the receipt on the server proves every op
 * of the write landed, and a receipt in the device's cache proves the batch is stored on the
 * device. The rules let a receipt be created once and never changed, so a batch sent a second time
 * (re-sent after a lost answer, or made again from the journal) is refused whole: a write never
 * lands twice. Receipts expire (expireAt, a TTL policy on the server; docs/offline-sync.md).
 */

/** How long a receipt is kept after its write was made (its expireAt). */
export const RECEIPT_KEPT_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const receiptPath = (writeId: string): string => `${COLLECTIONS.syncReceipts}/${writeId}`;

/** The receipt op of a write, the same each time the write is made (its id and when it was first made). */
export function receiptOp(writeId: string, userId: string, madeAt: number): WriteOp {
  return {
    kind: 'create',
    path: receiptPath(writeId),
    data: { userId, at: serverTime(), expireAt: atTime(new Date(madeAt + RECEIPT_KEPT_DAYS * DAY_MS)) },
  };
}

/**
 * The receipt as the server has it: `landed`, `missing`, or `pending` while this device still has
 * it queued (the server's answer for it has not come, so the read cannot tell).
 */
export type ReceiptOnServer = 'landed' | 'missing' | 'pending';

/** Reads a write's receipt on the server (never the cache); rejects when the server cannot be reached. */
export async function receiptOnServer(db: Firestore, writeId: string): Promise<ReceiptOnServer> {
  const snapshot = await getDocFromServer(doc(db, receiptPath(writeId)));
  // The read shows this device's queued writes over the server's document.
  if (snapshot.metadata.hasPendingWrites) return 'pending';
  return snapshot.exists() ? 'landed' : 'missing';
}

/** Whether this device's cache holds a write's receipt, that is, the write's batch (never the network). */
export async function receiptOnDevice(db: Firestore, writeId: string): Promise<boolean> {
  try {
    return (await getDocFromCache(doc(db, receiptPath(writeId)))).exists();
  } catch {
    return false;
  }
}
