/**
 * The kns module's public surface: the only file of modules/kns that other modules may import.
 * Other modules show wallets' default names through `KnsService.defaults` (batched and cached).
 */

export type { NameCatalog } from './catalog.ts'
export type { DefaultNames } from './default-names.ts'
export { type KidNames, kidNameOf, kidNamesIn, kidNamesOf } from './kid-names.ts'
export { type KnsModuleDeps, registerKns } from './module.ts'
export type { KnsService } from './service.ts'
