import type { Tx } from '../../platform/db/database.ts'

/** A module's part in a member's e-mail becoming verified, run in the transaction that verifies it. */
export type EmailVerifiedListener = (tx: Tx, userId: number) => Promise<void>

export type EmailVerified = ReturnType<typeof createEmailVerified>

/**
 * Modules registered after the account (bricks: a friend who qualifies for their inviter's reward)
 * act when a member's address becomes verified after sign-up: a wallet member who adds an e-mail.
 * The listeners run inside the verifying transaction, so what they write stands or falls with it.
 */
export function createEmailVerified() {
  const listeners: EmailVerifiedListener[] = []
  return {
    on(listener: EmailVerifiedListener) {
      listeners.push(listener)
    },
    async tell(tx: Tx, userId: number) {
      for (const listener of listeners) await listener(tx, userId)
    },
  }
}
