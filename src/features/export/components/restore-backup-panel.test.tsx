import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE, type Backup } from '../backup-format';
import { aliceBackupText } from '../fixtures';
import type { RestoreResult } from '../restore-api';
import { RestoreBackupPanel } from './restore-backup-panel';

const restored: RestoreResult = {
  firearms: 1,
  loadDevelopments: 1,
  shootingSessions: 2,
  alreadyThere: 0,
  missingReference: [],
};

function setUp(onRestore: (backup: Backup) => Promise<RestoreResult> = vi.fn(async () => restored)) {
  const user = userEvent.setup();
  render(<RestoreBackupPanel onRestore={onRestore} />);
  const choose = (text: string) =>
    user.upload(
      screen.getByLabelText('Backup file'),
      new File([text], 'Rangebook backup.json', { type: 'application/json' }),
    );
  return { user, choose, onRestore };
}

const edited = (change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(aliceBackupText()) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

describe('RestoreBackupPanel', () => {
  it('shows what the backup holds, then restores it into the account on confirmation', async () => {
    const { user, choose, onRestore } = setUp();
    await choose(aliceBackupText());

    expect(
      screen.getByText(
        'A backup of alice@example.com, made on Nov 23, 2026. It holds 1 firearm, 1 load development and 2 sessions (4 shots), shot from Jun 2, 2025 to Nov 21, 2026.',
      ),
    ).toBeInTheDocument();
    expect(onRestore).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Restore into my account' }));
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ format: 'rangebook-backup', version: 1 }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Restored 1 firearm, 1 load development and 2 sessions.',
    );
  });

  it('says how many barrels came back with their cleaning logs, and which were left out', async () => {
    const { user, choose } = setUp(async () => ({
      ...restored,
      barrels: { restored: 1, alreadyThere: 1, missingFirearm: ['Factory barrel'] },
    }));
    await choose(aliceBackupText());
    await user.click(screen.getByRole('button', { name: 'Restore into my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Barrels: 1 barrel restored with their cleaning logs (1 was already there). Not restored, because their firearm is not in the backup: “Factory barrel”.',
    );
  });

  it('says what was already there and which sessions could not be restored', async () => {
    const { user, choose } = setUp(async () => ({
      firearms: 0,
      loadDevelopments: 0,
      shootingSessions: 1,
      alreadyThere: 2,
      missingReference: [{ id: 's1', sessionName: 'Ladder test' }],
    }));
    await choose(aliceBackupText());
    await user.click(screen.getByRole('button', { name: 'Restore into my account' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Restored 0 firearms, 0 load developments and 1 session; 2 records were already in your account and left as they are.',
    );
    expect(status).toHaveTextContent(
      'Not restored, because their load or firearm is not in the backup: “Ladder test”.',
    );
  });

  it.each([
    ['a file that is not a backup', '{"format": "something-else", "version": 1}', NOT_A_BACKUP_MESSAGE],
    ['a backup from a newer version', edited((json) => (json.version = 2)), NEWER_BACKUP_MESSAGE],
    [
      'a damaged backup',
      edited((json) => ((json.firearms as Record<string, unknown>[])[0]!.roundCount = 'many')),
      'This backup cannot be restored: its firearm number 1 is not valid (roundCount).',
    ],
  ])('refuses %s with one sentence and offers nothing to restore', async (_case, text, message) => {
    const { choose, onRestore } = setUp();
    await choose(text);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Restore into my account' })).not.toBeInTheDocument();
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('keeps the backup ready to try again when the restore fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, choose } = setUp(() => Promise.reject(new Error('offline')));
    await choose(aliceBackupText());
    await user.click(screen.getByRole('button', { name: 'Restore into my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The backup could not be restored. Please try again.');
    expect(screen.getByRole('button', { name: 'Restore into my account' })).toBeEnabled();
  });
});
