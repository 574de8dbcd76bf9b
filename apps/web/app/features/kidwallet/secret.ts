/**
 * A KID wallet's secret — a BIP-39 phrase or a private key — and the account it opens. Phrases
 * derive the first account of the standard Ethereum path (m/44'/60'/0'/0/0), as other wallets do,
 * so a phrase moved in or out of KID opens the same address.
 */
import { generateMnemonic, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { isHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

export type WalletSecret = { kind: 'mnemonic'; value: string } | { kind: 'privateKey'; value: `0x${string}` }

/** A new 12-word phrase (128 bits of the browser's randomness). */
export function newPhrase(): WalletSecret {
  return { kind: 'mnemonic', value: generateMnemonic(wordlist, 128) }
}

export function accountOfSecret(secret: WalletSecret) {
  return secret.kind === 'mnemonic' ? mnemonicToAccount(secret.value) : privateKeyToAccount(secret.value)
}

export const SECRET_INVALID = 'Enter a 12 or 24-word recovery phrase, or a private key of 64 hex digits.'

/** A phrase (words in any case and spacing) or a private key (with or without 0x) as typed; null when neither. */
export function readSecret(text: string): WalletSecret | null {
  const words = text.trim().toLowerCase().split(/\s+/)
  if (words.length >= 12) {
    const phrase = words.join(' ')
    return validateMnemonic(phrase, wordlist) ? { kind: 'mnemonic', value: phrase } : null
  }
  const key = text.trim().replace(/^0x/i, '')
  const value = `0x${key.toLowerCase()}` as const
  if (key.length !== 64 || !isHex(value)) return null
  try {
    privateKeyToAccount(value)
    return { kind: 'privateKey', value }
  } catch {
    return null
  }
}

/** The words of a phrase, numbered from 1, for the backup screen. */
export function phraseWords(secret: WalletSecret): string[] {
  return secret.kind === 'mnemonic' ? secret.value.split(' ') : []
}
