/**
 * Lets code outside React (the API client) act on the session that SessionProvider
 * owns. Registered in the browser only, so no state is ever shared between server requests.
 */
export type SessionBridge = {
  clear: () => void
  embedded: () => boolean
  isMobile: () => boolean
  navigate: (to: string) => void
}

let bridge: SessionBridge | undefined

export function registerSessionBridge(next: SessionBridge): () => void {
  bridge = next
  return () => {
    if (bridge === next) bridge = undefined
  }
}

export function sessionBridge(): SessionBridge | undefined {
  return bridge
}

let logout: () => Promise<unknown> = async () => {}

/** The account feature registers user/logout here, so sign-out tells the server without a cycle. */
export function registerLogoutCall(call: () => Promise<unknown>): void {
  logout = call
}

export function signOutCall(): Promise<unknown> {
  return logout()
}
