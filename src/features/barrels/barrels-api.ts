import { collection, doc, query, where, type Firestore } from 'firebase/firestore';
import { currentBarrel, implicitBarrel, type FirearmBarrelFields } from '@/domain/barrels';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { removalOf, serverTime, toOpValue, unionOf, type OpFields, type WriteOp } from '@/lib/firestore/write-ops';
import {
  barrelDocSchema,
  barrelFieldsSchema,
  cleaningSchema,
  type Barrel,
  type BarrelFields,
  type Cleaning,
  type CleaningFields,
} from './schema';

/*
 * The barrels' data layer (issue 36): a firearm's barrels, each with its cleaning log. A firearm with
 * no barrel recorded has one implicit barrel made of its own fields (domain/barrels.ts); the first write
 * that needs a barrel document (a cleaning, an edit, a barrel change) makes it from them, in the same
 * batch. Every write goes through saveOnDevice (journalled, one atomic batch, resolved on this device).
 */

const barrelConverter = zodConverter(barrelDocSchema);
const barrelsCollection = (db: Firestore) => collection(db, COLLECTIONS.barrels).withConverter(barrelConverter);
export const barrelPath = (barrelId: string) => `${COLLECTIONS.barrels}/${barrelId}`;
const firearmPath = (firearmId: string) => `${COLLECTIONS.firearms}/${firearmId}`;

/** The user's barrels, of every firearm (a live query: the firearms' cards, the loads' and sessions' lands). */
export function userBarrelsQuery(db: Firestore, userId: string) {
  return query(barrelsCollection(db), where('userId', '==', userId));
}

/** One firearm's barrels (a live query; two equalities, no composite index). */
export function firearmBarrelsQuery(db: Firestore, userId: string, firearmId: string) {
  return query(barrelsCollection(db), where('userId', '==', userId), where('firearmId', '==', firearmId));
}

export function newBarrelId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.barrels)).id;
}

