/**
 * One sequence of the bench property test: a fresh user with two devices (and a reader), two loads
 * and a rifle, the starting bench, then the drawn commands one by one, the bench checked after every
 * sync and at the end with both devices online. Gives its problems, with its log, or nothing.
 */
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { checkBench } from './bench-checks';
import { STARTING_BENCH, type Command } from './bench-commands';
import { totals, type BenchRun } from './bench-model';
import { makeCommand } from './bench-operations';
import { keepReceipts } from './bench-receipts';
import { openDevice, type Refusal } from './clients';

/** The commands after which the bench is checked once both devices are online and answered. */
const BENCH_WRITES: readonly Command['op'][] = ['move', 'batch', 'editLot', 'shoot', 'rebarrel', 'anneal'];

export async function runBenchSequence(commands: Command[]): Promise<string[]> {
  const uid = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const refusals: Refusal[] = [];
  const run: BenchRun = {
    uid,
    devices: { phone: openDevice('phone', uid, refusals), laptop: openDevice('laptop', uid, refusals) },
    reader: openDevice('reader', uid, refusals),
    refusals,
    verdicts: new Set(),
    log: [],
    problems: [],
    expected: new Map(),
    batches: new Map(),
    deletedLoads: new Set(),
    sessions: new Map(),
    names: new Map(),
  };
  const { devices, log, problems } = run;
  for (const device of Object.values(devices)) keepReceipts(device, uid, refusals, run.verdicts);

  try {
    // Two loads to load batches of, made online on the phone.
    for (const label of ['L1', 'L2']) {
      const id = await addLoadDevelopment(devices.phone.db, uid, { ...loadFixtures.creedmoorMatch, name: label });
      run.names.set(id, label);
    }
    // And a rifle to shoot them in.
    await addFirearm(devices.phone.db, uid, firearmFixtures.tikka);
    await devices.phone.settle();
    let made = 0;
    for (const [index, command] of [...STARTING_BENCH, ...commands].entries()) {
      const device = devices[command.device];
      const where = `${index + 1}. ${command.device}${device.online ? '' : ' (offline)'}`;
      const say = (line: string) => log.push(`${where} ${line}`);
      await makeCommand(run, command, { index, tag: `op ${index + 1}`, where, say });
      made += 1;
      totals.operations += 1;
      if (!device.online && command.op !== 'network') totals.offline += 1;
      // Online, each write is answered before the next operation, as in rollups.property.test.ts.
      await device.settle();
      // After each sync: a device's queue just sent (it came back online), or a write of the bench
      // made with both devices online, answered. (Not after the starting bench or a load added or deleted.)
      const bench = BENCH_WRITES.includes(command.op);
      if (
        devices.phone.online &&
        devices.laptop.online &&
        index >= STARTING_BENCH.length &&
        (bench || command.op === 'network')
      ) {
        await checkBench(run, `after ${where}`);
      }
    }
    for (const device of Object.values(devices)) await device.setOnline(true);
    await checkBench(run, 'at the end, both online');
    log.push(`${made} operations`);
  } catch (error) {
    problems.push(`the sequence threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await Promise.all([devices.phone.close(), devices.laptop.close(), run.reader.close()]);
  }
  if (process.env.BENCH_DEBUG) console.log(log.join('\n'));
  return problems.length ? [...problems, 'log:', ...log] : [];
}
