// The demo account's bench (issue 35): a component of each kind with a lot bought at its price, a
// second lot of the powder bought later, and two batches of the rounds each rung of the 6.5 Creedmoor
// ladder fired (one string each): the first from the first powder lot, the second from the new one,
// loaded before the ladder days. The brass lot anneals every 2 firings and retires after 10; its 30
// cases fired in the ladder were annealed after it (issue 36). Written as that user with the app's own
// api functions, so the rules check every write.
import type { Firestore } from 'firebase/firestore';
import { COMPONENT_KINDS } from '../src/domain/inventory';
import { loadBatch } from '../src/features/inventory/batches-api';
import { recordBrassEvent } from '../src/features/inventory/brass-life-api';
import { componentFixtures, fixtureKeyOfKind, lotFixtures } from '../src/features/inventory/fixtures';
import { addComponent, addLot } from '../src/features/inventory/inventory-api';
import { lotFieldsSchema } from '../src/features/inventory/schema';

/** The powder's second lot, bought after the first ran low: it shoots a little faster (the demo's lot change). */
const NEW_POWDER_LOT = lotFieldsSchema.parse({
  lotNumber: '23001',
  purchaseDate: '2026-10-20',
  price: { amount: 399.99, quantity: 56000 },
});

/**
 * Adds the four components and their lots, and the powder's second lot; then for each load a batch of
 * `rounds` from the first lots and one from the second powder lot; gives each load's two batch ids.
 */
export async function seedDemoBench(
  db: Firestore,
  userId: string,
  loads: readonly { id: string; name: string; powder: { weight: number | null } }[],
  rounds = 5,
): Promise<{ firstLot: string; newPowderLot: string }[]> {
  const bought = new Date(Date.UTC(2026, 8, 12, 17));
  const lots = { powder: null, primer: null, bullet: null, brass: null } as Record<
    (typeof COMPONENT_KINDS)[number],
    string | null
  >;
  let newPowderLot: string | null = null;
  const brassLimits = { firedBefore: 0, annealEvery: 2, retireAfter: 10 };
  for (const kind of COMPONENT_KINDS) {
    const key = fixtureKeyOfKind[kind];
    const fields = componentFixtures[key];
    const componentId = await addComponent(db, userId, fields);
    const component = { id: componentId, kind, name: fields.name };
    const life = kind === 'brass' ? { life: brassLimits } : {};
    lots[kind] = await addLot(db, userId, component, { ...lotFixtures[key], ...life }, bought);
    if (kind === 'powder')
      newPowderLot = await addLot(
        db,
        userId,
        component,
        { fields: NEW_POWDER_LOT, bought: 56000 },
        new Date(Date.UTC(2026, 9, 20, 17)),
      );
  }
  const batchIds: { firstLot: string; newPowderLot: string }[] = [];
  for (const [index, load] of loads.entries()) {
    if (load.powder.weight === null || load.powder.weight <= 0) continue;
    const batch = (day: number, batchLots: typeof lots) =>
      loadBatch(
        db,
        userId,
        load,
        { date: `2026-11-0${day}`, rounds, charge: load.powder.weight!, lots: batchLots, notes: 'Ladder rounds.' },
        new Date(Date.UTC(2026, 10, day, 19, index)),
      );
    batchIds.push({ firstLot: await batch(6, lots), newPowderLot: await batch(7, { ...lots, powder: newPowderLot }) });
  }
  // After the ladder days (Nov 8 to 16): the cases fired annealed, so none is due yet.
  const brassLot = { id: lots.brass!, kind: 'brass', lotNumber: lotFixtures.lapua.fields.lotNumber };
  await recordBrassEvent(
    db,
    { ...brassLot, life: { ...brassLimits, events: [] } },
    componentFixtures.lapua.name,
    {
      kind: 'anneal',
      date: '2026-11-20',
      cases: batchIds.length * 2 * rounds,
      trimLength: null,
      note: 'AMP annealer.',
    },
    new Date(Date.UTC(2026, 10, 20, 18)),
  );
  return batchIds;
}
