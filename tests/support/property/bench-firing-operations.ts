/**
 * The bench property test's commands that fire and wear what was loaded, made through the app's api
 * on one device as it sees the bench: a range trip shooting a batch, brass annealed, the rifle
 * re-barrelled. Each records in the model what the server should then hold.
 */
import { changeBarrel, userBarrelsQuery } from '@/features/barrels/barrels-api';
import { barrelFixtures } from '@/features/barrels/fixtures';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { userBatchesQuery } from '@/features/inventory/batches-api';
import { recordBrassEvent } from '@/features/inventory/brass-life-api';
import { userLoadsQuery } from '@/features/loads/loads-api';
import { newSessionId, sessionRef } from '@/features/sessions/session-docs-api';
import { firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { readFromDevice } from '@/lib/firestore/local';
import type { CommandOf } from './bench-commands';
import { lotsSeen, nameOf, totals, type BenchRun, type Step } from './bench-model';
import { seenOn, type Device } from './clients';

/** A range trip: a session of a batch's load naming the batch, a few shots, ended or left active. */
export async function shoot(run: BenchRun, device: Device, command: CommandOf<'shoot'>, step: Step): Promise<void> {
  const { uid } = run;
  const { index, say } = step;
  const name = (id: string) => nameOf(run, id);
  const [batchesSeen, loads, firearms] = await Promise.all([
    seenOn(device, userBatchesQuery(device.db, uid)),
    seenOn(device, userLoadsQuery(device.db, uid)),
    seenOn(device, userFirearmsQuery(device.db, uid)),
  ]);
  batchesSeen.sort((a, b) => name(a.id).localeCompare(name(b.id), 'en', { numeric: true }));
  const batch = batchesSeen[command.batch % Math.max(batchesSeen.length, 1)];
  const load = batch && loads.find((item) => item.id === batch.loadDevelopmentId);
  if (!batch || !load || !firearms[0]) {
    say('skips shooting: no batch of a load it sees');
    return;
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
  run.sessions.set(sessionName, { batchId: batch.id, loadId: load.id, date, shots: 0 });
  totals.sessions += 1;
  totals.shots += command.shots;
  for (let shot = 1; shot <= command.shots; shot += 1) {
    const session = (await readFromDevice(sessionRef(device.db, sessionId)))!;
    await appendShot(device.db, session, { velocity: 2800 + shot, impact: null, note: '' }).stored;
    run.sessions.get(sessionName)!.shots += 1;
  }
  if (command.end) await endSession(device.db, (await readFromDevice(sessionRef(device.db, sessionId)))!);
  say(`shoots ${command.shots} of ${name(batch.id)} in “${sessionName}”${command.end ? ', ended' : ', left active'}`);
}

/** Some of a brass lot's cases annealed, on either device, offline too: firings stay as they were. */
export async function anneal(run: BenchRun, device: Device, command: CommandOf<'anneal'>, step: Step): Promise<void> {
  const brass = (await lotsSeen(run, device)).filter((lot) => lot.kind === 'brass');
  const lot = brass[command.lot % Math.max(brass.length, 1)];
  if (!lot) {
    step.say('skips an anneal: no brass lot seen');
    return;
  }
  const annealed = {
    kind: 'anneal',
    date: '2026-11-15',
    cases: command.cases,
    trimLength: null,
    note: step.tag,
  } as const;
  await recordBrassEvent(device.db, lot, 'brass', annealed);
  step.say(`anneals ${command.cases} cases of ${nameOf(run, lot.id)}`);
}

/** Re-barrelled on a device with signal (a barrel change offline on both at once is not a range-day act). */
export async function rebarrel(
  run: BenchRun,
  device: Device,
  command: CommandOf<'rebarrel'>,
  step: Step,
): Promise<void> {
  const { say } = step;
  if (!device.online) {
    say('skips a barrel change: offline');
    return;
  }
  const [firearms, barrels] = await Promise.all([
    seenOn(device, userFirearmsQuery(device.db, run.uid)),
    seenOn(device, userBarrelsQuery(device.db, run.uid)),
  ]);
  const firearm = firearms[0];
  const installedOn = `2026-11-${String(command.day).padStart(2, '0')}`;
  const current = barrels.find((barrel) => barrel.removedOn === null);
  if (!firearm || (current?.installedOn ?? '') > installedOn) {
    say(`skips a barrel change on ${installedOn}: the barrel on it went on later`);
    return;
  }
  await changeBarrel(device.db, run.uid, firearm, barrels, {
    ...barrelFixtures.bartlein,
    name: `barrel ${step.index + 1}`,
    installedOn,
    startingRounds: command.startingRounds,
    cbtoToLands: null,
    cbtoMeasuredOn: null,
  });
  totals.barrels += 1;
  say(`re-barrels the rifle on ${installedOn} (${command.startingRounds} rounds on it)`);
}
