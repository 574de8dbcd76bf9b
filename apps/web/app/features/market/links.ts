/** The catalogue's page addresses (spec 001 §2), built in one place. */
export const itemHref = (itemId: number) => `/nftdetails?${new URLSearchParams({ id: String(itemId) })}`

export const collectionHref = (collection: { id: number; standard: 721 | 1155 }) =>
  `/personal/collection/${collection.standard}/${collection.id}`

/** A creator's page: by user id when the address belongs to a member, else /personal/creator. */
export function creatorHref(user: { userId: number | null; address: string }): string {
  if (user.userId !== null) return `/personal/marketplace/created/${user.userId}`
  return `/personal/creator?${new URLSearchParams({ address: user.address, type: '1' })}`
}
