/**
 * The chain module's public surface: the only file of modules/chain that other modules may import
 * (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export { chainEventKey } from './event-key.ts'
export type { ChainEvent, CommitProbe, EventHandler, RollbackHandler } from './indexer.ts'
export { type ChainModule, registerChain } from './module.ts'
export { type Cursor, CursorMovedError, readCursor as indexedBlock, storedEvents } from './store.ts'
