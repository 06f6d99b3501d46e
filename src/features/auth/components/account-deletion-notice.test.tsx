import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountDeletionNotice } from './account-deletion-notice';

describe('AccountDeletionNotice', () => {
  it('says the deletion that the lost connection stopped is being finished', () => {
    render(<AccountDeletionNotice deletion="finishing" onSignInAgain={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account was being deleted when the connection was lost; finishing it now.',
    );
  });

  it('says it waits for the connection when it stopped again', () => {
    render(<AccountDeletionNotice deletion="waiting" onSignInAgain={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account was being deleted when the connection was lost; it is finished as soon as this device is back online.',
    );
  });

  it('asks for a new login when Firebase needs one to delete the account itself', async () => {
    const onSignInAgain = vi.fn();
    render(<AccountDeletionNotice deletion="sign-in-again" onSignInAgain={onSignInAgain} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Its records are deleted; to delete the account itself, log in again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in again' }));
    expect(onSignInAgain).toHaveBeenCalledOnce();
  });
});
