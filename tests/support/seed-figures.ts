import { getDoc, getDocsFromServer, type Firestore } from 'firebase/firestore';
import { addFactoryCatalogue } from '@/features/admin/admin-api';
import { factoryCatalogue, factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import { firearmRef } from '@/features/firearms/firearms-api';
import { loadRef } from '@/features/loads/loads-api';
import {
  factorySnapshot,
  firearmSnapshot,
  handloadSnapshot,
  type SessionStart,
  type ShootingSession,
  type ShotFormValues,
} from '@/features/sessions/schema';
import { endSession, appendShot, sessionRef, startSession } from '@/features/sessions/sessions-api';
import { readFromDevice } from '@/lib/firestore/local';
import { todayDateString } from '@/utils/dates';
import { TEST_PASSWORD } from './accounts';
import { asAccount } from './app-records';
import { createAccount, uniqueEmail } from './emulators';

/*
 * Sessions a browser test starts from, made on the server through the app's own api functions
 * (startSession, appendShot, endSession) by a Node client signed in as the account: the rules and
 * the schemas apply as to the app's writes, and the session and its summary are exactly as the app
 * stores them, in a second or two instead of a form per session and a form per shot.
 */

/** A shot as the shot form gives it; only what is said is logged. */
export type SeedShot = { velocity?: number; impact?: number; note?: string; x?: number; y?: number };

/**
 * A session of one of the account's loads (or a factory load of the catalogue, by its product and
 * caliber) and firearms: its start, its shots, and whether it is ended.
 */
export type SeedSession = {
  name: string;
  /** The handload fired; or */
  loadId?: string;
  /** the factory load fired (the catalogue must be on the server: seedFactoryCatalogue). */
  factory?: { product: string; caliber: string };
  firearmId: string;
  /** YYYY-MM-DD; today when left out, as the form has it. */
  date?: string;
  location?: string;
  notes?: string;
  temperature?: number;
  conditions?: SessionStart['weather']['conditions'];
  targetDistance?: number;
  shots?: SeedShot[];
  /** Ended (completed) unless false. */
  end?: boolean;
};

/** The catalogue's factory load of this product and caliber, as New Session offers it. */
function factoryChoice({ product, caliber }: { product: string; caliber: string }) {
  const found = factoryCatalogue.find(({ fields }) => fields.product === product && fields.caliber === caliber);
  if (!found) throw new Error(`The catalogue has no ${product} in ${caliber}`);
  return { ...found.fields, id: found.id };
}

/** The ammunition's snapshot, from the load as the server holds it or the catalogue. */
async function ammunitionOf(db: Firestore, session: SeedSession) {
  if (session.factory) return factorySnapshot(factoryChoice(session.factory));
  const load = session.loadId ? (await getDoc(loadRef(db, session.loadId))).data() : undefined;
  if (!load) throw new Error(`No load ${session.loadId ?? '(none given)'}`);
  return handloadSnapshot(load);
}

/** The session's start, with the snapshots of its ammunition and firearm as the server holds them. */
async function startOf(db: Firestore, session: SeedSession): Promise<SessionStart> {
  const [selectedAmmunition, firearm] = await Promise.all([
    ammunitionOf(db, session),
    getDoc(firearmRef(db, session.firearmId)),
  ]);
  const firearmData = firearm.data();
  if (!firearmData) throw new Error(`No firearm ${session.firearmId}`);
  return {
    sessionName: session.name,
    date: session.date ?? todayDateString(),
    location: session.location ?? '',
    weather: {
      temperature: session.temperature ?? null,
      windSpeed: null,
      windDirection: '',
      humidity: null,
      conditions: session.conditions ?? '',
    },
    ammunitionType: selectedAmmunition.type,
    selectedAmmunition,
    selectedFirearm: firearmSnapshot(firearmData),
    notes: session.notes ?? '',
    targetDistance: session.targetDistance ?? null,
  };
}

const shotValues = (shot: SeedShot): ShotFormValues => ({
  velocity: shot.velocity ?? null,
  impact: shot.impact ?? null,
  note: shot.note ?? '',
  x: shot.x ?? null,
  y: shot.y ?? null,
});

/** Starts the session, logs its shots one by one and ends it unless told not to; gives its id. */
export async function logSessionAs(db: Firestore, uid: string, session: SeedSession): Promise<string> {
  const start = await startOf(db, session);
  const id = await startSession(db, uid, start);
  const logged: ShootingSession['shots'] = [];
  for (const shot of session.shots ?? []) {
    const written = appendShot(db, { id, sessionName: session.name, shots: logged }, shotValues(shot));
    await written.stored;
    logged.push(written.shot);
  }
  if (session.end !== false) {
    const held = await readFromDevice(sessionRef(db, id));
    if (!held) throw new Error(`Session ${id} is not on the seeding client`);
    await endSession(db, held);
  }
  return id;
}

/**
 * The sessions, logged in order on the server as the account (logSessionAs); their ids in the same
 * order. Each path is /session/{id}.
 */
export async function seedSessions(email: string, sessions: readonly SeedSession[]): Promise<string[]> {
  return asAccount(email, async (db, uid) => {
    const ids: string[] = [];
    for (const session of sessions) ids.push(await logSessionAs(db, uid, session));
    return ids;
  });
}

/**
 * The shared factory catalogue on the server, added as the admin page adds it, by the account given
 * or by a new one. addFactoryCatalogue reads the catalogue, then writes the records missing in one
 * batch: when another test (or the demo seed) writes them in between, the rules refuse this batch
 * (a record is never overwritten), which is fine here so long as the whole catalogue is there now.
 */
export async function seedFactoryCatalogue(email?: string): Promise<void> {
  const account = email ?? uniqueEmail('catalogue');
  if (!email) await createAccount(account, TEST_PASSWORD);
  await asAccount(account, async (db) => {
    try {
      await addFactoryCatalogue(db);
    } catch (refused) {
      const stored = await getDocsFromServer(factoryLoadsQuery(db));
      if (stored.size !== factoryCatalogue.length) throw refused;
    }
  });
}
