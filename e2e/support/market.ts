import { abi as exchangeAbi } from '@kid/contracts/artifacts/Exchange'
import { abi as erc1155MintAbi } from '@kid/contracts/artifacts/KidERC1155'
import { abi as stableCoinAbi } from '@kid/contracts/artifacts/StableCoin'
import { abi as wethAbi } from '@kid/contracts/artifacts/WETH'
import { signedHeaders } from '@kid/server/platform/signature/testing'
import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc1155Abi,
  type Hex,
  http,
  parseSignature,
  zeroAddress,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
// market-catalog imports this file too; only functions cross, used after both have loaded.
import { uniqueIp, webKey } from './account.ts'
import { openTab } from './journey.ts'
import { sharedCollection, uploadPng } from './market-catalog.ts'
import { devAccount, installTestWallet, type TestWallet } from './test-wallet.ts'

type Envelope<T> = { code: number; msg: string; data: T }
export type ChainConfigAnswer = {
  chainId: number
  rpcUrl: string
  explorerUrl: string
  contracts: Record<string, Address>
}

/** One signed call to the marketplace service (/api/dcservice) from Node. */
export async function dcCall<T>(
  baseURL: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  // Each call comes from an address of its own, as the journeys' people do: all of them from
  // 127.0.0.1 would share one rate-limit budget across every journey running at once.
  const headers: Record<string, string> = { ...signedHeaders(await webKey(baseURL)), 'x-real-ip': uniqueIp() }
  if (init.token) headers.authorization = init.token
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${baseURL}/api/dcservice/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return (await res.json()) as Envelope<T>
}

/** The platform's chain: its node's URL (for the test wallet) and the contract addresses. */
export async function chainConfig(baseURL: string): Promise<ChainConfigAnswer> {
  const answer = await dcCall<ChainConfigAnswer>(baseURL, 'open/chain/config')
  if (answer.code !== 1511200) throw new Error(`open/chain/config: ${answer.msg}`)
  return answer.data
}

/**
 * Signs in through the login page with the test wallet (a wallet account is bound to its address).
 * The wallet is on the platform's chain and sends real transactions to its node.
 */
export async function walletMember(page: Page, baseURL: string, account: HDAccount): Promise<TestWallet> {
  const { rpcUrl, chainId } = await chainConfig(baseURL)
  const wallet = await installTestWallet(page, { account, chainId, rpcUrl })
  await page.goto('/login')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickTestWallet(page)
  await page.waitForURL((url) => url.pathname === '/')
  return wallet
}

export async function pickTestWallet(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /KID Test Wallet/ })
    .click()
}

/**
 * Waits for the transaction dialog, choosing the test wallet first when the page asks which wallet
 * (a fresh page load has no wallet connection yet), and returns the dialog.
 */
export async function transactionDialog(page: Page, title: string): Promise<Locator> {
  const dialog = page
    .getByRole('dialog', { name: title, exact: true })
    .filter({ has: page.getByRole('list', { name: 'Steps' }) })
  const choice = page.getByRole('dialog', { name: 'Connect a wallet' })
  await Promise.race([dialog.waitFor(), choice.waitFor()])
  if (await choice.isVisible()) await pickTestWallet(page)
  await dialog.waitFor()
  return dialog
}

/** The id of the item named `name` (mintMany names them '{prefix} {n}'; search takes the prefix). */
export async function itemIdByName(baseURL: string, name: string): Promise<number> {
  const search = name.split(' ')[0] ?? name
  const answer = await dcCall<{ list: { id: number; name: string }[] }>(
    baseURL,
    `item/open/list?search=${search}&size=100`,
  )
  const item = answer.data.list.find((i) => i.name === name || (name === search && i.name.startsWith(name)))
  if (!item) throw new Error(`no item named ${name}`)
  return item.id
}

/** The item page's Owner line, lower case: the member's name (or short address) and the full address it titles. */
export async function ownerShown(page: Page): Promise<string> {
  const owner = page.getByText('Owner', { exact: true }).locator('xpath=following-sibling::a')
  return `${await owner.textContent()} ${await owner.getAttribute('title')}`.toLowerCase()
}

async function rpc(baseURL: string, method: string, params: unknown[]): Promise<unknown> {
  const { rpcUrl } = await chainConfig(baseURL)
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: unknown }).result
}

/** The Event cells of the item page's Activity tab, as the server renders them after a reload. */
export async function eventsAfterReload(page: Page): Promise<string[]> {
  await page.reload()
  await openTab(page, 'Activity')
  const table = page.getByRole('tabpanel', { name: 'Activity' }).getByRole('table')
  await table.waitFor()
  return table.locator('tbody tr td:first-child').allTextContents()
}

/** Moves the platform's chain clock forward and mines a block (an auction's end, without waiting a day). */
export async function advanceChain(baseURL: string, seconds: number): Promise<void> {
  await rpc(baseURL, 'evm_increaseTime', [seconds])
  await rpc(baseURL, 'evm_mine', [])
}

