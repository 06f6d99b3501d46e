import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';
import { hash53 } from '@/utils/hash';
import { columnMappingDocSchema, columnMappingSchema, type StoredColumnMapping } from './column-mapping-schema';

/*
 * The column mappings a shooter chose for tables of shots no built-in format reads, one per file
 * layout (its header's names), so the next file from the same device imports in one step.
 */

const converter = zodConverter(columnMappingDocSchema);

/** One document per account and layout: choosing again replaces it. */
export const columnMappingId = (userId: string, shape: string) => `${userId}-${hash53(shape).toString(36)}`;

const mappingRef = (db: Firestore, userId: string, shape: string) =>
  doc(db, COLLECTIONS.columnMappings, columnMappingId(userId, shape)).withConverter(converter);

/** The write that remembers a mapping for a layout: the whole document, made or replaced. */
export function columnMappingOp(userId: string, shape: string, mapping: StoredColumnMapping): WriteOp {
  const fields = columnMappingSchema.parse(mapping);
  return {
    kind: 'set',
    path: `${COLLECTIONS.columnMappings}/${columnMappingId(userId, shape)}`,
    data: { ...(toOpValue(fields) as Record<string, never>), userId, shape, updatedAt: serverTime() },
  };
}

/** Remembers the mapping; resolves once it is on this device (offline too), the server's answer following. */
export function rememberColumnMapping(
  db: Firestore,
  userId: string,
  shape: string,
  mapping: StoredColumnMapping,
): Promise<void> {
  return saveOnDevice(db, [columnMappingOp(userId, shape, mapping)], { label: 'Your column mapping' });
}

/**
 * The mapping remembered for a layout, or null: from the server, or this device's cache when the
 * server cannot answer (offline). A stored mapping that no longer reads is as none.
 */
export async function rememberedColumnMapping(
  db: Firestore,
  userId: string,
  shape: string,
): Promise<StoredColumnMapping | null> {
  try {
    const stored = (await getDoc(mappingRef(db, userId, shape))).data();
    return stored ? columnMappingSchema.parse(stored) : null;
  } catch {
    return null;
  }
}
