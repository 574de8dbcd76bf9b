import type { Keystore } from '@kid/shared/kidwallet/calls'

/** The sealed keystore kept in this browser, so the wallet unlocks before any session exists. */
const KEY = 'kid:kidwallet'

export function localKeystore(): Keystore | null {
  try {
    const raw = localStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as Keystore) : null
  } catch {
    return null
  }
}

export function saveLocalKeystore(keystore: Keystore | null): void {
  try {
    if (keystore) localStorage.setItem(KEY, JSON.stringify(keystore))
    else localStorage.removeItem(KEY)
  } catch {}
}
