/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: logging out (forgetAllLastKnown) stops a page remembering, and the picture is per page.
const load = async () => ({
  ...(await import('./auth/signed-in-hint')),
  ...(await import('./last-known')),
  ...(await import('./last-shown')),
});
let {
  rememberSignedIn,
  forgetAllLastKnown,
  pageLastShown,
  rememberPageShown,
  drawLastShown,
  drawLastShownBefore,
  holdLastShown,
  keepPageShown,
  lastShownDrawn,
  lastShownHere,
} = await load();

function showPage(markup: string) {
  document.body.innerHTML = `<div id="root"><div data-app-frame="true">${markup}</div></div>`;
}

describe('a page as last shown', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({
      rememberSignedIn,
      forgetAllLastKnown,
      pageLastShown,
      rememberPageShown,
      drawLastShown,
      drawLastShownBefore,
      holdLastShown,
      keepPageShown,
      lastShownDrawn,
      lastShownHere,
    } = await load());
    localStorage.clear();
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the page on screen for its user and path, without dialogs, alerts, ids or data attributes', () => {
    showPage(
      '<header><a href="/dashboard">Rangebook</a><span data-testid="user-name">Ann</span></header>' +
        '<main><h1 id="title">Welcome, Ann</h1><p data-stat="Rounds Fired">1,240</p>' +
        '<p role="alert">Not saved</p><dialog open>Delete?</dialog></main>',
    );
    keepPageShown('alice');
    const kept = pageLastShown('alice', '/dashboard')!.value;
    expect(kept).toBe(
      '<div><header><a href="/dashboard">Rangebook</a><span>Ann</span></header>' +
        '<main><h1>Welcome, Ann</h1><p>1,240</p></main></div>',
    );
    // The live page keeps its own.
    expect(document.querySelector('[data-stat]')).not.toBeNull();
    expect(pageLastShown('bob', '/dashboard')).toBeNull();
    expect(pageLastShown('alice', '/sessions')).toBeNull();
  });

  it('keeps inline styles aside (the Content-Security-Policy refuses them in markup) and sets them again by script', () => {
    showPage('<main><div style="width: 40%;">Bar</div></main>');
    keepPageShown('alice');
    const kept = pageLastShown('alice', '/dashboard')!;
    expect(kept.value).toBe('<div><main><div data-kept-style="width: 40%;">Bar</div></main></div>');
    const host = document.body.appendChild(document.createElement('div'));
    let root: ShadowRoot | undefined;
    const attach = host.attachShadow.bind(host);
    host.attachShadow = (init) => (root = attach(init));
    drawLastShown(host, kept);
    const bar = root!.querySelector<HTMLElement>('main > div')!;
    expect(bar.style.width).toBe('40%');
    expect(bar.getAttribute('data-kept-style')).toBeNull();
  });

  it('keeps nothing while part of the page is still loading, when there is no signed-in page, or when it is too big', () => {
    showPage('<main><h1>Sessions</h1><div role="status" data-page-loading="true">Loading…</div></main>');
    keepPageShown('alice');
    document.body.innerHTML = '<main><h1>Log in</h1></main>';
    keepPageShown('alice');
    showPage(`<main><p>${'x'.repeat(200_001)}</p></main>`);
    keepPageShown('alice');
    expect(pageLastShown('alice', '/dashboard')).toBeNull();
  });

  it('gives the page back only to the user signed in here, by path and query', () => {
    rememberPageShown('alice', '/sessions?load=a', '<div>Alice’s sessions</div>');
    window.history.replaceState(null, '', '/sessions?load=a');
    expect(lastShownHere()).toBeNull();
    rememberSignedIn('alice');
    expect(lastShownHere()?.value).toBe('<div>Alice’s sessions</div>');
    rememberSignedIn('bob');
    expect(lastShownHere()).toBeNull();
    window.history.replaceState(null, '', '/sessions');
    rememberSignedIn('alice');
    expect(lastShownHere()).toBeNull();
  });

  it('keeps the twelve newest pages of a user, and logging out forgets them all', () => {
    for (let page = 1; page <= 14; page += 1) {
      rememberPageShown('alice', `/session/${page}`, `<div>${page}</div>`, new Date(2026, 10, 1, page));
    }
    rememberPageShown('bob', '/dashboard', '<div>Bob</div>');
    expect(pageLastShown('alice', '/session/1')).toBeNull();
    expect(pageLastShown('alice', '/session/2')).toBeNull();
    expect(pageLastShown('alice', '/session/3')?.value).toBe('<div>3</div>');
    expect(pageLastShown('alice', '/session/14')?.value).toBe('<div>14</div>');
    expect(pageLastShown('bob', '/dashboard')?.value).toBe('<div>Bob</div>');
    forgetAllLastKnown();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('rangebook.lastKnown.'))).toEqual([]);
  });

  it('draws the page as a labelled picture that nothing on the page can query or click', () => {
    const host = document.body.appendChild(document.createElement('div'));
    drawLastShown(host, { value: '<main><h1>Welcome, Ann</h1></main>', asOf: new Date(2026, 10, 25, 18, 5) });
    expect(host.getAttribute('role')).toBe('img');
    expect(host.getAttribute('aria-label')).toMatch(/^This page as last shown, .*2026.*; loading…$/);
    // Closed: the page's own queries do not reach into it.
    expect(host.shadowRoot).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it("draws it before the app's root, and removes it once no waiting screen holds it any more", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(drawLastShownBefore(root)).toBe(false);
    expect(lastShownDrawn()).toBe(false);

    rememberSignedIn('alice');
    rememberPageShown('alice', '/dashboard', '<main><h1>Welcome, Ann</h1></main>');
    expect(drawLastShownBefore(root)).toBe(true);
    expect(lastShownDrawn()).toBe(true);
    expect(root.previousElementSibling?.getAttribute('role')).toBe('img');
    const afterMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

    // The router's fallback hands over to RequireAuth's waiting screen in one commit: it stays.
    const releaseFallback = holdLastShown();
    const releaseGuard = holdLastShown();
    releaseFallback();
    await afterMicrotasks();
    expect(lastShownDrawn()).toBe(true);
    // The live page replaces the last of them: it goes.
    releaseGuard();
    await afterMicrotasks();
    expect(lastShownDrawn()).toBe(false);
    expect(document.body.children).toHaveLength(1);
  });
});
