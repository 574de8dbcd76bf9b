/**
 * The token URI given to the mint. Token ids are assigned by the contract at mint time (shared
 * collections are minted into concurrently), so the URI names the item, which is one token forever;
 * the indexer reads it back from the minted token to know which draft became that token.
 */
export function tokenUriOf(origin: string, itemId: number): string {
  return `${origin}/meta/item/${itemId}`
}

const ITEM_URI = /\/meta\/item\/(\d{1,15})$/

/** The item a minted token's URI names, or undefined for tokens minted outside the platform. */
export function itemIdOfUri(uri: string): number | undefined {
  const match = ITEM_URI.exec(uri)
  return match?.[1] ? Number(match[1]) : undefined
}
