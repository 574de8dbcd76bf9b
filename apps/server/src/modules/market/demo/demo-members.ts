import type { Address } from 'viem'
import type { Config } from '../../../platform/config/config.ts'
import type { AccountService, WalletCaller } from '../../account/index.ts'
import { type ArtStyleName, CANVAS } from './art/styles.ts'
import type { DemoWallet } from './demo-wallet.ts'
import { storeArt } from './store-art.ts'
import type { DemoPerson } from './world/people.ts'

/** A demo member with their wallet bound (`wallet`, as the services see a caller), and its keys to act with. */
export type DemoMember = WalletCaller & { username: string; signer: DemoWallet }

/**
 * A demo member made as a person makes one: an account with a name, a bio, a pixel portrait as the
 * avatar (and a banner in their own style, for creators), then their wallet bound by signing the
 * EIP-4361 bind message with the wallet's own key (the account module's real services).
 */
export async function demoMember(
  accounts: AccountService,
  config: Config,
  person: DemoPerson,
  signer: DemoWallet,
  bannerStyle?: ArtStyleName,
): Promise<DemoMember> {
  const avatar = await storeArt(config, 'pixel-character', `avatar:${person.username}`, CANVAS.cover)
  const banner =
    bannerStyle && (await storeArt(config, bannerStyle, `profile:${person.username}`, CANVAS.banner))
  const { id: userId } = await accounts.profiles.create(person.username)
  await accounts.profiles.update(userId, {
    personalprofile: person.bio,
    headimgurl: avatar.url,
    ...(banner ? { bannerimageurl: banner.url } : {}),
  })
  await accounts.wallets.bindWithKey(userId, signer.account)
  const wallet = signer.address.toLowerCase() as Address
  return { userId, wallet, username: person.username, signer }
}
