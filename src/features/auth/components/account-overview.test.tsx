import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordCountsState } from '../use-record-counts';
import { AccountOverview } from './account-overview';

const figure = (label: string) => document.querySelector(`[data-stat="${label}"]`);

function renderOverview(counts: RecordCountsState, onRetry = vi.fn()) {
  render(
    <AccountOverview
      email="annie@example.com"
      createdAt={new Date(2026, 10, 22, 15, 30)}
      counts={counts}
      onRetry={onRetry}
    />,
  );
  return onRetry;
}

describe('AccountOverview', () => {
  it('shows the email, the day the account was made and every count', () => {
    renderOverview({ status: 'ready', counts: { firearms: 2, loadDevelopments: 3, sessions: 1, shots: 1204 } });
    expect(figure('Email')).toHaveTextContent('annie@example.com');
    expect(figure('Account created')).toHaveTextContent('Nov 22, 2026');
    expect(figure('Firearms')).toHaveTextContent('2');
    expect(figure('Load developments')).toHaveTextContent('3');
    expect(figure('Sessions')).toHaveTextContent('1');
    expect(figure('Shots logged')).toHaveTextContent('1,204');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says it is counting while the server answers', () => {
    renderOverview({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Counting your records…');
    expect(figure('Firearms')).toHaveTextContent('–');
  });

  it('says plainly, offline, that the counts need a connection', () => {
    renderOverview({ status: 'offline' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Counting your records needs a connection: the counts show once you are back online.',
    );
    expect(figure('Sessions')).toHaveTextContent('–');
    expect(figure('Shots logged')).toHaveTextContent('–');
  });

  it('says when the records could not be counted, and counts again on Try again', async () => {
    const user = userEvent.setup();
    const onRetry = renderOverview({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your records could not be counted.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
