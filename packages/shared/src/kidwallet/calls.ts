import { z } from 'zod'
import { walletAddressSchema as address } from '../validate/wallet-address.ts'
import {
  IV_BYTES,
  KDF_N_RANGE,
  KDF_PARAMS,
  KEYSTORE_KINDS,
  KEYSTORE_VERSION,
  MAX_SECRET_BYTES,
  MIN_SECRET_BYTES,
  SALT_BYTES,
  TAG_BYTES,
} from './keystore-rule.ts'

export { KIDWALLET_BASE } from './keystore-rule.ts'

const KEYSTORE_INVALID = 'This is not a KID wallet keystore.'
const hexOf = (minBytes: number, maxBytes: number) =>
  z
    .string()
    .regex(new RegExp(`^[0-9a-f]{${minBytes * 2},${maxBytes * 2}}$`), { error: KEYSTORE_INVALID })
    .refine((hex) => hex.length % 2 === 0, { error: KEYSTORE_INVALID })

/**
 * The keystore as the server checks it at the edge: every field, its size and its form, and
 * nothing else (a strict object, so no extra field is stored). The server cannot open it.
 */
export const keystoreSchema = z.strictObject({
  version: z.literal(KEYSTORE_VERSION, { error: 'This keystore version is not supported.' }),
  // Lowercase as written: the address is part of what the cipher authenticates, so it is kept as is.
  address: z.string().regex(/^0x[0-9a-f]{40}$/, { error: KEYSTORE_INVALID }),
  kind: z.enum(KEYSTORE_KINDS, { error: KEYSTORE_INVALID }),
  crypto: z.strictObject({
    cipher: z.literal('aes-256-gcm', { error: KEYSTORE_INVALID }),
    ciphertext: hexOf(MIN_SECRET_BYTES + TAG_BYTES, MAX_SECRET_BYTES + TAG_BYTES),
    iv: hexOf(IV_BYTES, IV_BYTES),
    kdf: z.literal('scrypt', { error: KEYSTORE_INVALID }),
    kdfparams: z.strictObject({
      n: z
        .number()
        .int()
        .min(KDF_N_RANGE.min, { error: 'The keystore’s key derivation is too weak.' })
        .max(KDF_N_RANGE.max, { error: KEYSTORE_INVALID })
        .refine((n) => (n & (n - 1)) === 0, { error: KEYSTORE_INVALID }),
      r: z.literal(KDF_PARAMS.r, { error: KEYSTORE_INVALID }),
      p: z.literal(KDF_PARAMS.p, { error: KEYSTORE_INVALID }),
      dklen: z.literal(KDF_PARAMS.dklen, { error: KEYSTORE_INVALID }),
      salt: hexOf(SALT_BYTES, SALT_BYTES),
    }),
  }),
})
export type Keystore = z.infer<typeof keystoreSchema>

/** POST add and update: the keystore alone; its address is the wallet's. */
export const keystoreBody = z.strictObject({ keystore: keystoreSchema })
/**
 * POST restore: another wallet takes the member's place (an import). `previous` names the wallet
 * being replaced (null when there is none), so a page showing an old state cannot overwrite a
 * wallet it never saw.
 */
export const restoreBody = z.strictObject({ keystore: keystoreSchema, previous: address.nullable() })
export const checkBody = z.strictObject({ address })

/** GET detail: the member's KID wallet, or null before one is added. */
export type KidWalletDetail = {
  address: `0x${string}`
  keystore: Keystore
  createtime: string
  updatetime: string
} | null

/**
 * POST check, for an address about to become the member's KID wallet: `exists` whether the member
 * has one; `own` whether it is this address; `bind` who holds the address as a bound wallet
 * (open/wallet/address's status: 0 nobody, 1 another account, 2 this member).
 */
export type KidWalletCheck = { exists: boolean; own: boolean; bind: 0 | 1 | 2 }

export type KeystoreBody = z.infer<typeof keystoreBody>
export type RestoreBody = z.infer<typeof restoreBody>
