import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from './use-submit';

describe('useSubmit', () => {
  it('runs the action with its arguments and shows no error when it succeeds', async () => {
    const action = vi.fn(async (_name: string, _count: number) => undefined);
    const { result } = renderHook(() => useSubmit(action, 'Failed to save. Please try again.'));
    await act(() => result.current.submit('Tikka', 3));
    expect(action).toHaveBeenCalledWith('Tikka', 3);
    expect(result.current.error).toBeNull();
  });

  it('shows the failure sentence and logs the cause when the action throws, and clears it on the next try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { result } = renderHook(() =>
      useSubmit(async () => {
        if (fail) throw new Error('offline');
      }, 'Failed to save. Please try again.'),
    );
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Failed to save. Please try again.');
    expect(logged).toHaveBeenCalledWith('Failed to save. Please try again.', new Error('offline'));
    fail = false;
    await act(() => result.current.submit());
    expect(result.current.error).toBeNull();
    logged.mockRestore();
  });
});
