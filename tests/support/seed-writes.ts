import { getDoc, getDocFromServer, waitForPendingWrites, type Firestore } from 'firebase/firestore';
import type { ComponentKind } from '@/domain/inventory';
import { firearmRef } from '@/features/firearms/firearms-api';
import type { BatchLots } from '@/features/inventory/batch-schema';
import { addComponent, addLot } from '@/features/inventory/inventory-api';
import { loadRef } from '@/features/loads/loads-api';
import { type SessionStart, type ShootingSession } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { asAccount, newAccountWith, testFirearm, testLoad } from './app-records';

/*
 * Sessions a browser test starts from, made on the server through the app's own api functions (as
 * another device of the same shooter would make them), in a second or so instead of a form per
 * session and an Enter per shot. Tests whose subject is the New Session form or the shot form
 * drive those instead.
 */

/** A shot as the shot form gives it: a velocity, and an impact in inches where one was typed. */
export type SeedShot = number | { velocity: number | null; impact?: number | null; note?: string };

export type SeedSession = {
  loadId: string;
  firearmId: string;
  name: string;
  shots?: readonly SeedShot[];
  /** Ended (completed) after its shots; left active when false. */
  end?: boolean;
  /** Its day (YYYY-MM-DD); today when left out. */
  date?: string;
  /** °F; none when left out. */
  temperature?: number | null;
  /** Yards, for group sizes in MOA; none when left out. */
  targetDistance?: number | null;
};

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A handload session's start as the New Session form makes it, from the load's and firearm's records on the server. */
export async function handloadStart(db: Firestore, session: Omit<SeedSession, 'shots' | 'end'>): Promise<SessionStart> {
  const load = (await getDocFromServer(loadRef(db, session.loadId))).data();
  const firearm = (await getDocFromServer(firearmRef(db, session.firearmId))).data();
  if (!load || !firearm) throw new Error(`No load ${session.loadId} or firearm ${session.firearmId} on the server`);
  return {
    sessionName: session.name,
    date: session.date ?? today(),
    location: '',
    weather: {
      temperature: session.temperature ?? null,
      windSpeed: null,
      windDirection: '',
      humidity: null,
      conditions: '',
    },
    ammunitionType: 'handload',
    selectedAmmunition: handloadSnapshot(load),
    selectedFirearm: firearmSnapshot(firearm),
    notes: '',
    targetDistance: session.targetDistance ?? null,
  };
}

/**
 * The session as the server holds it once this client's writes have landed. Not read while its create
 * is in flight: the emulator may then answer the read's listen without the document, after the commit
 * (its listen/commit race, see sync.ts), and the client believes the session gone ("not found" in
 * a full run, once).
 */
async function readSession(db: Firestore, sessionId: string): Promise<ShootingSession> {
  await waitForPendingWrites(db);
  const session = (await getDoc(sessionRef(db, sessionId))).data();
  if (!session) throw new Error(`Session ${sessionId} not found`);
  return session;
}

/** Starts a session as the signed-in user, logs its shots one by one in the order given, and ends it when asked. */
export async function writeSession(db: Firestore, userId: string, seed: SeedSession): Promise<string> {
  const sessionId = await startSession(db, userId, await handloadStart(db, seed));
  let session = await readSession(db, sessionId);
  const firstShot = Date.now() - (seed.shots?.length ?? 0) * 1_000;
  for (const [index, shot] of (seed.shots ?? []).entries()) {
    const values = typeof shot === 'number' ? { velocity: shot } : shot;
    const {
      stored,
      synced,
      shot: logged,
    } = appendShot(db, session, {
      velocity: values.velocity,
      impact: values.impact ?? null,
      note: values.note ?? '',
      x: null,
      y: null,
      // A second apart, so the order fired is the order given.
      timestamp: new Date(firstShot + index * 1_000),
    });
    await stored;
    await synced;
    session = { ...session, shots: [...session.shots, logged] };
  }
  if (seed.end) await endSession(db, await readSession(db, sessionId));
  return sessionId;
}

