import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import { COUNT_WORDS, type ComponentKind } from '@/domain/inventory';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, unionOf, type OpFields, type WriteOp } from '@/lib/firestore/write-ops';
import { brassLimitsSchema, type BrassLifeStored, type BrassLimitsFields } from './brass-life-schema';
import {
  checkedMovement,
  componentDocSchema,
  componentFieldsSchema,
  lotDocSchema,
  lotFieldsSchema,
  type ComponentFields,
  type LotFields,
  type Movement,
} from './schema';

/*
 * The inventory's data layer: components and their lots, and the movements appended to a lot.
 * Every write goes through saveOnDevice (journalled, one atomic batch, resolved once on this device).
 * A lot's quantity is never written: it is the sum of its movements, and a movement once appended
 * is never changed or removed (the rules refuse it).
 */

/** A brass lot's limits when none are given: bought new, no interval, no limit. */
const NEW_LIMITS: BrassLimitsFields = { firedBefore: 0, annealEvery: null, retireAfter: null };

const componentConverter = zodConverter(componentDocSchema);
const lotConverter = zodConverter(lotDocSchema);
const componentsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.components).withConverter(componentConverter);
const lotsCollection = (db: Firestore) => collection(db, COLLECTIONS.componentLots).withConverter(lotConverter);
export const componentPath = (componentId: string) => `${COLLECTIONS.components}/${componentId}`;
export const lotPath = (lotId: string) => `${COLLECTIONS.componentLots}/${lotId}`;

/** The user's components (a live query; the page groups and sorts them: no composite index needed). */
export function userComponentsQuery(db: Firestore, userId: string) {
  return query(componentsCollection(db), where('userId', '==', userId));
}

/** The user's lots, of every component (a live query). */
export function userLotsQuery(db: Firestore, userId: string) {
  return query(lotsCollection(db), where('userId', '==', userId));
}

/** One lot by id. */
export function lotRef(db: Firestore, lotId: string) {
  return doc(lotsCollection(db), lotId);
}

export function newComponentId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.components)).id;
}

export function newLotId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.componentLots)).id;
}

