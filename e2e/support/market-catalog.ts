import { abi as erc721 } from '@kid/contracts/artifacts/KidERC721'
import { signedHeaders } from '@kid/server/platform/signature/testing'
import type { CollectionView, ItemView } from '@kid/shared/market/views'
import type { Page as ListPage } from '@kid/shared/page'
import type { Page } from 'playwright-core'
import { createWalletClient, http, parseEther, toHex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { chainConfig, dcCall, walletMember } from './market.ts'
import { freshDevAccount } from './test-wallet.ts'

/** A 1×1 PNG: the smallest image the upload call accepts as NFT media. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A creator of one journey: a fresh dev account given test ether on the platform's node, signed in by wallet. */
export async function fundedCreator(
  page: Page,
  baseURL: string,
): Promise<{ account: HDAccount; token: string }> {
  const account = freshDevAccount()
  const { rpcUrl } = await chainConfig(baseURL)
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [account.address, toHex(parseEther('10'))],
    }),
  })
  await walletMember(page, baseURL, account)
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
  if (!token) throw new Error('no session token after the wallet sign-in')
  return { account, token }
}

/** The platform's shared ERC-721 collection (seeded at start, open minting). */
export async function sharedCollection(baseURL: string, standard: 721 | 1155): Promise<CollectionView> {
  const answer = await dcCall<ListPage<CollectionView>>(baseURL, 'collection/open/list?size=100')
  const found = answer.data.list.find((c) => c.shared && c.standard === standard)
  if (!found) throw new Error(`no shared ERC-${standard} collection`)
  return found
}

async function uploadPng(baseURL: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'art.png')
  const res = await fetch(`${baseURL}/api/dcservice/open/upload`, {
    method: 'POST',
    headers: signedHeaders(
      await (await fetch(`${baseURL}/api/accountservice/open/platform/keys`)).json().then((b) => b.data.web),
    ),
    body: form,
  })
  return ((await res.json()) as { data: { url: string } }).data.url
}

/** A draft in the shared ERC-721 collection (item/add), not minted. */
export async function draftItem(
  baseURL: string,
  creator: { token: string },
  name: string,
): Promise<{ id: number }> {
  const collection = await sharedCollection(baseURL, 721)
  const added = await dcCall<{ id: number }>(baseURL, 'item/add', {
    token: creator.token,
    body: { collectionId: collection.id, name, media: await uploadPng(baseURL) },
  })
  if (added.code !== 1511200) throw new Error(`item/add: ${added.msg}`)
  return added.data
}

/**
 * `count` NFTs named `<prefix> <n>` in the shared ERC-721 collection, drafted through item/add and
 * minted from the creator's wallet in Node (the browser flow is its own journey); resolves once
 * the marketplace lists them all, so the indexer has seen every mint.
 */
export async function mintMany(
  baseURL: string,
  creator: { account: HDAccount; token: string },
  prefix: string,
  count: number,
) {
  const collection = await sharedCollection(baseURL, 721)
  const { rpcUrl, chainId } = await chainConfig(baseURL)
  const wallet = createWalletClient({
    account: creator.account,
    chain: { ...foundry, id: chainId },
    transport: http(rpcUrl),
  })
  const media = await uploadPng(baseURL)
  for (let n = 1; n <= count; n += 1) {
    const added = await dcCall<{ id: number; tokenUri: string }>(baseURL, 'item/add', {
      token: creator.token,
      body: {
        collectionId: collection.id,
        name: `${prefix} ${n}`,
        media,
        properties: [{ trait_type: 'Rank', value: String(n) }],
      },
    })
    if (added.code !== 1511200) throw new Error(`item/add: ${added.msg}`)
    await wallet.writeContract({
      address: collection.address as `0x${string}`,
      abi: erc721,
      functionName: 'mint',
      args: [creator.account.address, added.data.tokenUri, creator.account.address, 0],
    })
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const listed = await dcCall<ListPage<ItemView>>(baseURL, `item/open/list?search=${prefix}&size=100`)
    if (listed.data?.list.filter((i) => i.status === 'minted').length === count) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the marketplace did not list the ${count} minted items within a minute`)
}
