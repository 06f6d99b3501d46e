import { notifyManager, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook as render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient } from '@/lib/query-client';
import type { RecordCounts } from './account-api';
import { COUNTS_RETRY_MS, COUNTS_WAIT_MS, useRecordCounts, type CountRecords } from './use-record-counts';

const COUNTS: RecordCounts = { firearms: 2, loadDevelopments: 3, sessions: 1, shots: 12 };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// Answers reach the hook within the test's act(), not a timer later (fake timers hold those).
notifyManager.setScheduler(queueMicrotask);

/** Renders the hook in a query cache of its own, as the signed-in layout gives one. */
function renderHook<T>(hook: () => T) {
  onlineManager.setOnline(navigator.onLine);
  const client = newQueryClient();
  return render(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRecordCounts', () => {
  it('is loading until the server counts, then gives the counts', async () => {
    let answer: (counts: RecordCounts) => void = () => {};
    const count = vi.fn<CountRecords>(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(count).toHaveBeenCalledWith('alice');
    await act(async () => answer(COUNTS));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('offline, says so at once without asking the server, and counts when the network returns', async () => {
    const count = vi.fn<CountRecords>(async () => COUNTS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    expect(result.current.state).toEqual({ status: 'offline' });
    expect(count).not.toHaveBeenCalled();

    act(() => setOnline(true));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS }));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself after a failure, as the network often comes back a moment late', async () => {
    vi.useFakeTimers();
    const count = vi.fn<CountRecords>().mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce(COUNTS);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTimeAsync(COUNTS_RETRY_MS[0] - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(count).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(count).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('gives a failure (logged) once every try failed, and counts again on Try again', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const count = vi.fn<CountRecords>(async () => Promise.reject(new Error('unavailable')));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTimeAsync(COUNTS_RETRY_MS[0] + COUNTS_RETRY_MS[1] - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(count).toHaveBeenCalledTimes(COUNTS_RETRY_MS.length + 1);
    expect(result.current.state).toEqual({ status: 'error' });
    expect(logged).toHaveBeenCalledTimes(1);

    let answer: (counts: RecordCounts) => void = () => {};
    count.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(async () => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer(COUNTS));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('a try that fails because the network went away waits, quietly, for it to come back', async () => {
    vi.useFakeTimers();
    const count = vi.fn<CountRecords>().mockImplementationOnce(async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      throw new Error('unavailable');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    act(() => setOnline(false));
    // Offline, the try again waits for the network however long it takes: no failure, no second try.
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(count).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'offline' });
    expect(logged).not.toHaveBeenCalled();

    count.mockResolvedValueOnce(COUNTS);
    act(() => setOnline(true));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('never waits forever: no answer within COUNTS_WAIT_MS is a failure', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const count = vi.fn<CountRecords>(() => new Promise<RecordCounts>(() => {}));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTime(COUNTS_WAIT_MS - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ status: 'error' });
  });

  it('Try again while a count is under way waits for that count: the server is asked once', async () => {
    let answer: (counts: RecordCounts) => void = () => {};
    const count = vi.fn<CountRecords>(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer(COUNTS));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
    expect(count).toHaveBeenCalledTimes(1);
  });
});
