import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (at most `timeoutMs` later), or after `ready` first
 * turns true: work that is not needed for the first paint (keeping the cache warm, drawing a chart) or for
 * the page's first figures (a badge beside them) waits for it.
 */
export function useIdle(timeoutMs = 3000, ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), Math.min(timeoutMs, 1000));
    return () => clearTimeout(timer);
  }, [timeoutMs, ready, idle]);
  return idle;
}
