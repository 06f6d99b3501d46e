import { getDoc, getDocsFromServer, type DocumentReference, type Firestore } from 'firebase/firestore';
import { addFactoryCatalogue } from '@/features/admin/admin-api';
import { sampleLoads } from '@/features/admin/sample-loads';
import { factoryCatalogue, factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import { addFirearm, firearmRef } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { addLoadDevelopment, loadRef } from '@/features/loads/loads-api';
import { type SessionStart } from '@/features/sessions/schema';
import { factorySnapshot, firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import { importCompletedSession, startSession } from '@/features/sessions/session-writes-api';
import { type ShotFormValues } from '@/features/sessions/shot-form-schema';
import { appendImportedShots } from '@/features/sessions/shot-writes-api';
import { readFromDevice } from '@/lib/firestore/local';
import { todayDateString } from '@/utils/dates';
import { addRecords, asAccount, newAccountAs, type AccountRecords } from './app-records';
import { createAccount, TEST_PASSWORD, uniqueEmail } from './emulators';

/*
 * Sessions a browser test starts from, made on the server through the app's own api functions
 * (startSession, appendImportedShots, importCompletedSession) by a Node client signed in as the
 * account: the rules and the schemas apply as to the app's writes, and the session and its summary
 * are as the app stores them, in a second or two instead of a form per session and one per shot.
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

/**
 * A record as this client holds it when it wrote it (its create may still be on its way: a listen
 * then could meet the emulator's listen/commit race, sync.ts), else as the server has it.
 */
async function held<T>(ref: DocumentReference<T>): Promise<T | undefined> {
  return (await readFromDevice(ref)) ?? (await getDoc(ref)).data();
}

/** The ammunition's snapshot, from the load as the server holds it or the catalogue. */
async function ammunitionOf(db: Firestore, session: SeedSession) {
  if (session.factory) return factorySnapshot(factoryChoice(session.factory));
  const load = session.loadId ? await held(loadRef(db, session.loadId)) : undefined;
  if (!load) throw new Error(`No load ${session.loadId ?? '(none given)'}`);
  return handloadSnapshot(load);
}

/** The session's start, with the snapshots of its ammunition and firearm as the server holds them. */
async function startOf(db: Firestore, session: SeedSession): Promise<SessionStart> {
  const [selectedAmmunition, firearmData] = await Promise.all([
    ammunitionOf(db, session),
    held(firearmRef(db, session.firearmId)),
  ]);
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

/**
 * Makes the session as the app does, in as few writes as it allows: an ended one imported in one go
 * (importCompletedSession: started, its shots five to a write, ended), an active one started and its
 * shots appended as an import appends them (appendImportedShots); gives its id. The documents are
 * those logging shot by shot makes, bar the moments the shots were logged.
 */
export async function logSessionAs(db: Firestore, uid: string, session: SeedSession): Promise<string> {
  const start = await startOf(db, session);
  const now = Date.now();
  const shots = (session.shots ?? []).map((shot, index) => ({
    ...shotValues(shot),
    timestamp: new Date(now + index * 1000),
  }));
  if (session.end !== false) return importCompletedSession(db, { userId: uid, start, shots });
  const id = await startSession(db, uid, start);
  if (shots.length > 0) await appendImportedShots(db, { id, sessionName: session.name, shots: [] }, shots);
  return id;
}

/**
 * The sessions, made on the server as the account (logSessionAs); their ids in the same order. Each
 * path is /session/{id}.
 */
export async function seedSessions(email: string, sessions: readonly SeedSession[]): Promise<string[]> {
  return asAccount(email, (db, uid) => Promise.all(sessions.map((session) => logSessionAs(db, uid, session))));
}

/**
 * A new account (newAccountWith's records) and its sessions, made by one client on the server; the
 * sessions given the ids of the loads and firearms in the order given.
 */
export async function newAccountWithSessions(
  label: string,
  records: AccountRecords,
  sessions: (ids: { loadIds: string[]; firearmIds: string[] }) => SeedSession[],
  displayName = 'Test Shooter',
): Promise<{ email: string; uid: string; loadIds: string[]; firearmIds: string[]; sessionIds: string[] }> {
  const { email, uid, made } = await newAccountAs(label, displayName, async (db, signedIn) => {
    const { loadIds, firearmIds } = await addRecords(db, signedIn, records);
    const sessionIds = await Promise.all(
      sessions({ loadIds, firearmIds }).map((session) => logSessionAs(db, signedIn, session)),
    );
    return { loadIds, firearmIds, sessionIds };
  });
  return { email, uid, ...made };
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

/** Whole fps about `mean` and places about a point off the aim, spread as a real string is (deterministic). */
function demoString(count: number, mean: number, spreadFps: number, groupIn: number, start: Date) {
  const wobble = [0, 0.8, -0.6, 1.1, -1.3, 0.4, -0.2, 0.9, -1, 0.3];
  return Array.from({ length: count }, (_, index) => {
    const w = wobble[index % wobble.length]!;
    const v = wobble[(index + 3) % wobble.length]!;
    return {
      timestamp: new Date(start.getTime() + index * 45_000),
      velocity: Math.round(mean + w * spreadFps),
      impact: null,
      x: Math.round((groupIn * 0.3 + w * groupIn * 0.4) * 100) / 100,
      y: Math.round((groupIn * 0.3 + v * groupIn * 0.4) * 100) / 100,
      note: index === 0 ? 'Cold bore' : '',
    };
  });
}

/**
 * The records the demo seed (scripts/demo-seed.ts, which `npm start` runs) gives the demo account,
 * made for a new account as that seed makes them, but each session imported in one go
 * (importCompletedSession: a write per five shots, all sent at once) instead of logged shot by shot:
 * the Tikka, the AR-15 and the Bergara, the six sample loads, two strings of five at each of the
 * 6.5 Creedmoor ladder's three charges, and a factory string of ten through the Bergara. demo.spec.ts
 * runs the seed script itself. Gives the account's email; sign in with signIn.
 */
export async function newAccountWithDemoData(label: string): Promise<string> {
  await seedFactoryCatalogue();
  const { email } = await newAccountAs(label, 'Demo Shooter', async (db, uid) => {
    const tikka = await addFirearm(db, uid, firearmFixtures.tikka);
    await addFirearm(db, uid, firearmFixtures.ar15);
    const bergara = await addFirearm(db, uid, firearmFixtures.bergara);
    const firearm = async (id: string) => (await readFromDevice(firearmRef(db, id)))!;
    const loadIds = [];
    for (const load of sampleLoads) loadIds.push(await addLoadDevelopment(db, uid, load));
    const loads = await Promise.all(loadIds.map(async (id) => (await readFromDevice(loadRef(db, id)))!));
    const calmWeather = {
      temperature: 52,
      windSpeed: 4,
      windDirection: 'W',
      humidity: 48,
      conditions: 'Clear',
    } as const;
    const ladder = loads.filter((load) => load.cartridge === '6.5 Creedmoor');
    const figures = [
      { fps: 2648, sd: 11, group: 0.62 },
      { fps: 2684, sd: 6, group: 0.38 },
      { fps: 2719, sd: 9, group: 0.55 },
    ];
    const imports: Promise<string>[] = [];
    for (const [index, load] of ladder.entries()) {
      const { fps, sd, group } = figures[index] ?? figures[0]!;
      const day = new Date(Date.UTC(2026, 10, 8 + index * 4, 15));
      for (let string = 0; string < 2; string += 1) {
        imports.push(
          importCompletedSession(db, {
            userId: uid,
            start: {
              sessionName: `Ladder ${load.powder.weight?.toFixed(1)} gr, string ${string + 1}`,
              date: day.toISOString().slice(0, 10),
              location: 'Cedar Ridge Range, 100 yd',
              targetDistance: 100,
              weather: calmWeather,
              ammunitionType: 'handload',
              selectedAmmunition: handloadSnapshot(load),
              selectedFirearm: firearmSnapshot(await firearm(tikka)),
              notes: 'Magnetospeed on the barrel.',
            },
            shots: demoString(5, fps, sd, group, new Date(day.getTime() + string * 3_600_000)),
          }),
        );
      }
    }
    imports.push(
      importCompletedSession(db, {
        userId: uid,
        start: {
          sessionName: 'Factory baseline: Gold Medal Match',
          date: '2026-11-20',
          location: 'Cedar Ridge Range, 300 yd',
          targetDistance: 300,
          weather: { temperature: 41, windSpeed: 9, windDirection: 'NW', humidity: 63, conditions: 'Partly Cloudy' },
          ammunitionType: 'factory',
          selectedAmmunition: factorySnapshot(
            factoryChoice({ product: 'Gold Medal Match', caliber: '.308 Winchester' }),
          ),
          selectedFirearm: firearmSnapshot(await firearm(bergara)),
          notes: '',
        },
        shots: demoString(10, 2650, 12, 0.9, new Date(Date.UTC(2026, 10, 20, 16))),
      }),
    );
    await Promise.all(imports);
  });
  return email;
}
