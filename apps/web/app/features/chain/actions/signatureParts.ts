import { type Hex, parseSignature } from 'viem'

export type SignatureParts = { v: number; r: Hex; s: Hex }

/** The exchange takes the spec's (v, r, s); wallets return one 65-byte signature. */
export function signatureParts(signature: Hex): SignatureParts {
  const { r, s, yParity } = parseSignature(signature)
  return { v: 27 + (yParity ?? 0), r, s }
}
