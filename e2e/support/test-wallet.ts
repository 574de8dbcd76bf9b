import type { Page } from 'playwright-core'
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
}

export type TestWallet = {
  address: `0x${string}`
  /** Every JSON-RPC method the page asked the wallet, in order. */
  calls: () => Promise<string[]>
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
  await page.exposeFunction('__kidTestWalletSign', (message: `0x${string}`) =>
    account.signMessage({ message: { raw: message } }),
  )
  const args = {
    address: account.address,
    chainId: options.chainId ?? 1,
    reject: options.rejectSignatures ?? false,
  }
  await page.addInitScript({ content: PROVIDER_SOURCE.replace('ARGS', JSON.stringify(args)) })
  return {
    address: account.address,
    calls: async () => [...calls],
  }
}

/**
 * The provider, as page source: a string, not a function, because the test runner's transform
 * decorates functions with helpers that do not exist in the page. `ARGS` is filled in per install.
 */
const PROVIDER_SOURCE = `(() => {
  const { address, chainId, reject } = ARGS
  const listeners = {}
  const known = new Set([chainId])
  let current = chainId
  let connected = false
  const rpcError = (code, message) => Object.assign(new Error(message), { code })
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
          return null
        default:
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
