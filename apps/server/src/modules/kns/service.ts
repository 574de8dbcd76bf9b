import type { ExtendBody, MintBody, ModifyBody } from '@kid/shared/kns/calls'
import type { KnsListState, KnsName, KnsPrices, KnsStateAnswer } from '@kid/shared/kns/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { nameCatalog } from './catalog.ts'
import { createDefaultNames } from './default-names.ts'
import type { KnsDeps } from './deps.ts'
import { namesOfWallet } from './lists.ts'
import { prepareModify } from './modify.ts'
import { findName } from './names.ts'
import { priceOf } from './price.ts'
import { recommend } from './recommend.ts'
import { recordsOf } from './records.ts'
import { signMint } from './register.ts'
import { signExtend } from './renew.ts'
import { yearsToSeconds } from './rules.ts'

/** What the kid calls and other modules use (through index.ts): names, prices, signatures, defaults. */
export type KnsService = ReturnType<typeof createKnsService>

export function createKnsService(deps: KnsDeps) {
  const defaults = createDefaultNames(deps.db, deps.now)
  const walletOf = async (userId: number | undefined) =>
    userId === undefined ? null : ((await deps.members.byId(userId))?.wallet ?? null)
  return {
    /**
     * Default names of many wallets in one batched, cached lookup: for the market's and profile's
     * lists (owners, creators, activity), the wallet card and messaging.
     */
    defaults,
    /** The registry as a market collection, and each name's item (the market lists and trades names). */
    catalog: nameCatalog(deps.chain),
    recommend: (term: string) => recommend(deps, term),
    price: (label: string) => priceOf(deps, label),
    /** open/prices: the oracle prices by length alone, so a label of each tier's length prices the tier. */
    async prices(): Promise<KnsPrices> {
      const [four, fivePlus] = await Promise.all([priceOf(deps, 'aaaa'), priceOf(deps, 'aaaaa')])
      return { four, fivePlus }
    },
    /** open/domain/state: the name's state, its price while anyone could register it, its records while held. */
    async state(label: string, userId?: number): Promise<KnsStateAnswer> {
      const name = await findName(deps.db, label, deps.now(), await walletOf(userId))
      const [price, records] = await Promise.all([
        name.state === 'available' ? priceOf(deps, label) : null,
        name.holder ? recordsOf(deps.db, defaults, { tokenId: name.tokenId, holder: name.holder }) : null,
      ])
      return { ...name, price, records }
    },
    namesOf: (wallet: string, state: KnsListState, q: PageQuery) =>
      namesOfWallet(deps.db, wallet, state, q, deps.now()),
    /** The caller's names; a member with no wallet bound holds none (an empty page, not a refusal). */
    async myNames(userId: number, state: KnsListState, q: PageQuery): Promise<Page<KnsName>> {
      const wallet = await walletOf(userId)
      if (!wallet) return toPage([], q)
      return namesOfWallet(deps.db, wallet, state, q, deps.now())
    },
    mint: (userId: number, body: MintBody) =>
      signMint(deps, userId, {
        label: body.domain,
        duration: yearsToSeconds(body.years),
        setDefault: body.setDefault,
      }),
    /** The demo's short registration (the registry's shortest, 28 days): a name near its expiry. */
    mintForDays: (userId: number, label: string, days: number) =>
      signMint(deps, userId, { label, duration: BigInt(days) * 86_400n, setDefault: true }),
    extend: async (userId: number, body: ExtendBody) =>
      signExtend(deps, { wallet: await walletOf(userId) }, body),
    modify: (userId: number, body: ModifyBody) => prepareModify(deps, userId, body),
  }
}
