import { hashOption } from '@kid/contracts/market/hashOption'
import { exchangeDomain, exchangeTypes, type Offer, type Option } from '@kid/contracts/market/typedData'
import { merkleTree } from '@kid/contracts/merkle/merkleTree'
import { type Address, type Hex, parseSignature, recoverTypedDataAddress } from 'viem'

/** The Exchange's EIP-712 domain on this chain: a signature for another chain or contract fails. */
export type ExchangeDomain = { chainId: number; exchange: Address }

/** secp256k1's n / 2: OpenZeppelin's recover refuses a higher s, so the Exchange would too. */
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/** The Exchange's (v, r, s), or undefined for a malformed or high-s signature it would refuse. */
export function splitSignature(signature: Hex): { v: number; r: Hex; s: Hex } | undefined {
  try {
    const { r, s, v, yParity } = parseSignature(signature)
    if (BigInt(s) > HALF_N) return undefined
    return { v: Number(v ?? BigInt(27 + (yParity ?? 0))), r, s }
  } catch {
    return undefined
  }
}

async function recovers(
  domain: ExchangeDomain,
  signature: Hex,
  typed: TypedMessage,
): Promise<Address | undefined> {
  if (!splitSignature(signature)) return undefined
  try {
    return await recoverTypedDataAddress({
      domain: exchangeDomain(domain.chainId, domain.exchange),
      types: exchangeTypes,
      signature,
      ...typed,
    } as Parameters<typeof recoverTypedDataAddress>[0])
  } catch {
    return undefined
  }
}
type TypedMessage =
  | { primaryType: 'Option'; message: Option }
  | { primaryType: 'OptionBatch'; message: { root: Hex } }
  | { primaryType: 'Offer'; message: Offer }

const same = (a: Address | undefined, b: Address) => !!a && a.toLowerCase() === b.toLowerCase()

/** True when `signature` is the option's signer's, over the option alone. */
export async function isOptionSigned(
  domain: ExchangeDomain,
  option: Option,
  signature: Hex,
): Promise<boolean> {
  return same(await recovers(domain, signature, { primaryType: 'Option', message: option }), option.signer)
}

/** A batch listing: the merkle root of the options' hashes (in the order given) and each one's proof. */
export function batchOf(options: readonly Option[]): { root: Hex; hashes: Hex[]; proofs: Hex[][] } {
  const hashes = options.map(hashOption)
  const tree = merkleTree(hashes)
  return { root: tree.root, hashes, proofs: hashes.map((hash) => tree.proof(hash)) }
}

/** True when `signature` is `signer`'s over the batch root (OptionBatch), as the Exchange checks it. */
export async function isBatchSigned(domain: ExchangeDomain, root: Hex, signer: Address, signature: Hex) {
  return same(await recovers(domain, signature, { primaryType: 'OptionBatch', message: { root } }), signer)
}

export async function isOfferSigned(domain: ExchangeDomain, offer: Offer, signature: Hex): Promise<boolean> {
  return same(await recovers(domain, signature, { primaryType: 'Offer', message: offer }), offer.bidder)
}
