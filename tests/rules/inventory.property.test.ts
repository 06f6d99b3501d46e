/**
 * Property test of the bench (issue 35, item 7): under any sequence of lots added, movements recorded
 * by hand (bought, counted again, spilled, sold), lots edited, batches loaded, sessions shot from a
 * batch (ended or left active) and loads added or deleted, made through the app's own api functions
 * on two devices of one user (either of them offline for a while, then reconnecting), after every sync:
 * - each lot's on hand as the app computes it (onHand, componentTotal in src/domain/inventory.ts)
 *   equals the sum of the movements the server stores, and the sum the test expects from the writes
 *   made (each kept once: none lost, none doubled; a count records the difference to what the
 *   counting device saw);
 * - each batch the server holds is one the app loaded, its lots end with exactly one 'loaded'
 *   movement of minus its draw naming it, and every 'loaded' movement names a batch that exists;
 * - each batch's rounds on hand as the app works them out (batchRoundsOnHand of roundsFiredByBatch,
 *   from the summaries naming it and the active sessions' shots) are its rounds less every shot of
 *   the sessions naming it;
 * - each brass lot's cases as the app works them out (brassLife, issue 36) are its own cases (its
 *   movements other than 'loaded') and their firings are the rounds every session fired from its
 *   batches (at most a batch's rounds), whichever device logged them and whenever they synced;
 * - each barrel of the rifle (re-barrelled now and then on a device that is online) counts, beyond the
 *   rounds it came with, exactly the shots of the sessions dated in its span, as the firearm's page
 *   works them out (the server's sums of completed summaries plus the active sessions);
 * - a lot is below zero only when the loader was told and loaded anyway, or when a device wrote
 *   from a view that lacked another device's writes (offline, or before they synced);
 * - the rules accepted every write the app made, except a batch made offline whose load the other
 *   device had deleted meanwhile (refused whole: neither the batch nor its lots' movements land),
 *   and a session made offline of a load deleted elsewhere. A write refused as sent twice whose
 *   receipt the server holds had landed, as the app's journal counts it (keepReceipts below).
 * The loader spills or sells at most what their device shows (a count may be any figure) and is told
 * before a batch takes a lot below zero (the form's shortfalls), then loads anyway or corrects.
 * A batch is never deleted in the app (only with the account), so no sequence deletes one; nor a
 * lot or a component.
 *
 * Bounded: BENCH_RUNS sequences (6 by default) of 4 to 16 operations each after the starting bench
 * (a lot of each kind), a second or two each on a warm emulator (the first pays its warm-up);
 * FC_SEED=<seed> replays a run (the seed is printed), BENCH_RUNS=<n> searches longer.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  getDocsFromCache,
  getDocsFromServer,
  query,
  setLogLevel,
  where,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barrelRounds, implicitBarrel, inSpan, shotsInSpan, type BarrelLike } from '@/domain/barrels';
import { roundsFiredByBatch } from '@/domain/batch-rounds';
import { brassLives, firingsOfSessions } from '@/domain/brass-life';
import {
  batchDraws,
  batchRoundsOnHand,
  COMPONENT_KINDS,
  componentTotal,
  onHand,
  shortfalls,
  type ComponentKind,
} from '@/domain/inventory';
import { changeBarrel, userBarrelsQuery } from '@/features/barrels/barrels-api';
import { barrelFixtures } from '@/features/barrels/fixtures';
import { completedShotsInSpans } from '@/features/figures/figures-api';
import { addFirearm, userFirearmsQuery } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadBatch, userBatchesQuery } from '@/features/inventory/batches-api';
import { recordBrassEvent } from '@/features/inventory/brass-life-api';
import {
  addComponent,
  addLot,
  recordMovement,
  updateLot,
  userComponentsQuery,
  userLotsQuery,
} from '@/features/inventory/inventory-api';
import { movementFormSchema } from '@/features/inventory/inventory-form-schema';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment, deleteLoadDevelopment, userLoadsQuery } from '@/features/loads/loads-api';
import { newSessionId, sessionRef } from '@/features/sessions/session-docs-api';
import { activeSessionsQuery, batchSummariesQuery } from '@/features/sessions/session-queries-api';
import { firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { readFromDevice, setWriteTracker } from '@/lib/firestore/local';
import { receiptOnServer, receiptOp } from '@/lib/sync/receipts';
import { FC_SEED, fc } from '@/test-utils/property';
import { openDevice, PROJECT_ID, type Device, type Refusal } from '../support/property/clients';

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const MAX_OPERATIONS = 16;

/** What the sequences exercised, printed at the end, so a run that checked little shows it. */
const totals = {
  operations: 0,
  offline: 0,
  checks: 0,
  batches: 0,
  anyway: 0,
  staleViews: 0,
  belowZero: 0,
  refused: 0,
  answersLost: 0,
  sessions: 0,
  shots: 0,
  barrels: 0,
  firings: 0,
};

