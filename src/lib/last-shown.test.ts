/** @vitest-environment jsdom */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: logging out (forgetAllPages) stops a page keeping pages, and the picture is per page.
const load = async () => ({
  ...(await import('./auth/signed-in-hint')),
  ...(await import('./page-store')),
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
    // A browser's IndexedDB, empty for each test (jsdom has none).
    globalThis.indexedDB = new IDBFactory();
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the page on screen for its user and path, without dialogs, alerts, ids or data attributes', async () => {
    showPage(
      '<header><a href="/dashboard">Rangebook</a><span data-testid="user-name">Ann</span></header>' +
        '<main><h1 id="title">Welcome, Ann</h1><p data-stat="Rounds Fired">1,240</p>' +
        '<p role="alert">Not saved</p><dialog open>Delete?</dialog></main>',
    );
    await lib.keepPageShown('alice');
    const kept = (await lib.pageKept('alice', '/dashboard'))!.value;
    expect(kept).toBe(
      '<div><header><a href="/dashboard">Rangebook</a><span>Ann</span></header>' +
        '<main><h1>Welcome, Ann</h1><p>1,240</p></main></div>',
    );
    // The live page keeps its own.
    expect(document.querySelector('[data-stat]')).not.toBeNull();
    expect(await lib.pageKept('bob', '/dashboard')).toBeNull();
    expect(await lib.pageKept('alice', '/sessions')).toBeNull();
  });

  it('keeps inline styles aside (the Content-Security-Policy refuses them in markup) and sets them again by script', async () => {
    showPage('<main><div style="width: 40%;">Bar</div></main>');
    await lib.keepPageShown('alice');
    const kept = (await lib.pageKept('alice', '/dashboard'))!;
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

  it('keeps nothing while part of the page is still loading, when there is no signed-in page, or when it is too big', async () => {
    showPage('<main><h1>Sessions</h1><div role="status" data-page-loading="true">Loading…</div></main>');
    await lib.keepPageShown('alice');
    document.body.innerHTML = '<main><h1>Log in</h1></main>';
    await lib.keepPageShown('alice');
    showPage(`<main><p>${'x'.repeat(200_001)}</p></main>`);
    await lib.keepPageShown('alice');
    expect(await lib.pageKept('alice', '/dashboard')).toBeNull();
  });

  it('forgets the older copy of a page that has grown too big to keep, rather than show it', async () => {
    showPage('<main><h1>Sessions</h1><p>25 sessions</p></main>');
    await lib.keepPageShown('alice');
    expect((await lib.pageKept('alice', '/dashboard'))?.value).toContain('25 sessions');
    showPage(`<main><h1>Sessions</h1><p>${'x'.repeat(200_001)}</p></main>`);
    await lib.keepPageShown('alice');
    expect(await lib.pageKept('alice', '/dashboard')).toBeNull();
  });

  it('stores a page left twice unchanged (hidden, then closed) once', async () => {
    showPage('<main><h1>Welcome, Ann</h1></main>');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await lib.keepPageShown('alice');
    await lib.keepPageShown('alice');
    expect(put).toHaveBeenCalledTimes(1);
    // Changed meanwhile, it is stored again.
    showPage('<main><h1>Welcome, Ann</h1><p>1 round</p></main>');
    await lib.keepPageShown('alice');
    expect(put).toHaveBeenCalledTimes(2);
    expect((await lib.pageKept('alice', '/dashboard'))?.value).toContain('1 round');
    put.mockRestore();
  });

  it('gives the page back only to the user signed in here, by path and query', async () => {
    await lib.keepPage('alice', '/sessions?load=a', '<div>Alice’s sessions</div>');
    window.history.replaceState(null, '', '/sessions?load=a');
    expect(await lib.lastShownHere()).toBeNull();
    lib.rememberSignedIn('alice');
    expect((await lib.lastShownHere())?.value).toBe('<div>Alice’s sessions</div>');
    lib.rememberSignedIn('bob');
    expect(await lib.lastShownHere()).toBeNull();
    window.history.replaceState(null, '', '/sessions');
    lib.rememberSignedIn('alice');
    expect(await lib.lastShownHere()).toBeNull();
  });

  it('keeps the twelve newest pages of a user, in IndexedDB, not in the localStorage the journal needs', async () => {
    // Shown out of order: the newest by when they were shown stay, not the last written.
    for (const page of [3, 1, 14, 2, ...Array.from({ length: 10 }, (_, index) => index + 4)]) {
      await lib.keepPage('alice', `/session/${page}`, `<div>${page}</div>`, new Date(2026, 10, 1, page));
    }
    await lib.keepPage('bob', '/dashboard', '<div>Bob</div>');
    expect(await lib.pageKept('alice', '/session/1')).toBeNull();
    expect(await lib.pageKept('alice', '/session/2')).toBeNull();
    expect((await lib.pageKept('alice', '/session/3'))?.value).toBe('<div>3</div>');
    expect(await lib.pageKept('alice', '/session/14')).toEqual({
      value: '<div>14</div>',
      asOf: new Date(2026, 10, 1, 14),
    });
    expect((await lib.pageKept('bob', '/dashboard'))?.value).toBe('<div>Bob</div>');
    expect(localStorage).toHaveLength(0);
  });

  it('logging out deletes the database, even while another tab has it open, and keeps no page after', async () => {
    await lib.keepPage('alice', '/dashboard', '<div>Alice</div>');
    // Another tab's module, its connection open.
    vi.resetModules();
    const otherTab = await import('./page-store');
    expect((await otherTab.pageKept('alice', '/dashboard'))?.value).toBe('<div>Alice</div>');

    await lib.forgetAllPages();
    expect((await indexedDB.databases()).map(({ name }) => name)).toEqual([]);
    // A page left after the logout (its pagehide) keeps nothing.
    showPage('<main><h1>Welcome, Ann</h1></main>');
    await lib.keepPageShown('alice');
    expect((await indexedDB.databases()).map(({ name }) => name)).toEqual([]);
  });

  it('keeps nothing and shows nothing where IndexedDB refuses, without throwing', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    showPage('<main><h1>Welcome, Ann</h1></main>');
    await expect(lib.keepPageShown('alice')).resolves.toBeUndefined();
    lib.rememberSignedIn('alice');
    await expect(lib.lastShownHere()).resolves.toBeNull();
    open.mockRestore();
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
    expect(lib.lastShownDrawn()).toBe(false);

    lib.drawLastShownBefore(root, { value: '<main><h1>Welcome, Ann</h1></main>', asOf: new Date() });
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
