// The demo account's barrels (issue 36): the Tikka's factory barrel with a cleaning interval and its
// cleaning log (its CBTO to the lands as the firearm had it, so the loads' jumps stay as they were), and
// the Bergara re-barrelled in June: its factory barrel keeps the 340 rounds it had fired, the new one
// starts at 0. Written as that user with the app's own api functions, so the rules check every write.
import type { Firestore } from 'firebase/firestore';
import { changeBarrel, recordCleaning, saveBarrel, type BarrelFirearm } from '../src/features/barrels/barrels-api';

/** Writes them; the Bergara's new barrel length and twist are on its firearm once this resolves on the device. */
export async function seedDemoBarrels(
  db: Firestore,
  userId: string,
  tikka: BarrelFirearm,
  bergara: BarrelFirearm,
): Promise<void> {
  const factory = await saveBarrel(db, userId, tikka, null, {
    name: 'Factory barrel',
    installedOn: null,
    removedOn: null,
    length: tikka.barrelLength,
    twist: tikka.twist,
    startingRounds: tikka.roundCount,
    cbtoToLands: tikka.cbtoToLands ?? null,
    cbtoMeasuredOn: tikka.cbtoMeasuredOn ?? null,
    cleaningInterval: 150,
  });
  await recordCleaning(db, userId, tikka, factory, {
    date: '2026-08-14',
    work: 'Patches only',
    roundsAt: 480,
    note: '',
  });
  await recordCleaning(db, userId, tikka, factory, {
    date: '2026-10-30',
    work: 'Copper and carbon, patches',
    roundsAt: 612,
    note: 'Carbon ring at the throat gone',
  });
  await changeBarrel(db, userId, bergara, [], {
    name: 'Krieger 5R',
    installedOn: '2026-06-01',
    removedOn: null,
    length: 24,
    twist: '1:10',
    startingRounds: 0,
    cbtoToLands: null,
    cbtoMeasuredOn: null,
    cleaningInterval: 200,
  });
}
