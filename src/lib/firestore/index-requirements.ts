/*
 * Which index a Firestore query needs in production, and whether firestore.indexes.json has it.
 * The emulator serves every query without indexes, so this is what stops a query that works locally
 * from failing with "The query requires an index" on a real project. Pure: the index check
 * (src/firestore-indexes.test.ts) feeds it the app's real queries.
 *
 * Firestore's rules, as applied here:
 * - Built-in single-field indexes serve: equality filters on any number of fields (merged), one
 *   array-contains filter alone, or filters and orders on one field only.
 * - Anything else needs a composite index: the equality and array-contains fields first (in any
 *   order), then every order field in the query's order and direction. Range and inequality filters
 *   order by their field (after the explicit orders, by field name); a composite index ends with
 *   __name__ in the direction of its last field unless it lists __name__ itself.
 * - A collection group query gets no single-field index automatically: each one must be enabled in
 *   fieldOverrides with queryScope COLLECTION_GROUP. A fieldOverride on a field also replaces that
 *   field's automatic indexes (an empty list exempts it).
 * The check is conservative: it does not credit Firestore's merging of composite indexes, nor
 * array-contains merged with equality, so it may ask for an index Firestore could do without, but it
 * never passes a query that lacks one.
 */

export type Direction = 'asc' | 'desc';
export type FilterOp =
  '==' | 'in' | '!=' | 'not-in' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any';
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

/** What of a query decides its index: where it reads, its filters (all joined by AND) and its explicit orders. */
export interface QueryShape {
  collectionId: string;
  scope: QueryScope;
  filters: { field: string; op: FilterOp }[];
  orderBy: { field: string; direction: Direction }[];
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope: QueryScope }[];
}

/** firestore.indexes.json, as firebase-tools deploys it. */
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

export type IndexNeed =
  | { kind: 'none' }
  /**
   * Each field's single-field index in the query's scope (merged when there are several); in the
   * direction given when `ordered`, else either direction serves the equality.
   */
  | { kind: 'single-field'; fields: IndexField[]; ordered: boolean }
  /** A composite index; its first `filtered` fields (equality, array-contains) may come in any order. */
  | { kind: 'composite'; index: CompositeIndex; filtered: number };

export const DOCUMENT_ID = '__name__';
const EQUALITY_OPS: FilterOp[] = ['==', 'in'];
const ARRAY_OPS: FilterOp[] = ['array-contains', 'array-contains-any'];

const toOrder = (direction: Direction): IndexField['order'] => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');
const unique = (values: string[]) => [...new Set(values)];

/**
 * The query's full order as Firestore runs it (the SDK's normalised order): the explicit orders,
 * then each range or inequality field not already ordered, by name, then the document id, all in
 * the direction of the last explicit order.
 */
export function normalisedOrder(shape: QueryShape): { field: string; direction: Direction }[] {
  const explicit = shape.orderBy;
  const direction = explicit.at(-1)?.direction ?? 'asc';
  const ordered = new Set(explicit.map((order) => order.field));
  const rangeFields = unique(
    shape.filters
      .filter((filter) => !EQUALITY_OPS.includes(filter.op) && !ARRAY_OPS.includes(filter.op))
      .map((filter) => filter.field),
  )
    .filter((field) => field !== DOCUMENT_ID && !ordered.has(field))
    .sort();
  const order = [...explicit, ...rangeFields.map((field) => ({ field, direction }))];
  if (!ordered.has(DOCUMENT_ID)) order.push({ field: DOCUMENT_ID, direction });
  return order;
}

/** The index a query needs; throws for a query these rules do not cover, so none passes unchecked. */
export function indexNeededBy(shape: QueryShape): IndexNeed {
  // An equality on the document id is a lookup by key: it needs no index of its own.
  const filters = shape.filters.filter((filter) => !(filter.field === DOCUMENT_ID && EQUALITY_OPS.includes(filter.op)));
  const equalityFields = unique(
    filters.filter((filter) => EQUALITY_OPS.includes(filter.op)).map((filter) => filter.field),
  );
  const arrayFields = unique(filters.filter((filter) => ARRAY_OPS.includes(filter.op)).map((filter) => filter.field));
  const order = normalisedOrder({ ...shape, filters });
  const fieldOrders = order.filter((entry) => entry.field !== DOCUMENT_ID);
  const documentIdOrder = order.at(-1);
  if (documentIdOrder?.field !== DOCUMENT_ID) {
    throw new Error('The index check expects the document id last in a query order; extend indexNeededBy.');
  }
  const equalityOrdered = fieldOrders.find((entry) => equalityFields.includes(entry.field));
  if (equalityOrdered) {
    throw new Error(
      `The index check does not cover ordering by "${equalityOrdered.field}", which also has an equality filter; drop the orderBy or extend indexNeededBy.`,
    );
  }

  const filtered: IndexField[] = [
    ...equalityFields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...arrayFields.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
  ];
  const onlyOrder = fieldOrders.length === 1 ? fieldOrders[0] : undefined;
  // A single-field index ends with the document id in its own direction (ascending with no order field).
  const idAlongside = documentIdOrder.direction === (onlyOrder?.direction ?? 'asc');

  if (filtered.length === 0 && fieldOrders.length === 0) return { kind: 'none' };
  if (idAlongside && fieldOrders.length === 0 && (arrayFields.length === 0 || filtered.length === 1)) {
    return { kind: 'single-field', fields: filtered, ordered: false };
  }
  if (idAlongside && onlyOrder && filtered.length === 0) {
    return {
      kind: 'single-field',
      fields: [{ fieldPath: onlyOrder.field, order: toOrder(onlyOrder.direction) }],
      ordered: true,
    };
  }

  const lastDirection = fieldOrders.at(-1)?.direction ?? 'asc';
  const fields: IndexField[] = [
    ...filtered,
    ...fieldOrders.map((entry) => ({ fieldPath: entry.field, order: toOrder(entry.direction) })),
    // Listed only when it runs against the direction the index gives it implicitly.
    ...(documentIdOrder.direction === lastDirection
      ? []
      : [{ fieldPath: DOCUMENT_ID, order: toOrder(documentIdOrder.direction) }]),
  ];
  return {
    kind: 'composite',
    index: { collectionGroup: shape.collectionId, queryScope: shape.scope, fields },
    filtered: filtered.length,
  };
}

