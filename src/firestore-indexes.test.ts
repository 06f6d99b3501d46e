import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeFirestore, memoryLocalCache, type Firestore, type Query } from 'firebase/firestore';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedRecordsQuery } from '@/features/auth/account-api';
import { firearmBarrelsQuery, userBarrelsQuery } from '@/features/barrels/barrels-api';
import { factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import {
  completedLoadSummariesQuery,
  extremeVelocityQuery,
  firearmSummariesInSpanQuery,
  firearmSummariesQuery,
  firearmSummariesShotAfterQuery,
  newestLoadSummaryQuery,
  smallestFigureQuery,
  summariesQuery,
  summariesShotBetweenQuery,
} from '@/features/figures/figures-api';
import { userFirearmsQuery } from '@/features/firearms/firearms-api';
import { loadBatchesQuery, userBatchesQuery } from '@/features/inventory/batches-api';
import { userComponentsQuery, userLotsQuery } from '@/features/inventory/inventory-api';
import { userLoadsQuery } from '@/features/loads/loads-api';
import {
  activeSessionsQuery,
  recentSummariesQuery,
  recipeSessionsQuery,
  batchSummariesQuery,
  recipeSummariesQuery,
  sessionSummariesQuery,
  stringHoldersQuery,
  userSessionsQuery,
  userSummariesQuery,
} from '@/features/sessions/session-queries-api';
import { USER_OWNED_COLLECTIONS } from '@/lib/firestore/collections';
import { missingIndex, type FilterOp, type IndexFile, type QueryShape } from '@/lib/firestore/index-requirements';

/*
 * Every query the app makes, built by the app's own functions, against firestore.indexes.json. The
 * emulator needs no indexes, so only this stops a query that works locally from failing on a real
 * project. A guard below fails when a query() or collectionGroup() call in src is not built here.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INDEX_FILE = 'firestore.indexes.json';
const indexFile = JSON.parse(readFileSync(path.join(ROOT, INDEX_FILE), 'utf8')) as IndexFile;

/** Each function that builds a query, by `file#function`, with every variant the app calls. */
const APP_QUERIES: Record<string, (db: Firestore) => Record<string, Query>> = {
  'src/features/firearms/firearms-api.ts#userFirearmsQuery': (db) => ({
    'userFirearmsQuery(db, userId)': userFirearmsQuery(db, 'user-1'),
  }),
  'src/features/figures/figures-api.ts#firearmSummariesInSpanQuery': (db) => ({
    'firearmSummariesInSpanQuery(db, userId, firearmId, the first barrel)': firearmSummariesInSpanQuery(
      db,
      'user-1',
      'firearm-1',
      { from: null, until: '2026-06-01' },
    ),
    'firearmSummariesInSpanQuery(db, userId, firearmId, a later barrel)': firearmSummariesInSpanQuery(
      db,
      'user-1',
      'firearm-1',
      { from: '2026-06-01', until: '2026-09-01' },
    ),
    'firearmSummariesInSpanQuery(db, userId, firearmId, the current barrel)': firearmSummariesInSpanQuery(
      db,
      'user-1',
      'firearm-1',
      { from: '2026-06-01', until: null },
    ),
    'firearmSummariesInSpanQuery(db, userId, firearmId, every day)': firearmSummariesInSpanQuery(
      db,
      'user-1',
      'firearm-1',
      { from: null, until: null },
    ),
  }),
  'src/features/barrels/barrels-api.ts#userBarrelsQuery': (db) => ({
    'userBarrelsQuery(db, userId)': userBarrelsQuery(db, 'user-1'),
  }),
  'src/features/barrels/barrels-api.ts#firearmBarrelsQuery': (db) => ({
    'firearmBarrelsQuery(db, userId, firearmId)': firearmBarrelsQuery(db, 'user-1', 'firearm-1'),
  }),
  'src/features/loads/loads-api.ts#userLoadsQuery': (db) => ({
    'userLoadsQuery(db, userId)': userLoadsQuery(db, 'user-1'),
  }),
  'src/features/inventory/inventory-api.ts#userComponentsQuery': (db) => ({
    'userComponentsQuery(db, userId)': userComponentsQuery(db, 'user-1'),
  }),
  'src/features/inventory/inventory-api.ts#userLotsQuery': (db) => ({
    'userLotsQuery(db, userId)': userLotsQuery(db, 'user-1'),
  }),
  'src/features/inventory/batches-api.ts#loadBatchesQuery': (db) => ({
    'loadBatchesQuery(db, userId, loadId)': loadBatchesQuery(db, 'user-1', 'load-1'),
  }),
  'src/features/inventory/batches-api.ts#userBatchesQuery': (db) => ({
    'userBatchesQuery(db, userId)': userBatchesQuery(db, 'user-1'),
  }),
  'src/features/sessions/session-queries-api.ts#userSessionsQuery': (db) => ({
    'userSessionsQuery(db, userId)': userSessionsQuery(db, 'user-1'),
    'userSessionsQuery(db, userId, max)': userSessionsQuery(db, 'user-1', 5),
  }),
  'src/features/sessions/session-queries-api.ts#activeSessionsQuery': (db) => ({
    'activeSessionsQuery(db, userId)': activeSessionsQuery(db, 'user-1'),
  }),
  'src/features/sessions/session-queries-api.ts#userSummariesQuery': (db) => ({
    'userSummariesQuery(db, userId)': userSummariesQuery(db, 'user-1'),
  }),
  'src/features/sessions/session-queries-api.ts#batchSummariesQuery': (db) => ({
    'batchSummariesQuery(db, userId, batchIds)': batchSummariesQuery(db, 'user-1', ['batch-1', 'batch-2']),
  }),
  'src/features/sessions/session-queries-api.ts#recipeSummariesQuery': (db) => ({
    'recipeSummariesQuery(db, userId, loadIds)': recipeSummariesQuery(db, 'user-1', ['load-1', 'load-2']),
  }),
  'src/features/sessions/session-queries-api.ts#recipeSessionsQuery': (db) => ({
    'recipeSessionsQuery(db, userId, loadIds)': recipeSessionsQuery(db, 'user-1', ['load-1', 'load-2']),
  }),
  'src/features/sessions/session-queries-api.ts#recentSummariesQuery': (db) => ({
    'recentSummariesQuery(db, userId, 3)': recentSummariesQuery(db, 'user-1', 3),
  }),
  'src/features/figures/figures-api.ts#summariesShotBetweenQuery': (db) => ({
    'summariesShotBetweenQuery(db, userId, first, last)': summariesShotBetweenQuery(
      db,
      'user-1',
      '2026-10-26',
      '2026-11-25',
    ),
  }),
  'src/features/figures/figures-api.ts#smallestFigureQuery': (db) => ({
    "smallestFigureQuery(db, userId, 'groupMeanRadius')": smallestFigureQuery(db, 'user-1', 'groupMeanRadius'),
    "smallestFigureQuery(db, userId, 'groupMeanRadius', loadId)": smallestFigureQuery(
      db,
      'user-1',
      'groupMeanRadius',
      'load-1',
    ),
    "smallestFigureQuery(db, userId, 'groupSpread')": smallestFigureQuery(db, 'user-1', 'groupSpread'),
    "smallestFigureQuery(db, userId, 'bestGroup')": smallestFigureQuery(db, 'user-1', 'bestGroup'),
    "smallestFigureQuery(db, userId, 'groupSpread', loadId)": smallestFigureQuery(
      db,
      'user-1',
      'groupSpread',
      'load-1',
    ),
    "smallestFigureQuery(db, userId, 'bestGroup', loadId)": smallestFigureQuery(db, 'user-1', 'bestGroup', 'load-1'),
  }),
  'src/features/figures/figures-api.ts#completedLoadSummariesQuery': (db) => ({
    'completedLoadSummariesQuery(db, userId, loadId)': completedLoadSummariesQuery(db, 'user-1', 'load-1'),
  }),
  'src/features/figures/figures-api.ts#newestLoadSummaryQuery': (db) => ({
    'newestLoadSummaryQuery(db, userId, loadId)': newestLoadSummaryQuery(db, 'user-1', 'load-1'),
  }),
  'src/features/figures/figures-api.ts#extremeVelocityQuery': (db) => ({
    "extremeVelocityQuery(db, userId, loadId, 'lowest')": extremeVelocityQuery(db, 'user-1', 'load-1', 'lowest'),
    "extremeVelocityQuery(db, userId, loadId, 'highest')": extremeVelocityQuery(db, 'user-1', 'load-1', 'highest'),
  }),
  'src/features/figures/figures-api.ts#summariesQuery': (db) => ({
    'summariesQuery(db, userId)': summariesQuery(db, 'user-1'),
  }),
  'src/features/figures/figures-api.ts#firearmSummariesQuery': (db) => ({
    'firearmSummariesQuery(db, userId, firearmId)': firearmSummariesQuery(db, 'user-1', 'f-1'),
  }),
  'src/features/figures/figures-api.ts#firearmSummariesShotAfterQuery': (db) => ({
    'firearmSummariesShotAfterQuery(db, userId, firearmId, day)': firearmSummariesShotAfterQuery(
      db,
      'user-1',
      'f-1',
      '2026-03-15',
    ),
  }),
  'src/features/sessions/session-queries-api.ts#stringHoldersQuery': (db) => ({
    'stringHoldersQuery(db, userId, { shots, date })': stringHoldersQuery(db, 'user-1', {
      shots: 10,
      date: '2026-11-01',
    }),
    'stringHoldersQuery(db, userId, { shots, date: null })': stringHoldersQuery(db, 'user-1', {
      shots: 10,
      date: null,
    }),
  }),
  'src/features/sessions/session-queries-api.ts#sessionSummariesQuery': (db) => {
    const cursor = { date: '2026-11-01', createdAt: new Date(0) };
    const filters = {
      all: {},
      load: { loadId: 'load-1' },
      firearm: { firearmId: 'f-1' },
      both: { loadId: 'load-1', firearmId: 'f-1' },
    };
    const bounds = {
      first: { after: null, through: null },
      middle: { after: cursor, through: cursor },
      last: { after: cursor, through: null },
    };
    return Object.fromEntries(
      Object.entries(filters).flatMap(([filterName, filter]) =>
        Object.entries(bounds).map(([boundsName, page]) => [
          `sessionSummariesQuery(db, userId, ${filterName}, ${boundsName} page)`,
          sessionSummariesQuery(db, 'user-1', filter, page),
        ]),
      ),
    );
  },
  'src/features/factory-loads/factory-loads-api.ts#factoryLoadsQuery': (db) => ({
    'factoryLoadsQuery(db)': factoryLoadsQuery(db),
  }),
  'src/features/auth/account-api.ts#ownedRecordsQuery': (db) =>
    Object.fromEntries(
      USER_OWNED_COLLECTIONS.flatMap((name) => [
        [`ownedRecordsQuery(db, '${name}', userId)`, ownedRecordsQuery(db, name, 'user-1')],
        [`ownedRecordsQuery(db, '${name}', userId, max)`, ownedRecordsQuery(db, name, 'user-1', 500)],
      ]),
    ),
};

const FILTER_OPS = new Set<string>([
  '==',
  'in',
  '!=',
  'not-in',
  '<',
  '<=',
  '>',
  '>=',
  'array-contains',
  'array-contains-any',
]);

interface InternalFilter {
  field?: { canonicalString(): string };
  op: string;
  filters?: InternalFilter[];
}

/**
 * What decides a query's index, read from the SDK's Query object. The SDK has no public way to read
 * a query's filters and orders, so this reads its internals (firebase 12: `_query` with `path`,
 * `collectionGroup`, `filters`, `explicitOrderBy`, `limitType`); if an upgrade changes them, this
 * throws instead of reading nothing.
 */
function shapeOf(query: Query): QueryShape {
  const internal = (query as unknown as { _query?: Record<string, unknown> })._query;
  const { path: queryPath, collectionGroup, filters, explicitOrderBy, limit, limitType } = internal ?? {};
  if (!internal || !Array.isArray(filters) || !Array.isArray(explicitOrderBy) || typeof queryPath !== 'object') {
    throw new Error(
      "The Firestore SDK's Query internals have changed: update shapeOf in src/firestore-indexes.test.ts.",
    );
  }
  if (limit !== null && limitType === 'L') {
    throw new Error('The index check does not cover limitToLast(), which reverses the order Firestore runs.');
  }
  const flatten = (filter: InternalFilter): QueryShape['filters'] => {
    if (filter.filters) {
      if (filter.op !== 'and')
        throw new Error('The index check does not cover or() queries: each branch needs its index.');
      return filter.filters.flatMap(flatten);
    }
    if (!filter.field || !FILTER_OPS.has(filter.op)) throw new Error(`Unknown filter operator "${filter.op}".`);
    return [{ field: filter.field.canonicalString(), op: filter.op as FilterOp }];
  };
  return {
    collectionId:
      typeof collectionGroup === 'string' ? collectionGroup : (queryPath as { lastSegment(): string }).lastSegment(),
    scope: typeof collectionGroup === 'string' ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: (filters as InternalFilter[]).flatMap(flatten),
    orderBy: (explicitOrderBy as { field: { canonicalString(): string }; dir: 'asc' | 'desc' }[]).map((order) => ({
      field: order.field.canonicalString(),
      direction: order.dir,
    })),
  };
}

/** Every non-test source file under src, relative to the repository. */
function sourceFiles(dir = path.join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource ? [path.relative(ROOT, full).split(path.sep).join('/')] : [];
  });
}

