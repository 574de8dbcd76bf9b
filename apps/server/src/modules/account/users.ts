import { randomBytes, randomInt } from 'node:crypto'
import { REGISTER_TYPE, type RegisterType } from '@kid/shared/account/user'
import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/database.ts'
import { accountUser } from './tables.ts'

export type NewUser = {
  email?: string
  username?: string
  passwordHash?: string
  registertype?: RegisterType
  headimgurl?: string
  inviterId?: number
  emailVerifiedAt?: Date
  /** A wallet already bound (tests and the demo make members with one). */
  walletaddress?: string
  denet?: string
  activity?: string
}

/** Invite codes: 8 characters without look-alikes (0/O, 1/I/L), upper case, easy to read aloud. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  return code
}

/** Public, non-sequential id: 10 random base36 characters. */
function newUid(): string {
  return BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(10, '0')
    .slice(-10)
}

/**
 * Creates a member with a fresh uid and invite code. Without a username it gets `kid<uid>`, which
 * is unique because the uid is, and fits the username rule (4–16 letters and digits).
 */
export async function createUser(db: Db, input: NewUser = {}): Promise<{ id: number; uid: string }> {
  const uid = newUid()
  const [row] = await db
    .insert(accountUser)
    .values({
      uid,
      email: input.email?.toLowerCase() ?? null,
      username: input.username ?? `kid${uid}`,
      passwordHash: input.passwordHash ?? null,
      registertype: input.registertype ?? REGISTER_TYPE.email,
      headimgurl: input.headimgurl || null,
      inviterId: input.inviterId ?? null,
      inviteCode: newInviteCode(),
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      walletaddress: input.walletaddress?.toLowerCase() ?? null,
      denet: input.denet ?? null,
      activity: input.activity ?? null,
    })
    .returning({ id: accountUser.id, uid: accountUser.uid })
  if (!row) throw new Error('account_user insert returned no row')
  return row
}

export type UserRow = typeof accountUser.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(accountUser).where(eq(accountUser.email, email.toLowerCase()))
  return row
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(accountUser).where(eq(accountUser.id, id))
  return row
}

/** GET open/checkemail. */
export async function isRegistered(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined
}
