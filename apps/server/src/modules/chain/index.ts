/**
 * The chain module's public surface: the only file of modules/chain that other modules may import
 * (the boundary test enforces it). The modules rework (#10) adds the indexer's subscription types.
 */
export { chainEventKey } from './event-key.ts'
