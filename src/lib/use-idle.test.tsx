import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle';

describe('useIdle', () => {
  let idleCallbacks: IdleRequestCallback[];
  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      idleCallbacks[handle - 1] = () => undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const runIdle = () =>
    act(() => {
      for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    });

  it('turns true once the browser is idle after mount', () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('waits for `ready` before it asks for idle time, and stays true after', () => {
    const { result, rerender } = renderHook(({ ready }) => useIdle(3000, ready), { initialProps: { ready: false } });
    expect(idleCallbacks).toHaveLength(0);
    runIdle();
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(idleCallbacks).toHaveLength(1);
    runIdle();
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
