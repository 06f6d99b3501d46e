import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Shot } from '../schema';
import { ShotTable } from './shot-table';

const shot = (id: string, velocity: number | null, impact: number | null = null, note = ''): Shot => ({
  id,
  timestamp: new Date('2026-11-21T14:00:00Z'),
  velocity,
  impact,
  note,
});

const shots = [shot('a', 2700, 0.5), shot('b', 2650, 1.2, 'pulled'), shot('c', 2705)];

/** The table rows of the shots, newest first. */
const shotRows = () => screen.getAllByRole('row').slice(1) as HTMLTableRowElement[];

/** The table row of a shot by its number in the order fired. */
function row(number: number): HTMLTableRowElement {
  const found = shotRows().find((item) => item.cells[0]?.textContent === String(number));
  if (!found) throw new Error(`No row for shot ${number}`);
  return found;
}

describe('ShotTable', () => {
  it('calls the handlers with the shot and its number from the Exclude, Include and Delete buttons', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onExclude = vi.fn();
    const onInclude = vi.fn();
    render(
      <ShotTable
        shots={shots}
        exclusions={{ b: 'flier' }}
        onDelete={onDelete}
        onExclude={onExclude}
        onInclude={onInclude}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Exclude shot 3' }));
    expect(onExclude).toHaveBeenCalledWith({ shot: shots[2], number: 3 });

    await user.click(screen.getByRole('button', { name: 'Include shot 2' }));
    expect(onInclude).toHaveBeenCalledWith({ shot: shots[1], number: 2 });

    await user.click(screen.getByRole('button', { name: 'Delete shot 1' }));
    expect(onDelete).toHaveBeenCalledWith({ shot: shots[0], number: 1 });
  });

  it('offers Include rather than Exclude for an excluded shot', () => {
    render(<ShotTable shots={shots} exclusions={{ b: 'flier' }} onExclude={() => {}} onInclude={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Exclude shot 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Include shot 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exclude shot 1' })).toBeInTheDocument();
  });

  it('strikes an excluded row through and shows its reason, leaving the others as they are', () => {
    render(<ShotTable shots={shots} exclusions={{ b: 'cold-bore' }} onExclude={() => {}} onInclude={() => {}} />);
    const excluded = row(2);
    expect(excluded).toHaveAttribute('data-excluded', 'true');
    expect(within(excluded).getByText('2650').tagName).toBe('S');
    expect(within(excluded).getByText('1.20').tagName).toBe('S');
    expect(excluded).toHaveTextContent('Excluded: Cold bore');

    const counted = row(1);
    expect(counted).toHaveAttribute('data-excluded', 'false');
    expect(within(counted).getByText('2700').tagName).toBe('TD');
    expect(counted).not.toHaveTextContent('Excluded');
  });

  it('shows no Delete button when the session is completed (no delete handler)', () => {
    render(<ShotTable shots={shots} onExclude={() => {}} onInclude={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Delete shot/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Exclude shot/ })).toHaveLength(3);
  });

  it('lists the newest shot first, numbered in the order fired, and shows no actions column without handlers', () => {
    render(<ShotTable shots={shots} />);
    const rows = shotRows();
    expect(rows.map((item) => item.cells[0]?.textContent)).toEqual(['3', '2', '1']);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
