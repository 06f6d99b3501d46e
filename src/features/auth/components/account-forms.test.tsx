import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountFormError } from '../auth-errors';
import { DisplayNameForm } from './display-name-form';
import { EmailChangeForm, verificationSentMessage } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';

const done = async (): Promise<AccountFormError | null> => null;
const failing = (failure: AccountFormError) => async (): Promise<AccountFormError | null> => failure;
const NETWORK = { message: 'Could not reach the server: check your connection and try again.' };
const WRONG_PASSWORD = { field: 'currentPassword', message: 'Incorrect password. Please try again.' } as const;

describe('DisplayNameForm', () => {
  it('starts from the current name, hands on the new one and says it is saved', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<DisplayNameForm displayName="Annie Oakley" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Annie');
    expect(screen.getByLabelText('Last name')).toHaveValue('Oakley');

    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), ' Moses ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Annie', lastName: 'Moses' });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Your name is now Annie Moses.');
    // Editing again takes the old message away.
    await user.type(screen.getByLabelText('First name'), 'x');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the signup messages for missing names and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<DisplayNameForm displayName="ada" onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what went wrong in one sentence and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<DisplayNameForm displayName="Annie Oakley" onSubmit={failing(NETWORK)} />);
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Phoebe');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK.message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('First name')).toHaveValue('Phoebe');
  });
});

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangeForm', () => {
  it('hands on the passwords, then clears them and says it is saved', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<PasswordChangeForm email="annie@example.com" onSubmit={onSubmit} />);
    await fillPasswords(user, 'old-password', 'new-password');
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Your password is changed');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('puts a wrong current password on that field, focused, and keeps everything typed', async () => {
    const user = userEvent.setup();
    render(<PasswordChangeForm email="annie@example.com" onSubmit={failing(WRONG_PASSWORD)} />);
    await fillPasswords(user, 'not-it', 'new-password');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText(WRONG_PASSWORD.message)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(WRONG_PASSWORD.message);
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-it');
    expect(screen.getByLabelText('New password')).toHaveValue('new-password');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a failure that belongs to no field for the whole form', async () => {
    const user = userEvent.setup();
    render(<PasswordChangeForm email="annie@example.com" onSubmit={failing(NETWORK)} />);
    await fillPasswords(user, 'old-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK.message);
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('new-password');
  });

  it('holds the new password to the signup rules before anything is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<PasswordChangeForm email="annie@example.com" onSubmit={onSubmit} />);
    await fillPasswords(user, 'old-password', 'short', 'shorts');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EmailChangeForm', () => {
  async function requestChange(user: ReturnType<typeof userEvent.setup>, newEmail: string, password = 'my-password') {
    await user.type(screen.getByLabelText('New email'), newEmail);
    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
  }

  it('hands on the new email and says the link went there, that the email changes once it is followed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<EmailChangeForm email="annie@example.com" onSubmit={onSubmit} />);
    await requestChange(user, ' phoebe@example.com ');
    expect(onSubmit).toHaveBeenCalledWith({ newEmail: 'phoebe@example.com', currentPassword: 'my-password' });
    expect(await screen.findByRole('status')).toHaveTextContent(verificationSentMessage('phoebe@example.com'));
    expect(verificationSentMessage('phoebe@example.com')).toBe(
      'We sent a verification link to phoebe@example.com. Your email changes once you follow that link; then log in again with your new email.',
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("refuses the account's own email before anything is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(done);
    render(<EmailChangeForm email="annie@example.com" onSubmit={onSubmit} />);
    await requestChange(user, 'ANNIE@example.com');
    expect(await screen.findByText('That is already your email')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts an email in use on the email field and a wrong password on its own, keeping both', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<() => Promise<AccountFormError | null>>()
      .mockResolvedValueOnce({ field: 'newEmail', message: 'An account with this email already exists.' })
      .mockResolvedValueOnce(WRONG_PASSWORD);
    render(<EmailChangeForm email="annie@example.com" onSubmit={onSubmit} />);
    await requestChange(user, 'taken@example.com');
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveFocus();
    expect(screen.getByLabelText('New email')).toHaveValue('taken@example.com');

    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(WRONG_PASSWORD.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveValue('my-password');
  });
});
