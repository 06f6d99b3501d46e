/** Collection names, as the product names them. */
export const COLLECTIONS = {
  users: 'users',
  loadDevelopment: 'loadDevelopment',
  firearms: 'firearms',
  factoryLoad: 'factoryLoad',
  shootingSession: 'shootingSession',
  sessionSummary: 'sessionSummary',
  /** The handloader's components (powders, primers, bullets, brass), each with its lots below. */
  components: 'components',
  /** One lot of a component, with its movements (what it holds is their sum). */
  componentLots: 'componentLots',
  /** One batch of rounds loaded from a load's recipe, drawn from its lots. */
  loadBatches: 'loadBatches',
  /** One barrel of a firearm (the one on it now or an earlier one), with its cleaning log. */
  barrels: 'barrels',
  /** How the columns of a table of shots from one device map to shots (the chronograph mapper). */
  columnMappings: 'columnMappings',
  /** One per write the app made, proving the write landed (src/lib/sync/receipts.ts); expires. */
  syncReceipts: 'syncReceipts',
} as const;

/**
 * The collections whose documents name their owner in a userId field: deleting an account empties
 * each of them (src/features/auth/delete-account-api.ts). users/{uid} is the owner's by its id, and
 * factoryLoad is the shared catalogue, owned by nobody. The receipts go last: the records' writes
 * still queued reach the server (with their receipts) before anything is deleted.
 */
export const USER_OWNED_COLLECTIONS = [
  COLLECTIONS.shootingSession,
  COLLECTIONS.sessionSummary,
  COLLECTIONS.loadDevelopment,
  COLLECTIONS.firearms,
  COLLECTIONS.barrels,
  COLLECTIONS.loadBatches,
  COLLECTIONS.componentLots,
  COLLECTIONS.components,
  COLLECTIONS.columnMappings,
  COLLECTIONS.syncReceipts,
] as const;

/** One of the collections whose documents name their owner. */
export type UserOwnedCollection = (typeof USER_OWNED_COLLECTIONS)[number];
