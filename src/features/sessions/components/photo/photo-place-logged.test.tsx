import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShotPosition } from '@/domain/shots';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import type { Shot } from '../../schema';
import { PhotoMarker } from './photo-marker';
import { describePlan, planPlacements } from './shots-from-photo';

// jsdom draws nothing: the marks are followed through what is announced and measured.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const logged = (n: number, velocity: number, place: Partial<Shot> = {}): Shot => ({
  id: `shot-${n}`,
  timestamp: new Date(1_700_000_000_000 + n),
  velocity,
  impact: null,
  note: '',
  ...place,
});
// Shot 2 already has its place: the holes go to shots 1 and 3.
const shots = [logged(1, 2701), logged(2, 2745, { x: 0, y: 0, impact: 0 }), logged(3, 2760)];

describe('PhotoMarker: the holes placed on the logged shots', () => {
  it('says which hole goes to which logged shot before writing, in the account’s units, and hands the rest on as new shots', async () => {
    const place = vi.fn(async (_groups: ShotPosition[][], _firstTarget: number) => {});
    const velocity = (fps: number | null) => (fps === null ? '—' : `${(fps * 0.3048).toFixed(1)} m/s`);
    render(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'en-GB' }}>
        <PhotoMarker
          photo={{ width: 400, height: 400, source: null }}
          pixels={null}
          onPlaceLogged={{
            place,
            describe: (groups, first) => describePlan(planPlacements(groups, first, shots), velocity, true),
          }}
        />
      </UnitsProvider>,
    );
    const user = userEvent.setup();
    const tap = (x: number, y: number) => {
      const photo = screen.getByRole('application');
      fireEvent.pointerDown(photo, { pointerId: 9, pointerType: 'mouse', clientX: x, clientY: y });
      fireEvent.pointerUp(photo, { pointerId: 9, pointerType: 'mouse', clientX: x, clientY: y });
    };
    // 40 px are 25.4 mm (1 in); the aim in the middle; three holes: 1 in right, 1 in up, 1 in left.
    tap(100, 100);
    tap(140, 100);
    await user.type(screen.getByLabelText('Distance between the scale points (mm)'), '25.4');
    tap(200, 200);
    tap(240, 200);
    tap(200, 160);
    tap(160, 200);

    expect(
      screen.getByText(/go to the shots without a place in their logged order/).textContent?.replace(/\s+/g, ' '),
    ).toContain('2 holes → shots 1 and 3 (823.3 m/s … 841.2 m/s); 1 hole more → new shots without a velocity.');
    expect(screen.queryByRole('button', { name: /Add 3 shots/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place the logged shots' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Written: 2 holes → shots 1 and 3'));
    expect(place).toHaveBeenCalledOnce();

    // The groups handed on map in the order marked (+ 0: a hole level with the aim is -0 in): hole 1 to shot 1, hole 2 to shot 3, hole 3 a new shot.
    const [groups, firstTarget] = place.mock.calls[0]!;
    const plan = planPlacements(groups, firstTarget, shots);
    expect(plan.placements.map(({ shotId, x, y, target }) => ({ shotId, x: x + 0, y: y + 0, target }))).toEqual([
      { shotId: 'shot-1', x: 1, y: 0, target: 1 },
      { shotId: 'shot-3', x: 0, y: 1, target: 1 },
    ]);
    expect(plan.newShots.map(({ x, y, velocity }) => ({ x: (x ?? NaN) + 0, y: (y ?? NaN) + 0, velocity }))).toEqual([
      { x: -1, y: 0, velocity: null },
    ]);
  });
});
