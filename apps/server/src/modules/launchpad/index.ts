/**
 * The launchpad module's public surface: the only file of modules/launchpad that other modules
 * (and the admin commands) may import.
 */

export { registerLaunchpad } from './module.ts'
export { dropOperations } from './operators.ts'
