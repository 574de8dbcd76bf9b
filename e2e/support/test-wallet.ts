import type { Page } from 'playwright-core'
import { createWalletClient, type Hex, http, type TypedDataDefinition } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Anvil's public development mnemonic: its keys hold test ether on every fresh anvil chain. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** A dev account by index (distinct indices keep journeys from sharing a wallet). */
export function devAccount(addressIndex: number): HDAccount {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex })
}

/** A fresh, unused dev account: far from the low indices other tests and the demo use. */
export function freshDevAccount(): HDAccount {
  return devAccount(1000 + Math.floor(Math.random() * 1_000_000))
}

export type TestWalletOptions = {
  account: HDAccount
  /** The chain the wallet starts on; a different one exercises the switch and add-chain path. */
  chainId?: number
  /** Refuse every signature with EIP-1193 code 4001 ('Signature denied'). */
  rejectSignatures?: boolean
  /**
   * The platform's node (open/chain/config's rpcUrl): with it the wallet sends real transactions
   * (signed in Node) and answers every other JSON-RPC read by asking the node.
   */
  rpcUrl?: string
}

type TxRequest = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }

/** The node's answer to one JSON-RPC call, or its error with code and data kept for the page. */
async function forward(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) return { __rpcError: body.error }
  return body.result
}

export type TestWallet = {
  address: `0x${string}`
  /** Every JSON-RPC method the page asked the wallet, in order. */
  calls: () => Promise<string[]>
  /** The node addresses the page gave with wallet_addEthereumChain, by chain id. */
  addedRpcUrls: () => Promise<Record<number, string[]>>
}

/**
 * Installs an EIP-1193 provider into every page of `page`'s context before any script runs: it is
 * set as window.ethereum and announced through EIP-6963 as 'KID Test Wallet'. It knows one account;
 * personal_sign is done in Node by viem (page.exposeFunction), so the key never enters the page.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const { account } = options
  const calls: string[] = []
  // Kept in Node, so the log survives the page loads a sign-in makes.
  await page.exposeFunction('__kidTestWalletLog', (method: string) => {
    calls.push(method)
  })
  const added: Record<number, string[]> = {}
  await page.exposeFunction('__kidTestWalletAdded', (chainId: number, rpcUrls: string[]) => {
    added[chainId] = rpcUrls
  })
  await page.exposeFunction('__kidTestWalletSign', (message: `0x${string}`) =>
    account.signMessage({ message: { raw: message } }),
  )
  const { rpcUrl } = options
  if (rpcUrl) {
    const client = createWalletClient({ account, transport: http(rpcUrl) })
    await page.exposeFunction('__kidTestWalletRpc', (method: string, params: unknown[]) =>
      forward(rpcUrl, method, params),
    )
    await page.exposeFunction('__kidTestWalletSend', async (tx: TxRequest) => {
      try {
        return await client.sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
      } catch (error) {
        return { __rpcError: { code: -32000, message: (error as Error).message } }
      }
    })
    await page.exposeFunction('__kidTestWalletSignTyped', (json: string) => {
      const { types, domain, primaryType, message } = JSON.parse(json) as TypedDataDefinition & {
        types: Record<string, unknown>
      }
      const { EIP712Domain: _, ...rest } = types
      // JSON carries uint256 values as decimal strings; viem encodes them from bigints.
      const fields = (rest[primaryType as string] ?? []) as { name: string; type: string }[]
      const values = { ...(message as Record<string, unknown>) }
      for (const field of fields)
        if (/^u?int\d*$/.test(field.type)) values[field.name] = BigInt(values[field.name] as string)
      return account.signTypedData({
        types: rest,
        domain,
        primaryType,
        message: values,
      } as TypedDataDefinition)
    })
  }
  const args = {
    address: account.address,
    chainId: options.chainId ?? 1,
    reject: options.rejectSignatures ?? false,
    node: Boolean(rpcUrl),
  }
  await page.addInitScript({ content: PROVIDER_SOURCE.replace('ARGS', JSON.stringify(args)) })
  return {
    address: account.address,
    calls: async () => [...calls],
    addedRpcUrls: async () => ({ ...added }),
  }
}

/**
 * The provider, as page source: a string, not a function, because the test runner's transform
 * decorates functions with helpers that do not exist in the page. `ARGS` is filled in per install.
 */
