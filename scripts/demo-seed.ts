// The demo account and its data, written through the real Auth and Firestore emulators as that
// user with the app's own api functions (addFirearm, addLoadDevelopment, startSession, appendShot,
// endSession), so every record passes the security rules and is exactly what the app writes: the seed
// cannot drift from the app. Loaded by scripts/*.mjs via Vite.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { endSession, importCompletedSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { DEMO_API_KEY } from '../src/config/project';
import { addFactoryCatalogue } from '../src/features/admin/admin-api';
import { sampleLoads } from '../src/features/admin/sample-loads';
import { factoryCatalogue } from '../src/features/factory-loads/catalogue';
import { factoryLoadDocSchema } from '../src/features/factory-loads/schema';
import { addFirearm, firearmRef, userFirearmsQuery } from '../src/features/firearms/firearms-api';
import { firearmFixtures } from '../src/features/firearms/fixtures';
import type { FirearmFields } from '../src/features/firearms/schema';
import { addLoadDevelopment, loadRef, userLoadsQuery } from '../src/features/loads/loads-api';
import type { LoadFields } from '../src/features/loads/schema';
import type { SessionStart, Shot } from '../src/features/sessions/schema';
import { factorySnapshot, firearmSnapshot, handloadSnapshot } from '../src/features/sessions/session-start-schema';
import { COLLECTIONS } from '../src/lib/firestore/collections';
import { UnreadableDoc, zodConverter } from '../src/lib/firestore/converter';
import { readFromDevice, watchServerAnswers } from '../src/lib/firestore/local';
import { seedDemoBarrels } from './demo-barrels';
import { seedDemoBench } from './demo-bench';
import { seedDemoSeatingTest } from './demo-tests';

export const DEMO_ACCOUNT = { email: 'demo@rangebook.test', password: 'rangebook-demo', displayName: 'Demo Shooter' };

/** A small deterministic generator, so every fresh demo holds the same shot strings. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}
const next = random(20261123);
const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

/** A shot string around `meanFps` with an SD of about `sdFps`, and impacts around `groupIn`, 45 s apart. */
function shotString(count: number, meanFps: number, sdFps: number, groupIn: number, start: Date) {
  // Where each shot hit, scattered about a point a little off the aim; its impact follows from x and y.
  const place = () => Math.round((groupIn * 0.3 + normal() * groupIn * 0.4) * 100) / 100;
  return Array.from({ length: count }, (_, index) => ({
    timestamp: new Date(start.getTime() + index * 45_000),
    velocity: Math.round(meanFps + normal() * sdFps),
    impact: null,
    x: place(),
    y: place(),
    note: index === 0 ? 'Cold bore' : '',
  }));
}

/** A record just written, read back from this device as the app reads it (to snapshot it into a session). */
async function readBack<T>(ref: DocumentReference<T>): Promise<T> {
  const data = await readFromDevice(ref);
  if (data === null) throw new Error(`${ref.path} was not written`);
  return data;
}

/** A session logged and ended as the app does it: started, one append per shot, ended. */
async function logCompletedSession(
  db: Firestore,
  userId: string,
  start: SessionStart,
  shots: (ReturnType<typeof shotString>[number] & { target?: number })[],
): Promise<void> {
  const sessionId = await startSession(db, userId, start);
  const logged: Shot[] = [];
  for (const values of shots) {
    const { stored, shot } = appendShot(db, { id: sessionId, sessionName: start.sessionName, shots: logged }, values);
    await stored;
    logged.push(shot);
  }
  await endSession(db, await readBack(sessionRef(db, sessionId)));
}

const addFirearmFor = async (db: Firestore, userId: string, fields: FirearmFields) =>
  readBack(firearmRef(db, await addFirearm(db, userId, fields)));
const addLoadFor = async (db: Firestore, userId: string, fields: LoadFields) =>
  readBack(loadRef(db, await addLoadDevelopment(db, userId, fields)));

type Emulators = { authUrl: string; firestoreHost: string; projectId: string };

