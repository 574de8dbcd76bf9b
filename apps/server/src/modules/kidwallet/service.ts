import { isDeepStrictEqual } from 'node:util'
import type { Keystore, KidWalletCheck, KidWalletDetail, RestoreBody } from '@kid/shared/kidwallet/calls'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import type { Members } from '../account/index.ts'
import { kidwalletKeystore as stored } from './tables.ts'

export type KidWalletDeps = { db: Db; members: Members }
export type KidWallets = ReturnType<typeof createKidWallets>

export const KIDWALLET_TEXT = {
  exists: 'You already have a KID wallet. To use another one, import it from the wallet’s settings.',
  none: 'You have no KID wallet yet.',
  otherWallet: 'This keystore is for another wallet than your KID wallet.',
  changed: 'Your KID wallet changed meanwhile. Reload the page and try again.',
} as const

// jsonb keeps its own key order, so keystores are compared as values, not as text.
const sameKeystore = (a: Keystore, b: Keystore) => isDeepStrictEqual(a, b)

/**
 * The member's KID wallet as the server keeps it (spec 000 §7 user/funding/wallet): the sealed
 * keystore and its address, one per member, read and written for the signed-in member only.
 */
export function createKidWallets({ db, members }: KidWalletDeps) {
  const rowOf = async (userId: number) => (await db.select().from(stored).where(eq(stored.userId, userId)))[0]

  return {
    async detail(userId: number): Promise<KidWalletDetail> {
      const row = await rowOf(userId)
      if (!row) return null
      return {
        address: row.address as `0x${string}`,
        keystore: row.keystore,
        createtime: row.createdAt.toISOString(),
        updatetime: row.updatedAt.toISOString(),
      }
    },

    /** The member's first KID wallet. Sent again as it was (a retried request), it answers as before. */
    async add(userId: number, keystore: Keystore): Promise<KidWalletDetail> {
      await db
        .insert(stored)
        .values({ userId, address: keystore.address, keystore })
        .onConflictDoNothing({ target: stored.userId })
      const row = await rowOf(userId)
      if (!row || !sameKeystore(row.keystore, keystore)) throw badRequest(KIDWALLET_TEXT.exists)
      return this.detail(userId)
    },

    /** The same wallet sealed anew (a new wallet password): its address must be the stored one. */
    async update(userId: number, keystore: Keystore): Promise<KidWalletDetail> {
      const row = await rowOf(userId)
      if (!row) throw badRequest(KIDWALLET_TEXT.none)
      if (row.address !== keystore.address) throw badRequest(KIDWALLET_TEXT.otherWallet)
      await db
        .update(stored)
        .set({ keystore, updatedAt: sql`now()` })
        .where(and(eq(stored.userId, userId), eq(stored.address, keystore.address)))
      return this.detail(userId)
    },

    /**
     * An imported wallet takes the place of the one named `previous` (null: none yet). A page that
     * saw another state than the stored one changes nothing, so a replay cannot undo a later change.
     */
    async restore(userId: number, { keystore, previous }: RestoreBody): Promise<KidWalletDetail> {
      const row = await rowOf(userId)
      if (row && sameKeystore(row.keystore, keystore)) return this.detail(userId)
      if (previous === null) {
        if (row) throw badRequest(KIDWALLET_TEXT.changed)
        return this.add(userId, keystore)
      }
      const [replaced] = await db
        .update(stored)
        .set({ address: keystore.address, keystore, createdAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(stored.userId, userId), eq(stored.address, previous)))
        .returning({ userId: stored.userId })
      if (!replaced) throw badRequest(KIDWALLET_TEXT.changed)
      return this.detail(userId)
    },

    async check(userId: number, address: string): Promise<KidWalletCheck> {
      const [row, holders] = await Promise.all([rowOf(userId), members.byWallets([address])])
      const holder = holders.get(address)
      return {
        exists: Boolean(row),
        own: row?.address === address,
        bind: !holder ? 0 : holder.id === userId ? 2 : 1,
      }
    },
  }
}
