import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

/** A page's code that could not be fetched: offline without it cached, or a new version deployed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** Where the time of a page's last automatic reload for its code is kept, for this tab: one key a page (path). */
const CHUNK_RELOAD_KEY = 'rangebook.chunkReloadAt';
/** One automatic reload of a page in this long: a second failure is shown, never a reload loop. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * Whether a page whose code could not be fetched is reloaded by itself: once, when online (a
 * request the browser aborted, as Chromium does now and then right after a navigation, comes
 * back on a reload; offline, the code is either cached or not, and a reload changes nothing),
 * and not again within CHUNK_RELOAD_WINDOW_MS of the last one.
 */
export function shouldReloadForChunkError(online: boolean, lastReloadAt: number | null, now: number): boolean {
  return online && (lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS || now < lastReloadAt);
}

/**
 * Claims the page at `path` its one automatic reload for code that failed to load, if
 * shouldReloadForChunkError allows it. Counted a page, not a tab: the dashboard's code aborted once
 * right after sign-in must not leave the next page's abort a moment later to the error panel. A
 * reload, not an import() retry: Chromium keeps a failed module in the page's module map, so only a
 * new page fetches it again.
 */
export function claimChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  online: boolean,
  path: string,
  now: number,
): boolean {
  const key = `${CHUNK_RELOAD_KEY}:${path}`;
  try {
    const stored = storage.getItem(key);
    if (!shouldReloadForChunkError(online, stored === null ? null : Number(stored), now)) return false;
    storage.setItem(key, String(now));
  } catch {
    return false; // No sessionStorage: no way to know this is not a loop.
  }
  return true;
}

/** This tab's claim (sessionStorage) for the page on screen. */
function claimThisPageReload(): boolean {
  try {
    return claimChunkReload(sessionStorage, navigator.onLine, window.location.pathname, Date.now());
  } catch {
    return false; // sessionStorage itself refused (some private modes).
  }
}

/** What went wrong, in one sentence a shooter can act on. */
export function routeErrorMessage(error: unknown): string {
  if (isChunkLoadError(error)) return 'This page could not be loaded. Check your connection, then reload.';
  if (isRouteErrorResponse(error)) return `This page could not be shown (${error.status} ${error.statusText}).`;
  return 'Something on this page failed to show. Your saved records are safe; reload to try again.';
}

function ErrorPanel() {
  const error = useRouteError();
  // Decided once, on the first render: a page whose code failed to load gets one reload first.
  const [reloading] = useState(() => isChunkLoadError(error) && claimThisPageReload());
  useEffect(() => {
    if (!reloading) {
      console.error('A page failed to render', error);
      return;
    }
    console.warn("A page's code could not be fetched: reloading once", error);
    window.location.reload();
  }, [error, reloading]);
  if (reloading) return <PageLoading />;
  return (
    <div role="alert" aria-labelledby="route-error-title" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 id="route-error-title" className="text-2xl font-semibold">
        Something went wrong
      </h1>
      <p className="mt-2 text-stone-600">{routeErrorMessage(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        {/* A full page load: whatever broke this page starts afresh on the dashboard. */}
        <a
          href={paths.dashboard.href()}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100"
        >
          Dashboard
        </a>
      </div>
    </div>
  );
}

/**
 * Error boundaries: one failing page never blanks the app. They say what happened, log the error
 * for the developer, and offer a way back. PageError sits inside the signed-in layout (its header
 * and navigation stay); AppError is the root's, for anything above it.
 */
export function PageError() {
  return <ErrorPanel />;
}

export function AppError() {
  return (
    <main>
      <ErrorPanel />
    </main>
  );
}
