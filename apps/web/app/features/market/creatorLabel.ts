import type { KidName } from '@kid/shared/market/views'
import { walletLabel } from './walletLabel.ts'

// A module of its own so the item page, which names no creator this way, does not load it with
// walletLabel (the landing pages share what two of them import: weight/chunking.ts).

/** A creator as a ranking or profile names them (no 'You': a ranking reads the same for everyone). */
export const creatorLabel = (c: { address: string; username: string | null; kidName: KidName | null }) =>
  walletLabel(c.address, undefined, { kidName: c.kidName?.name, username: c.username })
