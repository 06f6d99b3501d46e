import { barrelFixtures, cleaningFixtures } from '@/features/barrels/fixtures';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import { backupJson } from './export-files';

/** Example backups for the tests: what the dashboard's button writes for Alice's records. */
export const at = new Date('2026-11-20T14:00:00Z');
export const owned = { userId: 'alice', createdAt: at, updatedAt: at };
const session = (id: string, date: string) => ({
  id,
  ...sessionFixtures.handload,
  date,
  ...owned,
  status: 'completed' as const,
  shots: [
    { id: 'shot-1', timestamp: at, velocity: 2805, impact: 0.4, note: '' },
    { id: 'shot-2', timestamp: at, velocity: 2811, impact: null, note: 'flier' },
  ],
  exclusions: { 'shot-2': 'flier' as const },
  statistics: { ...EMPTY_STATISTICS, totalShots: 2, averageVelocity: 2805 },
  endedAt: at,
});

/** A backup exactly as the dashboard's button writes it (records as readAllRecords gives them). */
export function aliceBackupText() {
  return backupJson({
    exportedAt: new Date('2026-11-23T10:00:00Z'),
    user: { uid: 'alice', email: 'alice@example.com' },
    firearms: [{ id: 'firearm-1', ...firearmFixtures.tikka, ...owned }],
    loadDevelopments: [{ id: 'load-1', ...loadFixtures.creedmoorMatch, status: 'Testing', ...owned }],
    shootingSessions: [session('s2', '2026-11-21'), session('s1', '2025-06-02')],
    components: [],
    componentLots: [],
    loadBatches: [],
    barrels: [
      {
        id: 'barrel-1',
        ...barrelFixtures.bartlein,
        firearmId: 'firearm-1',
        cleanings: [cleaningFixtures.copper],
        ...owned,
      },
    ],
    unreadable: [],
  });
}
