import { abi } from '@kid/contracts/artifacts/BlindBox'
import type { MintSignature, OpenSignature } from '@kid/shared/bbox-calls'
import { contractFor } from '../chain/chainConfig.ts'
import type { TxAction } from '../chain/transaction.ts'

/**
 * BlindBox.mint(minter, counter, cdkey, deadline, signature) with the reservation the server signed:
 * the box is minted to the member's wallet, once, before the deadline. Its token id is the cdkey.
 * Both actions send to the deployment's BLINDBOX, never to an address an answer names.
 */
export const mintBox = {
  title: 'Mint the box',
  request: ({ signed }, { config }) => ({
    address: contractFor(config, 'BLINDBOX'),
    abi,
    functionName: 'mint',
    args: [signed.minter, BigInt(signed.counter), signed.cdkey, BigInt(signed.deadline), signed.signature],
  }),
} satisfies TxAction<{ signed: MintSignature }, bigint>

/** BlindBox.open(tokenId, salt, signature): the holder reveals the salt and receives the prize. */
export const openBox = {
  title: 'Open the box',
  request: ({ signed }, { config }) => ({
    address: contractFor(config, 'BLINDBOX'),
    abi,
    functionName: 'open',
    args: [BigInt(signed.tokenId), signed.salt, signed.signature],
  }),
} satisfies TxAction<{ signed: OpenSignature }, number>
