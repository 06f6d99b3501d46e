/**
 * The operations of the property test, each made through the app's real api functions on one
 * device, on what that device sees: online it reads from the server (as the app's live queries
 * would show it), offline from its own cache, pending writes included. An operation with nothing
 * to act on in that view is skipped.
 */
import type { Firestore, Query } from 'firebase/firestore';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import {
  addFirearm,
  deleteFirearm,
  newFirearmId,
  updateFirearm,
  userFirearmsQuery,
} from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import {
  addLoadDevelopment,
  deleteLoadDevelopment,
  newLoadId,
  updateLoadDevelopment,
  userLoadsQuery,
} from '@/features/loads/loads-api';
import { LOAD_STATUSES } from '@/features/loads/schema';
import { EXCLUSION_REASONS, type SessionStart, type ShootingSession } from '@/features/sessions/schema';
import { newSessionId } from '@/features/sessions/session-docs-api';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { factorySnapshot, firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import {
  deleteSession,
  endSession,
  importCompletedSession,
  startSession,
  updateSessionDetails,
} from '@/features/sessions/session-writes-api';
import {
  appendImportedShots,
  appendShot,
  deleteShot,
  setShotExclusion,
  undoLastShot,
  type ImportedShotValues,
  type ShotInput,
} from '@/features/sessions/shot-writes-api';
import { seenOn, type Device } from './clients';
import type { Random } from './prng';

/** The catalogue factory load every sequence may shoot (seeded once by the test file). */
export const FACTORY_LOAD_ID = 'property-factory-load';

/** Few days, so sessions share dates and edits move them across each other and across a cleaning date. */
export const DATES = ['2025-03-01', '2025-03-01', '2025-06-15', '2025-09-30', '2026-01-10', '2026-01-10'] as const;

/** One sequence's state on the test's side: short names for the records, and what cannot be checked. */
export type World = {
  uid: string;
  random: Random;
  /** Short names in creation order (s1, L1, F1): what the log prints and how views are ordered. */
  names: Map<string, string>;
  counters: { session: number; load: number; firearm: number };
  /**
   * Sessions written from a stale view (by a device while offline): their stored statistics may be
   * a snapshot that a later or concurrent change has outdated, until the session is opened and its
   * page writes them again (refreshStatistics; the sequence's end does that), as the lists and the
   * dashboard read them. Named in the log.
   */
  staleWrites: Set<string>;
};

export const OPERATION_WEIGHTS = {
  log: 28,
  start: 8,
  end: 8,
  undo: 5,
  deleteShot: 3,
  exclusion: 7,
  editSession: 4,
  editFirearm: 5,
  editLoad: 3,
  deleteSession: 3,
  deleteLoad: 1,
  deleteFirearm: 1,
  addLoad: 1,
  addFirearm: 1,
  importSession: 4,
  importShots: 3,
  network: 9,
} as const;
export type OperationKind = keyof typeof OPERATION_WEIGHTS;

const name = (world: World, id: string) => world.names.get(id) ?? `?${id.slice(0, 6)}`;
const byCreation = <T extends { id: string }>(world: World, items: T[]) =>
  items.sort(
    (a, b) => Number(name(world, a.id).slice(1)) - Number(name(world, b.id).slice(1)) || (a.id < b.id ? -1 : 1),
  );

async function view<T extends { id: string }>(world: World, device: Device, query: Query<T>): Promise<T[]> {
  return byCreation(world, await seenOn(device, query));
}
const sessionsSeen = (world: World, device: Device) => view(world, device, userSessionsQuery(device.db, world.uid));
const loadsSeen = (world: World, device: Device) => view(world, device, userLoadsQuery(device.db, world.uid));
const firearmsSeen = (world: World, device: Device) => view(world, device, userFirearmsQuery(device.db, world.uid));

function named(world: World, kind: 'session' | 'load' | 'firearm', id: string): string {
  world.counters[kind] += 1;
  const label = `${kind === 'session' ? 's' : kind === 'load' ? 'L' : 'F'}${world.counters[kind]}`;
  world.names.set(id, label);
  return label;
}

/**
 * A shot as typed at the range: a velocity, an impact or a note, at least one of them; or, now and
 * then, where it hit on one of two targets (its impact then their distance from the aim).
 */
function shotValues(random: Random): ShotInput {
  const velocity = random.chance(0.7) ? random.int(2700, 2900) : null;
  if (random.chance(0.4))
    return {
      velocity,
      impact: null,
      note: '',
      x: random.int(-300, 300) / 100,
      y: random.int(-300, 300) / 100,
      target: random.pick([1, 2]),
    };
  const impact = random.chance(0.7) ? random.int(5, 300) / 100 : null;
  return { velocity, impact, note: velocity === null && impact === null ? 'no reading' : '' };
}

/** A string read from a chronograph file: whole fps, optional impact, the file's moments. */
function fileShots(random: Random, count: number): ImportedShotValues[] {
  const start = Date.UTC(2025, 0, 1) + random.int(0, 300) * 86_400_000;
  return Array.from({ length: count }, (_, index) => ({
    velocity: random.int(2650, 2950),
    impact: random.chance(0.3) ? random.int(5, 300) / 100 : null,
    note: '',
    timestamp: new Date(start + index * 30_000),
  }));
}

async function sessionStart(world: World, device: Device, sessionName: string): Promise<SessionStart | null> {
  const [loads, firearms] = await Promise.all([loadsSeen(world, device), firearmsSeen(world, device)]);
  if (firearms.length === 0) return null;
  const random = world.random;
  const firearm = random.pick(firearms);
  const load = loads.length > 0 && random.chance(0.8) ? random.pick(loads) : null;
  return {
    sessionName,
    date: random.pick(DATES),
    location: '',
    weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
    ammunitionType: load ? 'handload' : 'factory',
    selectedAmmunition: load
      ? handloadSnapshot(load)
      : factorySnapshot({
          ...factoryLoadFixtures.federalGoldMedal,
          id: FACTORY_LOAD_ID,
        }),
    selectedFirearm: firearmSnapshot(firearm),
    notes: '',
  };
}

const ammunitionName = (world: World, start: SessionStart) =>
  start.selectedAmmunition.type === 'handload' ? name(world, start.selectedAmmunition.loadDevelopmentId) : 'factory';

/** Adds a load development as the new-load form does. */
export async function addLoad(world: World, db: Firestore): Promise<string> {
  const id = newLoadId(db);
  await addLoadDevelopment(db, world.uid, { ...loadFixtures.creedmoorMatch, notes: '' }, id);
  return named(world, 'load', id);
}

/** Adds a firearm with some rounds fired before Rangebook, as the add-firearm form does. */
export async function addRifle(world: World, db: Firestore): Promise<string> {
  const id = newFirearmId(db);
  const roundCount = world.random.int(0, 400);
  const lastCleaned = world.random.chance(0.5) ? world.random.pick(DATES) : null;
  await addFirearm(db, world.uid, { ...firearmFixtures.tikka, roundCount, lastCleaned }, id);
  return `${named(world, 'firearm', id)} (roundCount ${roundCount}, cleaned ${lastCleaned ?? 'never'})`;
}

const sessionTag = (world: World, session: ShootingSession) =>
  `${name(world, session.id)}[${session.status}, ${session.shots.length} shots]`;

/**
 * Makes one operation of the given kind on the device; gives what it did, for the log (or
 * "skipped: ..." when the device sees nothing to act on; a session operation with no session to
 * act on starts one instead).
 */
export async function operate(world: World, device: Device, other: Device, kind: OperationKind): Promise<string> {
  const { db } = device;
  const random = world.random;
  const stale = (session: { id: string }) => {
    if (!device.online) world.staleWrites.add(session.id);
  };

  switch (kind) {
    case 'network': {
      const target = random.chance(0.5) ? device : other;
      await target.setOnline(!target.online);
      return `${target.name} goes ${target.online ? 'online (its queue syncs)' : 'offline'}`;
    }
    case 'addLoad':
      return `adds load ${await addLoad(world, db)}`;
    case 'addFirearm':
      return `adds firearm ${await addRifle(world, db)}`;
    case 'start': {
      const id = newSessionId(db);
      const start = await sessionStart(world, device, 'Property session');
      if (!start) return 'skipped start: no firearm';
      await startSession(db, world.uid, start, id);
      return `starts ${named(world, 'session', id)} with ${ammunitionName(world, start)} and ${name(world, start.selectedFirearm.id)} on ${start.date}`;
    }
    case 'importSession': {
      const start = await sessionStart(world, device, 'Imported string');
      if (!start) return 'skipped import: no firearm';
      const shots = fileShots(random, random.int(1, 5));
      const id = await importCompletedSession(db, { userId: world.uid, start, shots });
      return `imports ${named(world, 'session', id)} (${shots.length} shots ${shots.map((shot) => `${shot.velocity}/${shot.impact ?? '-'}`).join(' ')}) with ${ammunitionName(world, start)} and ${name(world, start.selectedFirearm.id)} dated ${start.date}`;
    }
    default:
      break;
  }

  if (kind === 'editFirearm' || kind === 'deleteFirearm') {
    const firearms = await firearmsSeen(world, device);
    if (firearms.length === 0) return `skipped ${kind}: no firearm`;
    const firearm = random.pick(firearms);
    if (kind === 'deleteFirearm') {
      await deleteFirearm(db, firearm);
      return `deletes firearm ${name(world, firearm.id)}`;
    }
    // The edit form writes back every field as it read them, with the user's changes.
    const roundCount = random.chance(0.5) ? random.int(0, 400) : firearm.roundCount;
    const lastCleaned = random.chance(0.3) ? (random.chance(0.8) ? random.pick(DATES) : null) : firearm.lastCleaned;
    await updateFirearm(db, firearm.id, { ...firearm, roundCount, lastCleaned, notes: `edit ${random.int(0, 999)}` });
    return `edits firearm ${name(world, firearm.id)}: roundCount ${firearm.roundCount} -> ${roundCount}, cleaned ${lastCleaned ?? 'never'}`;
  }

  if (kind === 'editLoad' || kind === 'deleteLoad') {
    const loads = await loadsSeen(world, device);
    if (loads.length === 0) return `skipped ${kind}: no load`;
    const load = random.pick(loads);
    if (kind === 'deleteLoad') {
      await deleteLoadDevelopment(db, load);
      return `deletes load ${name(world, load.id)}`;
    }
    const status = random.pick(LOAD_STATUSES);
    await updateLoadDevelopment(db, load.id, { ...load, notes: `edit ${random.int(0, 999)}` }, status);
    return `edits load ${name(world, load.id)} (notes, status ${status})`;
  }

  const sessions = await sessionsSeen(world, device);
  const active = sessions.filter((session) => session.status === 'active');
  const withShots = (list: ShootingSession[]) => list.filter((session) => session.shots.length > 0);

  switch (kind) {
    case 'log': {
      if (active.length === 0)
        return `no active session to log into, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(active);
      const values = shotValues(random);
      const written = appendShot(db, session, values);
      await written.stored;
      stale(session);
      return `logs ${values.velocity ?? '-'}/${values.impact ?? '-'} into ${sessionTag(world, session)}`;
    }
    case 'importShots': {
      if (active.length === 0)
        return `nothing to import shots into, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(active);
      const shots = fileShots(random, random.int(1, 3));
      await appendImportedShots(db, session, shots);
      stale(session);
      return `imports ${shots.length} shots (${shots.map((shot) => `${shot.velocity}/${shot.impact ?? '-'}`).join(' ')}) into ${sessionTag(world, session)}`;
    }
    case 'undo': {
      const candidates = withShots(active);
      if (candidates.length === 0) return `no shot to undo, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(candidates);
      await undoLastShot(db, session);
      stale(session);
      return `undoes the last shot of ${sessionTag(world, session)}`;
    }
    case 'deleteShot': {
      const candidates = withShots(active);
      if (candidates.length === 0) return `no shot to delete, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(candidates);
      const index = random.int(0, session.shots.length - 1);
      await deleteShot(db, session, session.shots[index]!);
      stale(session);
      return `deletes shot ${index + 1} of ${sessionTag(world, session)}`;
    }
    case 'exclusion': {
      const candidates = withShots(sessions);
      if (candidates.length === 0) return `no shot to exclude, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(candidates);
      const index = random.int(0, session.shots.length - 1);
      const shot = session.shots[index]!;
      const reason = shot.id in session.exclusions ? null : random.pick(EXCLUSION_REASONS);
      await setShotExclusion(db, session, shot.id, reason);
      stale(session);
      return `${reason ? `excludes (${reason})` : 'includes'} shot ${index + 1} (${shot.velocity ?? '-'}/${shot.impact ?? '-'}) of ${sessionTag(world, session)}`;
    }
    case 'end': {
      if (active.length === 0) return `no active session to end, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(active);
      await endSession(db, session);
      stale(session);
      return `ends ${sessionTag(world, session)}`;
    }
    case 'editSession': {
      if (sessions.length === 0) return `no session to edit, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(sessions);
      const date = random.pick(DATES);
      const temperature = random.chance(0.5) ? random.int(20, 95) : null;
      await updateSessionDetails(db, session, {
        sessionName: `${session.sessionName.replace(/ \(edited\)$/, '')} (edited)`,
        date,
        location: 'Edited range',
        weather: { ...session.weather, temperature },
        notes: session.notes,
      });
      return `edits ${sessionTag(world, session)}: date ${session.date} -> ${date}, temperature ${temperature ?? 'none'}`;
    }
    case 'deleteSession': {
      if (sessions.length === 0) return `no session to delete, so it ${await operate(world, device, other, 'start')}`;
      const session = random.pick(sessions);
      await deleteSession(db, session);
      return `${session.status === 'active' ? 'discards' : 'deletes'} ${sessionTag(world, session)}`;
    }
    default:
      throw new Error(`Unknown operation ${kind}`);
  }
}
