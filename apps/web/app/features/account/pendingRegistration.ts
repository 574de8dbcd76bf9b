/**
 * Between the Sign Up form and the code page the password is kept (already hashed) in
 * sessionStorage: it never goes into a URL, and it is gone when the tab closes.
 */
const KEY = 'kid:pending-registration'

export type PendingRegistration = { email: string; password: string; invitecode?: string }

export function savePendingRegistration(value: PendingRegistration): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value))
  } catch {}
}

export function pendingRegistration(email: string): PendingRegistration | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingRegistration | null
    return value && value.email.toLowerCase() === email.toLowerCase() ? value : undefined
  } catch {
    return undefined
  }
}

export function clearPendingRegistration(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {}
}
