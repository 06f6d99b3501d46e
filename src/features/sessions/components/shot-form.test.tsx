import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SHOT_MESSAGE, type ShotFormValues } from '../shot-form-schema';
import { REPEAT_SHOT_MS, ShotForm } from './shot-form';

function setup() {
  const onShot = vi.fn((_values: ShotFormValues) => {});
  render(<ShotForm onShot={onShot} shotNumber={1} />);
  const velocity = screen.getByLabelText('Velocity (fps)');
  const form = screen.getByRole('form', { name: 'Log a shot' });
  return { onShot, velocity, form };
}

describe('ShotForm: a blank shot', () => {
  it('is refused with the message on the form, velocity focused, and nothing logged', async () => {
    const user = userEvent.setup();
    const { onShot, velocity } = setup();
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    expect(await screen.findByText(EMPTY_SHOT_MESSAGE)).toBeInTheDocument();
    expect(velocity).toHaveFocus();
    expect(velocity).toHaveAttribute('aria-invalid', 'true');
    expect(onShot).not.toHaveBeenCalled();
  });

  it('counts a note alone as a shot, and typing one clears the message', async () => {
    const user = userEvent.setup();
    const { onShot } = setup();
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    await screen.findByText(EMPTY_SHOT_MESSAGE);
    await user.type(screen.getByLabelText('Note'), 'misfire');
    expect(screen.queryByText(EMPTY_SHOT_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    await waitFor(() =>
      expect(onShot).toHaveBeenCalledWith({ velocity: null, impact: null, note: 'misfire', x: null, y: null }),
    );
  });
});

describe('ShotForm: the same values twice within 500 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T14:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Submits the form as a tap or Enter does, and lets the validation settle. */
  async function submit(form: HTMLElement) {
    await act(async () => {
      fireEvent.submit(form);
    });
  }

  async function type(values: { velocity?: string; impact?: string }) {
    await act(async () => {
      if (values.velocity !== undefined)
        fireEvent.input(screen.getByLabelText('Velocity (fps)'), { target: { value: values.velocity } });
      if (values.impact !== undefined)
        fireEvent.input(screen.getByLabelText('Impact (in)'), { target: { value: values.impact } });
    });
  }

  it('logs once when a double tap submits the same shot twice before the form clears', async () => {
    const { onShot, form } = setup();
    await type({ velocity: '2800', impact: '0.4' });
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onShot).toHaveBeenCalledTimes(1);
    expect(onShot).toHaveBeenCalledWith({ velocity: 2800, impact: 0.4, note: '', x: null, y: null });
  });

  it('logs once when the same values come again within 500 ms, and again once 500 ms have passed', async () => {
    const { onShot, form } = setup();
    await type({ velocity: '2800' });
    await submit(form);
    expect(onShot).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(REPEAT_SHOT_MS - 100);
    await type({ velocity: '2800' });
    await submit(form);
    expect(onShot).toHaveBeenCalledTimes(1);
    // The repeat is dropped, not left in the form.
    expect(screen.getByLabelText('Velocity (fps)')).toHaveValue('');

    vi.advanceTimersByTime(100);
    await type({ velocity: '2800' });
    await submit(form);
    expect(onShot).toHaveBeenCalledTimes(2);
  });

  it('logs different values at once, however quickly they come', async () => {
    const { onShot, form } = setup();
    await type({ velocity: '2800' });
    await submit(form);
    vi.advanceTimersByTime(50);
    await type({ velocity: '2810' });
    await submit(form);
    expect(onShot.mock.calls.map(([values]) => values.velocity)).toEqual([2800, 2810]);
  });

  it('ignores the second tap of a double tap that lands after the form cleared, with no blank-shot message', async () => {
    const { onShot, form } = setup();
    await type({ velocity: '2800' });
    await submit(form);
    vi.advanceTimersByTime(120);
    await submit(form);
    expect(onShot).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(EMPTY_SHOT_MESSAGE)).not.toBeInTheDocument();

    // Later, an empty form is a blank shot again and is refused.
    vi.advanceTimersByTime(REPEAT_SHOT_MS);
    await submit(form);
    expect(screen.getByText(EMPTY_SHOT_MESSAGE)).toBeInTheDocument();
    expect(onShot).toHaveBeenCalledTimes(1);
  });
});

