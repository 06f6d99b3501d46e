import { describe, expect, it } from 'vitest';
import { indexNeededBy, missingIndex, type IndexFile, type QueryShape } from './index-requirements';

const NO_INDEXES: IndexFile = { indexes: [], fieldOverrides: [] };

function shape(parts: Partial<QueryShape>): QueryShape {
  return { collectionId: 'cities', scope: 'COLLECTION', filters: [], orderBy: [], ...parts };
}

const countryIsUsa = { field: 'country', op: '==' } as const;
const byPopulationDesc = { field: 'population', direction: 'desc' } as const;

describe('indexNeededBy and missingIndex', () => {
  it('serves a whole collection, and any number of equality filters, from built-in indexes', () => {
    expect(indexNeededBy(shape({}))).toEqual({ kind: 'none' });
    const equalities = shape({ filters: [countryIsUsa, { field: 'capital', op: '==' }, { field: 'size', op: 'in' }] });
    expect(indexNeededBy(equalities).kind).toBe('single-field');
    expect(missingIndex(equalities, NO_INDEXES)).toBeNull();
  });

  it('serves filters and an order on one field alone from built-in indexes', () => {
    const oneField = shape({ filters: [{ field: 'population', op: '>' }], orderBy: [byPopulationDesc] });
    expect(missingIndex(oneField, NO_INDEXES)).toBeNull();
    expect(missingIndex(shape({ filters: [{ field: 'regions', op: 'array-contains' }] }), NO_INDEXES)).toBeNull();
  });

  it('asks for a composite index for equality plus an order on another field, and names it', () => {
    const query = shape({ filters: [countryIsUsa], orderBy: [byPopulationDesc] });
    expect(missingIndex(query, NO_INDEXES)).toBe(
      'it needs the composite index {"collectionGroup":"cities","queryScope":"COLLECTION","fields":[{"fieldPath":"country","order":"ASCENDING"},{"fieldPath":"population","order":"DESCENDING"}]} in indexes.',
    );
    const declared = (fields: IndexFile['indexes'][number]['fields'], collectionGroup = 'cities'): IndexFile => ({
      indexes: [{ collectionGroup, queryScope: 'COLLECTION', fields }],
    });
    const country = { fieldPath: 'country', order: 'ASCENDING' } as const;
    expect(missingIndex(query, declared([country, { fieldPath: 'population', order: 'DESCENDING' }]))).toBeNull();
    // An equality field is served in either direction; an order field only in its own.
    const countryDesc = { fieldPath: 'country', order: 'DESCENDING' } as const;
    expect(missingIndex(query, declared([countryDesc, { fieldPath: 'population', order: 'DESCENDING' }]))).toBeNull();
    expect(missingIndex(query, declared([country, { fieldPath: 'population', order: 'ASCENDING' }]))).not.toBeNull();
    expect(missingIndex(query, declared([{ fieldPath: 'population', order: 'DESCENDING' }, country]))).not.toBeNull();
    expect(
      missingIndex(query, declared([country, { fieldPath: 'population', order: 'DESCENDING' }], 'towns')),
    ).not.toBeNull();
  });

  it('takes several equality fields in any order, but the order fields in the query order', () => {
    const query = shape({
      filters: [countryIsUsa, { field: 'state', op: '==' }],
      orderBy: [byPopulationDesc, { field: 'name', direction: 'desc' }],
    });
    const index = (...fieldPaths: string[]): IndexFile => ({
      indexes: [
        {
          collectionGroup: 'cities',
          queryScope: 'COLLECTION',
          fields: fieldPaths.map((fieldPath, i) => ({ fieldPath, order: i < 2 ? 'ASCENDING' : 'DESCENDING' })),
        },
      ],
    });
    expect(missingIndex(query, index('state', 'country', 'population', 'name'))).toBeNull();
    expect(missingIndex(query, index('country', 'state', 'name', 'population'))).not.toBeNull();
    expect(missingIndex(query, index('country', 'population', 'name'))).not.toBeNull();
  });

  it('orders range fields after the explicit orders, by name, in the last explicit direction', () => {
    const twoRanges = shape({
      filters: [
        { field: 'population', op: '>' },
        { field: 'density', op: '<' },
      ],
    });
    expect(indexNeededBy(twoRanges)).toMatchObject({
      kind: 'composite',
      index: {
        fields: [
          { fieldPath: 'density', order: 'ASCENDING' },
          { fieldPath: 'population', order: 'ASCENDING' },
        ],
      },
    });
    const rangeAfterOrder = shape({
      filters: [{ field: 'population', op: '!=' }],
      orderBy: [{ field: 'name', direction: 'desc' }],
    });
    expect(indexNeededBy(rangeAfterOrder)).toMatchObject({
      index: {
        fields: [
          { fieldPath: 'name', order: 'DESCENDING' },
          { fieldPath: 'population', order: 'DESCENDING' },
        ],
      },
    });
  });

  it('asks for a composite index for array-contains with an order or an equality', () => {
    const regions = { field: 'regions', op: 'array-contains' } as const;
    expect(indexNeededBy(shape({ filters: [regions], orderBy: [byPopulationDesc] }))).toMatchObject({
      index: {
        fields: [
          { fieldPath: 'regions', arrayConfig: 'CONTAINS' },
          { fieldPath: 'population', order: 'DESCENDING' },
        ],
      },
    });
    expect(indexNeededBy(shape({ filters: [regions, countryIsUsa] })).kind).toBe('composite');
  });

  it('knows the document id ends every index in the direction of its last field', () => {
    const query = shape({ filters: [countryIsUsa], orderBy: [byPopulationDesc] });
    const withId = (order: 'ASCENDING' | 'DESCENDING'): IndexFile => ({
      indexes: [
        {
          collectionGroup: 'cities',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'country', order: 'ASCENDING' },
            { fieldPath: 'population', order: 'DESCENDING' },
            { fieldPath: '__name__', order },
          ],
        },
      ],
    });
    expect(missingIndex(query, withId('DESCENDING'))).toBeNull();
    const idAgainstTheOrder = shape({ ...query, orderBy: [byPopulationDesc, { field: '__name__', direction: 'asc' }] });
    expect(missingIndex(idAgainstTheOrder, withId('ASCENDING'))).toBeNull();
    expect(missingIndex(idAgainstTheOrder, withId('DESCENDING'))).not.toBeNull();
    // Even on one field, an id order against the field's needs its own index.
    expect(indexNeededBy(shape({ orderBy: idAgainstTheOrder.orderBy })).kind).toBe('composite');
    // An equality on the id is a lookup by key.
    expect(indexNeededBy(shape({ filters: [{ field: '__name__', op: 'in' }] }))).toEqual({ kind: 'none' });
  });

  it('finds single-field indexes in collection group scope only where fieldOverrides enable them', () => {
    const group = shape({ scope: 'COLLECTION_GROUP', filters: [countryIsUsa] });
    expect(missingIndex(group, NO_INDEXES)).toBe(
      'it needs the single-field index [{"collectionGroup":"cities","fieldPath":"country","indexes":[{"order":"ASCENDING","queryScope":"COLLECTION_GROUP"}]}] in fieldOverrides.',
    );
    const enabled: IndexFile = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: 'cities',
          fieldPath: 'country',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(missingIndex(group, enabled)).toBeNull();
    // The same override replaces the field's collection-scope indexes, which it no longer lists.
    expect(missingIndex(shape({ filters: [countryIsUsa] }), enabled)).not.toBeNull();
  });

  it('refuses to judge an order on a field that also has an equality filter', () => {
    expect(() =>
      indexNeededBy(shape({ filters: [countryIsUsa], orderBy: [{ field: 'country', direction: 'asc' }] })),
    ).toThrow(
      'The index check does not cover ordering by "country", which also has an equality filter; drop the orderBy or extend indexNeededBy.',
    );
  });
});
