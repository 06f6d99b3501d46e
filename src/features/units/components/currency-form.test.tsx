import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCY_NOT_SAVED, CURRENCY_SAVED, CurrencyForm } from './currency-form';

describe('CurrencyForm', () => {
  it('shows the account’s currency among the ISO 4217 codes and saves the one chosen', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_currency: string) => {});
    render(<CurrencyForm currency="USD" onSave={onSave} profileOnDevice />);
    const select = screen.getByLabelText<HTMLSelectElement>('Currency');
    expect(select.value).toBe('USD');
    expect([...select.options].map((option) => option.value)).toEqual(expect.arrayContaining(['EUR', 'GBP', 'CHF']));
    await user.selectOptions(select, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('EUR'));
    expect(await screen.findByText(CURRENCY_SAVED)).toBeTruthy();
  });

  it('says when it was not saved, keeping the choice', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CurrencyForm currency="USD" onSave={async () => Promise.reject(new Error('offline'))} profileOnDevice />);
    await user.selectOptions(screen.getByLabelText('Currency'), 'CHF');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect(await screen.findByText(CURRENCY_NOT_SAVED)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('CHF');
  });

  it('takes no choice until the profile is on the device', () => {
    render(<CurrencyForm currency="USD" onSave={async () => {}} profileOnDevice={false} />);
    expect(screen.getByLabelText('Currency').matches(':disabled')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save currency' }).disabled).toBe(true);
  });
});
