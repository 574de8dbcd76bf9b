import { api } from '../../../lib/api/browserClient.ts'

const BASE = '/api/accountservice/open/email'

/** Starts the double opt-in: the server mails a confirmation link to /subscribe/{token}. */
export function subscribe(email: string): Promise<unknown> {
  return api.post(`${BASE}/subscribe`, { email }, { silent: true })
}

export function confirmSubscription(token: string): Promise<unknown> {
  return api.get(`${BASE}/subscribe/confirm`, { token }, { silent: true })
}

export function unsubscribe(email: string): Promise<unknown> {
  return api.post(`${BASE}/unsubscribe`, { email }, { silent: true })
}
