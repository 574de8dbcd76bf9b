/**
 * The KID wallet's keystore format, version 1 (docs/kidwallet.md): the browser encrypts the
 * wallet's secret with a key derived from the wallet password by scrypt, under AES-256-GCM. The
 * plain constants here are what the pages need; keystore.ts adds the calls' zod schema.
 */

/** The base of the KID wallet's calls (spec 000 §7 "Funding wallet under user/funding/wallet"). */
export const KIDWALLET_BASE = '/api/accountservice/user/funding/wallet'

export const KEYSTORE_VERSION = 1
/** What the ciphertext holds: a BIP-39 phrase (UTF-8, NFKD) or a raw 32-byte private key. */
export const KEYSTORE_KINDS = ['mnemonic', 'privateKey'] as const
export type KeystoreKind = (typeof KEYSTORE_KINDS)[number]

/**
 * scrypt's cost for new keystores: 2^15 × r 8 is 32 MiB and about half a second in a phone's
 * JavaScript, which is what a password prompt before every unlock can bear. Keystores may carry
 * any power of two in KDF_N_RANGE, so the cost can rise later without breaking old ones.
 */
export const KDF_PARAMS = { n: 2 ** 15, r: 8, p: 1, dklen: 32 } as const
export const KDF_N_RANGE = { min: 2 ** 14, max: 2 ** 20 } as const
export const SALT_BYTES = 32
export const IV_BYTES = 12
/** AES-GCM's tag, appended to the ciphertext. */
export const TAG_BYTES = 16
/** The longest secret: 24 words of the English list (at most 8 letters each) and 23 spaces. */
export const MAX_SECRET_BYTES = 24 * 8 + 23
export const MIN_SECRET_BYTES = 32

/** A wallet password of our own (not the account's): long enough to stand an offline guess. */
export const WALLET_PASSWORD_MIN = 8
export const WALLET_PASSWORD_MAX = 128
export const WALLET_PASSWORD_HINT = 'At least 8 characters. KID cannot recover it: keep it safe.'
