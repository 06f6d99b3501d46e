import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAllPhotos, forgetPhoto, keepPhoto, photoKept, PHOTOS_DATABASE } from './photo-store';

describe('the photos kept on this device', () => {
  beforeEach(async () => {
    await forgetAllPhotos();
    // A browser's IndexedDB, empty for each test (Node has none).
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps one photo per user and session, and forgets one or all of them', async () => {
    const first = new Blob(['first'], { type: 'image/png' });
    expect(await keepPhoto('u1', 's1', first)).toBe(true);
    await keepPhoto('u1', 's2', new Blob(['second']));
    await keepPhoto('u2', 's1', new Blob(['other user']));
    expect(await (await photoKept('u1', 's1'))?.text()).toBe('first');
    expect(await photoKept('u1', 's3')).toBeNull();

    await forgetPhoto('u1', 's1');
    expect(await photoKept('u1', 's1')).toBeNull();
    expect(await (await photoKept('u2', 's1'))?.text()).toBe('other user');

    await forgetAllPhotos();
    expect((await indexedDB.databases()).map(({ name }) => name)).not.toContain(PHOTOS_DATABASE);
    expect(await photoKept('u1', 's2')).toBeNull();
  });
});