/** Wraps ETH into WETH for a journey's bidder (the UI's Wrap ETH has its own journey). */
export async function giveWeth(baseURL: string, account: HDAccount, wei: bigint): Promise<void> {
  const { rpcUrl, chainId, contracts } = await chainConfig(baseURL)
  const wallet = createWalletClient({ account, chain: { ...foundry, id: chainId }, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: contracts.WETH as Address,
    abi: wethAbi,
    functionName: 'deposit',
    value: wei,
  })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
}

/** Sends `units` of USDT (6 decimals) to `to` from the deployer, who holds the token's supply. */
export async function giveUsdt(baseURL: string, to: Address, units: bigint): Promise<void> {
  const { rpcUrl, chainId, contracts } = await chainConfig(baseURL)
  const deployer = devAccount(0)
  const wallet = createWalletClient({
    account: deployer,
    chain: { ...foundry, id: chainId },
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: contracts.USDT as Address,
    abi: stableCoinAbi,
    functionName: 'transfer',
    args: [to, units],
  })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
}

/** Waits until every step of the flow is done; a step that fails ends the wait with its message. */
export async function flowDone(steps: Locator, timeout = 60_000): Promise<void> {
  const alert = steps.getByRole('alert').first()
  await Promise.race([steps.getByText('All done.').waitFor({ timeout }), alert.waitFor({ timeout })])
  if (await alert.isVisible()) throw new Error(`the flow stopped: ${await steps.innerText()}`)
}

/**
 * Waits for the transaction dialog `title` to finish every step, lets `check` look at the finished
 * steps (their labels, a transaction line), then closes it with Done.
 */
export async function completeFlow(
  page: Page,
  title: string,
  check?: (steps: Locator) => Promise<void>,
): Promise<void> {
  const steps = await transactionDialog(page, title)
  await flowDone(steps)
  await check?.(steps)
  await steps.getByRole('button', { name: 'Done' }).click()
}

/** Whether the Exchange would still sell a listing with its signed option, for `buyer` (a simulated buy). */
export async function fillableOnChain(
  baseURL: string,
  buyer: HDAccount,
  order: { option: Record<string, string | number>; signature: string; proof: string[] },
): Promise<boolean> {
  const { rpcUrl, contracts } = await chainConfig(baseURL)
  const o = order.option
  const option = {
    channel: Number(o.channel),
    collection: o.collection as Address,
    tokenId: BigInt(o.tokenId ?? 0),
    amount: BigInt(o.amount ?? 1),
    signer: o.signer as Address,
    nonce: BigInt(o.nonce ?? 0),
    startTime: BigInt(o.startTime ?? 0),
    endTime: BigInt(o.endTime ?? 0),
    price: BigInt(o.price ?? 0),
    currency: o.currency as Address,
    royaltyRate: Number(o.royaltyRate),
  }
  const { r, s, v, yParity } = parseSignature(order.signature as Hex)
  return createPublicClient({ transport: http(rpcUrl) })
    .simulateContract({
      account: buyer,
      address: contracts.EXCHANGE as Address,
      abi: exchangeAbi,
      functionName: 'buy',
      args: [option, { v: Number(v ?? BigInt(27 + yParity)), r, s }, order.proof as Hex[], 1n],
      value: option.currency === zeroAddress ? option.price : 0n,
    })
    .then(
      () => true,
      () => false,
    )
}

/** Copies of an ERC-1155 token a wallet holds, read from the chain. */
export async function editionBalance(baseURL: string, collection: string, tokenId: string, owner: Address) {
  const { rpcUrl } = await chainConfig(baseURL)
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: collection as Address,
    abi: erc1155Abi,
    functionName: 'balanceOf',
    args: [owner, BigInt(tokenId)],
  })
}

/** A wallet's WETH, read from the chain. */
export async function wethBalance(baseURL: string, owner: Address): Promise<bigint> {
  const { rpcUrl, contracts } = await chainConfig(baseURL)
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: contracts.WETH as Address,
    abi: wethAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * An ERC-1155 item of `supply` copies in the shared collection, drafted through item/add and minted
 * from the creator's wallet in Node; resolves with its id once the marketplace shows it minted.
 */
export async function mintEdition(
  baseURL: string,
  creator: { account: HDAccount; token: string },
  name: string,
  supply: bigint,
): Promise<number> {
  const collection = await sharedCollection(baseURL, 1155)
  const { rpcUrl, chainId } = await chainConfig(baseURL)
  const added = await dcCall<{ id: number; tokenUri: string }>(baseURL, 'item/add', {
    token: creator.token,
    body: {
      collectionId: collection.id,
      name,
      ...(await uploadPng(baseURL, creator.token)),
      supply: String(supply),
    },
  })
  if (added.code !== 1511200) throw new Error(`item/add: ${added.msg}`)
  const wallet = createWalletClient({
    account: creator.account,
    chain: { ...foundry, id: chainId },
    transport: http(rpcUrl),
  })
  await wallet.writeContract({
    address: collection.address as Address,
    abi: erc1155MintAbi,
    functionName: 'mint',
    args: [creator.account.address, supply, added.data.tokenUri, creator.account.address, 0],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const info = await dcCall<{ status: string }>(baseURL, `item/open/info?id=${added.data.id}`)
    if (info.data?.status === 'minted') return added.data.id
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the marketplace did not show ${name} minted within a minute`)
}
