import type { AccountService } from '../account/index.ts'
import type { Notices } from '../notice/index.ts'
import type { PayDeps } from './pay.ts'

/**
 * What the bricks module works with: its database, the ledger that pays, the account it asks about
 * members, and the notices that tell an inviter their friend qualified.
 */
export type BricksDeps = PayDeps & { account: AccountService; notices?: Notices | undefined }
