import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { ComponentKind } from '@/domain/inventory';
import { componentFixtures, fixtureKeyOfKind, lotFixtures } from '@/features/inventory/fixtures';
import { seedDoc } from './rules-env';

/*
 * The inventory's rules tests start from these: alice's components and lots as the app stores them
 * (from the feature's fixtures), seeded with the rules off.
 */

export const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const stamps = { createdAt: STORED_AT, updatedAt: STORED_AT };

/** A movement as stored: six keys, its time a timestamp. */
export function storedMovement(changes: DocumentData = {}): DocumentData {
  return {
    id: 'm-1',
    at: Timestamp.fromMillis(1_700_000_100_000),
    quantity: 1000,
    reason: 'bought',
    batchId: null,
    note: '',
    ...changes,
  };
}

/** A component of `kind` as stored (the kind's fixture), with the given changes. */
export function storedComponent(kind: ComponentKind, changes: DocumentData = {}): DocumentData {
  return { ...componentFixtures[fixtureKeyOfKind[kind]], userId: 'alice', ...stamps, ...changes };
}

/** A lot of `kind` as stored (the kind's fixture, its component `component-<kind>`), holding what it bought. */
export function storedLot(kind: ComponentKind, changes: DocumentData = {}): DocumentData {
  const fixture = lotFixtures[fixtureKeyOfKind[kind]];
  return {
    ...fixture.fields,
    componentId: `component-${kind}`,
    kind,
    movements: [storedMovement({ id: `bought-${kind}`, quantity: fixture.bought })],
    userId: 'alice',
    ...stamps,
    ...changes,
  };
}

export const KINDS = ['powder', 'primer', 'bullet', 'brass'] as const;

/** Alice's four components (`component-<kind>`) and a lot of each (`lot-<kind>`), as bought; bob's likewise (`bob-…`). */
export async function seedInventory(env: RulesTestEnvironment): Promise<void> {
  for (const kind of KINDS) {
    await seedDoc(env, `components/component-${kind}`, storedComponent(kind));
    await seedDoc(env, `componentLots/lot-${kind}`, storedLot(kind));
    await seedDoc(env, `components/bob-component-${kind}`, storedComponent(kind, { userId: 'bob' }));
    await seedDoc(
      env,
      `componentLots/bob-lot-${kind}`,
      storedLot(kind, { userId: 'bob', componentId: `bob-component-${kind}` }),
    );
  }
}
