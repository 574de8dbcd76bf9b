import { encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'
import type { Offer, Option } from './typedData.ts'

const OPTION_TYPEHASH = keccak256(
  toHex(
    'Option(uint8 channel,address collection,uint256 tokenId,uint256 amount,address signer,uint256 nonce,uint64 startTime,uint64 endTime,uint256 price,address currency,uint16 royaltyRate)',
  ),
)
const OFFER_TYPEHASH = keccak256(
  toHex('Offer(bytes32 optionHash,address bidder,uint256 price,uint64 expireTime)'),
)

/** The EIP-712 struct hash of a listing: its id on-chain, the offer's optionHash, a batch leaf. */
export function hashOption(o: Option): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'uint8' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint64' },
        { type: 'uint64' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint16' },
      ],
      [
        OPTION_TYPEHASH,
        o.channel,
        o.collection,
        o.tokenId,
        o.amount,
        o.signer,
        o.nonce,
        o.startTime,
        o.endTime,
        o.price,
        o.currency,
        o.royaltyRate,
      ],
    ),
  )
}

export function hashOffer(o: Offer): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint64' },
      ],
      [OFFER_TYPEHASH, o.optionHash, o.bidder, o.price, o.expireTime],
    ),
  )
}
