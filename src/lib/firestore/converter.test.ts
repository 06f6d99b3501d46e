import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { firearmFixtures } from '../../features/firearms/fixtures';
import { firearmDocSchema } from '../../features/firearms/schema';
import { loadFixtures } from '../../features/loads/fixtures';
import { loadDocSchema } from '../../features/loads/schema';
import { timestampsToDates, zodConverter } from './converter';

/** What Firestore does to a written value: Dates are stored as Timestamps. */
function asStored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asStored(inner)]));
  }
  return value;
}

function snapshotOf(id: string, data: unknown) {
  return { id, data: () => data } as unknown as QueryDocumentSnapshot;
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

  it('round-trips a load development with nested maps and a nullable timestamp', () => {
    const converter = zodConverter(loadDocSchema);
    const load = {
      ...loadFixtures.creedmoorMatch,
      status: 'Testing' as const,
      sessions: 2,
      bestGroup: 0.42,
      lastTested: updatedAt,
      userId: 'alice',
      createdAt,
      updatedAt,
      id: 'l1',
    };
    expect(converter.fromFirestore(snapshotOf('l1', asStored(converter.toFirestore(load))))).toEqual(load);
  });

  it('refuses a stored document that does not match the schema', () => {
    const converter = zodConverter(firearmDocSchema);
    const stored = asStored({ ...firearmFixtures.tikka, roundCount: -3, userId: 'alice', createdAt, updatedAt });
    expect(() => converter.fromFirestore(snapshotOf('f1', stored))).toThrow();
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
