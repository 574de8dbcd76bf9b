import { accountUser } from './tables.ts'

/** What other modules may know of a member: who they are and how they are shown. */
export type Member = {
  id: number
  uid: string
  username: string | null
  headimgurl: string | null
  /** The bound wallet, lower-cased; null for a member without one. */
  wallet: string | null
}

export const memberColumns = {
  id: accountUser.id,
  uid: accountUser.uid,
  username: accountUser.username,
  headimgurl: accountUser.headimgurl,
  wallet: accountUser.walletaddress,
}
