import { createHash, createHmac, randomBytes } from 'node:crypto'
import { type Hex, keccak256, toHex } from 'viem'

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped stays one code. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 5
const GROUP = 5

/**
 * 'KBX-' and 25 base-32 letters from 16 random bytes (125 bits are used): with the guess budget of
 * guesses.ts, finding any live code by trying is hopeless. The bytes come from `entropy`.
 */
export function formatCode(entropy: Buffer): string {
  let bits = BigInt(`0x${entropy.subarray(0, 16).toString('hex')}`)
  const letters: string[] = []
  for (let i = 0; i < GROUPS * GROUP; i++) {
    letters.push(ALPHABET[Number(bits & 31n)] as string)
    bits >>= 5n
  }
  const groups = Array.from({ length: GROUPS }, (_, g) => letters.slice(g * GROUP, (g + 1) * GROUP).join(''))
  return `KBX-${groups.join('-')}`
}

/** A fresh random code (operator batches). */
export const newCode = (): string => formatCode(randomBytes(16))

/**
 * The code a member's exchange issues, derived from the server secret and the member's request,
 * so that a retried exchange answers the same code although only its hash is stored.
 */
export const exchangeCode = (secret: string, userId: number, requestId: string): string =>
  formatCode(createHmac('sha256', secret).update(`bbox.exchange:${userId}:${requestId}`).digest())

/** The stored form: sha256 of the code as typed, without dashes or spaces, in capitals. */
export function hashCode(typed: string): string {
  const normal = typed.toUpperCase().replace(/[\s-]/g, '')
  return createHash('sha256').update(normal).digest('hex')
}

/** A box's secret salt and its commitment (the on-chain cdkey and token id). */
export function newSalt(): { salt: Hex; commitment: Hex } {
  const salt = toHex(randomBytes(32))
  return { salt, commitment: keccak256(salt) }
}