/** An Auth and a Firestore client of their own (a named app), on the emulators. */
function emulatorClients(emulators: Emulators, name: string) {
  const app = initializeApp({ apiKey: DEMO_API_KEY, projectId: emulators.projectId }, `${name}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = emulators.firestoreHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return { app, auth, db };
}

const calmWeather = { temperature: 52, windSpeed: 4, windDirection: 'W', humidity: 48, conditions: 'Clear' } as const;

/**
 * Creates the demo account with firearms, load developments (a charge ladder among them), the
 * factory catalogue and completed sessions; does nothing when the account already exists.
 * `account` writes the same data under another account (the benchmark's fresh one).
 */
export async function seedDemo(
  emulators: Emulators,
  account: { email: string; password: string; displayName: string } = DEMO_ACCOUNT,
) {
  const { app, auth, db } = emulatorClients(emulators, 'demo-seed');
  try {
    try {
      await signInWithEmailAndPassword(auth, account.email, account.password);
      return 'already-present' as const;
    } catch {
      // No demo account yet: create it below.
    }
    const { user } = await createUserWithEmailAndPassword(auth, account.email, account.password);
    await updateProfile(user, { displayName: account.displayName });
    const uid = user.uid;
    await setDoc(doc(db, COLLECTIONS.users, uid), {
      displayName: account.displayName,
      email: account.email,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });

    await addFactoryCatalogue(db);

    const answers = watchServerAnswers(db);
    try {
      const tikka = await addFirearmFor(db, uid, firearmFixtures.tikka);
      await addFirearmFor(db, uid, firearmFixtures.ar15);
      const bergaraAsAdded = await addFirearmFor(db, uid, firearmFixtures.bergara);
      // Barrels and a cleaning log; the Bergara read again with its new barrel's length and twist.
      await seedDemoBarrels(db, uid, tikka, bergaraAsAdded);
      const bergara = await readBack(firearmRef(db, bergaraAsAdded.id));

      const loads = [];
      for (const load of sampleLoads) loads.push(await addLoadFor(db, uid, load));

      // The 6.5 Creedmoor charge ladder: velocity climbs about 70 fps per grain, and 41.5 gr groups best.
      const ladder = loads.filter((load) => load.cartridge === '6.5 Creedmoor');
      // The bench: components, lots at their prices, and the ladder's rounds loaded from them: each
      // rung's first string from the first powder lot, its second from the new lot, about 15 fps faster.
      const batches = await seedDemoBench(db, uid, ladder);
      const ladderFigures = [
        { fps: 2648, sd: 11, group: 0.62 },
        { fps: 2684, sd: 6, group: 0.38 },
        { fps: 2719, sd: 9, group: 0.55 },
      ];
      for (const [index, load] of ladder.entries()) {
        const figures = ladderFigures[index] ?? ladderFigures[0]!;
        const day = new Date(Date.UTC(2026, 10, 8 + index * 4, 15));
        for (let string = 0; string < 2; string += 1) {
          const started = new Date(day.getTime() + string * 3_600_000);
          const batch = batches[index];
          const newLot = string === 1;
          await logCompletedSession(
            db,
            uid,
            {
              sessionName: `Ladder ${load.powder.weight?.toFixed(1)} gr, string ${string + 1}`,
              date: day.toISOString().slice(0, 10),
              location: 'Cedar Ridge Range, 100 yd',
              targetDistance: 100,
              weather: calmWeather,
              ammunitionType: 'handload',
              selectedAmmunition: handloadSnapshot(load),
              selectedFirearm: firearmSnapshot(tikka),
              notes: 'Magnetospeed on the barrel.',
              ...(batch ? { batchId: newLot ? batch.newPowderLot : batch.firstLot } : {}),
            },
            shotString(5, figures.fps + (newLot ? 15 : 0), figures.sd, figures.group, started),
          );
        }
      }

      // A seating-depth test planned from the ladder's best rung and shot (issue 37): the demo account's
      // alone, so the benchmark's accounts (the same seed) keep the records their figures were measured on.
      const bestRung = ladder.find((load) => load.powder.weight === 41.5);
      if (account === DEMO_ACCOUNT && bestRung) await seedDemoSeatingTest(db, uid, bestRung, tikka);

      // A factory baseline through the .308.
      const goldMedal = factoryCatalogue.find(
        ({ fields }) => fields.product === 'Gold Medal Match' && fields.caliber === '.308 Winchester',
      );
      if (goldMedal) {
        const factoryLoad = (
          await getDoc(doc(db, COLLECTIONS.factoryLoad, goldMedal.id).withConverter(zodConverter(factoryLoadDocSchema)))
        ).data();
        if (!factoryLoad) throw new Error(`The catalogue has no ${goldMedal.id}`);
        await logCompletedSession(
          db,
          uid,
          {
            sessionName: 'Factory baseline: Gold Medal Match',
            date: '2026-11-20',
            location: 'Cedar Ridge Range, 300 yd',
            targetDistance: 300,
            weather: { temperature: 41, windSpeed: 9, windDirection: 'NW', humidity: 63, conditions: 'Partly Cloudy' },
            ammunitionType: 'factory',
            selectedAmmunition: factorySnapshot(factoryLoad),
            selectedFirearm: firearmSnapshot(bergara),
            notes: '',
          },
          // Two targets of five: two groups in one session (README, What the figures say).
          shotString(10, 2650, 12, 0.9, new Date(Date.UTC(2026, 10, 20, 16))).map((shot, index) =>
            index < 5 ? shot : { ...shot, target: 2 },
          ),
        );
      }
      // Every write above was made on this device first; the seed is done when the server has them all.
      await answers.all();
    } finally {
      answers.stop();
    }
    return 'created' as const;
  } finally {
    await deleteApp(app);
  }
}

/** How many sessions one round of the heavy history writes at once. */
const HEAVY_PARALLEL = 10;

/**
 * A handloader's few years on top of an account's records (the benchmark's heavy user): `count`
 * completed sessions of `shots` shots each, fired with the account's own load developments and
 * firearms (round-robin), one every two days or so going back from November 2026, written through
 * the app's own importCompletedSession (so each has its summary, as the app writes it). Resolves
 * once the server has every write.
 */
export async function seedHeavyHistory(
  emulators: Emulators,
  account: { email: string; password: string },
  { count = 500, shots = 20 } = {},
): Promise<number> {
  const { app, auth, db } = emulatorClients(emulators, 'heavy-seed');
  try {
    const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
    const loads = (await getDocs(userLoadsQuery(db, user.uid))).docs.map((item) => item.data());
    const firearms = (await getDocs(userFirearmsQuery(db, user.uid))).docs.map((item) => item.data());
    const handloads = loads.filter((load) => !(load instanceof UnreadableDoc));
    const rifles = firearms.filter((firearm) => !(firearm instanceof UnreadableDoc));
    if (handloads.length === 0 || rifles.length === 0) throw new Error(`${account.email} has no load or firearm`);
    const answers = watchServerAnswers(db);
    try {
      for (let first = 0; first < count; first += HEAVY_PARALLEL) {
        const round = Array.from({ length: Math.min(HEAVY_PARALLEL, count - first) }, (_unused, offset) => {
          const index = first + offset;
          const load = handloads[index % handloads.length]!;
          const rifle = rifles[index % rifles.length]!;
          const day = new Date(Date.UTC(2026, 10, 1, 15) - index * 2 * 86_400_000);
          return importCompletedSession(db, {
            userId: user.uid,
            start: {
              sessionName: `History ${index + 1}: ${load.name}`,
              date: day.toISOString().slice(0, 10),
              location: 'Cedar Ridge Range, 100 yd',
              weather: { ...calmWeather, temperature: 30 + (index % 50) },
              ammunitionType: 'handload',
              selectedAmmunition: handloadSnapshot(load),
              selectedFirearm: firearmSnapshot(rifle),
              notes: 'Heavy-user benchmark history.',
            },
            shots: shotString(shots, 2650 + (index % 7) * 12, 10, 0.6, day),
          });
        });
        await Promise.all(round);
      }
      await answers.all();
    } finally {
      answers.stop();
    }
    return count;
  } finally {
    await deleteApp(app);
  }
}
