import { abi as wethAbi } from '@kid/contracts/artifacts/WETH'
import { signedHeaders } from '@kid/server/platform/signature/testing'
import type { Locator, Page } from 'playwright-core'
import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { installTestWallet, type TestWallet } from './test-wallet.ts'

type Envelope<T> = { code: number; msg: string; data: T }
export type ChainConfigAnswer = {
  chainId: number
  rpcUrl: string
  explorerUrl: string
  contracts: Record<string, Address>
}

async function webKey(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/accountservice/open/platform/keys`)
  return ((await res.json()) as Envelope<{ web: string }>).data.web
}

/** One signed call to the marketplace service (/api/dcservice) from Node. */
export async function dcCall<T>(
  baseURL: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = signedHeaders(await webKey(baseURL))
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

/** The item page's Owner line, as the page shows it (lower case). */
export async function ownerShown(page: Page): Promise<string> {
  const owner = page.getByText('Owner', { exact: true }).locator('xpath=following-sibling::a')
  return ((await owner.textContent()) ?? '').toLowerCase()
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

/** Waits until every step of the flow is done; a step that fails ends the wait with its message. */
export async function flowDone(steps: Locator, timeout = 60_000): Promise<void> {
  const alert = steps.getByRole('alert').first()
  await Promise.race([steps.getByText('All done.').waitFor({ timeout }), alert.waitFor({ timeout })])
  if (await alert.isVisible()) throw new Error(`the flow stopped: ${await steps.innerText()}`)
}
