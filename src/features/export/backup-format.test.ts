import { describe, expect, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import {
  BACKUP_VERSION,
  NEWER_BACKUP_MESSAGE,
  NOT_A_BACKUP_MESSAGE,
  parseBackup,
  summarizeBackup,
} from './backup-format';
import { backupJson } from './export-files';
import { aliceBackupText, at, owned } from './fixtures';

const edited = (change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(aliceBackupText()) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

describe('parseBackup', () => {
  it('reads a backup as the export writes it, timestamps back as dates', () => {
    const result = parseBackup(aliceBackupText());
    if (!result.ok) throw new Error(result.message);
    expect(result.backup.version).toBe(BACKUP_VERSION);
    expect(result.backup.firearms[0]).toEqual({ id: 'firearm-1', ...firearmFixtures.tikka, ...owned });
    expect(result.backup.loadDevelopments[0]?.status).toBe('Testing');
    expect(result.backup.shootingSessions[0]?.shots[0]?.timestamp).toEqual(at);
    expect(result.backup.shootingSessions[0]?.endedAt).toEqual(at);
    expect(result.backup.shootingSessions[0]?.exclusions).toEqual({ 'shot-2': 'flier' });
  });

  it('reads an active session, and a backup without an unreadable list', () => {
    const text = edited((json) => {
      delete json.unreadable;
      const [first] = json.shootingSessions as Record<string, unknown>[];
      Object.assign(first ?? {}, { status: 'active', endedAt: null });
    });
    const result = parseBackup(text);
    expect(result.ok && result.backup.shootingSessions[0]?.endedAt).toBeNull();
  });

  it.each([
    ['text that is not JSON', 'firearms: Tikka'],
    ['JSON that is no backup', '[1, 2, 3]'],
    ['another format', edited((json) => (json.format = 'other-app-export'))],
    ['no format', edited((json) => delete json.format)],
    ['no version', edited((json) => delete json.version)],
    ['a version that is no number', edited((json) => (json.version = '1'))],
  ])('refuses %s as not a backup', (_case, text) => {
    expect(parseBackup(text)).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
  });

  it('refuses a backup from a newer version, whatever it holds', () => {
    const text = edited((json) => {
      json.version = BACKUP_VERSION + 1;
      json.firearms = 'a new shape';
    });
    expect(parseBackup(text)).toEqual({ ok: false, message: NEWER_BACKUP_MESSAGE });
  });

  it.each([
    [
      'a firearm that fails its schema',
      edited((json) => ((json.firearms as Record<string, unknown>[])[0]!.roundCount = -3)),
      'This backup cannot be restored: its firearm number 1 is not valid (roundCount).',
    ],
    [
      'a shot whose time is not a timestamp',
      edited((json) => {
        const sessions = json.shootingSessions as { shots: Record<string, unknown>[] }[];
        sessions[1]!.shots[0]!.timestamp = 'yesterday';
      }),
      'This backup cannot be restored: its session number 2 is not valid (shots.0.timestamp).',
    ],
    [
      'a load with an unknown status',
      edited((json) => ((json.loadDevelopments as Record<string, unknown>[])[0]!.status = 'Done')),
      'This backup cannot be restored: its load development number 1 is not valid (status).',
    ],
    [
      'a missing collection',
      edited((json) => delete json.shootingSessions),
      'This backup cannot be restored: it is damaged or incomplete.',
    ],
  ])('refuses %s with one sentence', (_case, text, message) => {
    expect(parseBackup(text)).toEqual({ ok: false, message });
  });
});

describe('the recipe in full in a backup', () => {
  it('round-trips a load’s BC, case and seating, a firearm’s CBTO to the lands, and a session’s recipe as shot', () => {
    const result = parseBackup(aliceBackupText());
    if (!result.ok) throw new Error(result.message);
    const [load] = result.backup.loadDevelopments;
    expect(load?.bullet).toEqual(loadFixtures.creedmoorMatch.bullet);
    expect(load?.caseDetails).toEqual(loadFixtures.creedmoorMatch.caseDetails);
    expect(load?.seating).toEqual({ coal: 2.8, cbto: 2.21, crimp: '' });
    expect(result.backup.firearms[0]).toMatchObject({ cbtoToLands: 2.23, cbtoMeasuredOn: '2026-11-01' });
    const ammunition = result.backup.shootingSessions[0]?.selectedAmmunition;
    expect(ammunition).toMatchObject({
      bullet: loadFixtures.creedmoorMatch.bullet,
      caseDetails: loadFixtures.creedmoorMatch.caseDetails,
      seating: loadFixtures.creedmoorMatch.seating,
    });
    // Read and written again, the backup is the same file: nothing of it is lost on the way.
    const { format: _format, version: _version, ...records } = result.backup;
    expect(JSON.parse(backupJson(records))).toEqual(JSON.parse(aliceBackupText()));
  });

  it('reads a backup made before them: records without any of the new keys', () => {
    const text = edited((json) => {
      const [load] = json.loadDevelopments as Record<string, Record<string, unknown>>[];
      delete load!.caseDetails;
      delete load!.seating;
      delete load!.bullet!.bc;
      delete load!.bullet!.dragModel;
      const [firearm] = json.firearms as Record<string, unknown>[];
      delete firearm!.cbtoToLands;
      delete firearm!.cbtoMeasuredOn;
      for (const session of json.shootingSessions as { selectedAmmunition: Record<string, unknown> }[]) {
        delete session.selectedAmmunition.caseDetails;
        delete session.selectedAmmunition.seating;
      }
    });
    const result = parseBackup(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.backup.loadDevelopments[0]).not.toHaveProperty('seating');
    expect(result.backup.loadDevelopments[0]?.bullet).toEqual({
      weight: 140,
      type: 'ELD Match',
      manufacturer: 'Hornady',
    });
    expect(result.backup.firearms[0]).not.toHaveProperty('cbtoToLands');
    expect(result.backup.shootingSessions[0]?.selectedAmmunition).not.toHaveProperty('caseDetails');
  });

  it('refuses a load whose seating is out of shape, naming the field', () => {
    const text = edited((json) => {
      const [load] = json.loadDevelopments as Record<string, Record<string, unknown>>[];
      load!.seating = { coal: -2.8, cbto: null, crimp: '' };
    });
    expect(parseBackup(text)).toEqual({
      ok: false,
      message: 'This backup cannot be restored: its load development number 1 is not valid (seating.coal).',
    });
  });
});

describe('summarizeBackup', () => {
  it('counts each kind and gives the range of days its sessions were shot', () => {
    const result = parseBackup(aliceBackupText());
    if (!result.ok) throw new Error(result.message);
    expect(summarizeBackup(result.backup)).toEqual({
      exportedAt: new Date('2026-11-23T10:00:00Z'),
      email: 'alice@example.com',
      firearms: 1,
      loadDevelopments: 1,
      sessions: 2,
      shots: 4,
      unreadable: 0,
      sessionDates: { first: '2025-06-02', last: '2026-11-21' },
    });
  });

  it('has no date range without sessions', () => {
    const result = parseBackup(edited((json) => (json.shootingSessions = [])));
    if (!result.ok) throw new Error(result.message);
    expect(summarizeBackup(result.backup)).toMatchObject({ sessions: 0, shots: 0, sessionDates: null });
  });
});
