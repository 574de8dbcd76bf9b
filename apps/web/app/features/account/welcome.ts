import { createStore } from '../../lib/createStore.ts'

// Sign-up ends with a full page load (the server renders the new session), so the welcome and the
// welcome gift wait in sessionStorage for the page that loads next, and show once.
const KEY = 'kid:welcome'
export const GIFT_KEY = 'kid:welcome-gift'

/** Whether the welcome (choose a username) is open. */
export const welcomeStore = createStore(false)

/**
 * Keeps the sign-in answer's gift for the page that loads next. Not a dialog before leaving: the
 * member goes on to where they were going, and the next page says it (the spec's default notice
 * type is a toast).
 */
export function rememberGift(gift: { brickstype: number; amount: number }): void {
  try {
    sessionStorage.setItem(GIFT_KEY, JSON.stringify(gift))
  } catch {
    // Storage refused: the gift is in the bricks log all the same.
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
    const welcome = sessionStorage.getItem(KEY) === '1'
    sessionStorage.removeItem(KEY)
    // The gift's words load only on the page that shows one.
    if (sessionStorage.getItem(GIFT_KEY) !== null)
      void import('./welcomeGift.ts').then((m) => m.showGift(welcome)).catch(() => undefined)
    if (welcome) welcomeStore.set(true)
  } catch {
    // As above: nothing to open.
  }
}
