/**
 * One property sequence: a fresh user with two devices, a seeded random run of operations on
 * them (some made offline), then both devices back online and settled, and every figure the app
 * shows, read from the server by a third device through the app's queries and converters,
 * compared with a recomputation from the raw session documents.
 */
import { collection, getDocsFromServer, query, where } from 'firebase/firestore';
import { firearmRounds, firearmRoundsWithCompleted, NO_ROLLUP } from '@/domain/rollups';
import {
  completedLoadSumsFromServer,
  completedRoundsByFirearm,
  firearmCompletedRounds,
  loadRollupsFromServer,
} from '@/features/figures/figures-api';
import {
  chargeLadder,
  figuresOfSession,
  joinPools,
  poolsOfFigures,
  recipeFamily,
} from '@/features/figures/load-analysis';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { userLoadsQuery } from '@/features/loads/loads-api';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { refreshStatistics, statisticsAreStale } from '@/features/sessions/session-writes-api';
import { nextTask, openDevice, type Device, type Refusal } from './clients';
import { addLoad, addRifle, operate, OPERATION_WEIGHTS, type World } from './operations';
import { seededRandom } from './prng';
import { expectedLoad, expectedRounds, expectedStatistics, type RawSession } from './recompute';

export const MAX_OPERATIONS = 30;

export type SequenceResult = {
  seed: number;
  /** Operations made (skipped ones included), and of those made while the acting device was offline. */
  operations: number;
  offlineOperations: number;
  /** Writes the server refused (all made offline from a stale view, or the run fails). */
  refusals: Refusal[];
  /** Completed sessions whose stored statistics were checked. */
  statisticsChecked: number;
  /** Reconnections a device needed because the emulator's stream broke (clients.ts). */
  reconnections: number;
  log: string[];
  /** Every figure that differs from its recomputation, and every unexpected refusal. */
  problems: string[];
};

const show = (value: unknown) => JSON.stringify(value);
const sameFigures = (a: object, b: object) => show(Object.entries(a).sort()) === show(Object.entries(b).sort());

/** Runs the sequence of `seed` against the emulator and checks it. */
export async function runSequence(seed: number): Promise<SequenceResult> {
  const random = seededRandom(seed);
  const uid = `property-${seed}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const world: World = {
    uid,
    random,
    names: new Map(),
    counters: { session: 0, load: 0, firearm: 0 },
    staleWrites: new Set(),
  };
  const refusals: Refusal[] = [];
  const phone = openDevice('phone', uid, refusals);
  const laptop = openDevice('laptop', uid, refusals);
  const reader = openDevice('reader', uid, refusals);
  const result: SequenceResult = {
    seed,
    operations: 0,
    offlineOperations: 0,
    refusals,
    statisticsChecked: 0,
    reconnections: 0,
    log: [],
    problems: [],
  };
  const log = (line: string) => result.log.push(line);

  try {
    // The user's records before the first session: two loads and two rifles, made on the phone.
    log(`phone adds load ${await addLoad(world, phone.db)}, load ${await addLoad(world, phone.db)}`);
    log(`phone adds firearm ${await addRifle(world, phone.db)}, firearm ${await addRifle(world, phone.db)}`);
    await phone.settle();

    const count = random.int(1, MAX_OPERATIONS);
    for (let index = 1; index <= count; index += 1) {
      const [device, other]: [Device, Device] = random.chance(0.5) ? [phone, laptop] : [laptop, phone];
      const kind = random.weighted(OPERATION_WEIGHTS);
      const offline = !device.online && kind !== 'network';
      const what = await operate(world, device, other, kind);
      result.operations += 1;
      if (offline) result.offlineOperations += 1;
      log(`${index}. ${kind === 'network' ? '' : `${device.name}${offline ? ' (offline)' : ''} `}${what}`);
      // Online, each write is answered by the server before the next operation ("synced").
      await device.settle();
    }

    // Both devices back online: their queued writes reach the server (or are refused).
    for (const device of [phone, laptop]) {
      if (!device.online) log(`end: ${device.name} goes online (its queue syncs)`);
      await device.setOnline(true);
      await device.settle();
    }
    // Each completed session opened once, as its page does: statistics written from a stale view are
    // written again from the shots (refreshStatistics), so the lists, which read them, heal.
    const opened = await reader.fromServer(() => getDocsFromServer(userSessionsQuery(reader.db, uid)));
    for (const session of opened.docs.map((item) => item.data()).filter(statisticsAreStale)) {
      const madeOffline = world.staleWrites.has(session.id) ? ' (written offline)' : '';
      log(`end: opening ${world.names.get(session.id) ?? session.id}${madeOffline} refreshes its stale statistics`);
      void refreshStatistics(reader.db, session);
    }
    await reader.settle();
    await nextTask();

    const unexpected = refusals.filter((refusal) => !refusal.madeOffline);
    for (const refusal of unexpected) {
      result.problems.push(
        `the server refused a write made online from a fresh view: ${refusal.device} "${refusal.label}": ${refusal.reason}`,
      );
    }
    await checkFigures(world, reader, result);
  } catch (error) {
    result.problems.push(
      `the sequence threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    result.reconnections = phone.reconnections + laptop.reconnections + reader.reconnections;
    await Promise.all([phone.close(), laptop.close(), reader.close()]);
  }
  return result;
}

