import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShotPosition } from '@/domain/shots';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { PhotoMarker } from './photo-marker';

// jsdom draws nothing: the marks are followed through what is announced and measured.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  const onAddShots = vi.fn(async (_groups: ShotPosition[][]) => {});
  render(
    <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'en-GB' }}>
      <PhotoMarker photo={{ width: 400, height: 400, source: null }} pixels={null} onAddShots={onAddShots} />
    </UnitsProvider>,
  );
  return { onAddShots, user: userEvent.setup() };
}

const announced = () => screen.getByRole('status');

describe('PhotoMarker by keyboard', () => {
  it('scales, aims and marks a hole with the arrow keys and Enter, announcing each mark in the account’s units', async () => {
    const { onAddShots, user } = setup();
    screen.getByRole('application', { name: /Target photo/ }).focus();
    // The cursor starts in the middle (200, 200): the first scale point there, the second 40 px right.
    await user.keyboard('{Enter}');
    expect(announced()).toHaveTextContent('Scale point 1 placed.');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(announced()).toHaveTextContent('Scale point 2 placed.');
    expect(screen.getByRole('radio', { name: /Point of aim/ })).toBeChecked();
    // 40 px are 25.4 mm: a pixel is 0.025 in.
    await user.type(screen.getByLabelText('Distance between the scale points (mm)'), '25.4');
    screen.getByRole('application').focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}{Enter}');
    expect(announced()).toHaveTextContent('Aim 1 placed.');
    expect(screen.getByRole('radio', { name: /Holes/ })).toBeChecked();
    // 20 px right and 20 px up of the aim: 0.5 in each way, 12.7 mm.
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowUp}{ArrowUp}{/Shift}{Enter}');
    expect(announced()).toHaveTextContent('Hole 1 placed, 12.7 mm right, 12.7 mm up of aim 1.');
    expect(screen.getByRole('region', { name: 'Group 1 from the photo' })).toHaveTextContent('Group 1: 1 hole');

    // Picked up with Enter, moved a pixel left, dropped: 19 px is 0.475 in, 12.1 mm.
    await user.keyboard('{Enter}');
    expect(announced()).toHaveTextContent('Hole 1 selected');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(announced()).toHaveTextContent('Hole 1 moved, 12.1 mm right, 12.7 mm up of aim 1.');

    await user.click(screen.getByRole('button', { name: 'Add 1 shot to the session' }));
    await waitFor(() => expect(announced()).toHaveTextContent('1 shot added to the session.'));
    expect(onAddShots).toHaveBeenCalledOnce();
    const [groups] = onAddShots.mock.calls[0]!;
    expect(groups).toHaveLength(1);
    expect(groups[0]?.[0]?.x).toBeCloseTo(0.475, 9);
    expect(groups[0]?.[0]?.y).toBeCloseTo(0.5, 9);
  });

  it('removes the selected mark with Delete and brings it back with Ctrl+Z', async () => {
    const { user } = setup();
    const photo = screen.getByRole('application', { name: /Target photo/ });
    photo.focus();
    await user.click(screen.getByRole('radio', { name: /Holes/ }));
    photo.focus();
    await user.keyboard('{Enter}');
    expect(announced()).toHaveTextContent('Hole 1 placed.');
    await user.keyboard('{Enter}{Delete}');
    expect(announced()).toHaveTextContent('Hole 1 removed.');
    expect(screen.getByRole('radio', { name: /Holes \(0\)/ })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(announced()).toHaveTextContent('The last change is undone.');
    expect(screen.getByRole('radio', { name: /Holes \(1\)/ })).toBeInTheDocument();
  });
});
