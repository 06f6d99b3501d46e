import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStartUp, IDLE_WAIT_MS, SETTLE_AFTER_LOAD_MS, type StartingPage } from './after-start-up';

/** A page whose load event and idle callbacks the test fires; timers are vitest's fake ones. */
function fakePage(readyState: DocumentReadyState, withIdle = true) {
  const onLoad: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  const page: StartingPage = {
    document: { readyState },
    addEventListener: (_type, listener) => void onLoad.push(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    ...(withIdle ? { requestIdleCallback: (callback, { timeout }) => idle.push({ callback, timeout }) } : {}),
  };
  return { page, load: () => onLoad.splice(0).forEach((listener) => listener()), idle };
}

describe('afterStartUp', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then SETTLE_AFTER_LOAD_MS, then idle time', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const { page, load, idle } = fakePage('interactive');
    afterStartUp(start, page);

    vi.advanceTimersByTime(60_000);
    expect(idle).toHaveLength(0);
    load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{ callback: start, timeout: IDLE_WAIT_MS }]);
    expect(start).not.toHaveBeenCalled();
    idle[0]?.callback();
    expect(start).toHaveBeenCalledOnce();
  });

  it('counts from now on a page already loaded', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const { page, idle } = fakePage('complete');
    afterStartUp(start, page);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    expect(idle).toHaveLength(1);
  });

  it('starts after the settling time where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const { page, load } = fakePage('loading', false);
    afterStartUp(start, page);
    load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });
});
