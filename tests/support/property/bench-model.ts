/**
 * The bench property test's model: what the server should hold, worked out by the test from the
 * writes the sequence made (each movement by its identity, each batch's lots and draws, the rounds
 * each session fired), independently of the app's derivations, so bench-checks.ts can compare them.
 * Also one sequence's run (its devices, log and problems) and the totals printed at the end.
 */
import type { DocumentData } from 'firebase/firestore';
import type { ComponentKind } from '@/domain/inventory';
import { userLotsQuery } from '@/features/inventory/inventory-api';
import type { DeviceName } from './bench-commands';
import { seenOn, type Device, type Refusal } from './clients';

/** What the sequences exercised, printed at the end, so a run that checked little shows it. */
export const totals = {
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

/** The totals' summary line for `runs` sequences. */
export function totalsSummary(runs: number): string {
  return (
    `${runs} sequences, ${totals.operations} operations (${totals.offline} made offline), ${totals.checks} checks after a sync; ` +
    `${totals.batches} batches (${totals.anyway} loaded below zero once told), ${totals.staleViews} writes from a stale view, ` +
    `${totals.belowZero} lots seen below zero, ${totals.refused} batches refused (their load deleted elsewhere), ` +
    `${totals.answersLost} writes sent again after a lost answer (refused, their receipt on the server); ` +
    `${totals.sessions} sessions fired ${totals.shots} rounds from the batches; ` +
    `${totals.barrels} barrel changes; ${totals.firings} brass firings counted over the checks`
  );
}

/** Quantities in hundredths of the natural unit: every quantity the sequences make is a whole number of them. */
export const hundredths = (quantity: number) => Math.round(quantity * 100);

/** What the test expects of one lot: each movement written (by its identity), in hundredths. */
export type ExpectedLot = {
  kind: ComponentKind;
  componentId: string;
  movements: Map<string, number>;
  /** Why it may be below zero: the loader was told and loaded anyway, or a write came from a view lacking others'. */
  negativeAllowed: string[];
};
export type ExpectedBatch = {
  loadId: string;
  /** Its write's label (what a refusal names) and whether it was made offline. */
  label: string;
  madeOffline: boolean;
  lots: Record<ComponentKind, string | null>;
  draws: Record<ComponentKind, number | null>;
};
/** A session shot from a batch: the batch, its load, its day and the shots logged (every one a round fired). */
export type ExpectedSession = { batchId: string; loadId: string; date: string; shots: number };

/** A movement's identity: a hand-recorded one by its note, a batch's by its batch, the purchase at the lot's creation. */
export function identity(movement: DocumentData): string {
  if (movement.reason === 'loaded') return `batch ${movement.batchId as string}`;
  if (movement.note) return `note ${movement.note as string}`;
  return 'first purchase';
}

/** A lot's expected on hand, in hundredths. */
export const expectedTotal = (lot: ExpectedLot) =>
  [...lot.movements.values()].reduce((sum, quantity) => sum + quantity, 0);

/** One sequence: its user's devices, what the test expects of the bench, and what it found. */
export type BenchRun = {
  uid: string;
  devices: Record<DeviceName, Device>;
  /** A third device that only reads what the server holds, for the checks. */
  reader: Device;
  refusals: Refusal[];
  /** The server's answers still being read (bench-receipts.ts). */
  verdicts: Set<Promise<void>>;
  log: string[];
  problems: string[];
  expected: Map<string, ExpectedLot>;
  batches: Map<string, ExpectedBatch>;
  deletedLoads: Set<string>;
  /** The sessions shot from a batch, by name. */
  sessions: Map<string, ExpectedSession>;
  /** Short names (L1, lot3, b7) in the log, and the order the lots and batches were made. */
  names: Map<string, string>;
};

export const nameOf = (run: BenchRun, id: string) => run.names.get(id) ?? id.slice(0, 6);

/** Marks a write on a lot from a view that lacks movements written elsewhere (offline, or not yet synced). */
export function noteView(run: BenchRun, lotId: string, seen: readonly { quantity: number }[], what: string): number {
  const lot = run.expected.get(lotId)!;
  const seenTotal = seen.reduce((sum, movement) => sum + hundredths(movement.quantity), 0);
  if (seenTotal !== expectedTotal(lot)) {
    totals.staleViews += 1;
    lot.negativeAllowed.push(`${what} from a view of ${seenTotal / 100}, not ${expectedTotal(lot) / 100}`);
  }
  return seenTotal;
}

/** One command of a sequence being made: its number, the note its movements carry, and its log line. */
export type Step = { index: number; tag: string; where: string; say: (line: string) => void };

/** The lots the device sees, in the order they were made (so a pick means the same lot on both). */
export const lotsSeen = async (run: BenchRun, device: Device) =>
  (await seenOn(device, userLotsQuery(device.db, run.uid))).sort((a, b) =>
    nameOf(run, a.id).localeCompare(nameOf(run, b.id), 'en', { numeric: true }),
  );
