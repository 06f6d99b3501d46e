import { deletion } from '@/lib/firestore/write-ops';
import { appendOp, FIRED_AT, SESSION } from './fixtures';
import type { RejectedWrite } from './journal';
import {
  describeRejectedWrite,
  logoutWarning,
  rejectedWriteFileName,
  rejectedWriteJson,
  rejectionReason,
  syncIndicator,
} from './sync-words';

describe('syncIndicator', () => {
  it('says nothing when online with every write on the server', () => {
    expect(syncIndicator(true, 0)).toBeNull();
  });

  it('counts the writes on their way while online', () => {
    expect(syncIndicator(true, 3)).toEqual({
      tone: 'pending',
      text: 'Waiting to sync (3)',
      detail: null,
      short: 'Syncing · 3',
    });
  });

  it('says Offline with no network, and how much is held on the device', () => {
    expect(syncIndicator(false, 0)).toEqual({ tone: 'offline', text: 'Offline', detail: null, short: 'Offline' });
    expect(syncIndicator(false, 5)).toEqual({
      tone: 'offline',
      text: 'Offline',
      detail: 'Saved on this device (5)',
      short: 'Offline · 5',
    });
  });

  it('keeps the short words for a phone’s header short, with the count, however many are waiting', () => {
    for (const [online, count] of [
      [false, 0],
      [false, 1],
      [false, 999],
      [true, 1],
      [true, 999],
    ] as const) {
      const { short } = syncIndicator(online, count)!;
      expect(short.length).toBeLessThanOrEqual(13);
      if (count > 0) expect(short).toContain(String(count));
    }
  });
});

describe('a refused write, taken away', () => {
  const refused: RejectedWrite = {
    id: 'abcdef12-3456',
    ops: [
      appendOp('s1', 2705),
      { kind: 'update', path: SESSION, data: { note: deletion(), 'exclusions.s0': 'flier' } },
    ],
    meta: {
      label: 'Shot 3 (2,705 fps) in “Ladder”',
      relog: { sessionId: 's1', velocity: 2705, impact: null, note: '' },
    },
    queuedAt: FIRED_AT,
    reason: 'the server refused it',
    at: FIRED_AT + 60_000,
  };

  it('reads as text with what it was, why, and every value in words', () => {
    const text = describeRejectedWrite(refused);
    expect(text).toContain('Not saved: Shot 3 (2,705 fps) in “Ladder”');
    expect(text).toContain('Why: the server refused it');
    expect(text).toContain('Shot: velocity 2705 fps, impact none in, note none');
    expect(text).toContain(`changes to ${SESSION}`);
    expect(text).toContain(
      `shots: add { id: "s1", timestamp: ${new Date(FIRED_AT).toISOString()}, velocity: 2705, impact: none, note: "" }`,
    );
    expect(text).toContain("updatedAt: the server's time");
    expect(text).toContain('note: (removed)');
    expect(text).toContain('exclusions.s0: "flier"');
  });

  it('downloads as JSON holding the entry whole', () => {
    expect(JSON.parse(rejectedWriteJson(refused))).toMatchObject({
      ...refused,
      refusedAtIso: new Date(FIRED_AT + 60_000).toISOString(),
    });
  });

  it('downloads under a name with its day and id', () => {
    expect(rejectedWriteFileName(refused)).toBe(
      `rangebook-not-saved-${new Date(FIRED_AT).toISOString().slice(0, 10)}-abcdef12.json`,
    );
  });
});

describe('rejectionReason', () => {
  it('explains the usual refusals in plain words', () => {
    expect(rejectionReason('permission-denied')).toMatch(/refused/);
    expect(rejectionReason('missing')).toBe('the server does not have it after syncing');
    expect(rejectionReason('unavailable')).toBe('the server answered “unavailable”');
    expect(rejectionReason(undefined)).toBe('the server refused it');
  });
});

describe('logoutWarning', () => {
  it('says nothing when nothing would be lost', () => {
    expect(logoutWarning({ waiting: 0, refused: 0 })).toBeNull();
  });

  it('counts the writes not yet on the server, in one sentence', () => {
    expect(logoutWarning({ waiting: 1, refused: 0 })).toEqual([
      '1 change is not on the server yet; logging out now loses it.',
    ]);
    expect(logoutWarning({ waiting: 3, refused: 0 })).toEqual([
      '3 changes are not on the server yet; logging out now loses them.',
    ]);
  });

  it('warns that refused writes still under Not saved leave the device too', () => {
    expect(logoutWarning({ waiting: 2, refused: 1 })).toEqual([
      '2 changes are not on the server yet; logging out now loses them.',
      '1 change the server refused is still under Not saved; logging out removes it from this device, so copy or download first.',
    ]);
  });
});
