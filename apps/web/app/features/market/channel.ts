/** The Exchange's channel bit field (IExchange.sol): bit 0 auction, bit 1 ERC-1155. */
export const isAuction = (channel: number) => (channel & 1) === 1