/** An index's fields with the document id it ends with, explicit or implicit. */
function withDocumentId(fields: IndexField[]): IndexField[] {
  if (fields.some((field) => field.fieldPath === DOCUMENT_ID)) return fields;
  const lastOrder = fields.findLast((field) => field.order)?.order ?? 'ASCENDING';
  return [...fields, { fieldPath: DOCUMENT_ID, order: lastOrder }];
}

/** An equality field is served in either direction; an array-contains field only by CONTAINS. */
const servesFilter = (needed: IndexField, candidate: IndexField) =>
  needed.fieldPath === candidate.fieldPath &&
  (needed.arrayConfig ? candidate.arrayConfig === 'CONTAINS' : candidate.order !== undefined);

const servesOrder = (needed: IndexField, candidate: IndexField | undefined) =>
  candidate?.fieldPath === needed.fieldPath && candidate.order === needed.order && !candidate.arrayConfig;

/**
 * Whether a declared composite index serves a needed one: the filtered fields first in any order,
 * then the ordered fields in the same order and direction, down to the document id.
 */
export function serves(declared: CompositeIndex, need: Extract<IndexNeed, { kind: 'composite' }>): boolean {
  const { index: needed, filtered } = need;
  if (declared.collectionGroup !== needed.collectionGroup || declared.queryScope !== needed.queryScope) return false;
  const have = withDocumentId(declared.fields);
  const want = withDocumentId(needed.fields);
  if (have.length !== want.length) return false;
  const wantFiltered = want.slice(0, filtered);
  const haveFiltered = have.slice(0, filtered);
  return (
    wantFiltered.every((field) => haveFiltered.some((candidate) => servesFilter(field, candidate))) &&
    haveFiltered.every((candidate) => wantFiltered.some((field) => servesFilter(field, candidate))) &&
    want.slice(filtered).every((field, i) => servesOrder(field, have[filtered + i]))
  );
}

/**
 * Whether the built-in or configured single-field index for a field exists in a scope. Collection
 * scope has them all unless a fieldOverride lists the field's indexes itself; collection group
 * scope has only what fieldOverrides enable.
 */
function hasSingleField(
  file: IndexFile,
  collectionId: string,
  scope: QueryScope,
  needed: IndexField,
  ordered: boolean,
): boolean {
  const override = file.fieldOverrides?.find(
    (candidate) => candidate.collectionGroup === collectionId && candidate.fieldPath === needed.fieldPath,
  );
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some(
    (index) =>
      index.queryScope === scope &&
      (needed.arrayConfig
        ? index.arrayConfig === 'CONTAINS'
        : index.order !== undefined && (!ordered || index.order === needed.order)),
  );
}

/**
 * Why firestore.indexes.json cannot serve a query in production, in one sentence naming the index
 * to add (as JSON to paste); null when it can.
 */
export function missingIndex(shape: QueryShape, file: IndexFile): string | null {
  const need = indexNeededBy(shape);
  if (need.kind === 'none') return null;
  if (need.kind === 'single-field') {
    const missing = need.fields.filter(
      (field) => !hasSingleField(file, shape.collectionId, shape.scope, field, need.ordered),
    );
    if (missing.length === 0) return null;
    const overrides = missing.map((field) => ({
      collectionGroup: shape.collectionId,
      fieldPath: field.fieldPath,
      indexes: [
        { ...(field.arrayConfig ? { arrayConfig: 'CONTAINS' } : { order: field.order }), queryScope: shape.scope },
      ],
    }));
    return `it needs the single-field ${missing.length > 1 ? 'indexes' : 'index'} ${JSON.stringify(overrides)} in fieldOverrides.`;
  }
  if (file.indexes.some((declared) => serves(declared, need))) return null;
  return `it needs the composite index ${JSON.stringify(need.index)} in indexes.`;
}
