import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

function setup(onSubmit = vi.fn(async (_values: unknown) => {})) {
  const user = userEvent.setup();
  render(<SignupForm onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('SignupForm', () => {
  it('shows every required message on an empty submit and submits nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('First name is required');
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('hands on the trimmed values of a valid form', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada ');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('disables the button while the request is under way, so it cannot be sent twice', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn((_values: unknown) => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = await screen.findByRole('button', { name: 'Creating account…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the request error and keeps what was typed', () => {
    render(<SignupForm onSubmit={async () => {}} submitError="An account with this email already exists." />);
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});
