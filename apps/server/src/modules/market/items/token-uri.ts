/**
 * The token URI given to the mint. Token ids are assigned by the contract at mint time (shared
 * collections are minted into concurrently), so the URI names the item, which is one token forever;
 * the indexer reads it back from the minted token to know which draft became that token.
 */
export function tokenUriOf(origin: string, itemId: number): string {
  return `${origin}/meta/item/${itemId}`
}

const ITEM_PATH = /^\/meta\/item\/([1-9]\d{0,14})$/

/**
 * The item a minted token's URI names, or undefined for tokens minted outside the platform. Only
 * the exact URI this platform hands out counts: another origin (a look-alike domain serving other
 * metadata) or any variation of ours is not a KID item.
 */
export function itemIdOfUri(origin: string, uri: string): number | undefined {
  if (!uri.startsWith(`${origin}/`)) return undefined
  const match = ITEM_PATH.exec(uri.slice(origin.length))
  return match?.[1] ? Number(match[1]) : undefined
}
