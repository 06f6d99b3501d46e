/**
 * The bench property test's commands made through the app's api on one device, on what that device
 * sees (online the server's answer, offline its cache): lots added, movements recorded through the
 * movement form, lots edited, batches loaded (told of a shortfall first, as the form tells), loads
 * added or deleted, the network cut or restored, the inventory opened. Each records in the model
 * (bench-model.ts) what the server should then hold; firing commands are in bench-firing-operations.ts.
 */
import { batchDraws, COMPONENT_KINDS, onHand, shortfalls, type ComponentKind } from '@/domain/inventory';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { loadBatch, userBatchesQuery } from '@/features/inventory/batches-api';
import {
  addComponent,
  addLot,
  recordMovement,
  updateLot,
  userComponentsQuery,
} from '@/features/inventory/inventory-api';
import { movementFormSchema } from '@/features/inventory/inventory-form-schema';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment, deleteLoadDevelopment, userLoadsQuery } from '@/features/loads/loads-api';
import type { Command, CommandOf } from './bench-commands';
import { anneal, rebarrel, shoot } from './bench-firing-operations';
import {
  hundredths,
  lotsSeen,
  nameOf,
  noteView,
  totals,
  type BenchRun,
  type ExpectedBatch,
  type Step,
} from './bench-model';
import { seenOn, type Device } from './clients';

/** Makes one command on its device, or says in the log why it skipped it. */
export async function makeCommand(run: BenchRun, command: Command, step: Step): Promise<void> {
  const device = run.devices[command.device];
  switch (command.op) {
    case 'shoot':
      return shoot(run, device, command, step);
    case 'anneal':
      return anneal(run, device, command, step);
    case 'rebarrel':
      return rebarrel(run, device, command, step);
    case 'look': {
      // The inventory opened: what the device sees stays in its cache for when it goes offline.
      const [lots] = await Promise.all([
        lotsSeen(run, device),
        seenOn(device, userLoadsQuery(device.db, run.uid)),
        seenOn(device, userFirearmsQuery(device.db, run.uid)),
        seenOn(device, userBatchesQuery(device.db, run.uid)),
      ]);
      step.say(`opens the inventory, the loads and New Session: ${lots.length} lots`);
      return;
    }
    case 'network':
      await device.setOnline(!device.online);
      step.say(device.online ? 'goes online (its queue syncs)' : 'goes offline');
      return;
    case 'addLoad': {
      const id = await addLoadDevelopment(device.db, run.uid, {
        ...loadFixtures.creedmoorMatch,
        name: `L${run.names.size + 1}`,
      });
      run.names.set(id, `L${run.names.size + 1}`);
      step.say(`adds load ${nameOf(run, id)}`);
      return;
    }
    case 'deleteLoad':
      return deleteLoad(run, device, command, step);
    case 'addLot':
      return addLotOf(run, device, command, step);
    case 'editLot':
    case 'move':
      return moveOrEditLot(run, device, command, step);
    case 'batch':
      return loadBatchOf(run, device, command, step);
  }
}

async function deleteLoad(run: BenchRun, device: Device, command: CommandOf<'addLoad' | 'deleteLoad'>, step: Step) {
  const loads = (await seenOn(device, userLoadsQuery(device.db, run.uid))).sort((a, b) => a.name.localeCompare(b.name));
  const load = loads[command.load % Math.max(loads.length, 1)];
  // Keep one load: a sequence with none left could load no batch.
  if (!load || loads.length < 2) {
    step.say('skips deleting a load');
    return;
  }
  await deleteLoadDevelopment(device.db, load);
  run.deletedLoads.add(load.id);
  step.say(`deletes load ${nameOf(run, load.id)}`);
}

/** A lot added as the new-lot form adds it, of the kind's first component or a new one. */
async function addLotOf(run: BenchRun, device: Device, command: CommandOf<'addLot'>, step: Step) {
  const { uid } = run;
  const { index, say } = step;
  const components = (await seenOn(device, userComponentsQuery(device.db, uid))).filter(
    (component) => component.kind === command.kind,
  );
  let component = components[0];
  if (!component || command.newComponent) {
    const fields = {
      kind: command.kind,
      name: `${command.kind} ${components.length + 1}`,
      lowStock: null,
      notes: '',
    };
    const id = await addComponent(device.db, uid, fields);
    component = { ...fields, id } as (typeof components)[number];
    say(`adds component ${fields.name}`);
  }
  // Powder by the grain (tenths of it too), the rest by count.
  const bought = command.bought === null ? null : command.kind === 'powder' ? command.bought * 10.3 : command.bought;
  const price = bought !== null && command.priced ? { amount: 52.99, quantity: bought } : null;
  const lotId = await addLot(
    device.db,
    uid,
    { id: component.id, kind: command.kind, name: component.name },
    { fields: { lotNumber: `lot ${index + 1}`, purchaseDate: '2026-11-01', price }, bought },
  );
  run.names.set(lotId, `lot${index + 1}`);
  run.expected.set(lotId, {
    kind: command.kind,
    componentId: component.id,
    movements: new Map(bought === null ? [] : [['first purchase', hundredths(bought)]]),
    negativeAllowed: [],
  });
  say(`adds ${nameOf(run, lotId)} of ${component.name}${bought === null ? '' : `, ${bought} bought`}`);
}

