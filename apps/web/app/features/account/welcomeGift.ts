import { brickByType } from '@kid/shared/bricks'
import { createStore } from '../../lib/createStore.ts'
import { toast } from '../../lib/toast.ts'
import { GIFT_KEY } from './welcome.ts'

/** The bricks a first sign-in earned (the answer's brickstype and bricksamount, spec 000 §3). */
export type WelcomeGift = { brickstype: number; amount: number }
export const giftStore = createStore<WelcomeGift | null>(null)

/** The gift's words: "50 CBK". */
export const giftText = (gift: WelcomeGift) =>
  `${gift.amount} ${brickByType(gift.brickstype)?.title ?? 'bricks'}`

function takeGift(): WelcomeGift | null {
  const raw = sessionStorage.getItem(GIFT_KEY)
  sessionStorage.removeItem(GIFT_KEY)
  try {
    const gift = raw ? (JSON.parse(raw) as Partial<WelcomeGift>) : null
    return gift && Number(gift.brickstype) > 0 && Number(gift.amount) > 0
      ? { brickstype: Number(gift.brickstype), amount: Number(gift.amount) }
      : null
  } catch {
    return null
  }
}

/** Shows the kept gift once: inside the welcome when one opens, else as a toast. */
export function showGift(inWelcome: boolean): void {
  const gift = takeGift()
  if (!gift) return
  if (inWelcome) giftStore.set(gift)
  else toast.success(`Congratulations! You earned ${giftText(gift)} for joining KID.`, 6000)
}
