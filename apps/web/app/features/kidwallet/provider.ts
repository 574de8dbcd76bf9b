/**
 * The KID wallet as an EIP-1193 provider, announced through EIP-6963 so the wallet dialog offers
 * it beside browser wallets. It holds no key itself: unlocking asks for the wallet password in a KID
 * dialog, and every signature and transaction is shown to the member to confirm first. Reads go to
 * the deployment's node. The crypto (signer.ts) loads when the member first unlocks.
 */
import { formatEther, type Hex } from 'viem'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { askConfirm, askUnlock, unlockedStore } from './kidStore.ts'

export const KID_WALLET_RDNS = 'app.kid.wallet'
export const KID_WALLET_NAME = 'KID Wallet'

const loadSigner = () => import('./signer.ts')
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const refused = () => rpcError(4001, 'User rejected the request.')
const hex = (n: number) => `0x${n.toString(16)}`

type Listener = (...args: unknown[]) => void

async function forward(method: string, params: unknown[]): Promise<unknown> {
  const { rpcUrl } = await loadChainConfig()
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  return body.result
}

export function createKidProvider(chainId: number) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const mine = (from: unknown) => {
    const address = unlockedStore.get()
    if (!address || String(from).toLowerCase() !== address.toLowerCase())
      throw rpcError(4100, 'Unknown account')
  }

  async function request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts': {
        const address = unlockedStore.get() ?? (await askUnlock())
        if (!address) throw refused()
        emit('connect', { chainId: hex(chainId) })
        emit('accountsChanged', [address])
        return [address]
      }
      case 'eth_accounts': {
        const address = unlockedStore.get()
        return address ? [address] : []
      }
      case 'eth_chainId':
        return hex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        ;(await loadSigner()).lock()
        emit('accountsChanged', [])
        return null
      // One chain only: the deployment's. Adding or switching to it is already done.
      case 'wallet_addEthereumChain':
      case 'wallet_switchEthereumChain': {
        const asked = Number.parseInt(String((params[0] as { chainId?: string } | undefined)?.chainId), 16)
        if (asked !== chainId) throw rpcError(4902, 'The KID wallet works on this site’s network only.')
        return null
      }
      case 'personal_sign': {
        const [message, from] = params as [Hex, string]
        mine(from)
        const signer = await loadSigner()
        const ok = await askConfirm('Sign this message?', [
          { label: 'Message', value: signer.readableMessage(message) },
        ])
        if (!ok) throw refused()
        return signer.signMessage(message)
      }
      case 'eth_signTypedData_v4': {
        const [from, json] = params as [string, string | object]
        mine(from)
        const signer = await loadSigner()
        const typed = signer.readTypedData(typeof json === 'string' ? json : JSON.stringify(json))
        const domain = typed.domain as { name?: string; verifyingContract?: string }
        const ok = await askConfirm(`Sign ${typed.primaryType}?`, [
          { label: 'For', value: `${domain.name ?? 'A contract'} ${domain.verifyingContract ?? ''}`.trim() },
          { label: 'Data', value: JSON.stringify(typed.message, null, 2), mono: true },
        ])
        if (!ok) throw refused()
        return signer.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [{ from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex }]
        mine(tx.from)
        const signer = await loadSigner()
        const estimate = await signer.estimateFee(tx)
        const ok = await askConfirm('Send this transaction?', [
          { label: 'To', value: tx.to ?? 'A new contract', mono: true },
          { label: 'Amount', value: `${formatEther(tx.value ? BigInt(tx.value) : 0n)} ETH` },
          { label: 'Network fee (at most)', value: `${formatEther(estimate.fee)} ETH` },
          ...(tx.data && tx.data !== '0x'
            ? [
                {
                  label: 'Contract call',
                  value: `${tx.data.slice(0, 10)} · ${(tx.data.length - 2) / 2} bytes`,
                  mono: true,
                },
              ]
            : []),
        ])
        if (!ok) throw refused()
        return signer.sendTransaction(tx, estimate)
      }
      default:
        return forward(method, params)
    }
  }

  const provider = {
    isKidWallet: true,
    request,
    on(event: string, listener: Listener) {
      listeners.set(event, new Set([...(listeners.get(event) ?? []), listener]))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6c47ff"/><path d="M9 10h11a3 3 0 0 1 3 3v9H9z" fill="#fff"/><circle cx="19" cy="16.5" r="1.6" fill="#6c47ff"/></svg>',
)}`

let announced = false

/** Announces the KID wallet to EIP-6963 discovery (once per page), before wagmi starts listening. */
export function announceKidWallet(chainId: number): void {
  if (announced || typeof window === 'undefined') return
  announced = true
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name: KID_WALLET_NAME, icon: ICON, rdns: KID_WALLET_RDNS },
    provider: createKidProvider(chainId),
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
