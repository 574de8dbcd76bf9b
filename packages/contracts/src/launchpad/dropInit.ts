import { type Address, type Hex, keccak256 } from 'viem'
import { merkleTree } from '../merkle/merkleTree.ts'

/** The spec's NFT collection init record, as Pad721.initialize and Actuator.create take it. */
export type DropInit = {
  name: string
  symbol: string
  uri: string
  owner: Address
  receiver: Address
  whiteRoot: Hex
  start: number
  end: number
  total: number
  singleAdd: number
  singleTim: number
  fee: bigint
  royal: number
  isWhite: boolean
}

/** The actuator's EIP-712 types: the server signs approvals with them, the tests check the contract. */
export const createTypes = {
  Create: [
    { name: 'application', type: 'uint256' },
    { name: 'init', type: 'Init' },
    { name: 'deadline', type: 'uint256' },
  ],
  Init: [
    { name: 'name', type: 'string' },
    { name: 'symbol', type: 'string' },
    { name: 'uri', type: 'string' },
    { name: 'owner', type: 'address' },
    { name: 'receiver', type: 'address' },
    { name: 'whiteRoot', type: 'bytes32' },
    { name: 'start', type: 'uint32' },
    { name: 'end', type: 'uint32' },
    { name: 'total', type: 'uint32' },
    { name: 'singleAdd', type: 'uint32' },
    { name: 'singleTim', type: 'uint32' },
    { name: 'fee', type: 'uint128' },
    { name: 'royal', type: 'uint16' },
    { name: 'isWhite', type: 'bool' },
  ],
} as const

export function actuatorDomain(chainId: number, actuator: Address) {
  return { name: 'KID Actuator', version: '1', chainId, verifyingContract: actuator } as const
}

/** What the creator's wallet sends: `create(init, application, deadline, signature)`. */
export type CreateApproval = { init: DropInit; application: bigint; deadline: bigint; signature: Hex }

/** The whitelist leaf Pad721 checks: keccak256 of the 20 address bytes. */
export const whitelistLeaf = (address: Address): Hex => keccak256(address)

/** The spec's whitelist: a merkle tree over keccak256 of each address. */
export function whitelist(addresses: readonly Address[]) {
  const tree = merkleTree(addresses.map(whitelistLeaf))
  return { root: tree.root, proof: (a: Address) => tree.proof(whitelistLeaf(a)) }
}
