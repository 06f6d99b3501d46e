/**
 * A signed-in page as this device last showed it, drawn from the first script before the app's code
 * (and Firebase's) has loaded, so a phone on a slow link shows the header and the last figures at
 * once. It is a picture, marked as such: inert, in a closed shadow root (no query or click reaches
 * it), with one line saying when it was shown. The app replaces it as soon as it knows the user.
 * Kept per user in IndexedDB (page-store.ts), which logging out deletes.
 */
import { signedInUid } from './auth/signed-in-hint';
import type { LastKnown } from './last-known';
import { forgetPage, keepPage, pageKept } from './page-store';

/** The most markup kept for one page (characters): a bigger page is not kept, and shows as it loads. */
const MAX_MARKUP = 200_000;

/** Where an element's inline style is kept (see keepPageShown). */
const KEPT_STYLE = 'data-kept-style';

/** The page's key: its path and query. */
const pageHere = () => `${window.location.pathname}${window.location.search}`;

/** The line under a page drawn as last shown. */
export function lastShownLabel(asOf: Date): string {
  return `This page as last shown, ${asOf.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}; loading…`;
}

/** What keepPageShown stored last, so that the same page left twice (tab hidden, then closed) is stored once. */
let lastKept: { key: string; markup: string } | null = null;

/**
 * Keeps the signed-in page now on screen as this device shows it, for the user `uid`, unless part of
 * it is still loading. Dialogs, alerts and progress bars are left out (they were of the moment), and
 * so are ids and data attributes (they belong to the live page). A page grown too big to keep is
 * forgotten, so that no older, smaller copy of it is shown instead.
 */
export function keepPageShown(uid: string): Promise<void> {
  // AppLayout's element holds the page; PageLoading marks what is still loading.
  const frame = document.querySelector('[data-app-frame]');
  if (!frame || frame.querySelector('[data-page-loading]')) return Promise.resolve();
  const copy = frame.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('dialog, [role="alert"], [role="progressbar"], script')) element.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of element.getAttributeNames()) {
      if (name === 'id' || name.startsWith('data-')) element.removeAttribute(name);
    }
    // The Content-Security-Policy refuses style attributes in markup: kept aside, set again by script.
    const style = element.getAttribute('style');
    if (style !== null) {
      element.removeAttribute('style');
      element.setAttribute(KEPT_STYLE, style);
    }
  }
  const markup = copy.outerHTML;
  const key = `${uid} ${pageHere()}`;
  if (lastKept?.key === key && lastKept.markup === markup) return Promise.resolve();
  lastKept = { key, markup };
  return markup.length <= MAX_MARKUP ? keepPage(uid, pageHere(), markup) : forgetPage(uid, pageHere());
}

/** This page as last shown to whoever is signed in on this browser, if it was. */
export function lastShownHere(): Promise<LastKnown<string> | null> {
  const uid = signedInUid();
  return uid ? pageKept(uid, pageHere()) : Promise.resolve(null);
}

/** The page's styles, for the shadow root (a document's sheets do not reach into one). */
function documentStyles(): CSSStyleSheet[] {
  try {
    const sheet = new CSSStyleSheet();
    const rules = [...document.styleSheets].flatMap((styles) => {
      try {
        return [...styles.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    });
    sheet.replaceSync(rules.join('\n'));
    return [sheet];
  } catch {
    return [];
  }
}

/** Draws `shown` into `host`: the page, inert, and the line saying when it was shown. */
export function drawLastShown(host: HTMLElement, shown: LastKnown<string>): void {
  const label = lastShownLabel(shown.asOf);
  host.setAttribute('role', 'img');
  host.setAttribute('aria-label', label);
  const root = host.attachShadow({ mode: 'closed' });
  root.adoptedStyleSheets = documentStyles();
  const page = document.createElement('div');
  page.inert = true;
  page.innerHTML = shown.value;
  for (const element of page.querySelectorAll<HTMLElement>(`[${KEPT_STYLE}]`)) {
    element.style.cssText = element.getAttribute(KEPT_STYLE) ?? '';
    element.removeAttribute(KEPT_STYLE);
  }
  const note = document.createElement('p');
  note.className = 'fixed inset-x-0 bottom-0 z-50 bg-stone-800 px-4 py-2 text-center text-sm text-white shadow-lg';
  note.textContent = label;
  root.append(page, note);
}

/** The picture main.tsx drew, until the live page replaces it. */
let picture: HTMLElement | null = null;
/** How many of the app's waiting screens (LastShownOrLoading) are showing it. */
let holders = 0;

/**
 * Draws `shown` (this page as last shown) just before `root`, where the app will render: the first
 * thing the page shows.
 */
export function drawLastShownBefore(root: HTMLElement, shown: LastKnown<string>): void {
  picture = document.createElement('div');
  root.before(picture);
  drawLastShown(picture, shown);
}

/** Whether the picture is on the page. */
export function lastShownDrawn(): boolean {
  return picture !== null;
}

/**
 * Keeps the picture while one of the app's waiting screens shows; the release removes it once none
 * does (after the commit that replaced them, so the live page takes its place in the same frame).
 */
export function holdLastShown(): () => void {
  holders += 1;
  return () => {
    holders -= 1;
    queueMicrotask(() => {
      if (holders > 0) return;
      picture?.remove();
      picture = null;
    });
  };
}
