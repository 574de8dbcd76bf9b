import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  getAddress,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { ContractDeploymentError } from './errors.ts'

export type DeployContractParameters = { abi: Abi; bytecode: Hex; args?: readonly unknown[]; name: string }

/** Deploys one artifact and waits for its receipt, so the next deployment sees its address. */
export async function deployContract(
  wallet: WalletClient<Transport, Chain | undefined, Account>,
  client: PublicClient,
  { abi, bytecode, args, name }: DeployContractParameters,
): Promise<Address> {
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    args: args ?? [],
    account: wallet.account,
    chain: wallet.chain,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new ContractDeploymentError(name, hash)
  return getAddress(receipt.contractAddress)
}
