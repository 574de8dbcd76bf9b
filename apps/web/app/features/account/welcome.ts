import { brickByType } from '@kid/shared/bricks'
import { createStore } from '../../lib/createStore.ts'
import { toast } from '../../lib/toast.ts'

// Sign-up ends with a full page load (the server renders the new session), so the welcome and the
// welcome gift wait in sessionStorage for the page that loads next, and show once.
const KEY = 'kid:welcome'
const GIFT_KEY = 'kid:welcome-gift'

/** Whether the welcome (choose a username) is open. */
export const welcomeStore = createStore(false)

/** The bricks a first sign-in earned (the answer's brickstype and bricksamount, spec 000 §3). */
export type WelcomeGift = { brickstype: number; amount: number }
export const giftStore = createStore<WelcomeGift | null>(null)

/** The gift's words: "50 CBK". */
export const giftText = (gift: WelcomeGift) =>
  `${gift.amount} ${brickByType(gift.brickstype)?.title ?? 'bricks'}`

/**
 * Keeps the sign-in answer's gift for the page that loads next. Not a dialog before leaving: the
 * member goes on to where they were going, and the next page says it (the spec's default notice
 * type is a toast).
 */
export function rememberGift(gift: WelcomeGift): void {
  try {
    sessionStorage.setItem(GIFT_KEY, JSON.stringify(gift))
  } catch {
    // Storage refused: the gift is in the bricks log all the same.
  }
}

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

/** Called by a completed sign-up, just before the page is left. */
export function markWelcome(): void {
  try {
    sessionStorage.setItem(KEY, '1')
  } catch {
    // Storage refused (private mode): the member can still set a username on /profile.
  }
}

/**
 * Opens the welcome when this page load follows a sign-up, with the gift in it; a gift without the
 * welcome (a wallet's or a third party's first sign-in) is a toast.
 */
export function openPendingWelcome(): void {
  try {
    const gift = takeGift()
    const welcome = sessionStorage.getItem(KEY) === '1'
    sessionStorage.removeItem(KEY)
    if (welcome) {
      giftStore.set(gift)
      welcomeStore.set(true)
    } else if (gift) {
      toast.success(`Congratulations! You earned ${giftText(gift)} for joining KID.`, 6000)
    }
  } catch {
    // As above: nothing to open.
  }
}
