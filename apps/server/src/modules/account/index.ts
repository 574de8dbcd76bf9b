/**
 * The account module's public surface: the only file of modules/account that other modules may
 * import (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export { type Caller, type Callers, requireBound, requireSigner, type WalletCaller } from './callers.ts'
export { memberKey } from './member-key.ts'
export { createMembers, type Member, type Members } from './members.ts'
export { registerAccount } from './module.ts'
export type { AccountDeps } from './routes.ts'
export { type AccountService, createAccountService } from './service.ts'
