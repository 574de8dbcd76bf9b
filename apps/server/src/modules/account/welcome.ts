import type { User } from '@kid/shared/account/user'

/** What a module gives a member at sign-in, shown by the answer's 'Congratulations' notice (000 §3). */
export type WelcomeGift = { brickstype: number; bricksamount: number }

/**
 * Pays the member's gift if they have not had it (idempotently: once per member, however many
 * sign-ins race) and answers it only the time it was paid.
 */
export type WelcomeGiver = (userId: number) => Promise<WelcomeGift | undefined>

export type Welcome = ReturnType<typeof createWelcome>

/**
 * The sign-in answers' reward (spec 000 §3: the wallet login's answer "may carry brickstype and
 * bricksamount"). The account cannot know the bricks module, which is registered after it, so the
 * giver is handed in later (`give`). Every sign-in answer asks, so a member gets the gift on the
 * first sign-in after it could be paid: at sign-up, or later if paying failed then (a daily limit,
 * a crash between the account's commit and the payment).
 */
export function createWelcome(onError: (error: unknown) => void) {
  let giver: WelcomeGiver | undefined
  return {
    give(next: WelcomeGiver) {
      giver = next
    },
    /** The sign-in answer, with the gift when this sign-in paid it. A failed payment never fails a sign-in. */
    async answer(user: User): Promise<User> {
      const gift = await giver?.(Number(user.id)).catch((error: unknown) => {
        onError(error)
        return undefined
      })
      return gift ? { ...user, ...gift } : user
    },
  }
}
