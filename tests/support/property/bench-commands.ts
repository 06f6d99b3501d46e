/**
 * The commands of the bench property test (tests/rules/inventory.property.test.ts) and the fast-check
 * arbitraries that draw them: what the loader does on which device, as data, so a sequence can be
 * drawn from a seed, printed and replayed. bench-operations.ts makes them through the app's api.
 */
import { COMPONENT_KINDS, type ComponentKind } from '@/domain/inventory';
import { fc } from '@/test-utils/property';

/** The most commands a sequence draws after the starting bench. */
export const MAX_OPERATIONS = 16;

export type DeviceName = 'phone' | 'laptop';
export type Command =
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
/** The commands of these ops. */
export type CommandOf<Op extends Command['op']> = Extract<Command, { op: Op }>;

/**
 * Each sequence starts from a bench both devices have seen (the phone stocks a lot of each kind, and
 * the laptop opens the inventory), so that either can act on it at once, offline too.
 */
export const STARTING_BENCH: Command[] = [
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

/** A command of relative weight `weight` in the draw: its op, the device making it, then its own fields, in that order. */
function weighted<Op extends Command['op'], Fields extends object>(
  weight: number,
  op: fc.Arbitrary<Op>,
  fields: { [Key in keyof Fields]: fc.Arbitrary<Fields[Key]> },
) {
  type Drawn = { op: Op; device: DeviceName } & Fields;
  // TypeScript cannot infer a record model from a spread of a generic, so its type is given here.
  const model = { op, device: deviceArb, ...fields } as { [Key in keyof Drawn]: fc.Arbitrary<Drawn[Key]> };
  return { weight, arbitrary: fc.record<Drawn>(model) };
}

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  weighted(3, fc.constant('addLot' as const), {
    kind: fc.constantFrom(...COMPONENT_KINDS),
    bought: fc.option(fc.integer({ min: 1, max: 1500 }), { nil: null }),
    priced: fc.boolean(),
    newComponent: fc.boolean(),
  }),
  weighted(6, fc.constant('move' as const), {
    lot: fc.nat({ max: 5 }),
    reason: fc.constantFrom('bought' as const, 'counted' as const, 'spilled' as const, 'sold' as const),
    amount: fc.integer({ min: 0, max: 1500 }),
  }),
  weighted(1, fc.constant('editLot' as const), {
    lot: fc.nat({ max: 5 }),
    amount: fc.integer({ min: 0, max: 50_000 }),
  }),
  weighted(5, fc.constant('batch' as const), {
    load: fc.nat({ max: 3 }),
    rounds: fc.integer({ min: 1, max: 120 }),
    chargeTenths: fc.integer({ min: 200, max: 600 }),
    lots: fc.record({ powder: lotPick, primer: lotPick, bullet: lotPick, brass: lotPick }),
    proceed: fc.boolean(),
  }),
  weighted(1, fc.constantFrom('addLoad' as const, 'deleteLoad' as const), { load: fc.nat({ max: 3 }) }),
  weighted(3, fc.constant('network' as const), {}),
  weighted(1, fc.constant('anneal' as const), {
    lot: fc.nat({ max: 5 }),
    cases: fc.integer({ min: 1, max: 200 }),
  }),
  weighted(1, fc.constant('rebarrel' as const), {
    day: fc.integer({ min: 2, max: 28 }),
    startingRounds: fc.constantFrom(0, 350),
  }),
  weighted(1, fc.constant('look' as const), {}),
  weighted(3, fc.constant('shoot' as const), {
    batch: fc.nat({ max: 5 }),
    shots: fc.integer({ min: 1, max: 4 }),
    end: fc.boolean(),
  }),
);

/** A sequence of commands after the starting bench: 4 to MAX_OPERATIONS of them. */
export const sequenceArb = fc.array(commandArb, { minLength: 4, maxLength: MAX_OPERATIONS });
