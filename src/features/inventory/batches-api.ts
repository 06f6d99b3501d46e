import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import { batchDraws, COMPONENT_KINDS } from '@/domain/inventory';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, type OpFields, type WriteOp } from '@/lib/firestore/write-ops';
import { batchDocSchema, batchFieldsSchema, type BatchLots } from './batch-schema';
import { movementOp, newMovementId } from './inventory-api';
import { checkedMovement } from './schema';

/*
 * Loading a batch: the batch and one 'loaded' movement on each named lot, in ONE write, so the lots
 * and the batch never disagree (the rules check each against the other, after the write).
 */

const batchConverter = zodConverter(batchDocSchema);
const batchesCollection = (db: Firestore) => collection(db, COLLECTIONS.loadBatches).withConverter(batchConverter);
export const batchPath = (batchId: string) => `${COLLECTIONS.loadBatches}/${batchId}`;

/** A load's batches (a live query; two equalities, served without a composite index; sorted on the page). */
export function loadBatchesQuery(db: Firestore, userId: string, loadId: string) {
  return query(batchesCollection(db), where('userId', '==', userId), where('loadDevelopmentId', '==', loadId));
}

/** One batch by id (a session's page shows the batch it fires). */
export function batchRef(db: Firestore, batchId: string) {
  return doc(batchesCollection(db), batchId);
}

/** Every batch of the user (the backup reads them all). */
export function userBatchesQuery(db: Firestore, userId: string) {
  return query(batchesCollection(db), where('userId', '==', userId));
}

export function newBatchId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.loadBatches)).id;
}

/** What the loader chose: the day, how many rounds, the charge (grains), one lot of each kind or none, notes. */
export type BatchChoice = { date: string; rounds: number; charge: number; lots: BatchLots; notes: string };

/**
 * The write of a batch: its document, and for each named lot a 'loaded' movement of minus its draw
 * naming the batch. Throws, writing nothing, on a bad choice.
 */
export function batchOps(
  userId: string,
  loadId: string,
  choice: BatchChoice,
  batchId: string,
  at: Date,
): { ops: WriteOp[]; draws: ReturnType<typeof batchDraws> } {
  const draws = batchDraws(choice.rounds, choice.charge, choice.lots);
  const fields = batchFieldsSchema.parse({
    loadDevelopmentId: loadId,
    date: choice.date,
    rounds: choice.rounds,
    charge: choice.charge,
    lots: choice.lots,
    draws,
    notes: choice.notes,
  });
  const ops: WriteOp[] = [
    {
      kind: 'create',
      path: batchPath(batchId),
      data: { ...(toOpValue(fields) as OpFields), userId, createdAt: serverTime(), updatedAt: serverTime() },
    },
  ];
  for (const kind of COMPONENT_KINDS) {
    const lotId = choice.lots[kind];
    const draw = draws[kind];
    if (lotId === null || draw === null) continue;
    const movement = checkedMovement(kind, {
      id: newMovementId(at.getTime()),
      at,
      quantity: -draw,
      reason: 'loaded',
      batchId,
      note: '',
    });
    ops.push(movementOp(lotId, movement));
  }
  return { ops, draws };
}

/**
 * Loads a batch of the load: the batch and its lots' movements in one write, stored on this device
 * (never waiting for the server; offline too). A lot may go below zero: the form has told the loader.
 * Gives the batch's id.
 */
export async function loadBatch(
  db: Firestore,
  userId: string,
  load: { id: string; name: string },
  choice: BatchChoice,
  at = new Date(),
  batchId = newBatchId(db),
): Promise<string> {
  const { ops } = batchOps(userId, load.id, choice, batchId, at);
  await saveOnDevice(db, ops, {
    label: `Batch of ${choice.rounds} ${choice.rounds === 1 ? 'round' : 'rounds'} of “${load.name}”`,
  });
  return batchId;
}