const PROVIDER_SOURCE = `(() => {
  const { address, chainId, reject, node } = ARGS
  const answer = async (promise) => {
    const result = await promise
    if (result && result.__rpcError) throw rpcError(result.__rpcError.code, result.__rpcError.message, result.__rpcError.data)
    return result
  }
  const listeners = {}
  const known = new Set([chainId])
  let current = chainId
  let connected = false
  const rpcError = (code, message, data) => Object.assign(new Error(message), { code, data })
  const emit = (event, ...args) => { for (const fn of listeners[event] || []) fn(...args) }
  const hex = (n) => '0x' + n.toString(16)
  const chainOf = (params) => Number.parseInt(String(params && params[0] && params[0].chainId), 16)
  const provider = {
    isKidTestWallet: true,
    async request({ method, params }) {
      window.__kidTestWalletLog(method)
      switch (method) {
        case 'eth_requestAccounts':
          connected = true
          emit('connect', { chainId: hex(current) })
          return [address]
        case 'eth_accounts':
          return connected ? [address] : []
        case 'eth_chainId':
          return hex(current)
        case 'net_version':
          return String(current)
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          connected = false
          return null
        case 'personal_sign': {
          if (reject) throw rpcError(4001, 'User rejected the request.')
          const [message, from] = params || []
          if (String(from).toLowerCase() !== address.toLowerCase()) throw rpcError(4100, 'Unknown account')
          return window.__kidTestWalletSign(message)
        }
        case 'wallet_switchEthereumChain': {
          const id = chainOf(params)
          if (!known.has(id)) throw rpcError(4902, 'Unrecognized chain ID')
          current = id
          emit('chainChanged', hex(id))
          return null
        }
        case 'wallet_addEthereumChain':
          known.add(chainOf(params))
          window.__kidTestWalletAdded(chainOf(params), (params && params[0] && params[0].rpcUrls) || [])
          return null
        case 'eth_sendTransaction': {
          if (!node) throw rpcError(4200, 'The KID test wallet has no node to send to')
          if (reject) throw rpcError(4001, 'User rejected the request.')
          const [tx] = params || []
          if (String(tx && tx.from).toLowerCase() !== address.toLowerCase()) throw rpcError(4100, 'Unknown account')
          return answer(window.__kidTestWalletSend(tx))
        }
        case 'eth_signTypedData_v4': {
          if (!node) throw rpcError(4200, 'The KID test wallet does not sign typed data without a node')
          if (reject) throw rpcError(4001, 'User rejected the request.')
          const [from, json] = params || []
          if (String(from).toLowerCase() !== address.toLowerCase()) throw rpcError(4100, 'Unknown account')
          return window.__kidTestWalletSignTyped(typeof json === 'string' ? json : JSON.stringify(json))
        }
        default:
          if (node) return answer(window.__kidTestWalletRpc(method, params || []))
          throw rpcError(4200, 'The KID test wallet does not support ' + method)
      }
    },
    on(event, fn) { listeners[event] = [...(listeners[event] || []), fn]; return provider },
    removeListener(event, fn) { listeners[event] = (listeners[event] || []).filter((l) => l !== fn); return provider },
  }
  window.ethereum = provider
  const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6c47ff"/><path d="M9 10h14v12H9z" fill="white"/></svg>')
  const detail = Object.freeze({
    info: { uuid: '7d0c8f7e-6b1a-4c55-9c1b-8b1f3c2a9e01', name: 'KID Test Wallet', icon, rdns: 'dev.kid.testwallet' },
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`
