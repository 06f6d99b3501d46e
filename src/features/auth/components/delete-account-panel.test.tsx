import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_INTERRUPTED } from '../auth-errors';
import type { DeleteAccountValues } from '../schema';
import { DELETION_NEEDS_CONNECTION, DeleteAccountPanel } from './delete-account-panel';

const EMAIL = 'ada@example.com';

type OnDelete = (values: DeleteAccountValues, onProgress: (deleted: number) => void) => Promise<void>;

/** A deletion that runs until the test settles it, as the real one waits for the server. */
function pendingDeletion() {
  let progress: (deleted: number) => void = () => undefined;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const onDelete = vi.fn<OnDelete>(
    (_values, onProgress) =>
      new Promise<void>((resolve, reject) => {
        progress = onProgress;
        settle = { resolve, reject };
      }),
  );
  return {
    onDelete,
    progress: (deleted: number) => act(() => progress(deleted)),
    fail: (error: unknown) => act(() => settle?.reject(error)),
  };
}

function setUp(onDelete: OnDelete = vi.fn<OnDelete>(async () => undefined)) {
  const user = userEvent.setup();
  render(<DeleteAccountPanel accountEmail={EMAIL} onDelete={onDelete} backup={<button>Download backup</button>} />);
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('Your email, to confirm'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
  };
  const deleteButton = () => screen.getByRole('button', { name: /Delete my account|Deleting/ });
  return { user, fill, deleteButton, onDelete };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DeleteAccountPanel', () => {
  it('says what is deleted, for good, and offers a backup first', () => {
    setUp();
    expect(
      screen.getByText(
        'Deleting your account deletes everything in it, for good: your load developments, your firearms, your sessions with every shot, and your profile; then the account itself. It cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('If you may want your records later, download a backup first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeInTheDocument();
    expect(screen.getByText(`Type ${EMAIL}.`)).toBeInTheDocument();
  });

  it('requires the email and the password, and deletes nothing without them', async () => {
    const { user, deleteButton, onDelete } = setUp();
    await user.click(deleteButton());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("refuses an email that is not the account's, and deletes nothing", async () => {
    const { user, fill, deleteButton, onDelete } = setUp();
    await fill('bob@example.com', 'range-day-2026');
    await user.click(deleteButton());
    expect(screen.getByText("This is not your account's email.")).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes with the email and password typed, showing its progress on a disabled button', async () => {
    const deletion = pendingDeletion();
    const { user, fill, deleteButton } = setUp(deletion.onDelete);
    await fill('Ada@Example.com', 'range-day-2026');
    await user.click(deleteButton());

    expect(deletion.onDelete).toHaveBeenCalledWith(
      { email: 'Ada@Example.com', password: 'range-day-2026' },
      expect.any(Function),
    );
    expect(deleteButton()).toHaveTextContent('Deleting…');
    expect(deleteButton()).toBeDisabled();
    await deletion.progress(37);
    expect(deleteButton()).toHaveTextContent('Deleting… 37 records deleted');
  });

  it.each([
    ['a wrong password', { code: 'auth/wrong-password' }, 'Incorrect password. Please try again.'],
    [
      'too many attempts',
      { code: 'auth/too-many-requests' },
      'Too many attempts from this device: please wait a few minutes and try again.',
    ],
    [
      'a deletion that stopped part-way',
      { code: ACCOUNT_DELETION_INTERRUPTED },
      'The deletion stopped part-way through: try again, or it is finished the next time you sign in.',
    ],
  ])('says so in one sentence after %s, keeping what was typed to try again', async (_case, error, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deletion = pendingDeletion();
    const { user, fill, deleteButton } = setUp(deletion.onDelete);
    await fill(EMAIL, 'range-day-2026');
    await user.click(deleteButton());
    await deletion.fail(error);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Your email, to confirm')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('range-day-2026');
    expect(deleteButton()).toHaveTextContent('Delete my account');
    expect(deleteButton()).toBeEnabled();
  });

  it('does not start offline, and says it needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, fill, deleteButton, onDelete } = setUp();
    expect(screen.getByText(DELETION_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();

    await fill(EMAIL, 'range-day-2026');
    await user.keyboard('{Enter}');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('does not start when the connection went the moment the button was pressed', async () => {
    const { user, fill, deleteButton, onDelete } = setUp();
    await fill(EMAIL, 'range-day-2026');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(deleteButton());
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(DELETION_NEEDS_CONNECTION);
  });
});
