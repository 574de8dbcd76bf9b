import { numeric } from 'drizzle-orm/pg-core'

/** A uint256 (wei, token id, 1155 amount): numeric(78,0) holds every value, read back as bigint. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })
