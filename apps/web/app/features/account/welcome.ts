import { createStore } from '../../lib/createStore.ts'

// Sign-up ends with a full page load (the server renders the new session), so the welcome waits
// in sessionStorage for the page that loads next, and shows once.
const KEY = 'kid:welcome'

/** Whether the welcome (choose a username) is open. */
export const welcomeStore = createStore(false)

/** Called by a completed sign-up, just before the page is left. */
export function markWelcome(): void {
  try {
    sessionStorage.setItem(KEY, '1')
  } catch {
    // Storage refused (private mode): the member can still set a username on /profile.
  }
}

/** Opens the welcome when this page load follows a sign-up. */
export function openPendingWelcome(): void {
  try {
    if (sessionStorage.getItem(KEY) !== '1') return
    sessionStorage.removeItem(KEY)
    welcomeStore.set(true)
  } catch {
    // As above: nothing to open.
  }
}
