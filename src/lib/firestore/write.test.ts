import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleOrQueue } from './write';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('settleOrQueue', () => {
  it('reports saved when the server answers within the wait', async () => {
    await expect(settleOrQueue(Promise.resolve(), 1000)).resolves.toBe('saved');
  });

  it('throws a refusal that arrives within the wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    await expect(settleOrQueue(Promise.reject(denied), 1000)).rejects.toBe(denied);
  });

  it('reports queued when the server has not answered within the wait, and logs a later refusal', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse: (error: Error) => void = () => {};
    const write = new Promise<void>((_resolve, reject) => (refuse = reject));
    const result = settleOrQueue(write, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('queued');
    refuse(new Error('late refusal'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('The server refused a write', expect.any(Error)));
  });

  it('does not wait at all when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(settleOrQueue(new Promise(() => {}), 60_000)).resolves.toBe('queued');
  });
});
