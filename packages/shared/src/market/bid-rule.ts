/**
 * The Exchange's rule for the least next bid of an auction (contracts/market/Exchange.sol `bid`):
 * the reserve for the first bid, then the highest bid plus 5 %, rounded up as the contract does.
 * The server refuses a lower bid with this, and the bid dialog starts from it.
 */
export const BID_RAISE_BPS = 500n

export function minimumBid(reserve: bigint, highest: bigint | undefined): bigint {
  if (highest === undefined) return reserve
  return highest + (highest * BID_RAISE_BPS + 9_999n) / 10_000n
}
