/**
 * The data module's public surface: the only file of modules/data that other modules may import
 * (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export { registerData } from './module.ts'
