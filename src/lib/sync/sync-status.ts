/**
 * The sync journal's types, decisions and words in one import, for the screens that show them.
 * They live in journal.ts (the stored entries), sync-reducer.ts (what changes them) and
 * sync-words.ts (what the app says).
 */
export {
  EMPTY_SYNC_STATE,
  parseStoredSyncState,
  type JournalEntry,
  type RejectedWrite,
  type SyncState,
} from './journal';
export {
  logoutRisk,
  mergeSyncStates,
  orphanedWrites,
  pendingShotIds,
  refusedShot,
  syncReducer,
  unstoredCount,
  waitingWrites,
  type LogoutRisk,
  type RefusedShot,
  type SyncEvent,
} from './sync-reducer';
export {
  describeRejectedWrite,
  logoutWarning,
  rejectedWriteFileName,
  rejectedWriteJson,
  rejectionReason,
  syncIndicator,
  type SyncIndicatorState,
} from './sync-words';
