// The demo account's seating-depth test (issue 37): planned from the 41.5 gr rung of the charge ladder,
// CBTO 2.200 to 2.240 in by 0.010, five shots a step through the Tikka, and shot: the middle three
// steps group tightest, so the test page shows a window of 2.210 to 2.230 in. Written as that user with
// the app's own api functions (planTest, importCompletedSession), so the rules check every write.
import type { Firestore } from 'firebase/firestore';
import { IMPERIAL_EN_US } from '../src/domain/unit-format';
import type { Firearm } from '../src/features/firearms/schema';
import { loadRef, newTestId, planTest } from '../src/features/loads/loads-api';
import type { LoadDevelopment } from '../src/features/loads/schema';
import { stepLoadsOf } from '../src/features/loads/test-plan-schema';
import { firearmSnapshot, handloadSnapshot } from '../src/features/sessions/session-start-schema';
import { importCompletedSession } from '../src/features/sessions/session-writes-api';
import { readFromDevice } from '../src/lib/firestore/local';

const DAY = '2026-11-22';
/** Each step's group: how far its shots sit from their centre (inches), and its mean velocity (fps). */
const STEPS = [
  { arm: 0.55, fps: 2690 },
  { arm: 0.24, fps: 2686 },
  { arm: 0.18, fps: 2684 },
  { arm: 0.22, fps: 2681 },
  { arm: 0.6, fps: 2676 },
];
/** Five shots about a centre a little off the aim: a pentagon of radius `arm`, turned a little each step. */
function stepShots(step: number, start: Date) {
  const { arm, fps } = STEPS[step]!;
  return [0, 1, 2, 3, 4].map((shot) => {
    const angle = ((shot * 2) / 5) * Math.PI + step * 0.4;
    return {
      timestamp: new Date(start.getTime() + shot * 60_000),
      velocity: fps + [-6, 4, 9, -3, -4][shot]!,
      impact: null,
      x: Math.round((0.2 + arm * Math.cos(angle)) * 1000) / 1000,
      y: Math.round((0.35 + arm * Math.sin(angle) * (shot === 2 ? 0.7 : 1)) * 1000) / 1000,
      note: '',
    };
  });
}

/** Plans the test from `base` and shoots it through `firearm`; resolves once every write is on this device. */
export async function seedDemoSeatingTest(
  db: Firestore,
  userId: string,
  base: LoadDevelopment,
  firearm: Firearm,
): Promise<void> {
  const plan = {
    variable: 'cbto' as const,
    values: [2.2, 2.21, 2.22, 2.23, 2.24],
    shotsPerStep: 5,
    firearmId: firearm.id,
    date: DAY,
  };
  const stepIds = await planTest(db, userId, stepLoadsOf(base, plan, newTestId(db), IMPERIAL_EN_US));
  for (const [step, loadId] of stepIds.entries()) {
    const load = await readFromDevice(loadRef(db, loadId));
    if (load === null) throw new Error(`Step load ${loadId} was not written`);
    await importCompletedSession(db, {
      userId,
      start: {
        sessionName: `Seating test, CBTO ${plan.values[step]!.toFixed(3)}"`,
        date: DAY,
        location: 'Cedar Ridge Range, 100 yd',
        targetDistance: 100,
        weather: { temperature: 47, windSpeed: 3, windDirection: 'SW', humidity: 55, conditions: 'Overcast' },
        ammunitionType: 'handload',
        selectedAmmunition: handloadSnapshot(load),
        selectedFirearm: firearmSnapshot(firearm),
        notes: '',
      },
      shots: stepShots(step, new Date(Date.UTC(2026, 10, 22, 15, step * 10))),
    });
  }
}
