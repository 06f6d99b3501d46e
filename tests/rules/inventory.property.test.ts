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
 *   receipt the server holds had landed, as the app's journal counts it (keepReceipts,
 *   tests/support/property/bench-receipts.ts).
 * The loader spills or sells at most what their device shows (a count may be any figure) and is told
 * before a batch takes a lot below zero (the form's shortfalls), then loads anyway or corrects.
 * A batch is never deleted in the app (only with the account), so no sequence deletes one; nor a
 * lot or a component.
 *
 * Bounded: BENCH_RUNS sequences (6 by default) of 4 to 16 operations each after the starting bench
 * (a lot of each kind), a second or two each on a warm emulator (the first pays its warm-up);
 * FC_SEED=<seed> replays a run (the seed is printed), BENCH_RUNS=<n> searches longer.
 *
 * In tests/support/property/: the commands and their arbitraries (bench-commands.ts), the model of
 * what the server should hold (bench-model.ts), the commands made on the devices (bench-operations.ts,
 * bench-firing-operations.ts), the checks (bench-checks.ts) and one sequence (bench-sequence.ts).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FC_SEED, fc } from '@/test-utils/property';
import { sequenceArb } from '../support/property/bench-commands';
import { totalsSummary } from '../support/property/bench-model';
import { runBenchSequence } from '../support/property/bench-sequence';
import { PROJECT_ID } from '../support/property/clients';

const RUNS = Number(process.env.BENCH_RUNS ?? 6);

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
    console.log(totalsSummary(RUNS));
  });

  // The sequences, drawn by fast-check from the seed; each its own test, so a failing one names itself
  // and its log (no shrinking: a sequence is a second of the emulator's time, not a pure function's).
  const sequences = fc.sample(sequenceArb, {
    numRuns: RUNS,
    seed: FC_SEED,
  });
  it.each(sequences.map((commands, index) => [index + 1, commands] as const))(
    `sequence %i (seed ${FC_SEED}): every lot holds the sum of its movements, every batch its draws, brass firings and barrel rounds follow the sessions, and the rules take every write`,
    async (_index, commands) => {
      const started = Date.now();
      const problems = await runBenchSequence(commands);
      if (process.env.BENCH_LOG) console.log(`${commands.length} commands in ${Date.now() - started} ms`);
      expect(problems.join('\n')).toBe('');
    },
  );
});