/** A lot's number and price edited, or a movement recorded by hand through the movement form. */
async function moveOrEditLot(
  run: BenchRun,
  device: Device,
  command: CommandOf<'editLot' | 'move'>,
  step: Step,
): Promise<void> {
  const { tag, where, say } = step;
  const name = (id: string) => nameOf(run, id);
  const lots = await lotsSeen(run, device);
  const lot = lots[command.lot % Math.max(lots.length, 1)];
  if (!lot) {
    say(`skips ${command.op}: no lot seen`);
    return;
  }
  if (command.op === 'editLot') {
    await updateLot(
      device.db,
      lot.id,
      {
        lotNumber: `${lot.lotNumber} (edited)`,
        purchaseDate: lot.purchaseDate,
        price: { amount: command.amount / 100, quantity: 100 },
      },
      'component',
    );
    say(`edits ${name(lot.id)}'s number and price`);
    return;
  }
  const seen = onHand(lot.movements);
  // Spilled and sold: at most what the lot holds as this device sees it (a loader spills what is there).
  const typed =
    command.reason === 'counted' || command.reason === 'bought'
      ? command.amount
      : Math.min(command.amount, Math.floor(seen));
  const value = lot.kind === 'powder' ? typed / 10 : typed;
  const form = movementFormSchema(lot.kind, 'en-US', lot.movements).safeParse({
    reason: command.reason,
    quantity: String(value),
    unit: 'gr',
    note: tag,
  });
  if (!form.success) {
    say(`skips ${command.reason} ${value} of ${name(lot.id)}: the form says ${form.error.issues[0]?.message}`);
    return;
  }
  const seenTotal = noteView(run, lot.id, lot.movements, `${tag} (${command.reason})`);
  const quantity = command.reason === 'counted' ? hundredths(value) - seenTotal : hundredths(form.data.quantity);
  if (hundredths(form.data.quantity) !== quantity)
    run.problems.push(
      `${where}: the form records ${form.data.quantity} for ${command.reason} ${value}, not ${quantity / 100}`,
    );
  await recordMovement(device.db, lot, 'component', form.data);
  run.expected.get(lot.id)!.movements.set(`note ${tag}`, quantity);
  say(`${command.reason} ${value} of ${name(lot.id)} (seen ${seen}): records ${form.data.quantity}`);
}

/** A batch loaded from the lots the device sees; told first when it takes a lot below zero, then loads anyway or corrects. */
async function loadBatchOf(run: BenchRun, device: Device, command: CommandOf<'batch'>, step: Step): Promise<void> {
  const { uid } = run;
  const { index, tag, say } = step;
  const name = (id: string) => nameOf(run, id);
  const [lots, loads] = await Promise.all([lotsSeen(run, device), seenOn(device, userLoadsQuery(device.db, uid))]);
  loads.sort((a, b) => a.name.localeCompare(b.name));
  const load = loads[command.load % Math.max(loads.length, 1)];
  if (!load) {
    say('skips a batch: no load seen');
    return;
  }
  const chosen = {} as Record<ComponentKind, string | null>;
  for (const kind of COMPONENT_KINDS) {
    const ofKind = lots.filter((lot) => lot.kind === kind);
    const pick = command.lots[kind];
    chosen[kind] = pick === null || ofKind.length === 0 ? null : ofKind[pick % ofKind.length]!.id;
  }
  const charge = command.chargeTenths / 10;
  const draws = batchDraws(command.rounds, charge, chosen);
  const onHandByLot = Object.fromEntries(lots.map((lot) => [lot.id, onHand(lot.movements)]));
  const below = shortfalls(draws, chosen, onHandByLot);
  const what = `${command.rounds} at ${charge} gr of ${name(load.id)} from ${
    COMPONENT_KINDS.map((kind) => chosen[kind] && name(chosen[kind]))
      .filter(Boolean)
      .join(', ') || 'no lot'
  }`;
  if (below.length > 0 && !command.proceed) {
    say(
      `is told a batch of ${what} takes ${below.map((item) => name(item.lotId)).join(', ')} below zero, and corrects`,
    );
    return;
  }
  for (const kind of COMPONENT_KINDS) {
    const lotId = chosen[kind];
    if (lotId) noteView(run, lotId, lots.find((lot) => lot.id === lotId)!.movements, `${tag} (batch)`);
  }
  const batchId = await loadBatch(device.db, uid, load, {
    date: '2026-11-01',
    rounds: command.rounds,
    charge,
    lots: chosen,
    notes: '',
  });
  run.names.set(batchId, `b${index + 1}`);
  totals.batches += 1;
  if (below.length > 0) totals.anyway += 1;
  // Landed unless made offline and its load deleted elsewhere meanwhile (the check drops it then).
  run.batches.set(batchId, {
    loadId: load.id,
    label: `Batch of ${command.rounds} ${command.rounds === 1 ? 'round' : 'rounds'} of “${load.name}”`,
    madeOffline: !device.online,
    lots: chosen,
    draws: Object.fromEntries(
      COMPONENT_KINDS.map((kind) => [kind, draws[kind] === null ? null : hundredths(draws[kind])]),
    ) as ExpectedBatch['draws'],
  });
  for (const kind of COMPONENT_KINDS) {
    const lotId = chosen[kind];
    if (lotId === null) continue;
    const lot = run.expected.get(lotId)!;
    lot.movements.set(`batch ${batchId}`, -hundredths(draws[kind]!));
    if (below.some((item) => item.lotId === lotId)) lot.negativeAllowed.push(`${tag}: told, loaded anyway`);
  }
  say(`loads ${name(batchId)}: ${what}${below.length ? ' (told it goes below zero, loads anyway)' : ''}`);
}