let lastMillis = 0;
let sameMillis = 0;
/** A cleaning's id, unique on this device: its time, a counter and random letters. */
export function newCleaningId(now = Date.now()): string {
  sameMillis = now === lastMillis ? sameMillis + 1 : 0;
  lastMillis = now;
  return `${now}-${sameMillis}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}

/** What a barrel's writes need of its firearm. */
export type BarrelFirearm = FirearmBarrelFields & { name: string; lastCleaned: string | null };

/** The op that creates a barrel of the firearm, with its first cleanings (none, or the one being recorded). */
export function barrelCreateOp(
  userId: string,
  firearmId: string,
  barrelId: string,
  fields: BarrelFields,
  cleanings: readonly Cleaning[] = [],
): WriteOp {
  const data = barrelFieldsSchema.parse(fields);
  return {
    kind: 'create',
    path: barrelPath(barrelId),
    data: {
      ...(toOpValue(data) as OpFields),
      firearmId,
      cleanings: cleanings.map((cleaning) => toOpValue(cleaningSchema.parse(cleaning))),
      userId,
      createdAt: serverTime(),
      updatedAt: serverTime(),
    },
  };
}

/** The firearm's own fields as its first barrel document (the implicit barrel made real). */
function implicitFields(firearm: BarrelFirearm): BarrelFields {
  const { id: _id, firearmId: _firearmId, cleanings: _cleanings, ...fields } = implicitBarrel(firearm);
  return fields;
}

/** A barrel's editable fields as stored. */
function editable(barrel: BarrelFields): BarrelFields {
  return barrelFieldsSchema.parse({
    name: barrel.name,
    installedOn: barrel.installedOn,
    removedOn: barrel.removedOn,
    length: barrel.length,
    twist: barrel.twist,
    startingRounds: barrel.startingRounds,
    cbtoToLands: barrel.cbtoToLands,
    cbtoMeasuredOn: barrel.cbtoMeasuredOn,
    cleaningInterval: barrel.cleaningInterval,
  });
}

/**
 * Saves a barrel's fields; `barrelId` null edits the implicit barrel of a firearm with none recorded,
 * which makes it a document.
 */
export async function saveBarrel(
  db: Firestore,
  userId: string,
  firearm: BarrelFirearm,
  barrelId: string | null,
  fields: BarrelFields,
): Promise<string> {
  const data = barrelFieldsSchema.parse(fields);
  const id = barrelId ?? newBarrelId(db);
  const op: WriteOp =
    barrelId === null
      ? barrelCreateOp(userId, firearm.id, id, data)
      : { kind: 'update', path: barrelPath(id), data: { ...(toOpValue(data) as OpFields), updatedAt: serverTime() } };
  await saveOnDevice(db, [op], { label: `Barrel “${data.name}” of “${firearm.name}”` });
  return id;
}

/**
 * A barrel change: the barrel on the firearm now is marked removed on the new one's installation day
 * (the implicit barrel of a firearm with none recorded is written first, removed that day), and the
 * new barrel is added; the firearm's own barrel length and twist follow the new barrel, so a session's
 * snapshot of the firearm names the barrel it was fired through. One batch: all of it lands, or none.
 */
export async function changeBarrel(
  db: Firestore,
  userId: string,
  firearm: BarrelFirearm,
  barrels: readonly Barrel[],
  fields: BarrelFields,
  barrelId = newBarrelId(db),
): Promise<string> {
  const data = barrelFieldsSchema.parse({ ...fields, removedOn: null });
  const installedOn = data.installedOn;
  if (installedOn === null) throw new Error('A barrel change needs the day the new barrel was installed');
  const ops: WriteOp[] = [];
  const current = currentBarrel(barrels);
  if (barrels.length === 0) {
    ops.push(
      barrelCreateOp(userId, firearm.id, newBarrelId(db), { ...implicitFields(firearm), removedOn: installedOn }),
    );
  } else if (current) {
    if (current.installedOn !== null && current.installedOn > installedOn) {
      throw new Error(`The new barrel goes on after “${current.name}”, installed ${current.installedOn}`);
    }
    ops.push({
      kind: 'update',
      path: barrelPath(current.id),
      data: { ...(toOpValue(editable({ ...current, removedOn: installedOn })) as OpFields), updatedAt: serverTime() },
    });
  }
  ops.push(barrelCreateOp(userId, firearm.id, barrelId, data));
  ops.push({
    kind: 'update',
    path: firearmPath(firearm.id),
    data: { barrelLength: data.length, twist: data.twist, updatedAt: serverTime() },
  });
  await saveOnDevice(db, ops, { label: `Barrel change on “${firearm.name}”: “${data.name}”` });
  return barrelId;
}

/**
 * Records a cleaning on a barrel (appended to its log with arrayUnion, so two devices' cleanings both
 * land); `barrelId` null for the implicit barrel, which is then written with this cleaning as its first.
 * The firearm's own "last cleaned" date follows a later cleaning, so older screens and backups keep it.
 */
export async function recordCleaning(
  db: Firestore,
  userId: string,
  firearm: BarrelFirearm,
  barrelId: string | null,
  fields: CleaningFields,
  cleaningId = newCleaningId(),
): Promise<void> {
  const cleaning = cleaningSchema.parse({ ...fields, id: cleaningId });
  const ops: WriteOp[] =
    barrelId === null
      ? [barrelCreateOp(userId, firearm.id, newBarrelId(db), implicitFields(firearm), [cleaning])]
      : [
          {
            kind: 'update',
            path: barrelPath(barrelId),
            data: { cleanings: unionOf(toOpValue(cleaning)), updatedAt: serverTime() },
          },
        ];
  if (firearm.lastCleaned === null || cleaning.date > firearm.lastCleaned) {
    ops.push({
      kind: 'update',
      path: firearmPath(firearm.id),
      data: { lastCleaned: cleaning.date, updatedAt: serverTime() },
    });
  }
  await saveOnDevice(db, ops, { label: `Cleaning of “${firearm.name}” on ${cleaning.date}` });
}

/**
 * The firearm's "last cleaned" after its barrel's log became `log`: the newest day left in it, when the
 * change touched the day it showed or left a newer one (older screens and backups keep reading it).
 */
function lastCleanedOp(firearm: BarrelFirearm, changedDay: string, log: readonly Cleaning[]): WriteOp[] {
  const newest = log.reduce<string | null>(
    (day, cleaning) => (day === null || cleaning.date > day ? cleaning.date : day),
    null,
  );
  const shown = firearm.lastCleaned;
  const touched = shown === changedDay;
  const newer = newest !== null && (shown === null || newest > shown);
  if (newest === shown || !(touched || newer)) return [];
  return [{ kind: 'update', path: firearmPath(firearm.id), data: { lastCleaned: newest, updatedAt: serverTime() } }];
}

/**
 * Corrects one cleaning of a barrel's log (its id and place kept): the log is written whole with that
 * one entry changed, as the rules allow, so an edit made from a view that lacks another device's newer
 * cleaning is refused rather than dropping it.
 */
export async function editCleaning(
  db: Firestore,
  firearm: BarrelFirearm,
  barrel: { id: string; cleanings: readonly Cleaning[] },
  cleaningId: string,
  fields: CleaningFields,
): Promise<void> {
  const old = barrel.cleanings.find((cleaning) => cleaning.id === cleaningId);
  if (!old) throw new Error(`No cleaning ${cleaningId} in this barrel's log`);
  const changed = cleaningSchema.parse({ ...fields, id: cleaningId });
  const log = barrel.cleanings.map((cleaning) => (cleaning.id === cleaningId ? changed : cleaning));
  await saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: barrelPath(barrel.id),
        data: { cleanings: log.map((cleaning) => toOpValue(cleaning)), updatedAt: serverTime() },
      },
      ...lastCleanedOp(firearm, old.date, log),
    ],
    { label: `Cleaning of “${firearm.name}” on ${old.date} corrected` },
  );
}