const QUERY_BUILDERS = new Set(['query', 'collectionGroup']);
const FIRESTORE_MODULE = /^(@firebase\/firestore|firebase\/firestore)(\/lite)?$/;

/**
 * Each `file#function` where src calls Firestore's query() or collectionGroup(), found by parsing
 * (aliased and namespace imports included); `function` is the top-level declaration around the call.
 */
function queryBuildersInSource(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    if (!/firebase\/firestore/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const localNames = new Set<string>();
    const namespaces = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (!FIRESTORE_MODULE.test(statement.moduleSpecifier.text)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (QUERY_BUILDERS.has((element.propertyName ?? element.name).text)) localNames.add(element.name.text);
        }
      }
    }
    const builds = (call: ts.CallExpression) => {
      const callee = call.expression;
      if (ts.isIdentifier(callee)) return localNames.has(callee.text);
      return (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        namespaces.has(callee.expression.text) &&
        QUERY_BUILDERS.has(callee.name.text)
      );
    };
    const topLevelName = (node: ts.Node): string => {
      let statement = node;
      while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
      if (ts.isFunctionDeclaration(statement) && statement.name) return statement.name.text;
      if (ts.isVariableStatement(statement)) {
        const [declaration] = statement.declarationList.declarations;
        if (declaration && ts.isIdentifier(declaration.name)) return declaration.name.text;
      }
      return '(module)';
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && builds(node)) found.add(`${file}#${topLevelName(node)}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

let app: FirebaseApp;
let db: Firestore;

beforeAll(() => {
  // Building queries needs a Firestore instance but no server: nothing here is sent.
  app = initializeApp({ projectId: 'demo-index-check', apiKey: 'unit-test' }, 'index-check');
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
});

afterAll(() => deleteApp(app));

function appQueries(): [string, QueryShape][] {
  return Object.values(APP_QUERIES).flatMap((build) =>
    Object.entries(build(db)).map(([label, query]): [string, QueryShape] => [label, shapeOf(query)]),
  );
}

function problems(file: IndexFile): string[] {
  return appQueries().flatMap(([label, shape]) => {
    const missing = missingIndex(shape, file);
    return missing ? [`${label} would fail in production: ${missing}`] : [];
  });
}

describe(`${INDEX_FILE}`, () => {
  it('has the index every query of the app needs', () => {
    expect(problems(indexFile)).toEqual([]);
  });

  it('holds no composite index that no query needs (each one costs every write)', () => {
    // Removing any index must break a query: also shows the check sees each index.
    const unneeded = indexFile.indexes.filter(
      (_, i) => problems({ ...indexFile, indexes: indexFile.indexes.filter((__, j) => j !== i) }).length === 0,
    );
    expect(unneeded).toEqual([]);
  });

  it('checks every query in src: each query() or collectionGroup() call is built by APP_QUERIES above', () => {
    const found = queryBuildersInSource();
    const unchecked = [...found]
      .filter((builder) => !(builder in APP_QUERIES))
      .map(
        (builder) =>
          `${builder.replace('#', ': ')} builds a Firestore query the index check does not build; add it to APP_QUERIES in src/firestore-indexes.test.ts.`,
      );
    expect(unchecked).toEqual([]);
    // The guard itself must see the app's queries, or it would pass on nothing.
    expect(found).toContain('src/features/sessions/session-queries-api.ts#userSessionsQuery');
    for (const builder of Object.keys(APP_QUERIES)) {
      const [file = '', name = ''] = builder.split('#');
      expect(readFileSync(path.join(ROOT, file), 'utf8'), builder).toContain(`export function ${name}(`);
    }
  });
});
