import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCY_NOT_SAVED, CURRENCY_SAVED, CurrencyForm } from './currency-form';

/** Picks `currency` as soon as the form is drawn enabled: in that commit, before the effects that follow it. */
function PickOnceEnabled({ enabled, currency }: { enabled: boolean; currency: string }) {
  useLayoutEffect(() => {
    if (enabled) fireEvent.change(screen.getByLabelText('Currency'), { target: { value: currency } });
  }, [enabled, currency]);
  return null;
}

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

  it('keeps a currency picked the moment the profile arrives, the stored one being its starting point', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_currency: string) => {});
    // The browser's region says USD, the profile holds EUR, and USD is picked as the form is enabled.
    const form = (known: boolean) => (
      <>
        <CurrencyForm currency={known ? 'EUR' : 'USD'} onSave={onSave} profileOnDevice={known} />
        <PickOnceEnabled enabled={known} currency="USD" />
      </>
    );
    const { rerender } = render(form(false));
    rerender(form(true));
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('USD');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('USD'));
  });
});
