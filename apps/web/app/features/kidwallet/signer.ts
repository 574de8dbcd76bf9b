/**
 * The unlocked KID wallet: its account lives in this module's memory only, from unlock until the
 * page closes or the wallet locks. Loaded on demand with the keystore's crypto.
 */
import type { Keystore } from '@kid/shared/kidwallet/calls'
import {
  createWalletClient,
  type Hex,
  hexToString,
  http,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
  type TypedDataParameter,
} from 'viem'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { decryptKeystore } from './keystore.ts'
import { unlockedStore } from './kidStore.ts'
import { saveLocalKeystore } from './localKeystore.ts'
import { estimateNetworkFee, type FeeEstimate, type TxRequest } from './networkFee.ts'
import { accountOfSecret, type WalletSecret } from './secret.ts'

let unlocked: LocalAccount | null = null

export function lock(): void {
  unlocked = null
  unlockedStore.set(null)
}

/** Keeps a wallet's account in memory, and its keystore in this browser for the next unlock. */
export function keepSecret(secret: WalletSecret, keystore: Keystore): `0x${string}` {
  unlocked = accountOfSecret(secret)
  saveLocalKeystore(keystore)
  unlockedStore.set(unlocked.address)
  return unlocked.address
}

export async function unlock(keystore: Keystore, password: string): Promise<`0x${string}`> {
  return keepSecret(await decryptKeystore(keystore, password), keystore)
}

function account(): LocalAccount {
  if (!unlocked) throw Object.assign(new Error('The KID wallet is locked.'), { code: 4100 })
  return unlocked
}

/** personal_sign's message as a person reads it: text when it is text, else the hex. */
export function readableMessage(message: Hex): string {
  if (!isHex(message)) return String(message)
  try {
    const text = hexToString(message)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

export const signMessage = (message: Hex) => account().signMessage({ message: { raw: message } })

type Fields = Record<string, readonly TypedDataParameter[]>

/** JSON carries integers as strings; viem signs them as bigints, field by field through nested structs. */
function integers(types: Fields, type: string, value: unknown): unknown {
  if (type.endsWith(']'))
    return (value as unknown[]).map((v) => integers(types, type.replace(/\[\d*\]$/, ''), v))
  if (/^u?int\d*$/.test(type)) return BigInt(value as string)
  const fields = types[type]
  if (!fields) return value
  const record = value as Record<string, unknown>
  return Object.fromEntries(fields.map((f) => [f.name, integers(types, f.type, record[f.name])]))
}

/** eth_signTypedData_v4's JSON, as the page sent it. */
export const readTypedData = (json: string) => JSON.parse(json) as TypedDataDefinition

export function signTypedData(typed: TypedDataDefinition) {
  const { EIP712Domain: _, ...types } = typed.types as Fields
  const message = integers(types, typed.primaryType, typed.message)
  return account().signTypedData({ ...typed, types, message } as TypedDataDefinition)
}

/** The gas a transaction needs and its fee at today's price, before the member confirms it. */
export const estimateFee = (tx: TxRequest) => estimateNetworkFee(account().address, tx)

/** Sends with the gas and fee caps the member was shown, so the fee cannot exceed what they confirmed. */
export async function sendTransaction(tx: TxRequest, estimate: FeeEstimate): Promise<Hex> {
  const { rpcUrl } = await loadChainConfig()
  const walletClient = createWalletClient({ account: account(), transport: http(rpcUrl) })
  return walletClient.sendTransaction({
    chain: null,
    to: tx.to,
    data: tx.data,
    value: tx.value ? BigInt(tx.value) : undefined,
    gas: estimate.gas,
    maxFeePerGas: estimate.maxFeePerGas,
    maxPriorityFeePerGas: estimate.maxPriorityFeePerGas,
  })
}
