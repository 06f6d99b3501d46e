/**
 * What a restore writes of the bench (issue 35), decided before anything is written: the components,
 * the lots (each with its first movement when it was bought), then every later movement and batch
 * replayed in the order they were made, each as the app writes it (the rules take a lot's movements
 * one write at a time, and a batch only in the write that appends its lots' 'loaded' movements).
 * Pure module.
 */
import type { ComponentKind } from '@/domain/inventory';
import type { BatchChoice } from '@/features/inventory/batches-api';
import type { SplitChoice } from '@/features/inventory/brass-life-api';
import type { BrassEventValues, BrassLifeStored, BrassLimitsFields } from '@/features/inventory/brass-life-schema';
import type { ComponentFields, LotFields } from '@/features/inventory/schema';
import type { Backup, BackupBatch, BackupLot } from './backup-format';
import { idMapping } from './restore-plan';

/** The bench's ids the signed-in account already has. */
export type ExistingBenchIds = {
  components: ReadonlySet<string>;
  lots: ReadonlySet<string>;
  batches: ReadonlySet<string>;
};

type Owner = { id: string; kind: ComponentKind; name: string };
type ManualReason = 'bought' | 'counted' | 'spilled' | 'sold';

export type BenchStep =
  | { step: 'component'; id: string; fields: ComponentFields }
  | {
      step: 'lot';
      id: string;
      owner: Owner;
      fields: LotFields;
      bought: number | null;
      at: Date;
      /** A brass lot's firings when bought and limits; its events follow as steps of their own. */
      life?: BrassLimitsFields;
    }
  | {
      step: 'split';
      /** The new lot's id. */
      id: string;
      owner: Owner;
      parent: { id: string; kind: ComponentKind; lotNumber: string; life: BrassLifeStored; price: LotFields['price'] };
      choice: SplitChoice;
      at: Date;
    }
  | {
      /** A split-off lot's firings when bought, when they differ from those the split gave it. */
      step: 'brassLimits';
      id: string;
      lot: { id: string; kind: ComponentKind; lotNumber: string; life: BrassLifeStored };
      componentName: string;
      limits: BrassLimitsFields;
    }
  | {
      step: 'brassEvent';
      /** The event's id, kept. */
      id: string;
      lot: { id: string; kind: ComponentKind; lotNumber: string; life: BrassLifeStored };
      componentName: string;
      values: BrassEventValues;
      at: Date;
    }
  | {
      step: 'movement';
      lot: { id: string; kind: ComponentKind; lotNumber: string };
      componentName: string;
      values: { reason: ManualReason; quantity: number; note: string };
      at: Date;
    }
  | { step: 'batch'; id: string; load: { id: string; name: string }; choice: BatchChoice; at: Date };

export type BenchPlan = {
  steps: BenchStep[];
  components: number;
  lots: number;
  batches: number;
  /** Components, lots and batches already in the account under their id: left as they are. */
  alreadyThere: number;
  /**
   * Batches not restored (their load is neither in the backup nor in the account, or a lot they drew
   * on is not restored): their lots' 'loaded' movements are restored as counted ones of the same
   * quantity, so what each lot holds is still the backup's.
   */
  batchesLeftOut: number;
};

const NOT_RESTORED_NOTE = ' (loaded; its batch is not restored)';

type Movement = BackupLot['movements'][number];

/** Oldest first, by creation. */
const byCreation = <T extends { createdAt: Date }>(records: readonly T[]) =>
  [...records].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

