import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { firearmDocSchema } from '@/features/firearms/schema';
import { loadFixtures } from '@/features/loads/fixtures';
import { loadDocSchema } from '@/features/loads/schema';
import {
  splitUnreadable,
  timestampsToDates,
  toJsonSafe,
  UnreadableDoc,
  UnreadableDocError,
  unreadableReason,
  zodConverter,
} from './converter';

/** What Firestore does to a written value: Dates are stored as Timestamps. */
function asStored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asStored(inner)]));
  }
  return value;
}

function snapshotOf(id: string, data: unknown, collection = 'firearms') {
  return { id, ref: { path: `${collection}/${id}` }, data: () => data } as unknown as QueryDocumentSnapshot;
}

const createdAt = new Date('2026-11-20T14:00:00Z');
const updatedAt = new Date('2026-11-22T09:30:00Z');

describe('zodConverter', () => {
  it('round-trips a firearm: written, stored with Timestamps, read back as the same record', () => {
    const converter = zodConverter(firearmDocSchema);
    const firearm = { ...firearmFixtures.tikka, userId: 'alice', createdAt, updatedAt, id: 'f1' };
    const written = converter.toFirestore(firearm);
    expect(written).not.toHaveProperty('id');
    const read = converter.fromFirestore(snapshotOf('f1', asStored(written)));
    expect(read).toEqual(firearm);
  });

  it('round-trips a load development with nested maps, and drops fields its schema does not know', () => {
    const converter = zodConverter(loadDocSchema);
    const load = {
      ...loadFixtures.creedmoorMatch,
      status: 'Testing' as const,
      userId: 'alice',
      createdAt,
      updatedAt,
      id: 'l1',
    };
    const withMore = { ...converter.toFirestore(load), sessions: 2, lastTested: updatedAt };
    expect(converter.fromFirestore(snapshotOf('l1', asStored(withMore), 'loadDevelopment'))).toEqual(load);
  });

  it('reads a stored document that fails the schema, leniently, as an UnreadableDoc instead of throwing', () => {
    const converter = zodConverter(firearmDocSchema);
    const stored = asStored({ ...firearmFixtures.tikka, roundCount: -3, userId: 'alice', createdAt, updatedAt });
    const read = converter.lenient.fromFirestore(snapshotOf('f1', stored));
    expect(read).toBeInstanceOf(UnreadableDoc);
    expect(read).toMatchObject({ id: 'f1', path: 'firearms/f1', reason: expect.stringMatching(/^roundCount: /) });
  });

  it('refuses, strictly, a stored document that fails the schema, saying which and why', () => {
    const converter = zodConverter(firearmDocSchema);
    const stored = asStored({ ...firearmFixtures.tikka, roundCount: -3, userId: 'alice', createdAt, updatedAt });
    expect(() => converter.fromFirestore(snapshotOf('f1', stored))).toThrow(UnreadableDocError);
    expect(() => converter.fromFirestore(snapshotOf('f1', stored))).toThrow(/firearms\/f1 can't be read: roundCount: /);
  });

  it('reads a good document the same, strictly or leniently', () => {
    const converter = zodConverter(firearmDocSchema);
    const stored = asStored({ ...firearmFixtures.tikka, userId: 'alice', createdAt, updatedAt });
    expect(converter.lenient.fromFirestore(snapshotOf('f1', stored))).toEqual(
      converter.fromFirestore(snapshotOf('f1', stored)),
    );
  });

  it('keeps an unreadable document whole, its Timestamps as ISO strings, so it can be exported', () => {
    const converter = zodConverter(firearmDocSchema);
    const stored = asStored({
      name: 'Old rifle',
      roundCount: 'many',
      userId: 'alice',
      createdAt,
      shots: [{ at: updatedAt }],
    });
    const read = converter.lenient.fromFirestore(snapshotOf('f9', stored)) as UnreadableDoc;
    expect(read.raw).toEqual({
      name: 'Old rifle',
      roundCount: 'many',
      userId: 'alice',
      createdAt: '2026-11-20T14:00:00.000Z',
      shots: [{ at: '2026-11-22T09:30:00.000Z' }],
    });
    expect(JSON.parse(JSON.stringify(read))).toEqual({
      id: 'f9',
      path: 'firearms/f9',
      reason: read.reason,
      raw: read.raw,
    });
  });
});

describe('unreadableReason', () => {
  it('names the first failing field and counts the others, in one short line', () => {
    const result = firearmDocSchema.safeParse({ name: 5 });
    expect(result.success).toBe(false);
    const reason = unreadableReason(result.error);
    expect(reason).toMatch(/^name: .+ \(and \d+ more problems\)$/);
    expect(reason.length).toBeLessThanOrEqual(200);
  });

  it('uses the message of any other error, cut to 200 characters', () => {
    expect(unreadableReason(new Error('x'.repeat(500)))).toHaveLength(200);
  });
});

describe('splitUnreadable', () => {
  it('keeps the readable records in order and sets the unreadable documents apart', () => {
    const bad = new UnreadableDoc('b', 'firearms/b', 'name: Required', { name: null });
    const { records, unreadable } = splitUnreadable([{ id: 'a' }, bad, { id: 'c' }]);
    expect(records).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(unreadable).toEqual([bad]);
  });
});

describe('toJsonSafe', () => {
  it('writes Timestamps and Dates as ISO strings and numbers JSON cannot hold as text', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    expect(toJsonSafe({ a: at, b: [new Date(0)], c: { d: Number.NaN, e: null } })).toEqual({
      a: '2023-11-14T22:13:20.000Z',
      b: ['1970-01-01T00:00:00.000Z'],
      c: { d: 'NaN', e: null },
    });
  });
});

describe('timestampsToDates', () => {
  it('converts Timestamps at any depth and leaves other values alone', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    expect(timestampsToDates({ a: at, b: [at, 1], c: { d: at, e: null, f: 'x' } })).toEqual({
      a: at.toDate(),
      b: [at.toDate(), 1],
      c: { d: at.toDate(), e: null, f: 'x' },
    });
  });
});
