import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { UNITS_NOT_SAVED } from './units-form';
import { UnitsNoticeView } from './units-notice';

// The app's Firestore is not started in a unit test; the view is given its write.
vi.mock('@/lib/firebase', () => ({ db: {} }));

const renderNotice = (onKeep: () => Promise<void>, preferences = METRIC_UNITS) =>
  render(
    <MemoryRouter>
      <UnitsNoticeView preferences={preferences} onKeep={onKeep} />
    </MemoryRouter>,
  );

describe('UnitsNoticeView', () => {
  it('says which units the figures are in, and leads to the account page to choose others', () => {
    renderNotice(async () => undefined, IMPERIAL_UNITS);
    expect(screen.getByRole('region', { name: 'Units' })).toHaveTextContent(
      "Figures are shown in imperial units, from your browser's language.",
    );
    expect(screen.getByRole('link', { name: 'Choose units' })).toHaveAttribute('href', '/account');
  });

  it('goes once Keep has stored them', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn(async () => undefined);
    renderNotice(onKeep);
    expect(screen.getByRole('region', { name: 'Units' })).toHaveTextContent('metric units');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Units' })).not.toBeInTheDocument();
  });

  it('stays, saying so, when they could not be stored', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNotice(async () => {
      throw new Error('refused');
    });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNITS_NOT_SAVED);
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled();
  });
});
