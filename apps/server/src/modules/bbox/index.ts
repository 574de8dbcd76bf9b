/**
 * The blind-box module's public surface: the only file of modules/bbox other modules (and the
 * admin commands) may import.
 */
export type { BboxDeps } from './deps.ts'
export { registerBbox } from './module.ts'
export { bboxOperations } from './operations.ts'
export type { Bbox } from './service.ts'
