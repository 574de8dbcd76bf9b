import { abi as erc721 } from '@kid/contracts/artifacts/KidERC721'
import { signedHeaders } from '@kid/server/platform/signature/testing'
import { buildSignInMessage, signInContent } from '@kid/shared/account/siwe'
import type { CollectionView, ItemView } from '@kid/shared/market/views'
import type { Page as ListPage } from '@kid/shared/page'
import type { Page } from 'playwright-core'
import { createWalletClient, http, parseEther, toHex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect } from 'vitest'
import { apiCall, uniqueIp, webKey } from './account.ts'
import { chainConfig, completeFlow, dcCall, walletMember } from './market.ts'
import { freshDevAccount } from './test-wallet.ts'

/** A 1×1 PNG: the smallest image the upload call accepts as NFT media. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Gives `address` 10 test ether on the platform's node. */
export async function fund(baseURL: string, address: string): Promise<void> {
  const { rpcUrl } = await chainConfig(baseURL)
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, toHex(parseEther('10'))],
    }),
  })
}

/** A creator of one journey: a fresh dev account given test ether on the platform's node, signed in by wallet. */
export async function fundedCreator(
  page: Page,
  baseURL: string,
): Promise<{ account: HDAccount; token: string }> {
  const account = freshDevAccount()
  await fund(baseURL, account.address)
  await walletMember(page, baseURL, account)
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
  if (!token) throw new Error('no session token after the wallet sign-in')
  return { account, token }
}

/**
 * The same without a browser, for journeys that need many creators: the wallet (`account`, else a
 * fresh dev account) signs the EIP-4361 sign-in message in Node and open/wallet/login answers the session.
 */
export async function walletCreator(
  baseURL: string,
  account: HDAccount = freshDevAccount(),
): Promise<{ account: HDAccount; token: string }> {
  await fund(baseURL, account.address)
  const ip = uniqueIp()
  const nonce = await apiCall<{ nonce: string; expirationTime: string }>(baseURL, 'open/wallet/nonce', {
    ip,
    query: { address: account.address, type: '1' },
  })
  const url = new URL(baseURL)
  const message = buildSignInMessage({
    address: account.address,
    nonce: nonce.data.nonce,
    domain: url.host,
    uri: url.origin,
    chainId: (await chainConfig(baseURL)).chainId,
    issuedAt: new Date(),
    expirationTime: new Date(nonce.data.expirationTime),
  })
  const login = await apiCall<{ token: string }>(baseURL, 'open/wallet/login', {
    ip,
    body: { type: '1', content: signInContent(message), sign: await account.signMessage({ message }) },
  })
  if (login.code !== 1511200) throw new Error(`open/wallet/login: ${login.msg}`)
  return { account, token: login.data.token }
}

/** The platform's shared ERC-721 collection (seeded at start, open minting). */
export async function sharedCollection(baseURL: string, standard: 721 | 1155): Promise<CollectionView> {
  const answer = await dcCall<ListPage<CollectionView>>(baseURL, 'collection/open/list?size=100')
  const found = answer.data.list.find((c) => c.shared && c.standard === standard)
  if (!found) throw new Error(`no shared ERC-${standard} collection`)
  return found
}

/**
 * Uploads the 1×1 PNG as a member (open/upload, signed as the web app) and resolves with its media
 * URL and thumbnail, which item/add takes as `media` and `thumbnail` as the create page sends them.
 */
export async function uploadPng(
  baseURL: string,
  token: string,
): Promise<{ media: string; thumbnail: string }> {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'art.png')
  const res = await fetch(`${baseURL}/api/dcservice/open/upload`, {
    method: 'POST',
    headers: { ...signedHeaders(await webKey(baseURL)), authorization: token, 'x-real-ip': uniqueIp() },
    body: form,
  })
  const { url, thumbnail } = ((await res.json()) as { data: { url: string; thumbnail: string } }).data
  return { media: url, thumbnail }
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
    body: { collectionId: collection.id, name, ...(await uploadPng(baseURL, creator.token)) },
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
  const upload = await uploadPng(baseURL, creator.token)
  for (let n = 1; n <= count; n += 1) {
    const added = await dcCall<{ id: number; tokenUri: string }>(baseURL, 'item/add', {
      token: creator.token,
      body: {
        collectionId: collection.id,
        name: `${prefix} ${n}`,
        ...upload,
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

/**
 * Creates a collection on /personal/collections and deploys it from the test wallet; resolves once
 * the indexer has seen the deployment (its card no longer says "Not deployed").
 */
export async function deployCollectionInUi(
  page: Page,
  c: { name: string; symbol: string; standard: 721 | 1155; royalty?: string },
): Promise<void> {
  await page.goto('/personal/collections')
  await page.getByRole('button', { name: 'Create collection' }).click()
  const form = page.getByRole('dialog', { name: 'Create collection' })
  await form.getByLabel(`ERC-${c.standard}`).check()
  await form.getByLabel('Name').fill(c.name)
  await form.getByLabel('Symbol').fill(c.symbol)
  if (c.royalty) await form.getByLabel('Royalty %').fill(c.royalty)
  await form.getByRole('button', { name: 'Create collection' }).click()
  await completeFlow(page, `Deploy ${c.name}`)
  const card = page.getByRole('listitem').filter({ hasText: c.name })
  await card.getByText(`ERC-${c.standard}`).waitFor()
  await expect.poll(() => card.getByText('Not deployed').count()).toBe(0)
}

/**
 * Creates an NFT on /nftCreate, or `from` the creator center's /creator-center/upload (a PNG, name,
 * description, one property, the collection picked by its label), mints it from the wallet `finish`
 * answers for (the test wallet by default) and resolves on its item page with the item's id.
 */
export async function createNftInUi(
  page: Page,
  nft: { name: string; collection: string; property: [string, string] },
  from: '/nftCreate' | '/creator-center/upload' = '/nftCreate',
  finish: (page: Page, title: string) => Promise<unknown> = completeFlow,
): Promise<number> {
  await page.goto(from)
  await page.getByLabel('Media file').setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('img', { name: 'Preview of the uploaded file' }).waitFor()
  await page.getByLabel('Name').fill(nft.name)
  await page.getByLabel('Description').fill(`${nft.name}, made on KID.`)
  await page.getByRole('button', { name: 'Add property' }).click()
  await page.getByLabel('Property 1 name').fill(nft.property[0])
  await page.getByLabel('Property 1 value').fill(nft.property[1])
  await page.getByLabel('Collection').selectOption({ label: nft.collection })
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click()
  await finish(page, 'Create your NFT')
  await page.waitForURL(/\/nftdetails\?id=\d+/)
  await page.getByRole('heading', { level: 1, name: nft.name }).waitFor()
  return Number(new URL(page.url()).searchParams.get('id'))
}
