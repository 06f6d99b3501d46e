import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './app/routes/landing-page';
import { paths } from './config/paths';
import { forgetFirestoreTabKeys, wasSignedIn } from './lib/auth/signed-in-hint';
import './index.css';

/** The longest the app waits for the page as last shown (once its chunk has loaded) before it starts without it. */
const LAST_SHOWN_WAIT_MS = 250;
/** The longest it waits for that chunk itself: a request that hangs, rather than fails, must not hold the app. */
const LAST_SHOWN_CHUNK_WAIT_MS = 2_000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Someone signed in on this browser who opens `/` goes to the dashboard (RequireAuth checks with Auth).
if (window.location.pathname === paths.landing.path && wasSignedIn()) {
  window.history.replaceState(null, '', paths.dashboard.href());
} else if (window.location.pathname === paths.landing.path) {
  // Nobody signed in (after a logout, say): nothing of Firestore's belongs in this browser.
  forgetFirestoreTabKeys();
}

if (window.location.pathname === paths.landing.path) {
  // A visitor's first page needs neither the router nor Firebase; its links load the app.
  root.render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
} else {
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    void import('./app/app').then(({ App }) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  };
  setTimeout(startApp, LAST_SHOWN_CHUNK_WAIT_MS);
  // Before the app's code and Firebase's load (seconds on a slow phone): the page as last shown here,
  // read from IndexedDB (milliseconds) and painted before they are even asked for. Its small chunk
  // stays off the landing page; a device that kept a page has the app in its service worker's cache.
  void import('./lib/last-shown')
    .then(async ({ drawLastShownBefore, lastShownHere }) => {
      // An IndexedDB that never answers (it happens in some private modes) does not hold the app up.
      // Counted from here, not from the page's start: on a slow phone the chunk's own load must not use
      // up the wait, and leave out the picture exactly where it helps most.
      setTimeout(startApp, LAST_SHOWN_WAIT_MS);
      const shown = await lastShownHere();
      if (started || !shown) return startApp();
      drawLastShownBefore(container, shown);
      // After the next paint; a tab in the background paints nothing, so not later than 100 ms.
      requestAnimationFrame(() => setTimeout(startApp));
      setTimeout(startApp, 100);
    })
    .catch(startApp);
}

// The service worker (production builds only) loads in its own chunk, off the landing page's path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}
