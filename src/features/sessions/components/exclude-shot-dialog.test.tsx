import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExclusionReason } from '../schema';
import { ExcludeShotDialog } from './exclude-shot-dialog';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close stand in for showModal() and close().
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Harness({ onExclude }: { onExclude: (reason: ExclusionReason) => void }) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState<ExclusionReason>('flier');
  return (
    <ExcludeShotDialog
      shotNumber={open ? 4 : null}
      reason={reason}
      onReasonChange={setReason}
      onConfirm={() => {
        onExclude(reason);
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

describe('ExcludeShotDialog', () => {
  it('asks for a reason among the four and excludes the shot with the one chosen', async () => {
    const user = userEvent.setup();
    const onExclude = vi.fn();
    render(<Harness onExclude={onExclude} />);

    const dialog = screen.getByRole('dialog', {
      name: 'Exclude shot 4 from the statistics? It stays in the table, struck through.',
    });
    const reason = screen.getByLabelText('Reason');
    expect(Array.from((reason as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Flier',
      'Cold bore',
      'Chronograph error',
      'Other',
    ]);
    await user.selectOptions(reason, 'Chronograph error');
    await user.click(screen.getByRole('button', { name: 'Exclude Shot' }));

    expect(onExclude).toHaveBeenCalledWith('chronograph-error');
    expect(dialog).not.toHaveAttribute('open');
  });

  it('excludes nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onExclude = vi.fn();
    render(<Harness onExclude={onExclude} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onExclude).not.toHaveBeenCalled();
  });
});
