import * as Actuator from '@kid/contracts/artifacts/Actuator'
import * as BlindBox from '@kid/contracts/artifacts/BlindBox'
import * as CollectionFactory from '@kid/contracts/artifacts/CollectionFactory'
import * as Exchange from '@kid/contracts/artifacts/Exchange'
import * as FundingWallet from '@kid/contracts/artifacts/FundingWallet'
import * as KidERC721 from '@kid/contracts/artifacts/KidERC721'
import * as KidERC1155 from '@kid/contracts/artifacts/KidERC1155'
import * as Pad721 from '@kid/contracts/artifacts/Pad721'
import * as PriceOracle from '@kid/contracts/artifacts/PriceOracle'
import * as Registry from '@kid/contracts/artifacts/Registry'
import * as Resolver from '@kid/contracts/artifacts/Resolver'
import * as StableCoin from '@kid/contracts/artifacts/StableCoin'
import * as WETH from '@kid/contracts/artifacts/WETH'
import type { DeployedContracts } from '@kid/contracts/deploy/deployAll'
import type { ContractKind } from '@kid/shared/chain-config'
import type { Abi, Address } from 'viem'

/** The ABI each kind's events are decoded with. */
export const ABI_OF_KIND = {
  'ERC-721': KidERC721.abi,
  'ERC-1155': KidERC1155.abi,
  WETH: WETH.abi,
  USDT: StableCoin.abi,
  'PAD-721': Pad721.abi,
  ACTUATOR: Actuator.abi,
  REGISTRY: Registry.abi,
  RESOLVER: Resolver.abi,
  PRICEORACLE: PriceOracle.abi,
  EXCHANGE: Exchange.abi,
  BLINDBOX: BlindBox.abi,
  FUNDING: FundingWallet.abi,
  COLLECTION_FACTORY: CollectionFactory.abi,
} as const satisfies Record<ContractKind, Abi>

/**
 * The spec's kind names for the deployed addresses. PAD-721 is the drop implementation the
 * ACTUATOR clones; each drop and each creator collection is followed once its factory announces it.
 */
export function addressesByKind(contracts: DeployedContracts): Record<ContractKind, Address> {
  return {
    'ERC-721': contracts.erc721,
    'ERC-1155': contracts.erc1155,
    WETH: contracts.weth,
    USDT: contracts.usdt,
    'PAD-721': contracts.pad721Implementation,
    ACTUATOR: contracts.actuator,
    REGISTRY: contracts.registry,
    RESOLVER: contracts.resolver,
    PRICEORACLE: contracts.priceOracle,
    EXCHANGE: contracts.exchange,
    BLINDBOX: contracts.blindBox,
    FUNDING: contracts.fundingWallet,
    COLLECTION_FACTORY: contracts.collectionFactory,
  }
}

/** A factory event that creates a contract to follow: its address and kind, or undefined. */
export function createdContract(
  kind: ContractKind,
  eventName: string,
  args: Record<string, unknown>,
): { address: Address; kind: ContractKind } | undefined {
  if (kind === 'COLLECTION_FACTORY' && eventName === 'CollectionCreated') {
    return { address: args.collection as Address, kind: Number(args.kind) === 1155 ? 'ERC-1155' : 'ERC-721' }
  }
  if (kind === 'ACTUATOR' && eventName === 'DropCreated')
    return { address: args.drop as Address, kind: 'PAD-721' }
  return undefined
}