/**
 * The app's journal, as far as the server's answers go: each write carries its receipt in its batch
 * (src/lib/sync/receipts.ts), and a write the server refuses whose receipt it holds had landed already
 * (its answer was lost, as when a device reconnects, and Firestore sent it again): not a refusal. Every
 * other refusal is pushed onto `refusals`; `verdicts` holds the answers still being read.
 */
function keepReceipts(device: Device, uid: string, refusals: Refusal[], verdicts: Set<Promise<void>>) {
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

type DeviceName = 'phone' | 'laptop';
type Command =
  | {
      op: 'addLot';
      device: DeviceName;
      kind: ComponentKind;
      bought: number | null;
      priced: boolean;
      newComponent: boolean;
    }
  | { op: 'move'; device: DeviceName; lot: number; reason: 'bought' | 'counted' | 'spilled' | 'sold'; amount: number }
  | { op: 'editLot'; device: DeviceName; lot: number; amount: number }
  | {
      op: 'batch';
      device: DeviceName;
      load: number;
      rounds: number;
      chargeTenths: number;
      lots: Record<ComponentKind, number | null>;
      proceed: boolean;
    }
  | { op: 'addLoad' | 'deleteLoad'; device: DeviceName; load: number }
  | { op: 'shoot'; device: DeviceName; batch: number; shots: number; end: boolean }
  | { op: 'rebarrel'; device: DeviceName; day: number; startingRounds: number }
  | { op: 'anneal'; device: DeviceName; lot: number; cases: number }
  | { op: 'network' | 'look'; device: DeviceName };

/**
 * Each sequence starts from a bench both devices have seen (the phone stocks a lot of each kind, and
 * the laptop opens the inventory), so that either can act on it at once, offline too.
 */
const STARTING_BENCH: Command[] = [
  ...COMPONENT_KINDS.map((kind): Command => ({
    op: 'addLot',
    device: 'phone',
    kind,
    bought: 150,
    priced: true,
    newComponent: false,
  })),
  { op: 'look', device: 'laptop' },
];

const deviceArb = fc.constantFrom<DeviceName>('phone', 'laptop');
const lotPick = fc.option(fc.nat({ max: 5 }), { nil: null });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('addLot' as const),
      device: deviceArb,
      kind: fc.constantFrom(...COMPONENT_KINDS),
      bought: fc.option(fc.integer({ min: 1, max: 1500 }), { nil: null }),
      priced: fc.boolean(),
      newComponent: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      device: deviceArb,
      lot: fc.nat({ max: 5 }),
      reason: fc.constantFrom('bought' as const, 'counted' as const, 'spilled' as const, 'sold' as const),
      amount: fc.integer({ min: 0, max: 1500 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('editLot' as const),
      device: deviceArb,
      lot: fc.nat({ max: 5 }),
      amount: fc.integer({ min: 0, max: 50_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('batch' as const),
      device: deviceArb,
      load: fc.nat({ max: 3 }),
      rounds: fc.integer({ min: 1, max: 120 }),
      chargeTenths: fc.integer({ min: 200, max: 600 }),
      lots: fc.record({ powder: lotPick, primer: lotPick, bullet: lotPick, brass: lotPick }),
      proceed: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom('addLoad' as const, 'deleteLoad' as const),
      device: deviceArb,
      load: fc.nat({ max: 3 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('network' as const), device: deviceArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('anneal' as const),
      device: deviceArb,
      lot: fc.nat({ max: 5 }),
      cases: fc.integer({ min: 1, max: 200 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('rebarrel' as const),
      device: deviceArb,
      day: fc.integer({ min: 2, max: 28 }),
      startingRounds: fc.constantFrom(0, 350),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('look' as const), device: deviceArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('shoot' as const),
      device: deviceArb,
      batch: fc.nat({ max: 5 }),
      shots: fc.integer({ min: 1, max: 4 }),
      end: fc.boolean(),
    }),
  },
);

/** Quantities in hundredths of the natural unit: every quantity the sequences make is a whole number of them. */
const hundredths = (quantity: number) => Math.round(quantity * 100);

/** What the test expects of one lot: each movement written (by its identity), in hundredths. */
type ExpectedLot = {
  kind: ComponentKind;
  componentId: string;
  movements: Map<string, number>;
  /** Why it may be below zero: the loader was told and loaded anyway, or a write came from a view lacking others'. */
  negativeAllowed: string[];
};
type ExpectedBatch = {
  loadId: string;
  /** Its write's label (what a refusal names) and whether it was made offline. */
  label: string;
  madeOffline: boolean;
  lots: Record<ComponentKind, string | null>;
  draws: Record<ComponentKind, number | null>;
};

/** A movement's identity: a hand-recorded one by its note, a batch's by its batch, the purchase at the lot's creation. */
function identity(movement: DocumentData): string {
  if (movement.reason === 'loaded') return `batch ${movement.batchId as string}`;
  if (movement.note) return `note ${movement.note as string}`;
  return 'first purchase';
}

async function runSequence(commands: Command[]): Promise<string[]> {
  const uid = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const refusals: Refusal[] = [];
  const devices: Record<DeviceName, Device> = {
    phone: openDevice('phone', uid, refusals),
    laptop: openDevice('laptop', uid, refusals),
  };
  const reader = openDevice('reader', uid, refusals);
  const verdicts = new Set<Promise<void>>();
  for (const device of Object.values(devices)) keepReceipts(device, uid, refusals, verdicts);
  const log: string[] = [];
  const problems: string[] = [];
  const expected = new Map<string, ExpectedLot>();
  const batches = new Map<string, ExpectedBatch>();
  const deletedLoads = new Set<string>();
  /** The sessions shot from a batch, by name: the batch, its day and the shots logged (every one a round fired). */
  const sessions = new Map<string, { batchId: string; loadId: string; date: string; shots: number }>();
  const names = new Map<string, string>();
  const name = (id: string) => names.get(id) ?? id.slice(0, 6);
  const total = (lot: ExpectedLot) => [...lot.movements.values()].reduce((sum, quantity) => sum + quantity, 0);

  const view = async <T>(device: Device, read: Query<T>): Promise<T[]> => {
    const snapshot = device.online
      ? await device.fromServer(() => getDocsFromServer(read))
      : await getDocsFromCache(read);
    return snapshot.docs.map((doc) => doc.data());
  };
  /** The lots the device sees, in the order they were made (so a pick means the same lot on both). */
  const lotsSeen = async (device: Device) =>
    (await view(device, userLotsQuery(device.db, uid))).sort((a, b) =>
      name(a.id).localeCompare(name(b.id), 'en', { numeric: true }),
    );
  /** Marks a write on a lot from a view that lacks movements written elsewhere (offline, or not yet synced). */
  const noteView = (lotId: string, seen: readonly { quantity: number }[], what: string) => {
    const lot = expected.get(lotId)!;
    const seenTotal = seen.reduce((sum, movement) => sum + hundredths(movement.quantity), 0);
    if (seenTotal !== total(lot)) {
      totals.staleViews += 1;
      lot.negativeAllowed.push(`${what} from a view of ${seenTotal / 100}, not ${total(lot) / 100}`);
    }
    return seenTotal;
  };

  const check = async (when: string) => {
    await Promise.all([devices.phone.settle(), devices.laptop.settle()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([...verdicts]);
    const [lotsRead, rawRead, batchesRead, componentsRead] = await reader.fromServer(() =>
      Promise.all([
        getDocsFromServer(userLotsQuery(reader.db, uid)),
        getDocsFromServer(query(collection(reader.db, 'componentLots'), where('userId', '==', uid))),
        getDocsFromServer(userBatchesQuery(reader.db, uid)),
        getDocsFromServer(userComponentsQuery(reader.db, uid)),
      ]),
    );
    const say = (problem: string) => problems.push(`${when}: ${problem}`);
    totals.checks += 1;
    // A batch made offline whose load the other device deleted meanwhile is refused whole (the rules
    // read the load): neither it nor its lots' movements land, and the app lists it as not saved.
    for (const refusal of refusals.splice(0)) {
      const batch = [...batches].find(
        ([, item]) => item.madeOffline && item.label === refusal.label && deletedLoads.has(item.loadId),
      );
      // A session made offline of a load deleted elsewhere (its batch refused): its start and shots are refused.
      const session = [...sessions.keys()].find((sessionName) => refusal.label.includes(`“${sessionName}”`));
      if (refusal.madeOffline && session && deletedLoads.has(sessions.get(session)!.loadId)) {
        // None of its rounds were fired, as far as the server goes.
        sessions.get(session)!.shots = 0;
        log.push(`  (refused on sync: ${refusal.device}'s "${refusal.label}")`);
        continue;
      }
      if (!refusal.madeOffline || !batch) {
        say(
          `the rules refused ${refusal.device}'s "${refusal.label}"${refusal.madeOffline ? ' (made offline)' : ''}: ${refusal.reason}`,
        );
        continue;
      }
      const [batchId, { lots: named }] = batch;
      totals.refused += 1;
      batches.delete(batchId);
      for (const lotId of Object.values(named)) if (lotId) expected.get(lotId)?.movements.delete(`batch ${batchId}`);
      log.push(`  (refused on sync, its load deleted elsewhere: ${refusal.device}'s "${refusal.label}")`);
    }
    // As the app reads them (a document its schema refuses throws here).
    const lots = lotsRead.docs.map((doc) => doc.data());
    const raw = new Map(rawRead.docs.map((doc) => [doc.id, doc.data().movements as DocumentData[]]));
    if (lots.length !== expected.size) say(`the server has ${lots.length} lots, the app made ${expected.size}`);
    for (const lot of lots) {
      const wanted = expected.get(lot.id);
      if (!wanted) {
        say(`lot ${lot.id} was never made`);
        continue;
      }
      const stored = raw.get(lot.id) ?? [];
      const storedSum = stored.reduce((sum, movement) => sum + hundredths(movement.quantity as number), 0);
      const shown = onHand(lot.movements);
      if (hundredths(shown) !== storedSum || Math.abs(shown - storedSum / 100) > 1e-6)
        say(`lot ${name(lot.id)} shows ${shown} on hand, its stored movements sum to ${storedSum / 100}`);
      const ids = stored.map(identity);
      if (new Set(ids).size !== ids.length) say(`lot ${name(lot.id)} holds a movement twice: ${ids.join(', ')}`);
      const storedById = new Map(
        stored.map((movement) => [identity(movement), hundredths(movement.quantity as number)]),
      );
      const want = [...wanted.movements].sort().join('; ');
      const got = [...storedById].sort().join('; ');
      if (want !== got) say(`lot ${name(lot.id)} stores [${got}], the app wrote [${want}]`);
      if (storedSum < 0) totals.belowZero += 1;
      if (storedSum < 0 && wanted.negativeAllowed.length === 0)
        say(`lot ${name(lot.id)} is below zero (${storedSum / 100}) though no write was allowed to take it there`);
      for (const movement of stored.filter((item) => item.reason === 'loaded')) {
        const batch = batchesRead.docs.find((doc) => doc.id === movement.batchId)?.data();
        if (!batch)
          say(`lot ${name(lot.id)} has a loaded movement of a batch the server lacks (${movement.batchId as string})`);
        else if (
          batch.lots[lot.kind] !== lot.id ||
          hundredths(-(movement.quantity as number)) !== hundredths(batch.draws[lot.kind] ?? NaN)
        )
          say(`lot ${name(lot.id)}'s movement of batch ${name(batch.id)} does not match its draw`);
      }
    }
    // Each component's total (the inventory's figure) is the sum over its lots.
    for (const component of componentsRead.docs.map((doc) => doc.data())) {
      const own = lots.filter((lot) => lot.componentId === component.id);
      const want = [...expected.values()]
        .filter((lot) => lot.componentId === component.id)
        .reduce((sum, lot) => sum + total(lot), 0);
      if (hundredths(componentTotal(own)) !== want)
        say(`component ${component.name} shows ${componentTotal(own)}, its lots' movements sum to ${want / 100}`);
    }
    const stored = batchesRead.docs.map((doc) => doc.data());
    // Each batch's rounds on hand as the app works them out: the summaries naming it (completed
    // sessions' totals) and the active sessions' live shots.
    const ids = stored.map((batch) => batch.id);
    const [summaries, active] = await reader.fromServer(() =>
      Promise.all([
        Promise.all(
          Array.from({ length: Math.ceil(ids.length / 30) }, (_, part) =>
            getDocsFromServer(batchSummariesQuery(reader.db, uid, ids.slice(part * 30, part * 30 + 30))),
          ),
        ),
        getDocsFromServer(activeSessionsQuery(reader.db, uid)),
      ]),
    );
    const fired = roundsFiredByBatch(
      summaries.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data())),
      new Map(active.docs.map((doc) => [doc.id, doc.data().shots.length])),
    );
    for (const batch of stored) {
      const shot = [...sessions.values()]
        .filter((session) => session.batchId === batch.id)
        .reduce((sum, session) => sum + session.shots, 0);
      const left = batchRoundsOnHand(batch, fired.get(batch.id));
      if (left !== batch.rounds - shot)
        say(`batch ${name(batch.id)} shows ${left} rounds left, its sessions fired ${shot} of ${batch.rounds}`);
    }
    // Each brass lot's cases and firings as the app works them out (the inventory's Life), from the
    // same summaries and active sessions: its own cases, fired as often as its batches' sessions fired.
    const firings = firingsOfSessions(
      summaries.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data())),
      new Map(active.docs.map((doc) => [doc.id, doc.data().shots.length])),
    );
    const brass = lots.filter((item) => item.kind === 'brass');
    const lives = brassLives(brass, stored, firings);
    for (const lot of brass) {
      const wanted = expected.get(lot.id);
      const life = lives.get(lot.id);
      if (!wanted || !life) continue;
      const groups = [...life.bench, ...life.loaded];
      const cases = groups.reduce((sum, group) => sum + group.cases, 0);
      const own = [...wanted.movements]
        .filter(([id]) => !id.startsWith('batch '))
        .reduce((sum, [, quantity]) => sum + quantity / 100, 0);
      if (cases !== Math.max(0, own)) say(`brass ${name(lot.id)} shows ${cases} cases, its own movements hold ${own}`);
      const fired = groups.reduce((sum, group) => sum + group.firings * group.cases, 0);
      const shotFromLot = stored
        .filter((batch) => batch.lots.brass === lot.id)
        .reduce((sum, batch) => {
          const shot = [...sessions.values()]
            .filter((session) => session.batchId === batch.id)
            .reduce((total, session) => total + session.shots, 0);
          return sum + Math.min(shot, batch.rounds);
        }, 0);
      totals.firings += fired;
      // A batch that took more cases than the lot had carries some it does not track: fewer firings then.
      if (life.untracked === 0 ? fired !== shotFromLot : fired > shotFromLot)
        say(`brass ${name(lot.id)} shows ${fired} firings, its batches' sessions fired ${shotFromLot} of its cases`);
    }
    // The rifle's barrels: the rounds each counts beyond those it came with are the shots of the sessions in its span.
    const [firearmsRead, barrelsRead] = await reader.fromServer(() =>
      Promise.all([
        getDocsFromServer(userFirearmsQuery(reader.db, uid)),
        getDocsFromServer(userBarrelsQuery(reader.db, uid)),
      ]),
    );
    for (const firearm of firearmsRead.docs.map((doc) => doc.data())) {
      const recorded = barrelsRead.docs.map((doc) => doc.data()).filter((barrel) => barrel.firearmId === firearm.id);
      const shown: (BarrelLike & { name: string })[] = recorded.length > 0 ? recorded : [implicitBarrel(firearm)];
      const spans = barrelRounds(shown, () => 0);
      const completed = await reader.fromServer(() =>
        completedShotsInSpans(
          reader.db,
          uid,
          spans.map(({ span }) => ({ firearmId: firearm.id, span })),
        ),
      );
      const activeSessions = active.docs.map((doc) => doc.data());
      // The spans come in the same order as asked.
      let asked = 0;
      const counted = barrelRounds(
        shown,
        (span) => (completed[asked++] ?? 0) + shotsInSpan(firearm.id, span, activeSessions),
      );
      for (const { barrel, span, rounds } of counted) {
        const want = [...sessions.values()]
          .filter((session) => inSpan(session.date, span))
          .reduce((sum, session) => sum + session.shots, 0);
        if (rounds - barrel.startingRounds !== want)
          say(
            `barrel “${barrel.name}” (${span.from ?? '…'} to ${span.until ?? '…'}) counts ${rounds - barrel.startingRounds} rounds, its sessions fired ${want}`,
          );
      }
    }
    if (stored.length !== batches.size)
      say(`the server has ${stored.length} batches, the app loaded ${batches.size} that landed`);
    for (const batch of stored) {
      const wanted = batches.get(batch.id);
      if (!wanted) {
        say(`batch ${batch.id} was never loaded (or was refused)`);
        continue;
      }
      for (const kind of COMPONENT_KINDS) {
        const lotId = batch.lots[kind];
        if (lotId !== wanted.lots[kind])
          say(`batch ${name(batch.id)} names ${kind} lot ${lotId}, not ${wanted.lots[kind]}`);
        if (lotId === null) continue;
        const own = (raw.get(lotId) ?? []).filter((movement) => movement.batchId === batch.id);
        if (own.length !== 1 || hundredths(-(own[0]!.quantity as number)) !== wanted.draws[kind])
          say(`batch ${name(batch.id)}'s ${kind} lot holds ${own.length} movements of it, not one of minus its draw`);
      }
    }
  };

  try {
    // Two loads to load batches of, made online on the phone.
    for (const label of ['L1', 'L2']) {
      const id = await addLoadDevelopment(devices.phone.db, uid, { ...loadFixtures.creedmoorMatch, name: label });
      names.set(id, label);
    }
    // And a rifle to shoot them in.
    await addFirearm(devices.phone.db, uid, firearmFixtures.tikka);
    await devices.phone.settle();
    let made = 0;
    for (const [index, command] of [...STARTING_BENCH, ...commands].entries()) {
      const device = devices[command.device];
      const where = `${index + 1}. ${command.device}${device.online ? '' : ' (offline)'}`;
      const tag = `op ${index + 1}`;
      const say = (line: string) => log.push(`${where} ${line}`);
      switch (command.op) {
        case 'shoot': {
          // A range trip: a session of a batch's load naming the batch, a few shots, ended or left active.
          const [batchesSeen, loads, firearms] = await Promise.all([
            view(device, userBatchesQuery(device.db, uid)),
            view(device, userLoadsQuery(device.db, uid)),
            view(device, userFirearmsQuery(device.db, uid)),
          ]);
          batchesSeen.sort((a, b) => name(a.id).localeCompare(name(b.id), 'en', { numeric: true }));
          const batch = batchesSeen[command.batch % Math.max(batchesSeen.length, 1)];
          const load = batch && loads.find((item) => item.id === batch.loadDevelopmentId);
          if (!batch || !load || !firearms[0]) {
            say('skips shooting: no batch of a load it sees');
            break;
          }
          const sessionName = `range ${index + 1}`;
          // Range days through November, so the barrels' spans split them.
          const date = `2026-11-${String(2 + (index % 27)).padStart(2, '0')}`;
          const sessionId = newSessionId(device.db);
          await startSession(
            device.db,
            uid,
            {
              sessionName,
              date,
              location: '',
              weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
              ammunitionType: 'handload',
              selectedAmmunition: handloadSnapshot(load),
              selectedFirearm: firearmSnapshot(firearms[0]),
              notes: '',
              batchId: batch.id,
            },
            sessionId,
          );
          sessions.set(sessionName, { batchId: batch.id, loadId: load.id, date, shots: 0 });
          totals.sessions += 1;
          totals.shots += command.shots;
          for (let shot = 1; shot <= command.shots; shot += 1) {
            const session = (await readFromDevice(sessionRef(device.db, sessionId)))!;
            await appendShot(device.db, session, { velocity: 2800 + shot, impact: null, note: '' }).stored;
            sessions.get(sessionName)!.shots += 1;
          }
          if (command.end) await endSession(device.db, (await readFromDevice(sessionRef(device.db, sessionId)))!);
          say(
            `shoots ${command.shots} of ${name(batch.id)} in “${sessionName}”${command.end ? ', ended' : ', left active'}`,
          );
          break;
        }
        case 'anneal': {
          // Some of a brass lot's cases annealed, on either device, offline too: firings stay as they were.
          const brass = (await lotsSeen(device)).filter((lot) => lot.kind === 'brass');
          const lot = brass[command.lot % Math.max(brass.length, 1)];
          if (!lot) {
            say('skips an anneal: no brass lot seen');
            break;
          }
          const anneal = {
            kind: 'anneal',
            date: '2026-11-15',
            cases: command.cases,
            trimLength: null,
            note: tag,
          } as const;
          await recordBrassEvent(device.db, lot, 'brass', anneal);
          say(`anneals ${command.cases} cases of ${name(lot.id)}`);
          break;
        }
        case 'rebarrel': {
          // Re-barrelled on a device with signal (a barrel change offline on both at once is not a range-day act).
          if (!device.online) {
            say('skips a barrel change: offline');
            break;
          }
          const [firearms, barrels] = await Promise.all([
            view(device, userFirearmsQuery(device.db, uid)),
            view(device, userBarrelsQuery(device.db, uid)),
          ]);
          const firearm = firearms[0];
          const installedOn = `2026-11-${String(command.day).padStart(2, '0')}`;
          const current = barrels.find((barrel) => barrel.removedOn === null);
          if (!firearm || (current?.installedOn ?? '') > installedOn) {
            say(`skips a barrel change on ${installedOn}: the barrel on it went on later`);
            break;
          }
          await changeBarrel(device.db, uid, firearm, barrels, {
            ...barrelFixtures.bartlein,
            name: `barrel ${index + 1}`,
            installedOn,
            startingRounds: command.startingRounds,
            cbtoToLands: null,
            cbtoMeasuredOn: null,
          });
          totals.barrels += 1;
          say(`re-barrels the rifle on ${installedOn} (${command.startingRounds} rounds on it)`);
          break;
        }
        case 'look': {
          // The inventory opened: what the device sees stays in its cache for when it goes offline.
          const [lots] = await Promise.all([
            lotsSeen(device),
            view(device, userLoadsQuery(device.db, uid)),
            view(device, userFirearmsQuery(device.db, uid)),
            view(device, userBatchesQuery(device.db, uid)),
          ]);
          say(`opens the inventory, the loads and New Session: ${lots.length} lots`);
          break;
        }
        case 'network': {
          await device.setOnline(!device.online);
          say(device.online ? 'goes online (its queue syncs)' : 'goes offline');
          break;
        }
        case 'addLoad': {
          const id = await addLoadDevelopment(device.db, uid, {
            ...loadFixtures.creedmoorMatch,
            name: `L${names.size + 1}`,
          });
          names.set(id, `L${names.size + 1}`);
          say(`adds load ${name(id)}`);
          break;
        }
        case 'deleteLoad': {
          const loads = (await view(device, userLoadsQuery(device.db, uid))).sort((a, b) =>
            a.name.localeCompare(b.name),
          );
          const load = loads[command.load % Math.max(loads.length, 1)];
          // Keep one load: a sequence with none left could load no batch.
          if (!load || loads.length < 2) {
            say('skips deleting a load');
            break;
          }
          await deleteLoadDevelopment(device.db, load);
          deletedLoads.add(load.id);
          say(`deletes load ${name(load.id)}`);
          break;
        }
        case 'addLot': {
          const components = (await view(device, userComponentsQuery(device.db, uid))).filter(
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
          const bought =
            command.bought === null ? null : command.kind === 'powder' ? command.bought * 10.3 : command.bought;
          const price = bought !== null && command.priced ? { amount: 52.99, quantity: bought } : null;
          const lotId = await addLot(
            device.db,
            uid,
            { id: component.id, kind: command.kind, name: component.name },
            { fields: { lotNumber: `lot ${index + 1}`, purchaseDate: '2026-11-01', price }, bought },
          );
          names.set(lotId, `lot${index + 1}`);
          expected.set(lotId, {
            kind: command.kind,
            componentId: component.id,
            movements: new Map(bought === null ? [] : [['first purchase', hundredths(bought)]]),
            negativeAllowed: [],
          });
          say(`adds ${name(lotId)} of ${component.name}${bought === null ? '' : `, ${bought} bought`}`);
          break;
        }
        case 'editLot':
        case 'move': {
          const lots = await lotsSeen(device);
          const lot = lots[command.lot % Math.max(lots.length, 1)];
          if (!lot) {
            say(`skips ${command.op}: no lot seen`);
            break;
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
            break;
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
            break;
          }
          const seenTotal = noteView(lot.id, lot.movements, `${tag} (${command.reason})`);
          const quantity =
            command.reason === 'counted' ? hundredths(value) - seenTotal : hundredths(form.data.quantity);
          if (hundredths(form.data.quantity) !== quantity)
            problems.push(
              `${where}: the form records ${form.data.quantity} for ${command.reason} ${value}, not ${quantity / 100}`,
            );
          await recordMovement(device.db, lot, 'component', form.data);
          expected.get(lot.id)!.movements.set(`note ${tag}`, quantity);
          say(`${command.reason} ${value} of ${name(lot.id)} (seen ${seen}): records ${form.data.quantity}`);
          break;
        }
        case 'batch': {
          const [lots, loads] = await Promise.all([lotsSeen(device), view(device, userLoadsQuery(device.db, uid))]);
          loads.sort((a, b) => a.name.localeCompare(b.name));
          const load = loads[command.load % Math.max(loads.length, 1)];
          if (!load) {
            say('skips a batch: no load seen');
            break;
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
            break;
          }
          for (const kind of COMPONENT_KINDS) {
            const lotId = chosen[kind];
            if (lotId) noteView(lotId, lots.find((lot) => lot.id === lotId)!.movements, `${tag} (batch)`);
          }
          const batchId = await loadBatch(device.db, uid, load, {
            date: '2026-11-01',
            rounds: command.rounds,
            charge,
            lots: chosen,
            notes: '',
          });
          names.set(batchId, `b${index + 1}`);
          totals.batches += 1;
          if (below.length > 0) totals.anyway += 1;
          // Landed unless made offline and its load deleted elsewhere meanwhile (the check drops it then).
          batches.set(batchId, {
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
            const lot = expected.get(lotId)!;
            lot.movements.set(`batch ${batchId}`, -hundredths(draws[kind]!));
            if (below.some((item) => item.lotId === lotId)) lot.negativeAllowed.push(`${tag}: told, loaded anyway`);
          }
          say(`loads ${name(batchId)}: ${what}${below.length ? ' (told it goes below zero, loads anyway)' : ''}`);
          break;
        }
      }
      made += 1;
      totals.operations += 1;
      if (!device.online && command.op !== 'network') totals.offline += 1;
      // Online, each write is answered before the next operation, as in rollups.property.test.ts.
      await device.settle();
      // After each sync: a device's queue just sent (it came back online), or a write of the bench
      // made with both devices online, answered. (Not after the starting bench or a load added or deleted.)
      const bench = ['move', 'batch', 'editLot', 'shoot', 'rebarrel', 'anneal'].includes(command.op);
      if (
        devices.phone.online &&
        devices.laptop.online &&
        index >= STARTING_BENCH.length &&
        (bench || command.op === 'network')
      ) {
        await check(`after ${where}`);
      }
    }
    for (const device of Object.values(devices)) await device.setOnline(true);
    await check('at the end, both online');
    log.push(`${made} operations`);
  } catch (error) {
    problems.push(`the sequence threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await Promise.all([devices.phone.close(), devices.laptop.close(), reader.close()]);
  }
  if (process.env.BENCH_DEBUG) console.log(log.join('\n'));
  return problems.length ? [...problems, 'log:', ...log] : [];
}

describe('the bench after random sequences of edits on two devices', () => {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    // Writes refused on sync (a batch of a load deleted elsewhere) are expected; the SDK would warn of each.
    setLogLevel('error');
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: {} });
  });

  afterAll(async () => {
    // Leave nothing behind for the browser tests that share this emulator.
    await env?.clearFirestore();
    await env?.cleanup();
    console.log(
      `${RUNS} sequences, ${totals.operations} operations (${totals.offline} made offline), ${totals.checks} checks after a sync; ` +
        `${totals.batches} batches (${totals.anyway} loaded below zero once told), ${totals.staleViews} writes from a stale view, ` +
        `${totals.belowZero} lots seen below zero, ${totals.refused} batches refused (their load deleted elsewhere), ` +
        `${totals.answersLost} writes sent again after a lost answer (refused, their receipt on the server); ` +
        `${totals.sessions} sessions fired ${totals.shots} rounds from the batches; ` +
        `${totals.barrels} barrel changes; ${totals.firings} brass firings counted over the checks`,
    );
  });

  // The sequences, drawn by fast-check from the seed; each its own test, so a failing one names itself
  // and its log (no shrinking: a sequence is a second of the emulator's time, not a pure function's).
  const sequences = fc.sample(fc.array(commandArb, { minLength: 4, maxLength: MAX_OPERATIONS }), {
    numRuns: RUNS,
    seed: FC_SEED,
  });
  it.each(sequences.map((commands, index) => [index + 1, commands] as const))(
    `sequence %i (seed ${FC_SEED}): every lot holds the sum of its movements, every batch its draws, brass firings and barrel rounds follow the sessions, and the rules take every write`,
    async (_index, commands) => {
      const started = Date.now();
      const problems = await runSequence(commands);
      if (process.env.BENCH_LOG) console.log(`${commands.length} commands in ${Date.now() - started} ms`);
      expect(problems.join('\n')).toBe('');
    },
  );
});