/** Sessions of the account made on the server (see writeSession), in order; their ids. */
export async function seedSessions(email: string, sessions: readonly SeedSession[]): Promise<string[]> {
  return asAccount(email, async (db, uid) => {
    const ids: string[] = [];
    for (const session of sessions) ids.push(await writeSession(db, uid, session));
    return ids;
  });
}

/** Ends the account's active session on the server, as the shooter's other device would. */
export async function endSessionOnServer(email: string, sessionId: string): Promise<void> {
  await asAccount(email, async (db) => endSession(db, await readSession(db, sessionId)));
}

/** A new account with the test load and the Tikka and these sessions of them, all made on the server. */
export async function newAccountWithSessions(
  label: string,
  roundsBefore: string,
  sessions: readonly Omit<SeedSession, 'loadId' | 'firearmId'>[],
  displayName?: string,
): Promise<{ email: string; uid: string; loadId: string; firearmId: string; sessionIds: string[] }> {
  const { email, uid, loadIds, firearmIds } = await newAccountWith(
    label,
    { loads: [testLoad()], firearms: [testFirearm(roundsBefore)] },
    displayName,
  );
  const [loadId, firearmId] = [loadIds[0]!, firearmIds[0]!];
  const sessionIds = await seedSessions(
    email,
    sessions.map((session) => ({ ...session, loadId, firearmId })),
  );
  return { email, uid, loadId, firearmId, sessionIds };
}

export type SeedLot = {
  kind: ComponentKind;
  name: string;
  lotNumber: string;
  /** Grains of powder, or the count of primers, bullets or cases. */
  bought: number;
  /** What the lot cost in all; no price when left out. */
  price?: number;
  /** YYYY-MM-DD, or null for none; 2026-11-01 when left out. */
  purchaseDate?: string | null;
  lowStock?: number;
};

/** A component and one lot of it, made on the server through the app's api (as the inventory's forms make them); the lot's id. */
export async function seedLot(db: Firestore, userId: string, lot: SeedLot): Promise<string> {
  const { kind, name, bought } = lot;
  const id = await addComponent(db, userId, { kind, name, lowStock: lot.lowStock ?? null, notes: '' });
  return addLot(
    db,
    userId,
    { id, kind, name },
    {
      fields: {
        lotNumber: lot.lotNumber,
        purchaseDate: lot.purchaseDate === undefined ? '2026-11-01' : lot.purchaseDate,
        price: lot.price === undefined ? null : { amount: lot.price, quantity: bought },
      },
      bought,
    },
  );
}

/** The bench the inventory's tests load from: one lot of each kind, at these prices. */
export const TEST_BENCH = [
  { kind: 'powder', name: 'Hodgdon H4350', lotNumber: '22114', bought: 56_000, price: 389.99 },
  { kind: 'primer', name: 'CCI BR-2', lotNumber: 'BR2-0425', bought: 1000, price: 52.99 },
  { kind: 'bullet', name: 'Hornady 140 ELD-M', lotNumber: '3241587', bought: 500, price: 274.95 },
  { kind: 'brass', name: 'Lapua 6.5 Creedmoor', lotNumber: 'L-100', bought: 100, price: 119.99 },
] as const satisfies readonly SeedLot[];

/** The test bench's lots of these kinds, made on the server; their ids as a batch takes them (null for a kind left out). */
export async function seedBench(
  db: Firestore,
  userId: string,
  kinds: readonly ComponentKind[] = ['powder', 'primer', 'bullet', 'brass'],
): Promise<BatchLots> {
  const lots: BatchLots = { powder: null, primer: null, bullet: null, brass: null };
  for (const lot of TEST_BENCH) if (kinds.includes(lot.kind)) lots[lot.kind] = await seedLot(db, userId, lot);
  return lots;
}
