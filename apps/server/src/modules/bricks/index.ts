/**
 * The bricks module's public surface: the only file of modules/bricks other modules may import.
 */
export type { BricksDeps } from './deps.ts'
export { registerBricks } from './module.ts'
export type { Bricks } from './service.ts'