export function planBenchRestore(
  backup: Backup,
  targetUid: string,
  existing: ExistingBenchIds,
  /** The loads the account will have after the restore (mapped ids), with their names. */
  loads: ReadonlyMap<string, string>,
): BenchPlan {
  const map = idMapping(backup.user.uid, targetUid);
  const steps: BenchStep[] = [];
  let alreadyThere = 0;

  // Components: the account's own and the ones restored.
  const owners = new Map<string, Owner>();
  for (const component of byCreation(backup.components)) {
    const id = map(component.id);
    owners.set(id, { id, kind: component.kind, name: component.name });
    if (existing.components.has(id)) {
      alreadyThere += 1;
      continue;
    }
    const { kind, name, lowStock, notes } = component;
    steps.push({ step: 'component', id, fields: { kind, name, lowStock, notes } });
  }
  const components = steps.length;

  // Lots: made with their first movement when it was the purchase; their other movements wait in line.
  const lifeSteps: BenchStep[] = [];
  const restoredLots = new Map<string, BackupLot>();
  const queues = new Map<string, { lot: BackupLot; owner: Owner; id: string; movements: Movement[] }>();
  for (const lot of byCreation(backup.componentLots)) {
    const id = map(lot.id);
    if (existing.lots.has(id)) {
      alreadyThere += 1;
      continue;
    }
    const owner = owners.get(map(lot.componentId));
    if (!owner || owner.kind !== lot.kind) continue;
    const [first, ...rest] = lot.movements;
    const bought = first?.reason === 'bought' ? first : null;
    const fields = { lotNumber: lot.lotNumber, purchaseDate: lot.purchaseDate, price: lot.price };
    const at = bought?.at ?? lot.createdAt;
    const quantity = bought?.quantity ?? null;
    const origin = lot.life?.origin;
    const parent = origin ? restoredLots.get(map(origin.lotId)) : undefined;
    const split = parent?.life?.splits?.find((item) => item.id === origin?.splitId);
    if (lot.life) {
      const { firedBefore, annealEvery, retireAfter } = lot.life;
      const life = { firedBefore, annealEvery, retireAfter };
      if (origin && parent && split) {
        // Split off a lot restored before it: made as the app makes it, in the write that appends the split.
        steps.push({
          step: 'split',
          id,
          owner,
          parent: {
            id: map(parent.id),
            kind: parent.kind,
            lotNumber: parent.lotNumber,
            // The split copies the interval and limit it is given: this lot's own, as backed up.
            life: { ...life, events: [] },
            price: parent.price,
          },
          choice: {
            date: split.date,
            cases: origin.cases,
            firings: origin.firings,
            sinceAnneal: origin.sinceAnneal,
            lotNumber: lot.lotNumber,
          },
          at: split.at,
        });
        const given = Math.min(origin.firings, 100);
        if (given !== life.firedBefore) {
          lifeSteps.unshift({
            step: 'brassLimits',
            id,
            lot: { id, kind: lot.kind, lotNumber: lot.lotNumber, life: { ...life, firedBefore: given, events: [] } },
            componentName: owner.name,
            limits: life,
          });
        }
      } else {
        steps.push({ step: 'lot', id, owner, fields, bought: quantity, at, life });
      }
      // Its anneals and trims, appended one at a time after the lot is made (the rules take one a write).
      for (const { id: eventId, at: recorded, ...values } of lot.life.events) {
        lifeSteps.push({
          step: 'brassEvent',
          id: eventId,
          lot: { id, kind: lot.kind, lotNumber: lot.lotNumber, life: { ...life, events: [] } },
          componentName: owner.name,
          values,
          at: recorded,
        });
      }
    } else {
      steps.push({ step: 'lot', id, owner, fields, bought: quantity, at });
    }
    queues.set(id, { lot, owner, id, movements: bought ? rest : lot.movements });
    restoredLots.set(id, lot);
  }
  const lots = queues.size;

  // Batches restored as batches: their load is there, and each lot they name is restored and holds their movement.
  const restorable = new Map<string, BackupBatch>();
  for (const batch of backup.loadBatches) {
    const id = map(batch.id);
    if (existing.batches.has(id)) {
      alreadyThere += 1;
      continue;
    }
    const named = Object.values(batch.lots).filter((lotId): lotId is string => lotId !== null);
    const drawn = named.every((lotId) =>
      queues.get(map(lotId))?.movements.some((movement) => movement.batchId === batch.id),
    );
    if (loads.has(map(batch.loadDevelopmentId)) && drawn) restorable.set(batch.id, batch);
  }

  // The movements and batches in the order they were made, each lot's in its own order.
  const movementStep = (queue: { owner: Owner; id: string; lot: BackupLot }, movement: Movement): BenchStep => {
    const loaded = movement.reason === 'loaded';
    return {
      step: 'movement',
      lot: { id: queue.id, kind: queue.lot.kind, lotNumber: queue.lot.lotNumber },
      componentName: queue.owner.name,
      values: {
        reason: loaded ? 'counted' : (movement.reason as ManualReason),
        quantity: movement.quantity,
        note: loaded ? `${movement.note}${NOT_RESTORED_NOTE}`.trim().slice(0, 200) : movement.note,
      },
      at: movement.at,
    };
  };
  const emitted = new Set<string>();
  for (;;) {
    const heads = [...queues.values()].filter((queue) => queue.movements.length > 0);
    if (heads.length === 0) break;
    const ready = heads.filter((queue) => {
      const movement = queue.movements[0]!;
      const batch = movement.reason === 'loaded' && movement.batchId ? restorable.get(movement.batchId) : undefined;
      if (!batch) return true;
      // A batch goes once each lot it names has its movement next.
      return Object.values(batch.lots).every(
        (lotId) => lotId === null || queues.get(map(lotId))?.movements[0]?.batchId === batch.id,
      );
    });
    const next = (ready.length > 0 ? ready : heads).reduce((earliest, queue) =>
      queue.movements[0]!.at.getTime() < earliest.movements[0]!.at.getTime() ? queue : earliest,
    );
    const movement = next.movements[0]!;
    const batch = movement.reason === 'loaded' && movement.batchId ? restorable.get(movement.batchId) : undefined;
    if (batch && ready.includes(next)) {
      for (const lotId of Object.values(batch.lots)) if (lotId !== null) queues.get(map(lotId))!.movements.shift();
      emitted.add(batch.id);
      const loadId = map(batch.loadDevelopmentId);
      steps.push({
        step: 'batch',
        id: map(batch.id),
        load: { id: loadId, name: loads.get(loadId) ?? 'a restored load' },
        choice: {
          date: batch.date,
          rounds: batch.rounds,
          charge: batch.charge,
          lots: {
            powder: batch.lots.powder === null ? null : map(batch.lots.powder),
            primer: batch.lots.primer === null ? null : map(batch.lots.primer),
            bullet: batch.lots.bullet === null ? null : map(batch.lots.bullet),
            brass: batch.lots.brass === null ? null : map(batch.lots.brass),
          },
          notes: batch.notes,
        },
        at: movement.at,
      });
      continue;
    }
    // A movement of its own (or, with nothing ready, the earliest one, so the replay always ends).
    if (batch) restorable.delete(batch.id);
    next.movements.shift();
    steps.push(movementStep(next, movement));
  }
  // A batch that named no lot takes nothing: it goes last.
  for (const batch of byCreation([...restorable.values()])) {
    if (emitted.has(batch.id) || Object.values(batch.lots).some((lotId) => lotId !== null)) continue;
    emitted.add(batch.id);
    const loadId = map(batch.loadDevelopmentId);
    const { date, rounds, charge, lots: batchLots, notes } = batch;
    steps.push({
      step: 'batch',
      id: map(batch.id),
      load: { id: loadId, name: loads.get(loadId) ?? 'a restored load' },
      choice: { date, rounds, charge, lots: batchLots, notes },
      at: batch.createdAt,
    });
  }
  steps.push(...lifeSteps);
  const fresh = backup.loadBatches.filter((batch) => !existing.batches.has(map(batch.id))).length;
  return { steps, components, lots, batches: emitted.size, alreadyThere, batchesLeftOut: fresh - emitted.size };
}