describe('ShotForm: where the shot hit', () => {
  /** Taps the target at (inchesRight, inchesUp) of a 200 px face showing ±4 in. */
  function tapTarget(inchesRight: number, inchesUp: number) {
    const target = screen.getByRole('img', { name: /tap where the shot hit/ });
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 200, 200));
    fireEvent.click(target, { clientX: 10 + (inchesRight / 4 + 1) * 100, clientY: 20 + (1 - inchesUp / 4) * 100 });
  }

  it('takes a tap on the target as x and y, to 0.1 in on the ±4 in face, and logs them with the velocity', async () => {
    const user = userEvent.setup();
    const { onShot, velocity } = setup();
    tapTarget(1.04, -0.47);
    expect(screen.getByLabelText('X (in, right +)')).toHaveValue('1');
    expect(screen.getByLabelText('Y (in, up +)')).toHaveValue('-0.5');
    await user.type(velocity, '2810');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    await waitFor(() => expect(onShot).toHaveBeenCalledWith({ velocity: 2810, impact: null, note: '', x: 1, y: -0.5 }));
    // The form is ready for the next shot.
    expect(screen.getByLabelText('X (in, right +)')).toHaveValue('');
  });

  it('counts a place on the target alone as a shot', async () => {
    const user = userEvent.setup();
    const { onShot } = setup();
    tapTarget(0, 0);
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    await waitFor(() => expect(onShot).toHaveBeenCalledWith({ velocity: null, impact: null, note: '', x: 0, y: 0 }));
  });

  it('asks for both x and y when one is typed, and for a place within 100 inches of the aim', async () => {
    const user = userEvent.setup();
    const { onShot } = setup();
    await user.type(screen.getByLabelText('X (in, right +)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    expect(await screen.findByText('Give both x and y, or neither')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Y (in, up +)'), '100');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    expect(await screen.findByText('A shot must land within 100 inches of the point of aim')).toBeInTheDocument();
    expect(onShot).not.toHaveBeenCalled();
  });
});

describe('ShotForm: the target', () => {
  it('logs each shot on the target chosen, kept for the next shot, and draws only its shots', async () => {
    const user = userEvent.setup();
    const onShot = vi.fn((_values: ShotFormValues & { target?: number }) => {});
    render(
      <ShotForm
        onShot={onShot}
        shotNumber={3}
        targets={[1, 2]}
        initialTarget={1}
        placed={[
          { x: 1, y: 1 },
          { x: -1, y: 1, target: 2 },
        ]}
      />,
    );
    const target = screen.getByLabelText('Target number');
    expect([...target.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Target 1',
      'Target 2',
    ]);
    // The shot marks drawn (r 3; the face's rings are circles too), by where they stand across.
    const marks = () =>
      [...screen.getByRole('img', { name: /tap where the shot hit/ }).querySelectorAll('circle[r="3"]')].map((mark) =>
        mark.getAttribute('cx'),
      );
    const onTargetOne = marks();
    expect(onTargetOne).toHaveLength(1);
    await user.selectOptions(target, '2');
    expect(marks()).toHaveLength(1);
    expect(marks()).not.toEqual(onTargetOne);
    await user.type(screen.getByLabelText('Velocity (fps)'), '2801{Enter}');
    await waitFor(() =>
      expect(onShot).toHaveBeenLastCalledWith({ velocity: 2801, impact: null, note: '', x: null, y: null, target: 2 }),
    );
    await user.type(screen.getByLabelText('Velocity (fps)'), '2805{Enter}');
    await waitFor(() =>
      expect(onShot).toHaveBeenLastCalledWith(expect.objectContaining({ velocity: 2805, target: 2 })),
    );
    expect(target).toHaveValue('2');
  });

  it('offers no choice, and hands on no target, where none is given', async () => {
    setup();
    expect(screen.queryByLabelText('Target number')).toBeNull();
  });
});
