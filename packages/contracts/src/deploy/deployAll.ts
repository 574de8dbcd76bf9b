import type { Abi, Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem'
import * as Actuator from '../artifacts/Actuator.ts'
import * as BlindBox from '../artifacts/BlindBox.ts'
import * as CollectionFactory from '../artifacts/CollectionFactory.ts'
import * as Exchange from '../artifacts/Exchange.ts'
import * as FundingWallet from '../artifacts/FundingWallet.ts'
import * as KidERC721 from '../artifacts/KidERC721.ts'
import * as KidERC1155 from '../artifacts/KidERC1155.ts'
import * as Pad721 from '../artifacts/Pad721.ts'
import * as PriceOracle from '../artifacts/PriceOracle.ts'
import * as Registry from '../artifacts/Registry.ts'
import * as Resolver from '../artifacts/Resolver.ts'
import * as StableCoin from '../artifacts/StableCoin.ts'
import * as WETH from '../artifacts/WETH.ts'
import { deployContract } from './deployContract.ts'
import { ContractDeploymentError } from './errors.ts'

export type DeployAllOptions = {
  /** The server's signing address: withdrawals, name registrations, blind boxes and drop deployments trust it. */
  signer: Address
  /** Owner of every admin function; defaults to the deploying account. */
  owner?: Address
  /** Marketplace fee recipient; defaults to the owner. */
  feeRecipient?: Address
  /** Marketplace fees in basis points, set separately as the spec asks (defaults 250 and 250). */
  fixedPriceFeeBps?: number
  auctionFeeBps?: number
  /** Stablecoin minted to the owner (6 decimals); default 1,000,000,000 tokens. */
  stablecoinSupply?: bigint
  /** Funding wallet's daily withdrawal maximum (6 decimals); default 100,000 tokens. */
  dailyMaxBalance?: bigint
  /** Yearly .kid prices for four characters and for five or more, in wei and in the stablecoin. */
  namePricesEth?: readonly [bigint, bigint]
  namePricesUsdt?: readonly [bigint, bigint]
}

export type DeployedContracts = {
  weth: Address
  usdt: Address
  erc721Implementation: Address
  erc1155Implementation: Address
  collectionFactory: Address
  erc721: Address
  erc1155: Address
  exchange: Address
  fundingWallet: Address
  priceOracle: Address
  registry: Address
  resolver: Address
  blindBox: Address
  pad721Implementation: Address
  actuator: Address
}

export type Deployment = { chainId: number; deployer: Address; contracts: DeployedContracts }

type Wallet = WalletClient<Transport, Chain | undefined, Account>

/**
 * Deploys and wires every contract in a fixed order. From a fresh account on a fresh chain the
 * addresses depend only on the deployer and its nonce, so the embedded dev chain always gets the
 * same addresses and deployments/<chainId>.json is stable across restarts.
 */
export async function deployAll(
  wallet: Wallet,
  client: PublicClient,
  options: DeployAllOptions,
): Promise<Deployment> {
  const deployer = wallet.account.address
  const owner = options.owner ?? deployer
  const feeRecipient = options.feeRecipient ?? owner
  const deploy = (name: string, abi: Abi, bytecode: Hex, args: readonly unknown[] = []) =>
    deployContract(wallet, client, { name, abi, bytecode, args })
  const send = async (
    name: string,
    address: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[],
  ) => {
    const hash = await wallet.writeContract({
      address,
      abi,
      functionName,
      args,
      account: wallet.account,
      chain: wallet.chain,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new ContractDeploymentError(name, hash)
  }
  const clone = async (factory: Address, fn: 'create721' | 'create1155', name: string, symbol: string) => {
    const { result } = await client.simulateContract({
      address: factory,
      abi: CollectionFactory.abi,
      functionName: fn,
      args: [name, symbol],
      account: wallet.account,
    })
    await send(fn, factory, CollectionFactory.abi, fn, [name, symbol])
    return result
  }

  const weth = await deploy('WETH', WETH.abi, WETH.bytecode)
  const usdt = await deploy('StableCoin', StableCoin.abi, StableCoin.bytecode, [
    'Tether USD',
    'USDT',
    options.stablecoinSupply ?? 1_000_000_000n * 10n ** 6n,
    owner,
  ])
  const erc721Implementation = await deploy('KidERC721', KidERC721.abi, KidERC721.bytecode)
  const erc1155Implementation = await deploy('KidERC1155', KidERC1155.abi, KidERC1155.bytecode)
  const collectionFactory = await deploy(
    'CollectionFactory',
    CollectionFactory.abi,
    CollectionFactory.bytecode,
    [erc721Implementation, erc1155Implementation],
  )
  const erc721 = await clone(collectionFactory, 'create721', 'KID Collection', 'KID')
  await send('KidERC721', erc721, KidERC721.abi, 'setOpenMint', [true])
  const erc1155 = await clone(collectionFactory, 'create1155', 'KID Editions', 'KIDE')
  await send('KidERC1155', erc1155, KidERC1155.abi, 'setOpenMint', [true])
  const exchange = await deploy('Exchange', Exchange.abi, Exchange.bytecode, [
    deployer,
    feeRecipient,
    options.fixedPriceFeeBps ?? 250,
    options.auctionFeeBps ?? 250,
  ])
  await send('Exchange', exchange, Exchange.abi, 'setCurrency', [weth, 3])
  await send('Exchange', exchange, Exchange.abi, 'setCurrency', [usdt, 3])
  const fundingWallet = await deploy('FundingWallet', FundingWallet.abi, FundingWallet.bytecode, [
    options.signer,
    usdt,
  ])
  await send('FundingWallet', fundingWallet, FundingWallet.abi, 'updateDailyMaxBalance', [
    options.dailyMaxBalance ?? 100_000n * 10n ** 6n,
  ])
  const priceOracle = await deploy('PriceOracle', PriceOracle.abi, PriceOracle.bytecode, [deployer])
  const [eth4, eth5] = options.namePricesEth ?? [5n * 10n ** 16n, 10n ** 16n]
  const [usd4, usd5] = options.namePricesUsdt ?? [160n * 10n ** 6n, 20n * 10n ** 6n]
  await send('PriceOracle', priceOracle, PriceOracle.abi, 'setPrices', [
    '0x0000000000000000000000000000000000000000',
    eth4,
    eth5,
  ])
  await send('PriceOracle', priceOracle, PriceOracle.abi, 'setPrices', [usdt, usd4, usd5])
  const registry = await deploy('Registry', Registry.abi, Registry.bytecode, [
    deployer,
    options.signer,
    feeRecipient,
    priceOracle,
  ])
  const resolver = await deploy('Resolver', Resolver.abi, Resolver.bytecode, [registry])
  await send('Registry', registry, Registry.abi, 'setResolver', [resolver])
  // Blind-box series are published later by the server (its signer may set them: docs/chain.md).
  const blindBox = await deploy('BlindBox', BlindBox.abi, BlindBox.bytecode, [
    deployer,
    options.signer,
    collectionFactory,
  ])
  const pad721Implementation = await deploy('Pad721', Pad721.abi, Pad721.bytecode)
  const actuator = await deploy('Actuator', Actuator.abi, Actuator.bytecode, [
    deployer,
    options.signer,
    pad721Implementation,
  ])

  if (owner !== deployer) {
    for (const [name, address, abi] of [
      ['KidERC721', erc721, KidERC721.abi],
      ['KidERC1155', erc1155, KidERC1155.abi],
      ['Exchange', exchange, Exchange.abi],
      ['FundingWallet', fundingWallet, FundingWallet.abi],
      ['PriceOracle', priceOracle, PriceOracle.abi],
      ['Registry', registry, Registry.abi],
      ['BlindBox', blindBox, BlindBox.abi],
      ['Actuator', actuator, Actuator.abi],
    ] as const) {
      await send(name, address, abi, 'transferOwnership', [owner])
    }
  }

  return {
    chainId: await client.getChainId(),
    deployer,
    contracts: {
      weth,
      usdt,
      erc721Implementation,
      erc1155Implementation,
      collectionFactory,
      erc721,
      erc1155,
      exchange,
      fundingWallet,
      priceOracle,
      registry,
      resolver,
      blindBox,
      pad721Implementation,
      actuator,
    },
  }
}
