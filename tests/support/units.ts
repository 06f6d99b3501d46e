import type { Page } from '@playwright/test';
import { visit } from './navigation';
import { expect } from './sync';

/**
 * Sets the signed-in account's units on /account (opened through the app's router, as its header
 * link does) with "All metric" or "All imperial", and waits until they are on the device.
 */
export async function chooseAllUnits(page: Page, system: 'metric' | 'imperial'): Promise<void> {
  await visit(page, '/account');
  const form = page.getByRole('form', { name: 'Units' });
  await form.getByRole('button', { name: system === 'metric' ? 'All metric' : 'All imperial' }).click();
  await form.getByRole('button', { name: 'Save units' }).click();
  await expect(form.getByRole('status')).toHaveText('Units saved.');
}

/** The number a figure's text starts with, read as en-US writes it ("1,234.5 mm" is 1234.5). */
export function leadingNumber(text: string | null): number {
  const match = /-?[\d,]+(\.\d+)?/.exec(text ?? '');
  if (!match) throw new Error(`No number in ${JSON.stringify(text)}`);
  return Number(match[0].replaceAll(',', ''));
}
