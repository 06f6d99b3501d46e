// The demo account and its data, written through the real Auth and Firestore emulators as that
// user, so every record passes the security rules, and built with the app's own schemas and
// statistics, so it can never hold a record the app would reject. Loaded by scripts/*.mjs via Vite.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword, updateProfile } from 'firebase/auth';
import {
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { factoryCatalogue } from '../src/features/factory-loads/catalogue';
import { firearmFixtures } from '../src/features/firearms/fixtures';
import { firearmFieldsSchema, type FirearmFields } from '../src/features/firearms/schema';
import { sampleLoads } from '../src/features/loads/samples';
import { NEW_LOAD_ROLLUP, type LoadFields } from '../src/features/loads/schema';
import { EMPTY_STATISTICS, sessionStartSchema, shotSchema, type SessionStart } from '../src/features/sessions/schema';
import { computeSessionStats, parseBulletWeight, smallerGroup, toStoredStatistics } from '../src/features/sessions/stats';
import { COLLECTIONS } from '../src/lib/firestore/collections';

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

/** A shot string around `meanFps` with an SD of about `sdFps`, and impacts around `groupIn`. */
function shotString(count: number, meanFps: number, sdFps: number, groupIn: number, start: Date) {
  return Array.from({ length: count }, (_, index) =>
    shotSchema.parse({
      id: `${start.getTime() + index * 45_000}-0-demo${index}`,
      timestamp: new Date(start.getTime() + index * 45_000),
      velocity: Math.round(meanFps + normal() * sdFps),
      impact: Math.round(Math.max(0.05, groupIn + normal() * groupIn * 0.35) * 100) / 100,
      note: index === 0 ? 'Cold bore' : '',
    }),
  );
}

type Created<T> = T & { id: string };

async function addFirearm(db: Firestore, userId: string, fields: FirearmFields): Promise<Created<FirearmFields>> {
  const ref = doc(collection(db, COLLECTIONS.firearms));
  await setDoc(ref, { ...firearmFieldsSchema.parse(fields), userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return { ...fields, id: ref.id };
}

async function addLoad(db: Firestore, userId: string, fields: LoadFields): Promise<Created<LoadFields>> {
  const ref = doc(collection(db, COLLECTIONS.loadDevelopment));
  await setDoc(ref, { ...fields, ...NEW_LOAD_ROLLUP, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return { ...fields, id: ref.id };
}

/** A session logged and ended as the app does it: start, one append per shot, one roll-up batch. */
async function logCompletedSession(
  db: Firestore,
  userId: string,
  start: SessionStart,
  shots: ReturnType<typeof shotString>,
  bestGroupBefore: number | null,
): Promise<number | null> {
  const ref = doc(collection(db, COLLECTIONS.shootingSession));
  await setDoc(ref, {
    ...sessionStartSchema.parse(start),
    userId,
    status: 'active',
    shots: [],
    statistics: EMPTY_STATISTICS,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    endedAt: null,
  });
  for (const shot of shots) {
    await updateDoc(ref, { shots: arrayUnion({ ...shot, timestamp: Timestamp.fromDate(shot.timestamp) }), updatedAt: serverTimestamp() });
  }
  const ammunition = start.selectedAmmunition;
  const grains = parseBulletWeight(ammunition.type === 'handload' ? ammunition.bullet.weight : ammunition.bulletWeight);
  const statistics = toStoredStatistics(computeSessionStats(shots, grains));
  const batch = writeBatch(db);
  batch.update(ref, { status: 'completed', statistics, endedAt: serverTimestamp(), updatedAt: serverTimestamp() });
  if (ammunition.type === 'handload') {
    batch.update(doc(db, COLLECTIONS.loadDevelopment, ammunition.loadDevelopmentId), {
      sessions: increment(1),
      bestGroup: smallerGroup(bestGroupBefore, statistics.bestGroup),
      lastTested: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  batch.update(doc(db, COLLECTIONS.firearms, start.selectedFirearm.id), { roundCount: increment(shots.length), updatedAt: serverTimestamp() });
  await batch.commit();
  return statistics.bestGroup;
}

const firearmSnapshot = (firearm: Created<FirearmFields>) => ({
  id: firearm.id,
  make: firearm.make,
  model: firearm.model,
  caliber: firearm.caliber,
  barrelLength: firearm.barrelLength,
  scope: firearm.scope,
});

const calmWeather = { temperature: 52, windSpeed: 4, windDirection: 'W', humidity: 48, conditions: 'Clear' } as const;

/**
 * Creates the demo account with firearms, load developments (a charge ladder among them), the
 * factory catalogue and completed sessions; does nothing when the account already exists.
 */
export async function seedDemo(emulators: { authUrl: string; firestoreHost: string; projectId: string }) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: emulators.projectId }, `demo-seed-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = emulators.firestoreHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  try {
    try {
      await signInWithEmailAndPassword(auth, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      return 'already-present' as const;
    } catch {
      // No demo account yet: create it below.
    }
    const { user } = await createUserWithEmailAndPassword(auth, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await updateProfile(user, { displayName: DEMO_ACCOUNT.displayName });
    const uid = user.uid;
    await setDoc(doc(db, COLLECTIONS.users, uid), {
      displayName: DEMO_ACCOUNT.displayName,
      email: DEMO_ACCOUNT.email,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });

    for (const { id, fields } of factoryCatalogue) {
      const ref = doc(db, COLLECTIONS.factoryLoad, id);
      if (!(await getDoc(ref)).exists()) await setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }

    const tikka = await addFirearm(db, uid, firearmFixtures.tikka);
    await addFirearm(db, uid, firearmFixtures.ar15);
    const bergara = await addFirearm(db, uid, {
      ...firearmFixtures.tikka,
      name: 'Bergara B-14 HMR',
      make: 'Bergara',
      model: 'B-14 HMR',
      caliber: '.308 Winchester',
      barrelLength: 22,
      twist: '1:10',
      stock: 'Chassis',
      scope: 'Leupold Mark 5HD 5-25x56',
      serialNumber: 'B14-55310',
      purchaseDate: '2025-06-02',
      roundCount: 340,
      notes: 'Match rifle.',
    });

    const loads = [];
    for (const load of sampleLoads) loads.push(await addLoad(db, uid, load));

    // The 6.5 Creedmoor charge ladder: velocity climbs about 70 fps per grain, and 41.5 gr groups best.
    const ladder = loads.filter((load) => load.cartridge === '6.5 Creedmoor');
    const ladderFigures = [
      { fps: 2648, sd: 11, group: 0.62 },
      { fps: 2684, sd: 6, group: 0.38 },
      { fps: 2719, sd: 9, group: 0.55 },
    ];
    for (const [index, load] of ladder.entries()) {
      const figures = ladderFigures[index] ?? ladderFigures[0]!;
      const day = new Date(Date.UTC(2026, 10, 8 + index * 4, 15));
      let best: number | null = null;
      for (let string = 0; string < 2; string += 1) {
        const started = new Date(day.getTime() + string * 3_600_000);
        best = smallerGroup(
          best,
          await logCompletedSession(
            db,
            uid,
            {
              sessionName: `Ladder ${load.powder.weight?.toFixed(1)} gr, string ${string + 1}`,
              date: day.toISOString().slice(0, 10),
              location: 'Cedar Ridge Range, 100 yd',
              weather: calmWeather,
              ammunitionType: 'handload',
              selectedAmmunition: {
                type: 'handload',
                loadDevelopmentId: load.id,
                name: load.name,
                cartridge: load.cartridge,
                bullet: load.bullet,
                powder: load.powder,
              },
              selectedFirearm: firearmSnapshot(tikka),
              notes: 'Magnetospeed on the barrel.',
            },
            shotString(5, figures.fps, figures.sd, figures.group, started),
            best,
          ),
        );
      }
    }

    // A factory baseline through the .308.
    const goldMedal = factoryCatalogue.find(({ fields }) => fields.product === 'Gold Medal Match' && fields.caliber === '.308 Winchester');
    if (goldMedal) {
      await logCompletedSession(
        db,
        uid,
        {
          sessionName: 'Factory baseline: Gold Medal Match',
          date: '2026-11-20',
          location: 'Cedar Ridge Range, 300 yd',
          weather: { temperature: 41, windSpeed: 9, windDirection: 'NW', humidity: 63, conditions: 'Partly Cloudy' },
          ammunitionType: 'factory',
          selectedAmmunition: {
            type: 'factory',
            factoryLoadId: goldMedal.id,
            manufacturer: goldMedal.fields.manufacturer,
            product: goldMedal.fields.product,
            caliber: goldMedal.fields.caliber,
            bulletWeight: goldMedal.fields.bulletWeight,
            bulletType: goldMedal.fields.bulletType,
          },
          selectedFirearm: firearmSnapshot(bergara),
          notes: '',
        },
        shotString(10, 2650, 12, 0.9, new Date(Date.UTC(2026, 10, 20, 16))),
        null,
      );
    }
    return 'created' as const;
  } finally {
    await deleteApp(app);
  }
}
