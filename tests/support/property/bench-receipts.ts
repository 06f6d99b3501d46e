/**
 * The app's journal, as far as the server's answers go, for the bench property test: each write
 * carries its receipt in its batch (src/lib/sync/receipts.ts), and a write the server refuses whose
 * receipt it holds had landed already (its answer was lost, as when a device reconnects, and Firestore
 * sent it again): not a refusal. It replaces the plain write tracker of clients.ts on a device.
 */
import { setWriteTracker } from '@/lib/firestore/local';
import { receiptOnServer, receiptOp } from '@/lib/sync/receipts';
import { totals } from './bench-model';
import type { Device, Refusal } from './clients';

/** Every refusal but a lost answer's is pushed onto `refusals`; `verdicts` holds the answers still being read. */
export function keepReceipts(device: Device, uid: string, refusals: Refusal[], verdicts: Set<Promise<void>>) {
  let count = 0;
  const made = new Map<string, { label: string; madeOffline: boolean }>();
  setWriteTracker(device.db, {
    queued(_ops, meta) {
      const id = `${uid}-${device.name}-${count++}`;
      made.set(id, { label: meta.label, madeOffline: !device.online });
      return id;
    },
    receipt: (id) => receiptOp(id, uid, Date.now()),
    stored() {},
    watch(id, write) {
      const verdict: Promise<void> = write
        .then(
          () => undefined,
          async (error: unknown) => {
            const what = made.get(id)!;
            const onServer = await device.fromServer(() => receiptOnServer(device.db, id)).catch(() => 'missing');
            if (onServer === 'landed') {
              totals.answersLost += 1;
              return;
            }
            refusals.push({
              device: device.name,
              label: what.label,
              madeOffline: what.madeOffline,
              reason: error instanceof Error ? error.message : String(error),
            });
          },
        )
        .finally(() => verdicts.delete(verdict));
      verdicts.add(verdict);
    },
  });
}
