import { exchangeDomain, exchangeTypes, type Offer, type Option } from '@kid/contracts/market/typedData'
import type { Hex, LocalAccount } from 'viem'
import type { ExchangeDomain } from './signatures.ts'

/** What a seller's wallet signs for one listing (tests and the demo seeding use real dev accounts). */
export function signOption(account: LocalAccount, domain: ExchangeDomain, option: Option): Promise<Hex> {
  return account.signTypedData({
    domain: exchangeDomain(domain.chainId, domain.exchange),
    types: exchangeTypes,
    primaryType: 'Option',
    message: option,
  })
}

export function signBatch(account: LocalAccount, domain: ExchangeDomain, root: Hex): Promise<Hex> {
  return account.signTypedData({
    domain: exchangeDomain(domain.chainId, domain.exchange),
    types: exchangeTypes,
    primaryType: 'OptionBatch',
    message: { root },
  })
}

export function signOffer(account: LocalAccount, domain: ExchangeDomain, offer: Offer): Promise<Hex> {
  return account.signTypedData({
    domain: exchangeDomain(domain.chainId, domain.exchange),
    types: exchangeTypes,
    primaryType: 'Offer',
    message: offer,
  })
}
