import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './app/routes/landing-page';
import { paths } from './config/paths';
import { forgetFirestoreTabKeys, wasSignedIn } from './lib/auth/signed-in-hint';
import { drawLastShownBefore } from './lib/last-shown';
import './index.css';

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
  const renderApp = () =>
    void import('./app/app').then(({ App }) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  // Before the app's code and Firebase's load (seconds on a slow phone): the page as last shown here,
  // painted before they are even asked for.
  if (drawLastShownBefore(container)) {
    let started = false;
    const startOnce = () => {
      if (!started) renderApp();
      started = true;
    };
    // After the next paint; a tab in the background paints nothing, so not later than 100 ms.
    requestAnimationFrame(() => setTimeout(startOnce));
    setTimeout(startOnce, 100);
  } else renderApp();
}

// The service worker (production builds only) loads in its own chunk, off the landing page's path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}
