import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadableDoc } from '@/lib/firestore/converter';
import type { LiveState } from '@/lib/firestore/live';
import { LiveList } from './live-list';

const base = { fromCache: false, hasPendingWrites: false, pendingIds: new Set<string>(), unreadable: [] } as const;
const loading: LiveState<string[]> = { ...base, status: 'loading', data: undefined, error: undefined };
const failed: LiveState<string[]> = { ...base, status: 'error', data: undefined, error: new Error('denied') };
const loaded = (data: string[], unreadable: UnreadableDoc[] = []): LiveState<string[]> => ({
  ...base,
  status: 'success',
  data,
  error: undefined,
  unreadable,
});

const renderList = (state: LiveState<string[]>) =>
  render(
    <LiveList state={state} what="firearms" empty={<p>No firearms yet.</p>}>
      {(data) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LiveList>,
  );

describe('LiveList', () => {
  it('says it is loading, then shows the list', () => {
    const { rerender } = renderList(loading);
    expect(screen.getByRole('status')).toHaveTextContent('Loading firearms…');
    rerender(
      <LiveList state={loaded(['Tikka T3x CTR'])} what="firearms" empty={<p>No firearms yet.</p>}>
        {(data) => <p>{data.join(', ')}</p>}
      </LiveList>,
    );
    expect(screen.getByText('Tikka T3x CTR')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded', () => {
    renderList(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Your firearms could not be loaded. Please try again.');
  });

  it('shows the empty state, and still lists a record that cannot be read', () => {
    const broken = new UnreadableDoc('abc123', 'firearms/abc123', 'roundCount: Too small', { roundCount: -3 });
    renderList(loaded([], [broken]));
    expect(screen.getByText('No firearms yet.')).toBeInTheDocument();
    expect(screen.getByText(/can't be read/)).toBeInTheDocument();
  });
});
