/**
 * The bench property test's checks, after a sync: what the server holds, read by the run's reader
 * and worked out as the app works it out, against the model (bench-model.ts): each lot's on hand
 * and movements, each component's total, each batch's rounds on hand, each brass lot's cases and
 * firings, each barrel's rounds, and the batches that landed. A refusal the model expects (a write
 * made offline of a load deleted elsewhere) is taken out of the model first; any other is a problem.
 */
import { collection, getDocsFromServer, query, where, type DocumentData } from 'firebase/firestore';
import { barrelRounds, implicitBarrel, inSpan, shotsInSpan, type BarrelLike } from '@/domain/barrels';
import { roundsFiredByBatch } from '@/domain/batch-rounds';
import { brassLives, firingsOfSessions } from '@/domain/brass-life';
import { batchRoundsOnHand, COMPONENT_KINDS, componentTotal, onHand } from '@/domain/inventory';
import { userBarrelsQuery } from '@/features/barrels/barrels-api';
import { completedShotsInSpans } from '@/features/figures/figures-api';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import type { LoadBatch } from '@/features/inventory/batch-schema';
import { userBatchesQuery } from '@/features/inventory/batches-api';
import { userComponentsQuery, userLotsQuery } from '@/features/inventory/inventory-api';
import type { ComponentLot, InventoryComponent } from '@/features/inventory/schema';
import type { ShootingSession } from '@/features/sessions/schema';
import { activeSessionsQuery, batchSummariesQuery } from '@/features/sessions/session-queries-api';
import { expectedTotal, hundredths, identity, nameOf, totals, type BenchRun } from './bench-model';
import { nextTask } from './clients';

type Say = (problem: string) => void;
/** Each lot's movements as the server stores them, read without the app's converter. */
type RawMovements = Map<string, DocumentData[]>;

/** Waits for both devices' writes to be answered, then checks everything the server holds. */
export async function checkBench(run: BenchRun, when: string): Promise<void> {
  const { uid, reader, devices } = run;
  await Promise.all([devices.phone.settle(), devices.laptop.settle()]);
  await nextTask();
  await Promise.all([...run.verdicts]);
  const [lotsRead, rawRead, batchesRead, componentsRead] = await reader.fromServer(() =>
    Promise.all([
      getDocsFromServer(userLotsQuery(reader.db, uid)),
      getDocsFromServer(query(collection(reader.db, 'componentLots'), where('userId', '==', uid))),
      getDocsFromServer(userBatchesQuery(reader.db, uid)),
      getDocsFromServer(userComponentsQuery(reader.db, uid)),
    ]),
  );
  const say: Say = (problem) => run.problems.push(`${when}: ${problem}`);
  totals.checks += 1;
  takeExpectedRefusals(run, say);
  // As the app reads them (a document its schema refuses throws here).
  const lots = lotsRead.docs.map((doc) => doc.data());
  const raw: RawMovements = new Map(rawRead.docs.map((doc) => [doc.id, doc.data().movements as DocumentData[]]));
  const stored = batchesRead.docs.map((doc) => doc.data());
  checkLots(run, lots, raw, stored, say);
  checkComponentTotals(
    run,
    componentsRead.docs.map((doc) => doc.data()),
    lots,
    say,
  );
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
  const summarised = summaries.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data()));
  const activeSessions = active.docs.map((doc) => doc.data());
  const activeShots = new Map(activeSessions.map((session) => [session.id, session.shots.length]));
  checkBatchRounds(run, stored, roundsFiredByBatch(summarised, activeShots), say);
  checkBrassFirings(run, lots, stored, firingsOfSessions(summarised, activeShots), say);
  await checkBarrelRounds(run, activeSessions, say);
  checkBatchesLanded(run, stored, raw, say);
}

/**
 * A batch made offline whose load the other device deleted meanwhile is refused whole (the rules
 * read the load): neither it nor its lots' movements land, and the app lists it as not saved.
 */
