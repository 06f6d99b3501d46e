// The demo account's bench (issue 35): a component of each kind with a lot bought at its price, and a
// batch of the rounds each rung of the 6.5 Creedmoor ladder fired, loaded from those lots before the
// ladder days. Written as that user with the app's own api functions, so the rules check every write.
import type { Firestore } from 'firebase/firestore';
import { COMPONENT_KINDS } from '../src/domain/inventory';
import { loadBatch } from '../src/features/inventory/batches-api';
import { componentFixtures, fixtureKeyOfKind, lotFixtures } from '../src/features/inventory/fixtures';
import { addComponent, addLot } from '../src/features/inventory/inventory-api';

/** Adds the four components and their lots, then a batch of `rounds` for each load; gives the batch ids. */
export async function seedDemoBench(
  db: Firestore,
  userId: string,
  loads: readonly { id: string; name: string; powder: { weight: number | null } }[],
  rounds = 10,
): Promise<string[]> {
  const bought = new Date(Date.UTC(2026, 8, 12, 17));
  const lots = { powder: null, primer: null, bullet: null, brass: null } as Record<
    (typeof COMPONENT_KINDS)[number],
    string | null
  >;
  for (const kind of COMPONENT_KINDS) {
    const key = fixtureKeyOfKind[kind];
    const fields = componentFixtures[key];
    const componentId = await addComponent(db, userId, fields);
    lots[kind] = await addLot(db, userId, { id: componentId, kind, name: fields.name }, lotFixtures[key], bought);
  }
  const batchIds: string[] = [];
  for (const [index, load] of loads.entries()) {
    if (load.powder.weight === null || load.powder.weight <= 0) continue;
    const loaded = new Date(Date.UTC(2026, 10, 6, 19, index));
    batchIds.push(
      await loadBatch(
        db,
        userId,
        load,
        { date: '2026-11-06', rounds, charge: load.powder.weight, lots, notes: 'Ladder rounds.' },
        loaded,
      ),
    );
  }
  return batchIds;
}
