/**
 * Property test: after any sequence of start, log, undo, delete shot, exclude/include,
 * end, edit (session details and date, firearm, load), delete (session, load, firearm) and import,
 * made through the real api functions on two devices of one user, some of it offline, every
 * roll-up the app shows equals a recomputation from the sessions the server holds.
 *
 * Seeded and reproducible: sequence n uses seed n, one test each (1..PROPERTY_SEQUENCES: 40 in
 * `npm test`, 1,000 in `npm run test:soak`); PROPERTY_SEED=<n> re-runs one sequence and prints its
 * log. Each sequence has its own user, so the emulator is not cleared between them.
 *
 * They run one at a time. Four at once (each its own user) was no faster on two cores: listen
 * streams broke now and then (see clients.ts), each costing a reconnection, and in one run a
 * server query left out a document that another query on the same device returned in the same
 * moment, so a seed stopped being reproducible. One at a time, every run of the same seeds made
 * the same operations, and a sequence takes about half a second.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { PROJECT_ID } from '../support/property/clients';
import { FACTORY_LOAD_ID } from '../support/property/operations';
import { runSequence, type SequenceResult } from '../support/property/sequence';

const SEQUENCES = Number(process.env.PROPERTY_SEQUENCES ?? 40);
const ONLY_SEED = process.env.PROPERTY_SEED === undefined ? null : Number(process.env.PROPERTY_SEED);
const RERUN = `PROPERTY_SEED=<seed> scripts/firebase.sh emulators:exec --only firestore --project ${PROJECT_ID} 'npx vitest run --project rules tests/rules/rollups.property.test.ts'`;

function report(result: SequenceResult): string {
  return [
    `Seed ${result.seed} (re-run: ${RERUN.replace('<seed>', String(result.seed))})`,
    ...result.log.map((line) => `  ${line}`),
    ...(result.refusals.length
      ? [
          'refused on sync:',
          ...result.refusals.map(
            (refusal) => `  ${refusal.device}${refusal.madeOffline ? ' (made offline)' : ''}: ${refusal.label}`,
          ),
        ]
      : []),
    ...(result.problems.length ? ['problems:', ...result.problems.map((problem) => `  ${problem}`)] : []),
  ].join('\n');
}

describe('roll-ups after random sequences of operations on two devices', () => {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    // Refused writes from stale offline devices are expected; the SDK would warn of each.
    setLogLevel('error');
    // The emulator's own rules (firebase.json), as in rules-env.ts: the rule coverage covers every file.
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: {} });
    const stamp = Timestamp.fromMillis(1_700_000_000_000);
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'factoryLoad', FACTORY_LOAD_ID), {
        ...factoryLoadFixtures.federalGoldMedal,
        createdAt: stamp,
        updatedAt: stamp,
      });
    });
  });

  afterAll(async () => {
    // Leave nothing behind for the browser tests that share this emulator.
    await env?.clearFirestore();
    await env?.cleanup();
  });

  const seeds = ONLY_SEED === null ? Array.from({ length: SEQUENCES }, (_, index) => index + 1) : [ONLY_SEED];
  const totals = { operations: 0, offline: 0, refused: 0, reconnections: 0, statistics: 0 };

  afterAll(() => {
    console.log(
      `${seeds.length} sequences, ${totals.operations} operations (${totals.offline} made offline), ` +
        `${totals.refused} writes refused on sync, ${totals.reconnections} reconnections, ` +
        `${totals.statistics} completed sessions' statistics checked`,
    );
  });

  it.each(seeds)(
    "seed %i: every load's sessions, best group and last tested date and every firearm's rounds equal a recomputation from the sessions",
    async (seed) => {
      const result = await runSequence(seed);
      totals.operations += result.operations;
      totals.offline += result.offlineOperations;
      totals.refused += result.refusals.length;
      totals.reconnections += result.reconnections;
      totals.statistics += result.statisticsChecked;
      if (ONLY_SEED !== null) console.log(report(result));
      expect(result.problems.length ? report(result) : '', `failing seed ${seed}`).toBe('');
    },
  );
});