function takeExpectedRefusals(run: BenchRun, say: Say): void {
  const { batches, sessions, deletedLoads, expected, log } = run;
  for (const refusal of run.refusals.splice(0)) {
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
}

/**
 * Each lot's on hand as the app computes it is the sum of its stored movements, which are the ones
 * the model holds, each once; below zero only when allowed; each 'loaded' movement is its batch's draw.
 */
function checkLots(run: BenchRun, lots: ComponentLot[], raw: RawMovements, stored: LoadBatch[], say: Say): void {
  const { expected } = run;
  const name = (id: string) => nameOf(run, id);
  if (lots.length !== expected.size) say(`the server has ${lots.length} lots, the app made ${expected.size}`);
  for (const lot of lots) {
    const wanted = expected.get(lot.id);
    if (!wanted) {
      say(`lot ${lot.id} was never made`);
      continue;
    }
    const movements = raw.get(lot.id) ?? [];
    const storedSum = movements.reduce((sum, movement) => sum + hundredths(movement.quantity as number), 0);
    const shown = onHand(lot.movements);
    if (hundredths(shown) !== storedSum || Math.abs(shown - storedSum / 100) > 1e-6)
      say(`lot ${name(lot.id)} shows ${shown} on hand, its stored movements sum to ${storedSum / 100}`);
    const ids = movements.map(identity);
    if (new Set(ids).size !== ids.length) say(`lot ${name(lot.id)} holds a movement twice: ${ids.join(', ')}`);
    const storedById = new Map(
      movements.map((movement) => [identity(movement), hundredths(movement.quantity as number)]),
    );
    const want = [...wanted.movements].sort().join('; ');
    const got = [...storedById].sort().join('; ');
    if (want !== got) say(`lot ${name(lot.id)} stores [${got}], the app wrote [${want}]`);
    if (storedSum < 0) totals.belowZero += 1;
    if (storedSum < 0 && wanted.negativeAllowed.length === 0)
      say(`lot ${name(lot.id)} is below zero (${storedSum / 100}) though no write was allowed to take it there`);
    for (const movement of movements.filter((item) => item.reason === 'loaded')) {
      const batch = stored.find((item) => item.id === movement.batchId);
      if (!batch)
        say(`lot ${name(lot.id)} has a loaded movement of a batch the server lacks (${movement.batchId as string})`);
      else if (
        batch.lots[lot.kind] !== lot.id ||
        hundredths(-(movement.quantity as number)) !== hundredths(batch.draws[lot.kind] ?? NaN)
      )
        say(`lot ${name(lot.id)}'s movement of batch ${name(batch.id)} does not match its draw`);
    }
  }
}

/** Each component's total (the inventory's figure) is the sum over its lots. */
function checkComponentTotals(run: BenchRun, components: InventoryComponent[], lots: ComponentLot[], say: Say): void {
  for (const component of components) {
    const own = lots.filter((lot) => lot.componentId === component.id);
    const want = [...run.expected.values()]
      .filter((lot) => lot.componentId === component.id)
      .reduce((sum, lot) => sum + expectedTotal(lot), 0);
    if (hundredths(componentTotal(own)) !== want)
      say(`component ${component.name} shows ${componentTotal(own)}, its lots' movements sum to ${want / 100}`);
  }
}

/** The rounds the model's sessions fired from a batch. */
const shotFromBatch = (run: BenchRun, batchId: string) =>
  [...run.sessions.values()]
    .filter((session) => session.batchId === batchId)
    .reduce((sum, session) => sum + session.shots, 0);

/** Each batch's rounds on hand are its rounds less every shot of the sessions naming it. */
function checkBatchRounds(run: BenchRun, stored: LoadBatch[], fired: Map<string, number>, say: Say): void {
  for (const batch of stored) {
    const shot = shotFromBatch(run, batch.id);
    const left = batchRoundsOnHand(batch, fired.get(batch.id));
    if (left !== batch.rounds - shot)
      say(`batch ${nameOf(run, batch.id)} shows ${left} rounds left, its sessions fired ${shot} of ${batch.rounds}`);
  }
}

/**
 * Each brass lot's cases and firings as the app works them out (the inventory's Life), from the
 * same summaries and active sessions: its own cases, fired as often as its batches' sessions fired.
 */
function checkBrassFirings(
  run: BenchRun,
  lots: ComponentLot[],
  stored: LoadBatch[],
  firings: ReturnType<typeof firingsOfSessions>,
  say: Say,
): void {
  const name = (id: string) => nameOf(run, id);
  const brass = lots.filter((item) => item.kind === 'brass');
  const lives = brassLives(brass, stored, firings);
  for (const lot of brass) {
    const wanted = run.expected.get(lot.id);
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
      .reduce((sum, batch) => sum + Math.min(shotFromBatch(run, batch.id), batch.rounds), 0);
    totals.firings += fired;
    // A batch that took more cases than the lot had carries some it does not track: fewer firings then.
    if (life.untracked === 0 ? fired !== shotFromLot : fired > shotFromLot)
      say(`brass ${name(lot.id)} shows ${fired} firings, its batches' sessions fired ${shotFromLot} of its cases`);
  }
}

/** The rifle's barrels: the rounds each counts beyond those it came with are the shots of the sessions in its span. */
async function checkBarrelRounds(run: BenchRun, activeSessions: ShootingSession[], say: Say): Promise<void> {
  const { reader, uid } = run;
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
    // The spans come in the same order as asked.
    let asked = 0;
    const counted = barrelRounds(
      shown,
      (span) => (completed[asked++] ?? 0) + shotsInSpan(firearm.id, span, activeSessions),
    );
    for (const { barrel, span, rounds } of counted) {
      const want = [...run.sessions.values()]
        .filter((session) => inSpan(session.date, span))
        .reduce((sum, session) => sum + session.shots, 0);
      if (rounds - barrel.startingRounds !== want)
        say(
          `barrel “${barrel.name}” (${span.from ?? '…'} to ${span.until ?? '…'}) counts ${rounds - barrel.startingRounds} rounds, its sessions fired ${want}`,
        );
    }
  }
}

/** Each batch the server holds is one the app loaded, and its lots hold exactly one movement of minus its draw. */
function checkBatchesLanded(run: BenchRun, stored: LoadBatch[], raw: RawMovements, say: Say): void {
  const { batches } = run;
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
        say(`batch ${nameOf(run, batch.id)} names ${kind} lot ${lotId}, not ${wanted.lots[kind]}`);
      if (lotId === null) continue;
      const own = (raw.get(lotId) ?? []).filter((movement) => movement.batchId === batch.id);
      if (own.length !== 1 || hundredths(-(own[0]!.quantity as number)) !== wanted.draws[kind])
        say(
          `batch ${nameOf(run, batch.id)}'s ${kind} lot holds ${own.length} movements of it, not one of minus its draw`,
        );
    }
  }
}