/** Compares every figure the app derives with the recomputation, from what the server holds. */
async function checkFigures(world: World, reader: Device, result: SequenceResult): Promise<void> {
  const { db } = reader;
  const { uid } = world;
  const name = (id: string) => world.names.get(id) ?? id;
  const [rawSnapshot, sessionsSnapshot, loadsSnapshot, firearmsSnapshot] = await reader.fromServer(() =>
    Promise.all([
      getDocsFromServer(query(collection(db, 'shootingSession'), where('userId', '==', uid))),
      getDocsFromServer(userSessionsQuery(db, uid)),
      getDocsFromServer(userLoadsQuery(db, uid)),
      getDocsFromServer(userFirearmsQuery(db, uid)),
    ]),
  );
  const raw: RawSession[] = rawSnapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
  // Read as the app reads them: a document its schema refuses throws here.
  const sessions = sessionsSnapshot.docs.map((doc) => doc.data());
  const loads = loadsSnapshot.docs.map((doc) => doc.data());
  const firearms = firearmsSnapshot.docs.map((doc) => doc.data());
  if (sessions.length !== raw.length)
    result.problems.push(`the app's session list has ${sessions.length} sessions, the server ${raw.length}`);
  result.log.push(
    `server: ${raw.map((session) => `${name(session.id)}[${session.status}, ${session.date}, ${session.selectedAmmunition.type === 'handload' ? name(session.selectedAmmunition.loadDevelopmentId) : 'factory'}, ${name(session.selectedFirearm.id)}, ${(session.shots as unknown[]).length} shots, ${Object.keys(session.exclusions ?? {}).length} excluded]`).join(' ') || 'no sessions'}`,
  );

  // The lists' figures as the app gets them: from the summaries, counted by the server.
  const listRollups = await reader.fromServer(() =>
    loadRollupsFromServer(
      db,
      uid,
      loads.map((load) => load.id),
    ),
  );
  const completedRounds = await reader.fromServer(() =>
    completedRoundsByFirearm(
      db,
      uid,
      firearms.map((firearm) => firearm.id),
    ),
  );
  for (const load of loads) {
    const expected = expectedLoad(load.id, raw);
    const onLists = listRollups.get(load.id) ?? NO_ROLLUP;
    // Its page: the same roll-up as the lists, and the ladder pooled from the server's sums over the
    // completed sessions of its recipe's loads (no session read) joined with the active sessions.
    const family = recipeFamily(loads, load).map((member) => member.id);
    const sums = await reader.fromServer(() => completedLoadSumsFromServer(db, uid, family));
    const completedPools = new Map(
      [...sums].map(([loadId, summed]) => [
        loadId,
        { sessions: summed.sessions, shots: summed.shots, parts: [summed.sums] },
      ]),
    );
    const activeFigures = sessions.filter((session) => session.status === 'active').map(figuresOfSession);
    const ladderOnItsPage = chargeLadder(loads, joinPools(completedPools, poolsOfFigures(activeFigures)), load);
    // Its ladder, pooled from those sums, is the one its recipe's whole sessions give.
    const ladderFromShots = chargeLadder(loads, poolsOfFigures(sessions.map(figuresOfSession)), load);
    if (show(ladderOnItsPage) !== show(ladderFromShots))
      result.problems.push(
        `load ${name(load.id)}'s ladder on its page: shows ${show(ladderOnItsPage)}, the shots say ${show(ladderFromShots)}`,
      );
    if (!sameFigures(onLists, expected))
      result.problems.push(
        `load ${name(load.id)} in the lists and on its page: shows ${show(onLists)}, the sessions say ${show(expected)}`,
      );
  }
  for (const firearm of firearms) {
    const expected = expectedRounds(firearm, raw);
    // Its page: the completed sessions' stored totals summed by the server, plus the active sessions.
    const completedOnItsPage = await reader.fromServer(() => firearmCompletedRounds(db, uid, firearm));
    const onItsPage = firearmRoundsWithCompleted(
      firearm,
      completedOnItsPage,
      sessions.filter((session) => session.status === 'active'),
    );
    const fromAll = firearmRounds(firearm, sessions);
    // The lists' total: the completed sessions' stored totals summed by the server, plus the active
    // sessions' shots.
    const activeShots = sessions
      .filter((session) => session.status === 'active' && session.selectedFirearm.id === firearm.id)
      .reduce((total, session) => total + session.shots.length, 0);
    const listedTotal = firearm.roundCount + (completedRounds.get(firearm.id) ?? 0) + activeShots;
    if (listedTotal !== expected.total)
      result.problems.push(
        `firearm ${name(firearm.id)} in the lists: shows ${listedTotal} rounds, the sessions say ${expected.total}`,
      );
    if (!sameFigures(onItsPage, expected))
      result.problems.push(
        `firearm ${name(firearm.id)} on its page: shows ${show(onItsPage)}, the sessions say ${show(expected)}`,
      );
    if (!sameFigures(fromAll, expected))
      result.problems.push(
        `firearm ${name(firearm.id)} from all sessions: shows ${show(fromAll)}, the sessions say ${show(expected)}`,
      );
  }
  for (const session of raw) {
    // Stale ones included: opened once above, they were written again.
    if (session.status !== 'completed') continue;
    result.statisticsChecked += 1;
    const expected = expectedStatistics(session);
    if (!sameFigures(session.statistics as object, expected)) {
      result.problems.push(
        `session ${name(session.id)} stores statistics ${show(session.statistics)}, its shots say ${show(expected)}`,
      );
    }
  }
}
