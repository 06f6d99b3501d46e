import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CleaningFormInput } from '../schema';
import { CleaningForm } from './cleaning-form';

const opened: CleaningFormInput = { date: '2026-07-02', work: '', roundsAt: '', note: '' };
const form = (defaultValues: CleaningFormInput) => (
  <CleaningForm defaultValues={defaultValues} onSubmit={vi.fn()} onCancel={vi.fn()} />
);

describe('CleaningForm', () => {
  it("fills in the barrel's rounds when they arrive after it opened, and keeps what was typed meanwhile", async () => {
    const user = userEvent.setup();
    const { rerender } = render(form(opened));
    await user.type(screen.getByLabelText('What was done'), 'Patches only');
    expect(screen.getByLabelText('Barrel rounds at the time')).toHaveValue('');

    rerender(form({ ...opened, roundsAt: '215' }));
    expect(await screen.findByDisplayValue('215')).toBe(screen.getByLabelText('Barrel rounds at the time'));
    expect(screen.getByLabelText('What was done')).toHaveValue('Patches only');
  });

  it('keeps rounds typed before the sessions gave theirs', async () => {
    const user = userEvent.setup();
    const { rerender } = render(form(opened));
    await user.type(screen.getByLabelText('Barrel rounds at the time'), '180');

    rerender(form({ ...opened, roundsAt: '215' }));
    await user.click(screen.getByLabelText('Note'));
    expect(screen.getByLabelText('Barrel rounds at the time')).toHaveValue('180');
  });
});
