import type { Firestore } from 'firebase/firestore';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, unionOf, type OpFields, type WriteOp } from '@/lib/firestore/write-ops';
import {
  BRASS_LIFE_LIMITS,
  brassEventSchema,
  brassLimitsSchema,
  brassOriginSchema,
  brassSplitSchema,
  NEW_BRASS,
  type BrassEvent,
  type BrassEventValues,
  type BrassLifeStored,
  type BrassLimitsFields,
} from './brass-life-schema';
import { lotCreateOp, lotPath, newLotId, newMovementId } from './inventory-api';
import { lotFieldsSchema, type LotFields } from './schema';

/*
 * A brass lot's life (issue 36, item 1): the loader's limits and the anneals and trims recorded on the
 * lot. Its firings are never written: they are worked out from its batches and their sessions. Every
 * write goes through saveOnDevice (journalled, one atomic batch, resolved once on this device).
 */

/** The lot as far as its life's writes go: a lot made before issue 36 has no `life` yet. */
export type BrassLot = { id: string; kind: string; lotNumber: string; life?: BrassLifeStored | undefined };

/** A lot's life, or a new lot's when it has none stored yet. */
export function lifeOf(lot: { life?: BrassLifeStored | undefined }): BrassLifeStored {
  return lot.life ?? NEW_BRASS;
}

const lotWords = (lot: BrassLot, componentName: string) =>
  `lot${lot.lotNumber ? ` “${lot.lotNumber}”` : ''} of “${componentName}”`;

function brassOnly(lot: BrassLot) {
  if (lot.kind !== 'brass') throw new Error('Only a brass lot has firings');
}

/** Saves a brass lot's firings when bought, anneal interval and retirement limit; its events stay. */
export function setBrassLimits(
  db: Firestore,
  lot: BrassLot,
  componentName: string,
  limits: BrassLimitsFields,
): Promise<void> {
  brassOnly(lot);
  const data = brassLimitsSchema.parse(limits);
  // Field by field when the lot has a life, so an event another device appends meanwhile stays.
  const fields: OpFields = lot.life
    ? {
        'life.firedBefore': data.firedBefore,
        'life.annealEvery': data.annealEvery,
        'life.retireAfter': data.retireAfter,
      }
    : { life: toOpValue({ ...data, events: [] }) };
  return saveOnDevice(db, [{ kind: 'update', path: lotPath(lot.id), data: { ...fields, updatedAt: serverTime() } }], {
    label: `Brass life of ${lotWords(lot, componentName)}`,
  });
}

/** The op that appends one event to a brass lot's life (arrayUnion: two devices' appends both land). */
export function brassEventOp(lot: BrassLot, event: BrassEvent): WriteOp {
  const parsed = brassEventSchema.parse(event);
  return {
    kind: 'update',
    path: lotPath(lot.id),
    data: {
      ...(lot.life
        ? { 'life.events': unionOf(toOpValue(parsed)) }
        : { life: toOpValue({ ...NEW_BRASS, events: [parsed] }) }),
      updatedAt: serverTime(),
    },
  };
}

/** Records an anneal or a trim of some of a brass lot's cases. Works offline; resolves once it is on this device. */
export function recordBrassEvent(
  db: Firestore,
  lot: BrassLot,
  componentName: string,
  values: BrassEventValues,
  at = new Date(),
  eventId = newMovementId(at.getTime()),
): Promise<void> {
  brassOnly(lot);
  const event: BrassEvent = { id: eventId, at, ...values };
  return saveOnDevice(db, [brassEventOp(lot, event)], {
    label: `${values.kind === 'anneal' ? 'Annealed' : 'Trimmed'} ${values.cases} cases of ${lotWords(lot, componentName)}`,
  });
}

/** What a split moves: how many cases of one history (fired `firings` times, `sinceAnneal` since annealed), on which day. */
export type SplitChoice = { date: string; cases: number; firings: number; sinceAnneal: number; lotNumber: string };

/**
 * Splits cases of one history off a brass lot into a new lot of the same component (its price, interval
 * and limit copied, its cases starting from that history), in one write: the new lot's origin and the
 * split appended to this lot name each other and the same cases, so none is made or lost (the rules
 * check both). Works offline; gives the new lot's id once it is on this device.
 */
export async function splitBrassLot(
  db: Firestore,
  userId: string,
  component: { id: string; name: string },
  lot: BrassLot & { price: LotFields['price'] },
  choice: SplitChoice,
  at = new Date(),
  lotId = newLotId(db),
): Promise<string> {
  brassOnly(lot);
  const life = lifeOf(lot);
  const split = brassSplitSchema.parse({
    id: newMovementId(at.getTime()),
    at,
    date: choice.date,
    lotId,
    cases: choice.cases,
    firings: choice.firings,
    sinceAnneal: choice.sinceAnneal,
  });
  const origin = brassOriginSchema.parse({
    lotId: lot.id,
    splitId: split.id,
    cases: split.cases,
    firings: split.firings,
    sinceAnneal: split.sinceAnneal,
  });
  const fields = lotFieldsSchema.parse({ lotNumber: choice.lotNumber, purchaseDate: null, price: lot.price });
  const childLife = {
    firedBefore: Math.min(split.firings, BRASS_LIFE_LIMITS.firings),
    annealEvery: life.annealEvery,
    retireAfter: life.retireAfter,
    events: [],
    origin,
  };
  await saveOnDevice(
    db,
    [
      lotCreateOp(lotId, userId, { id: component.id, kind: 'brass' }, fields, [], childLife),
      {
        kind: 'update',
        path: lotPath(lot.id),
        data: {
          ...(lot.life
            ? { 'life.splits': unionOf(toOpValue(split)) }
            : { life: toOpValue({ ...NEW_BRASS, splits: [split] }) }),
          updatedAt: serverTime(),
        },
      },
    ],
    { label: `Split ${split.cases} cases off ${lotWords(lot, component.name)}` },
  );
  return lotId;
}
