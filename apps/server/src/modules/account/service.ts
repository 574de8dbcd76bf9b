import type { ProfileUpdateBody } from '@kid/shared/account/calls'
import type { PageQuery } from '@kid/shared/page-query'
import type { LocalAccount } from 'viem'
import type { Config } from '../../platform/config/config.ts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { createCallers } from './callers.ts'
import { createEmailVerified, type EmailVerified } from './email-verified.ts'
import { inviteesOf, isSubscribed, standingOf } from './invitees.ts'
import { createMembers } from './members.ts'
import { useNftAvatar } from './profile/nft-avatar.ts'
import { shownProfile } from './profile/shown-profile.ts'
import { updateProfile } from './profile/update-profile.ts'
import { createUser } from './users.ts'
import { bindWithKey } from './wallet/bind-with-key.ts'
import { createWelcome, type Welcome } from './welcome.ts'

/**
 * What other modules may use of the account module (through index.ts): members and the caller to
 * read, and the few account changes other modules make — the same functions the account's own
 * routes call, so a rule the account keeps holds for every module.
 */
export type AccountService = ReturnType<typeof createAccountService>

export function createAccountService(deps: {
  db: Db
  config: Config
  welcome?: Welcome
  emailVerified?: EmailVerified
}) {
  const { db, config } = deps
  const members = createMembers(db)
  const welcome = deps.welcome ?? createWelcome(() => undefined)
  const emailVerified = deps.emailVerified ?? createEmailVerified()
  return {
    /** A later module hands in what a member gets at sign-in (bricks: the welcome gift). */
    welcome: { give: welcome.give },
    /** A later module acts, in the same transaction, when a member's e-mail becomes verified. */
    emailVerified: { on: emailVerified.on },
    members,
    callers: createCallers(members),
    profiles: {
      /** A new member (the demo's creators and collector); `kid<uid>` without a username. */
      create: (username?: string) => createUser(db, username === undefined ? {} : { username }),
      /** user/update/wallet/profile, with its checks (own uploads, unique username). */
      update: (userId: number, body: ProfileUpdateBody) => updateProfile(db, config, userId, body),
      /** The avatar becomes an NFT's picture; the caller checked the member holds it. */
      useNftAvatar: (userId: number, url: string) => useNftAvatar(db, userId, url),
      /** The banner, bio and links a member's public profile shows (what `update` saved). */
      shown: (userId: number) => shownProfile(db, userId),
    },
    invites: {
      /** Who invited the member and whether their e-mail is verified (by id, or by public uid). */
      standing: (who: { id: number } | { uid: string }, tx: Db | Tx = db) => standingOf(tx, who),
      /** The members `inviterId` invited, newest first, each with that standing. */
      of: (inviterId: number, page: PageQuery) => inviteesOf(db, inviterId, page),
    },
    subscriptions: {
      /** Whether the address confirmed the newsletter (double opt-in) and has not unsubscribed. */
      confirmed: (email: string) => isSubscribed(db, email),
    },
    wallets: {
      /** Binds a wallet whose key the server holds by signing the EIP-4361 message, as a browser does. */
      bindWithKey: (userId: number, key: LocalAccount) =>
        bindWithKey({ db, chainId: config.chainId, config }, userId, key),
    },
  }
}
