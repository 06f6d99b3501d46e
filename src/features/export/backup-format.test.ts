import { describe, expect, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import {
  BACKUP_VERSION,
  NEWER_BACKUP_MESSAGE,
  NOT_A_BACKUP_MESSAGE,
  parseBackup,
  summarizeBackup,
} from './backup-format';
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