let lastMillis = 0;
let sameMillis = 0;
/** A movement's id, unique on this device: its time, a counter and random letters. */
export function newMovementId(now = Date.now()): string {
  sameMillis = now === lastMillis ? sameMillis + 1 : 0;
  lastMillis = now;
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${now}-${sameMillis}-${random}`;
}

/** A movement as an op value (its time a Firestore timestamp), exactly the six keys the rules take. */
const storedMovement = (movement: Movement) =>
  toOpValue({
    id: movement.id,
    at: movement.at,
    quantity: movement.quantity,
    reason: movement.reason,
    batchId: movement.batchId,
    note: movement.note,
  });

/** The op that appends one movement to a lot (arrayUnion: two devices' appends both land). */
export function movementOp(lotId: string, movement: Movement): WriteOp {
  return {
    kind: 'update',
    path: lotPath(lotId),
    data: { movements: unionOf(storedMovement(movement)), updatedAt: serverTime() },
  };
}

/**
 * The op that makes a lot: its fields (parsed), the component it belongs to, its first movements and,
 * for brass, its life (null for any other kind). The one place a lot's stored shape is written.
 */
export function lotCreateOp(
  lotId: string,
  userId: string,
  component: { id: string; kind: ComponentKind },
  fields: LotFields,
  movements: Movement[],
  life: BrassLifeStored | null,
): WriteOp {
  return {
    kind: 'create',
    path: lotPath(lotId),
    data: {
      ...(toOpValue(fields) as OpFields),
      componentId: component.id,
      kind: component.kind,
      movements: movements.map(storedMovement),
      ...(life === null ? {} : { life: toOpValue(life) }),
      userId,
      createdAt: serverTime(),
      updatedAt: serverTime(),
    },
  };
}

/** A quantity in words for a journal label: "1000 primers", "56000 gr". */
export function quantityLabel(kind: ComponentKind, quantity: number): string {
  return kind === 'powder' ? `${quantity} gr` : `${quantity} ${COUNT_WORDS[kind]}`;
}

/** Adds a component; gives its id once it is stored on this device, never waiting for the server. */
export async function addComponent(
  db: Firestore,
  userId: string,
  fields: ComponentFields,
  componentId = newComponentId(db),
): Promise<string> {
  const data = componentFieldsSchema.parse(fields);
  await saveOnDevice(
    db,
    [
      {
        kind: 'create',
        path: componentPath(componentId),
        data: { ...(toOpValue(data) as OpFields), userId, createdAt: serverTime(), updatedAt: serverTime() },
      },
    ],
    { label: `New component “${data.name}”` },
  );
  return componentId;
}

/** Saves a component's name, low-stock threshold and notes (its kind never changes). */
export function updateComponent(db: Firestore, componentId: string, fields: ComponentFields): Promise<void> {
  const data = componentFieldsSchema.parse(fields);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: componentPath(componentId),
        data: { name: data.name, lowStock: data.lowStock, notes: data.notes, updatedAt: serverTime() },
      },
    ],
    { label: `Changes to component “${data.name}”` },
  );
}

/** The component a lot belongs to, as far as a lot's write needs it. */
export type LotOwner = { id: string; kind: ComponentKind; name: string };

/**
 * Adds a lot of the component, with its first movement ('bought', the quantity bought) when
 * `bought` is given, and for brass the firings it was bought with and its limits when `life` is
 * given; gives its id once it is stored on this device.
 */
export async function addLot(
  db: Firestore,
  userId: string,
  component: LotOwner,
  values: { fields: LotFields; bought: number | null; life?: BrassLimitsFields },
  at = new Date(),
  lotId = newLotId(db),
): Promise<string> {
  const fields = lotFieldsSchema.parse(values.fields);
  const movements =
    values.bought === null
      ? []
      : [
          checkedMovement(component.kind, {
            id: newMovementId(at.getTime()),
            at,
            quantity: values.bought,
            reason: 'bought',
            batchId: null,
            note: '',
          }),
        ];
  // A brass lot is made with its life (new brass, no limits, unless given), so the first anneal or limit
  // written on two devices at once appends to it rather than each writing a whole one.
  const life =
    component.kind === 'brass' ? { ...brassLimitsSchema.parse(values.life ?? NEW_LIMITS), events: [] } : null;
  await saveOnDevice(db, [lotCreateOp(lotId, userId, component, fields, movements, life)], {
    label: `New lot${fields.lotNumber ? ` “${fields.lotNumber}”` : ''} of “${component.name}”${
      values.bought === null ? '' : ` (${quantityLabel(component.kind, values.bought)})`
    }`,
  });
  return lotId;
}

/** Saves a lot's number, purchase date and price; its movements are untouched. */
export function updateLot(db: Firestore, lotId: string, fields: LotFields, componentName: string): Promise<void> {
  const data = lotFieldsSchema.parse(fields);
  return saveOnDevice(
    db,
    [{ kind: 'update', path: lotPath(lotId), data: { ...(toOpValue(data) as OpFields), updatedAt: serverTime() } }],
    { label: `Changes to lot${data.lotNumber ? ` “${data.lotNumber}”` : ''} of “${componentName}”` },
  );
}

/**
 * Appends one movement a loader records by hand (bought, counted, spilled, sold): a correction is a
 * new movement, never an overwrite. Works offline; resolves once it is on this device.
 */
export function recordMovement(
  db: Firestore,
  lot: { id: string; kind: ComponentKind; lotNumber: string },
  componentName: string,
  values: { reason: 'bought' | 'counted' | 'spilled' | 'sold'; quantity: number; note: string },
  at = new Date(),
): Promise<void> {
  const movement = checkedMovement(lot.kind, {
    id: newMovementId(at.getTime()),
    at,
    quantity: values.quantity,
    reason: values.reason,
    batchId: null,
    note: values.note,
  });
  return saveOnDevice(db, [movementOp(lot.id, movement)], {
    label: `${values.reason[0]!.toUpperCase()}${values.reason.slice(1)}: ${quantityLabel(lot.kind, values.quantity)} in lot${
      lot.lotNumber ? ` “${lot.lotNumber}”` : ''
    } of “${componentName}”`,
  });
}