/** Removes one cleaning from a barrel's log (arrayRemove: another device's cleanings stay). */
export async function removeCleaning(
  db: Firestore,
  firearm: BarrelFirearm,
  barrel: { id: string; cleanings: readonly Cleaning[] },
  cleaningId: string,
): Promise<void> {
  const old = barrel.cleanings.find((cleaning) => cleaning.id === cleaningId);
  if (!old) throw new Error(`No cleaning ${cleaningId} in this barrel's log`);
  const log = barrel.cleanings.filter((cleaning) => cleaning.id !== cleaningId);
  await saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: barrelPath(barrel.id),
        data: { cleanings: removalOf(toOpValue(cleaningSchema.parse(old))), updatedAt: serverTime() },
      },
      ...lastCleanedOp(firearm, old.date, log),
    ],
    { label: `Cleaning of “${firearm.name}” on ${old.date} removed` },
  );
}

/**
 * A barrel of a backup written into the account (the restore): created with its first cleaning, then
 * each later one appended in its order, one write each, as the rules take them.
 */
export async function restoreBarrel(
  db: Firestore,
  userId: string,
  barrel: { id: string; firearmId: string; fields: BarrelFields; cleanings: readonly Cleaning[] },
): Promise<void> {
  const [first, ...later] = barrel.cleanings;
  const label = `Restored barrel “${barrel.fields.name}”`;
  const writes = [
    saveOnDevice(db, [barrelCreateOp(userId, barrel.firearmId, barrel.id, barrel.fields, first ? [first] : [])], {
      label,
    }),
  ];
  for (const cleaning of later) {
    const data = toOpValue(cleaningSchema.parse(cleaning));
    writes.push(
      saveOnDevice(
        db,
        [{ kind: 'update', path: barrelPath(barrel.id), data: { cleanings: unionOf(data), updatedAt: serverTime() } }],
        { label: `${label}: cleaning of ${cleaning.date}` },
      ),
    );
  }
  await Promise.all(writes);
}
