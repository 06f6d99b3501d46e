import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShotPosition } from '@/domain/shots';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { PhotoMarker } from './photo-marker';

// jsdom draws nothing: the marks are followed through what is announced and measured.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

function setup(preferences = METRIC_UNITS) {
  const onAddShots = vi.fn(async (_groups: ShotPosition[][], _firstTarget: number) => {});
  render(
    <UnitsProvider settings={{ preferences, locale: 'en-GB' }}>
      <PhotoMarker photo={{ width: 400, height: 400, source: null }} pixels={null} onAddShots={onAddShots} />
    </UnitsProvider>,
  );
  return { onAddShots, user: userEvent.setup() };
}

const announced = () => screen.getByRole('status');

describe('PhotoMarker by keyboard', () => {
  it('scales, aims and marks a hole with the arrow keys and Enter, announcing each mark in the account’s units', async () => {
    const { onAddShots, user } = setup();
    act(() => screen.getByRole('application', { name: /Target photo/ }).focus());
    // The cursor starts in the middle (200, 200): the first scale point there, the second 40 px right.
    await user.keyboard('{Enter}');
    expect(announced()).toHaveTextContent('Scale point 1 placed.');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(announced()).toHaveTextContent('Scale point 2 placed.');
    expect(screen.getByRole('radio', { name: /Point of aim/ })).toBeChecked();
    // 40 px are 25.4 mm: a pixel is 0.025 in.
    await user.type(screen.getByLabelText('Distance between the scale points (mm)'), '25.4');
    act(() => screen.getByRole('application').focus());
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
    const [groups, firstTarget] = onAddShots.mock.calls[0]!;
    expect(firstTarget).toBe(1);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.[0]?.x).toBeCloseTo(0.475, 9);
    expect(groups[0]?.[0]?.y).toBeCloseTo(0.5, 9);
  });

  it('removes the selected mark with Delete and brings it back with Ctrl+Z', async () => {
    const { user } = setup();
    const photo = screen.getByRole('application', { name: /Target photo/ });
    act(() => photo.focus());
    await user.click(screen.getByRole('radio', { name: /Holes/ }));
    act(() => photo.focus());
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

describe('PhotoMarker by pointer', () => {
  // jsdom lays nothing out: the 400 px photo is shown at 400 CSS px, a pointer's client point its pixel.
  const pointer = (
    type: 'pointerDown' | 'pointerMove' | 'pointerUp',
    id: number,
    x: number,
    y: number,
    kind = 'touch',
  ) => fireEvent[type](screen.getByRole('application'), { pointerId: id, pointerType: kind, clientX: x, clientY: y });
  const tap = (x: number, y: number) => {
    pointer('pointerDown', 9, x, y, 'mouse');
    pointer('pointerUp', 9, x, y, 'mouse');
  };

  it('gives the shot form the place of the hole selected, or of the last one marked', async () => {
    const onUseHole = vi.fn((_position: ShotPosition) => {});
    render(
      <UnitsProvider settings={{ preferences: IMPERIAL_UNITS, locale: 'en-US' }}>
        <PhotoMarker photo={{ width: 400, height: 400, source: null }} pixels={null} onUseHole={onUseHole} />
      </UnitsProvider>,
    );
    const user = userEvent.setup();
    tap(100, 100);
    tap(140, 100);
    await user.type(screen.getByLabelText('Distance between the scale points (in)'), '1');
    tap(200, 200);
    // Two holes: 1 in right of the aim, then 0.5 in below it.
    tap(240, 200);
    tap(200, 220);
    await user.click(screen.getByRole('button', { name: 'Use hole 2 for this shot' }));
    expect(onUseHole.mock.lastCall?.[0].x).toBeCloseTo(0, 9);
    expect(onUseHole.mock.lastCall?.[0].y).toBeCloseTo(-0.5, 9);
    tap(240, 200);
    await user.click(screen.getByRole('button', { name: 'Use hole 1 for this shot' }));
    expect(onUseHole.mock.lastCall?.[0].x).toBeCloseTo(1, 9);
    expect(onUseHole.mock.lastCall?.[0].y).toBeCloseTo(0, 9);
    expect(announced()).toHaveTextContent('Hole 1 is this shot\'s place, 1.00" right, 0.00" up of aim 1.');
  });

  it('marks where it is tapped, zoomed by a pinch, and moves a hole dragged', async () => {
    const { user } = setup(IMPERIAL_UNITS);
    // Scale points 40 px apart, 1 in; the aim in the middle.
    tap(200, 100);
    tap(240, 100);
    await user.type(screen.getByLabelText('Distance between the scale points (in)'), '1');
    tap(200, 200);
    expect(announced()).toHaveTextContent('Aim 1 placed.');

    // Two fingers spread from 200 px apart to 400 about the middle: twice the size, the middle kept.
    pointer('pointerDown', 1, 100, 200);
    pointer('pointerDown', 2, 300, 200);
    pointer('pointerMove', 1, 0, 200);
    pointer('pointerMove', 2, 400, 200);
    pointer('pointerUp', 1, 0, 200);
    pointer('pointerUp', 2, 400, 200);
    expect(announced()).toHaveTextContent('Aim 1 placed.');
    // 100 CSS px right of the middle is now 50 photo pixels: 1.25 in.
    tap(300, 200);
    expect(announced()).toHaveTextContent('Hole 1 placed, 1.25" right, 0.00" up of aim 1.');

    // Dragged 20 CSS px (10 photo pixels) further right: 1.50 in.
    pointer('pointerDown', 3, 300, 200);
    pointer('pointerMove', 3, 310, 200);
    pointer('pointerMove', 3, 320, 200);
    pointer('pointerUp', 3, 320, 200);
    expect(announced()).toHaveTextContent('Hole 1 moved, 1.50" right, 0.00" up of aim 1.');
    // One drag is one step of undo.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('radio', { name: /Holes \(1\)/ })).toBeInTheDocument();
    tap(300, 200);
    expect(announced()).toHaveTextContent('Hole 1 selected');
  });
});
