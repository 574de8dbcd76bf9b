import { CHANNEL, type Option } from '@kid/contracts/market/typedData'
import { zeroAddress } from 'viem'

/** A listing for the actions' tests: one ERC-721 at 1 ETH, 10 % royalty accepted, open for years. */
export const TEST_OPTION: Option = {
  channel: CHANNEL.FIXED_721,
  collection: `0x${'c1'.repeat(20)}`,
  tokenId: 1n,
  amount: 1n,
  signer: `0x${'b1'.repeat(20)}`,
  nonce: 9n,
  startTime: 0n,
  endTime: 2n ** 40n,
  price: 10n ** 18n,
  currency: zeroAddress,
  royaltyRate: 1000,
}
