import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

const APP_NAME = 'Rangebook';

/**
 * Each route's page title. Fixed paths come before the patterns they would also match
 * (/load/new before /load/:loadId, /session/new before /session/:sessionId).
 */
const titles: { path: string; title: string | null }[] = [
  { path: paths.landing.path, title: null },
  { path: paths.signup.path, title: 'Create your account' },
  { path: paths.login.path, title: 'Log in' },
  { path: paths.resetPassword.path, title: 'Reset your password' },
  { path: paths.dashboard.path, title: 'Dashboard' },
  { path: paths.newLoad.path, title: 'New Load Development' },
  { path: paths.loads.path, title: 'Load Developments' },
  { path: paths.load.path, title: 'Load Development' },
  { path: paths.loadImport.path, title: 'Import Chronograph Data' },
  { path: paths.newBatch.path, title: 'Load Rounds' },
  { path: paths.newSession.path, title: 'New Session' },
  { path: paths.session.path, title: 'Session' },
  { path: paths.sessionImport.path, title: 'Import Chronograph Data' },
  { path: paths.sessions.path, title: 'Sessions' },
  { path: paths.compare.path, title: 'Compare Loads' },
  { path: paths.compareSessions.path, title: 'Compare Sessions' },
  { path: paths.addFirearm.path, title: 'Add Firearm' },
  { path: paths.firearms.path, title: 'Firearms' },
  { path: paths.editFirearm.path, title: 'Edit Firearm' },
  { path: paths.inventory.path, title: 'Inventory' },
  { path: paths.admin.path, title: 'Admin' },
  { path: paths.account.path, title: 'Account' },
];

/** "Dashboard · Rangebook"; the landing page is just "Rangebook"; anything else is not found. */
export function documentTitle(pathname: string): string {
  const route = titles.find((entry) => matchPath(entry.path, pathname));
  if (!route) return `Page not found · ${APP_NAME}`;
  return route.title ? `${route.title} · ${APP_NAME}` : APP_NAME;
}

/** How long a new page may take to show its heading (its data loading) before focus goes to <main>. */
const HEADING_WAIT_MS = 3000;

function focusTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function focusQuietly(element: HTMLElement) {
  // Focusable by script only: not a tab stop, and index.css shows it no ring.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Sets the page title on every route, and after a navigation inside the app moves focus to the new
 * page's h1 (or to <main> if none shows up in time), so a screen reader announces the new page and
 * keyboard users start at its top. The first page of a visit keeps the browser's own focus, and
 * focus is never taken from something the user or the page focused after the navigation began
 * (the shot form's velocity field, a form's first invalid field).
 */
export function RouteFocus() {
  const { pathname, key } = useLocation();

  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    // "default" is the location the page was loaded at: nothing to announce there.
    if (key === 'default') return;
    const focusedAtNavigation = document.activeElement;
    const untouched = () =>
      document.activeElement === null ||
      document.activeElement === document.body ||
      document.activeElement === focusedAtNavigation;

    const tryFocus = () => {
      const target = focusTarget();
      if (!target) return false;
      if (untouched()) focusQuietly(target);
      return true;
    };
    if (tryFocus()) return;

    // The page is still loading its data: wait for its heading.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      const main = document.querySelector<HTMLElement>('main');
      if (main && untouched()) focusQuietly(main);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [key]);

  return null;
}
