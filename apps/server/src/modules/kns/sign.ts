import { knsTypes, registryDomain } from '@kid/contracts/kns/typedData'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { SIGNATURE_TTL_SECONDS } from './rules.ts'

const domainOf = (chain: ChainRuntime) => registryDomain(chain.chainId, chain.deployment.contracts.registry)

/**
 * A deadline the registry will compare with its block time: the chain's clock, not this server's,
 * so a node whose time runs apart (a test chain moved forward) still gets a fresh signature.
 */
export async function deadlineOf(chain: ChainRuntime): Promise<bigint> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  return block.timestamp + SIGNATURE_TTL_SECONDS
}

/** REGISTRY.register's signature: label, registrant, duration, currency, price and deadline bound. */
export function signRegistration(
  chain: ChainRuntime,
  m: {
    label: string
    owner: Address
    duration: bigint
    currency: Address
    price: bigint
    whitelisted: boolean
    deadline: bigint
  },
): Promise<Hex> {
  return chain.signer.signTypedData({
    domain: domainOf(chain),
    types: knsTypes,
    primaryType: 'Register',
    message: m,
  })
}

/** REGISTRY.renew's signature, bound to the expiry it extends, so it can be used once. */
export function signRenewal(
  chain: ChainRuntime,
  m: {
    tokenId: bigint
    duration: bigint
    currency: Address
    price: bigint
    expiration: bigint
    deadline: bigint
  },
): Promise<Hex> {
  return chain.signer.signTypedData({
    domain: domainOf(chain),
    types: knsTypes,
    primaryType: 'Renew',
    message: m,
  })
}
