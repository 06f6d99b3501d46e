/**
 * The app's query cache (TanStack Query) for what the server works out and a listener cannot give:
 * aggregations, counts, one-time reads. Live documents stay on onSnapshot (firestore/live.ts).
 * Figures are kept on the device (a persister into localStorage), so a page opened offline shows
 * the last ones with their time (`dataUpdatedAt`); logging out removes them with every other key of
 * the user (last-known.ts).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { forgetAllLastKnown, LAST_KNOWN_PREFIX, lastKnownStorage } from './last-known';
import { forgetAllPages } from './page-store';

/** The first part of the key of every query whose answer is kept on the device. */
export const KEPT = 'figures';

/** How long figures kept on the device stay usable: a shooter may be away from signal for weeks. */
const KEPT_FOR_MS = 60 * 24 * 60 * 60 * 1000;

/** A failed question is asked again 1 s, 2 s, 4 s, 8 s later (just back online, the first try can fail), and when the network returns. */
export const RETRIES = 4;
export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

// The cache learns of the network from the browser's online and offline events; a page opened offline
// must know it before the first one.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: RETRIES,
        retryDelay,
        // Each answer costs reads: asked again on a page's mount and on reconnecting, not on focus.
        refetchOnWindowFocus: false,
        // Kept for the page's life, so the persister keeps a screen's figures after the user leaves it
        // (a finite time must stay under 2^31 ms: setTimeout runs a longer one at once).
        gcTime: Infinity,
      },
    },
  });
}

export const queryClient = newQueryClient();

/** When this page started: figures answered since are fresh, older ones (kept on the device) are not. */
export const pageStartedAt = Date.now();

/** What PersistQueryClientProvider keeps on the device: the figures, nothing else of the cache. */
export const keptFigures: Omit<PersistQueryClientOptions, 'queryClient'> = {
  // Written as each answer comes (a few small figures), not a second later: a page left at once keeps them.
  persister: createSyncStoragePersister({
    storage: lastKnownStorage,
    key: `${LAST_KNOWN_PREFIX}queries`,
    throttleTime: 0,
  }),
  maxAge: KEPT_FOR_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.queryKey[0] === KEPT && query.state.status === 'success',
  },
};

/**
 * Forgets every user's figures and pages on this device, and keeps none from now on (an answer
 * arriving while the page is left writes nothing): it is logging out, or another tab is.
 */
export function forgetFiguresAndPages(): Promise<void> {
  forgetAllLastKnown();
  queryClient.clear();
  return forgetAllPages();
}
