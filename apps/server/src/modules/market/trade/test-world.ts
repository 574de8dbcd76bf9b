import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import * as WETH from '@kid/contracts/artifacts/WETH'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { and, eq } from 'drizzle-orm'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { startTestChain, type TestChain } from '../../../testing/chain.ts'
import { createAccountService } from '../../account/index.ts'
import { accountUser } from '../../account/tables.ts'
import { marketActivity } from '../tables/activity.ts'
import { marketCollection } from '../tables/collection.ts'
import { marketItem } from '../tables/item.ts'
import { tradeDeps } from './deps.ts'

/**
 * A trading test's world: a real anvil with the contracts, an app indexing it, members whose
 * bound wallets are anvil dev accounts, and NFTs minted on-chain and known to the catalog.
 */
export async function tradeWorld({ now }: { now?: () => Date } = {}) {
  const chain: TestChain = await startTestChain()
  // `now`: the app's clock, for tests that move the chain's time and need the server to follow.
  const t: TestApp = await createTestApp({}, undefined, {}, { chain, ...(now ? { now } : {}) })
  const account = createAccountService({ db: t.app.db, config: t.config })
  const deps = tradeDeps(t.app.db, chain, account)
  const { contracts } = chain.deployment

  async function member(dev: number) {
    const session = await t.signIn()
    const wallet = devAccount(dev)
    await t.app.db
      .update(accountUser)
      .set({ walletaddress: wallet.address.toLowerCase() })
      .where(eq(accountUser.id, session.userId))
    return { ...session, dev, wallet, address: wallet.address.toLowerCase() as Address }
  }

  async function collectionRow(address: Address, standard: 721 | 1155) {
    const found = await t.app.db
      .select()
      .from(marketCollection)
      .where(and(eq(marketCollection.chainId, chain.chainId), eq(marketCollection.address, address)))
    if (found[0]) return found[0]
    const [row] = await t.app.db
      .insert(marketCollection)
      .values({
        chainId: chain.chainId,
        address,
        standard,
        name: 'KID',
        symbol: 'KID',
        creatorAddress: address,
      })
      .returning()
    return row as NonNullable<typeof row>
  }

  /** Mints an ERC-721 as `dev` to `to` (default: itself), royalty to the minter; the catalog knows its item. */
  async function mint721(dev: number, { to = dev, royaltyBps = 500 } = {}) {
    const owner = devAccount(to).address
    const receipt = await chain.write(dev, {
      address: contracts.erc721,
      abi: KidERC721.abi,
      functionName: 'mint',
      args: [owner, 'ipfs://token', devAccount(dev).address, royaltyBps],
    })
    const [log] = parseEventLogs({ abi: KidERC721.abi, eventName: 'Transfer', logs: receipt.logs })
    const tokenId = log?.args.tokenId ?? 0n
    return { tokenId, itemId: await itemRow(contracts.erc721, 721, tokenId, owner) }
  }

  /** Mints `copies` of a new ERC-1155 token to `dev` (royalty 5 % to it); the catalog knows its item. */
  async function mint1155(dev: number, copies: bigint) {
    const to = devAccount(dev).address
    const receipt = await chain.write(dev, {
      address: contracts.erc1155,
      abi: KidERC1155.abi,
      functionName: 'mint',
      args: [to, copies, 'ipfs://edition', to, 500],
    })
    const [log] = parseEventLogs({ abi: KidERC1155.abi, eventName: 'TransferSingle', logs: receipt.logs })
    const tokenId = log?.args.id ?? 0n
    return { tokenId, itemId: await itemRow(contracts.erc1155, 1155, tokenId, to) }
  }

  /** Sends a transaction the API described, from dev account `dev`, and waits for it. */
  async function send(dev: number, tx: { to: string; data: string; value: string }) {
    const wallet = createWalletClient({
      account: devAccount(dev),
      chain: chain.client.chain,
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      chain: chain.client.chain,
    } as never)
    return chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  /** Waits for what the app's own indexer will make true (it polls the chain by itself). */
  async function until(probe: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 400; i++) {
      if (await probe()) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`timed out waiting for ${what}`)
  }

  async function itemRow(collection: Address, standard: 721 | 1155, tokenId: bigint, owner: Address) {
    const c = await collectionRow(collection, standard)
    const [existing] = await t.app.db
      .select({ id: marketItem.id })
      .from(marketItem)
      .where(and(eq(marketItem.collectionId, c.id), eq(marketItem.tokenId, tokenId)))
    if (existing) return existing.id
    const [row] = await t.app.db
      .insert(marketItem)
      .values({
        collectionId: c.id,
        tokenId,
        name: `Token ${tokenId}`,
        mediaUrl: 'https://example.org/a.png',
        mediaType: 'image',
        creatorAddress: owner.toLowerCase(),
        ownerAddress: owner.toLowerCase(),
        status: 'minted',
      })
      .returning({ id: marketItem.id })
    // The catalog derives minted items from their 'mint' activity (and resets the rest on a reorg).
    await t.app.db
      .insert(marketActivity)
      .values({ itemId: row?.id ?? 0, collectionId: c.id, kind: 'mint', toAddress: owner.toLowerCase() })
    return row?.id ?? 0
  }

  const approveAll = (dev: number, collection: Address = contracts.erc721) =>
    chain.write(dev, {
      address: collection,
      abi: collection === contracts.erc1155 ? KidERC1155.abi : KidERC721.abi,
      functionName: 'setApprovalForAll',
      args: [contracts.exchange, true],
    })

  /** Wraps ETH into WETH and lets the exchange spend it. */
  async function fundWeth(dev: number, amount: bigint) {
    await chain.write(dev, {
      address: contracts.weth,
      abi: WETH.abi,
      functionName: 'deposit',
      args: [],
      value: amount,
    } as never)
    await chain.write(dev, {
      address: contracts.weth,
      abi: WETH.abi,
      functionName: 'approve',
      args: [contracts.exchange, maxUint256],
    })
  }

  /** A listing as a seller's wallet would build it: fixed price in ETH for a day, unless overridden. */
  async function option(dev: number, tokenId: bigint, overrides: Partial<Option> = {}): Promise<Option> {
    const block = await chain.client.getBlock()
    return {
      channel: CHANNEL.FIXED_721,
      collection: contracts.erc721,
      tokenId,
      amount: 1n,
      signer: devAccount(dev).address,
      nonce: BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000)),
      startTime: block.timestamp - 60n,
      endTime: block.timestamp + 86_400n,
      price: 10n ** 17n,
      currency: zeroAddress,
      royaltyRate: 1000,
      ...overrides,
    }
  }

  return {
    chain,
    t,
    deps,
    account,
    contracts,
    member,
    mint721,
    mint1155,
    send,
    until,
    itemRow,
    approveAll,
    fundWeth,
    option,
    async close() {
      await t.close()
      await chain.close()
    },
  }
}
