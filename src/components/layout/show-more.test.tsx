import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './show-more';

describe('ShowMore', () => {
  it('offers the next page and asks for it when pressed', async () => {
    const showMore = vi.fn();
    render(<ShowMore what="sessions" lastPage="success" showMore={showMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(showMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading more sessions…')).not.toBeInTheDocument();
  });

  it('says the next page is loading, and offers nothing when there is no more', () => {
    render(<ShowMore what="sessions" lastPage="loading" showMore={null} />);
    expect(screen.getByText('Loading more sessions…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the next page could not be read, and offers it again', () => {
    render(<ShowMore what="sessions" lastPage="error" showMore={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('More sessions could not be loaded. Please try again.');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
