import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RejectedWrite } from '@/lib/sync/sync-status';
import { NotSavedPanel } from './not-saved';

const FIRED_AT = 1_750_000_000_000;

const refusedShot: RejectedWrite = {
  id: 'shot-write-1',
  ops: [
    {
      kind: 'update',
      path: 'shootingSession/s1',
      data: {
        shots: { $arrayUnion: [{ id: 's1', timestamp: { $time: FIRED_AT }, velocity: 2800, impact: null, note: '' }] },
      },
    },
  ],
  meta: { label: 'Shot 1 (2,800 fps) in “Ladder”', relog: { sessionId: 's1', velocity: 2800, impact: null, note: '' } },
  queuedAt: FIRED_AT,
  reason: 'the server refused it',
  at: FIRED_AT + 1_000,
};

const refusedEdit: RejectedWrite = {
  id: 'edit-write-2',
  ops: [{ kind: 'update', path: 'firearms/f1', data: { name: 'Tikka T3x CTR', updatedAt: { $serverTime: true } } }],
  meta: { label: 'Changes to firearm “Tikka”' },
  queuedAt: FIRED_AT,
  reason: 'the server does not have it after syncing',
  at: FIRED_AT + 2_000,
};

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as the attribute.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => vi.restoreAllMocks());

const panel = () => screen.getByRole('alert', { name: 'Not saved' });

describe('NotSavedPanel', () => {
  it('shows nothing when the server refused nothing', () => {
    const { container } = render(<NotSavedPanel rejected={[]} onDismiss={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each refused write with what it was and why, and offers Log again only for a shot', () => {
    render(<NotSavedPanel rejected={[refusedShot, refusedEdit]} onDismiss={vi.fn()} onRelog={vi.fn()} />);
    expect(panel()).toHaveTextContent('2 changes were not saved');
    expect(panel()).toHaveTextContent('Shot 1 (2,800 fps) in “Ladder”: the server refused it.');
    expect(panel()).toHaveTextContent('Changes to firearm “Tikka”: the server does not have it after syncing.');
    expect(screen.getAllByRole('button', { name: /^Log again/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Copy/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(2);
  });

  it('copies the values as readable text', async () => {
    // user-event puts a clipboard in place of the browser's.
    const user = userEvent.setup();
    render(<NotSavedPanel rejected={[refusedShot]} onDismiss={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /^Copy: Shot 1/ }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Not saved: Shot 1 (2,800 fps) in “Ladder”');
    expect(copied).toContain('velocity: 2800');
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Copied.');
  });

  it('downloads the entry whole as a JSON file', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:test/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<NotSavedPanel rejected={[refusedEdit]} onDismiss={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /^Download: Changes to firearm/ }));
    expect(names).toEqual(['rangebook-not-saved-2025-06-15-edit-wri.json']);
    expect(JSON.parse(await (saved as Blob).text())).toMatchObject({
      id: 'edit-write-2',
      ops: refusedEdit.ops,
      meta: refusedEdit.meta,
    });
  });

  it('dismisses only after the user confirms', async () => {
    const onDismiss = vi.fn();
    render(<NotSavedPanel rejected={[refusedShot]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: /^Dismiss: Shot 1/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Dismiss “Shot 1 (2,800 fps) in “Ladder””?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Dismiss: Shot 1/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dismiss Change' }));
    expect(onDismiss).toHaveBeenCalledWith('shot-write-1');
  });

  it('logs a refused shot again in one tap and then drops it from the list', async () => {
    const onDismiss = vi.fn();
    const onRelog = vi.fn().mockResolvedValue({ ok: true });
    render(<NotSavedPanel rejected={[refusedShot]} onDismiss={onDismiss} onRelog={onRelog} />);
    await userEvent.click(screen.getByRole('button', { name: /^Log again: Shot 1/ }));
    expect(onRelog).toHaveBeenCalledWith(refusedShot);
    expect(onDismiss).toHaveBeenCalledWith('shot-write-1');
  });

  it('says why a shot cannot be logged again, and keeps it', async () => {
    const onDismiss = vi.fn();
    const onRelog = vi.fn().mockResolvedValue({ ok: false, message: '“Ladder” is no longer active' });
    render(<NotSavedPanel rejected={[refusedShot]} onDismiss={onDismiss} onRelog={onRelog} />);
    await userEvent.click(screen.getByRole('button', { name: /^Log again: Shot 1/ }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('“Ladder” is no longer active');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
