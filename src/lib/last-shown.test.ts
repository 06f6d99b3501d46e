/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: logging out (forgetAllLastKnown) stops a page remembering, and the picture is per page.
const load = async () => ({
  ...(await import('./auth/signed-in-hint')),
  ...(await import('./last-known')),
  ...(await import('./last-shown')),
});
let lib = await load();

function showPage(markup: string) {
  document.body.innerHTML = `<div id="root"><div data-app-frame="true">${markup}</div></div>`;
}

describe('a page as last shown', () => {
  beforeEach(async () => {
    vi.resetModules();
    lib = await load();
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
    lib.keepPageShown('alice');
    const kept = lib.pageLastShown('alice', '/dashboard')!.value;
    expect(kept).toBe(
      '<div><header><a href="/dashboard">Rangebook</a><span>Ann</span></header>' +
        '<main><h1>Welcome, Ann</h1><p>1,240</p></main></div>',
    );
    // The live page keeps its own.
    expect(document.querySelector('[data-stat]')).not.toBeNull();
    expect(lib.pageLastShown('bob', '/dashboard')).toBeNull();
    expect(lib.pageLastShown('alice', '/sessions')).toBeNull();
  });

  it('keeps inline styles aside (the Content-Security-Policy refuses them in markup) and sets them again by script', () => {
    showPage('<main><div style="width: 40%;">Bar</div></main>');
    lib.keepPageShown('alice');
    const kept = lib.pageLastShown('alice', '/dashboard')!;
    expect(kept.value).toBe('<div><main><div data-kept-style="width: 40%;">Bar</div></main></div>');
    const host = document.body.appendChild(document.createElement('div'));
    let root: ShadowRoot | undefined;
    const attach = host.attachShadow.bind(host);
    host.attachShadow = (init) => (root = attach(init));
    lib.drawLastShown(host, kept);
    const bar = root!.querySelector<HTMLElement>('main > div')!;
    expect(bar.style.width).toBe('40%');
    expect(bar.getAttribute('data-kept-style')).toBeNull();
  });

  it('keeps nothing while part of the page is still loading, when there is no signed-in page, or when it is too big', () => {
    showPage('<main><h1>Sessions</h1><div role="status" data-page-loading="true">Loading…</div></main>');
    lib.keepPageShown('alice');
    document.body.innerHTML = '<main><h1>Log in</h1></main>';
    lib.keepPageShown('alice');
    showPage(`<main><p>${'x'.repeat(200_001)}</p></main>`);
    lib.keepPageShown('alice');
    expect(lib.pageLastShown('alice', '/dashboard')).toBeNull();
  });

  it('forgets the older copy of a page that has grown too big to keep, rather than show it', () => {
    showPage('<main><h1>Sessions</h1><p>25 sessions</p></main>');
    lib.keepPageShown('alice');
    expect(lib.pageLastShown('alice', '/dashboard')?.value).toContain('25 sessions');
    showPage(`<main><h1>Sessions</h1><p>${'x'.repeat(200_001)}</p></main>`);
    lib.keepPageShown('alice');
    expect(lib.pageLastShown('alice', '/dashboard')).toBeNull();
  });

  it('stores a page left twice unchanged (hidden, then closed) once', () => {
    showPage('<main><h1>Welcome, Ann</h1></main>');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    lib.keepPageShown('alice');
    lib.keepPageShown('alice');
    expect(setItem.mock.calls.filter(([key]) => key.includes('page:/dashboard'))).toHaveLength(1);
    // Changed meanwhile, it is stored again.
    showPage('<main><h1>Welcome, Ann</h1><p>1 round</p></main>');
    lib.keepPageShown('alice');
    expect(setItem.mock.calls.filter(([key]) => key.includes('page:/dashboard'))).toHaveLength(2);
    setItem.mockRestore();
  });

  it('gives the page back only to the user signed in here, by path and query', () => {
    lib.rememberPageShown('alice', '/sessions?load=a', '<div>Alice’s sessions</div>');
    window.history.replaceState(null, '', '/sessions?load=a');
    expect(lib.lastShownHere()).toBeNull();
    lib.rememberSignedIn('alice');
    expect(lib.lastShownHere()?.value).toBe('<div>Alice’s sessions</div>');
    lib.rememberSignedIn('bob');
    expect(lib.lastShownHere()).toBeNull();
    window.history.replaceState(null, '', '/sessions');
    lib.rememberSignedIn('alice');
    expect(lib.lastShownHere()).toBeNull();
  });

  it('keeps the twelve newest pages of a user, and logging out forgets them all', () => {
    for (let page = 1; page <= 14; page += 1) {
      lib.rememberPageShown('alice', `/session/${page}`, `<div>${page}</div>`, new Date(2026, 10, 1, page));
    }
    lib.rememberPageShown('bob', '/dashboard', '<div>Bob</div>');
    expect(lib.pageLastShown('alice', '/session/1')).toBeNull();
    expect(lib.pageLastShown('alice', '/session/2')).toBeNull();
    expect(lib.pageLastShown('alice', '/session/3')?.value).toBe('<div>3</div>');
    expect(lib.pageLastShown('alice', '/session/14')?.value).toBe('<div>14</div>');
    expect(lib.pageLastShown('bob', '/dashboard')?.value).toBe('<div>Bob</div>');
    lib.forgetAllLastKnown();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('rangebook.lastKnown.'))).toEqual([]);
  });

  it('draws the page as a labelled picture that nothing on the page can query or click', () => {
    const host = document.body.appendChild(document.createElement('div'));
    lib.drawLastShown(host, { value: '<main><h1>Welcome, Ann</h1></main>', asOf: new Date(2026, 10, 25, 18, 5) });
    expect(host.getAttribute('role')).toBe('img');
    expect(host.getAttribute('aria-label')).toMatch(/^This page as last shown, .*2026.*; loading…$/);
    // Closed: the page's own queries do not reach into it.
    expect(host.shadowRoot).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it("draws it before the app's root, and removes it once no waiting screen holds it any more", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(lib.drawLastShownBefore(root)).toBe(false);
    expect(lib.lastShownDrawn()).toBe(false);

    lib.rememberSignedIn('alice');
    lib.rememberPageShown('alice', '/dashboard', '<main><h1>Welcome, Ann</h1></main>');
    expect(lib.drawLastShownBefore(root)).toBe(true);
    expect(lib.lastShownDrawn()).toBe(true);
    expect(root.previousElementSibling?.getAttribute('role')).toBe('img');
    const afterMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

    // The router's fallback hands over to RequireAuth's waiting screen in one commit: it stays.
    const releaseFallback = lib.holdLastShown();
    const releaseGuard = lib.holdLastShown();
    releaseFallback();
    await afterMicrotasks();
    expect(lib.lastShownDrawn()).toBe(true);
    // The live page replaces the last of them: it goes.
    releaseGuard();
    await afterMicrotasks();
    expect(lib.lastShownDrawn()).toBe(false);
    expect(document.body.children).toHaveLength(1);
  });
});
