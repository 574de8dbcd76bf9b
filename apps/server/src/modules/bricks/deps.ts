import type { AccountService } from '../account/index.ts'
import type { PayDeps } from './pay.ts'

/** What the bricks module works with: its database, the ledger that pays, the account it asks about members. */
export type BricksDeps = PayDeps & { account: AccountService }
