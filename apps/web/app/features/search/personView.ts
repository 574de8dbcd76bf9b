import type { SearchPerson } from '@kid/shared/market/search'
import { creatorHref } from '../market/links.ts'
import { walletLabel } from '../market/walletLabel.ts'

/** How a found person is named: as every wallet is (`walletLabel`: .kid name, username, short address). */
export const personName = (p: SearchPerson): string =>
  p.address
    ? walletLabel(p.address, undefined, { kidName: p.kidName?.name, username: p.username })
    : p.username || 'Member'

/** A creator is whoever minted something; anyone else found is a member. */
export const personRole = (p: SearchPerson): string =>
  p.items > 0 ? `Creator · ${p.items} ${p.items === 1 ? 'item' : 'items'}` : 'Member'

/** Their page: a member's by user id (with or without a wallet), an unbound creator's by address. */
export const personHref = (p: SearchPerson): string =>
  creatorHref({ userId: p.userId, address: p.address ?? '' })
