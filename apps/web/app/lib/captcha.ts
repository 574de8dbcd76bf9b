import { captchaStore } from './commonStore.ts'

let waiter: ((token: string) => void) | undefined

/**
 * The server asked for a captcha on `url`: show the modal and answer with the solved token, or ''
 * when the user closes it. A newer request replaces an older one (which then gets '').
 */
export function requestCaptcha(url: string): Promise<string> {
  captchaStore.set((s) => ({ ...s, show: true, url, token: '' }))
  return new Promise((resolve) => {
    waiter?.('')
    waiter = resolve
  })
}

function settle(token: string) {
  const resolve = waiter
  waiter = undefined
  resolve?.(token)
}

/** A non-empty token: store it, close the modal, let the remembered request go again. */
export function solveCaptcha(token: string): void {
  if (!token) return
  captchaStore.set((s) => ({ ...s, show: false, token }))
  settle(token)
}

/** Closed, expired or failed: nothing is retried and the remembered URL is forgotten. */
export function dismissCaptcha(): void {
  captchaStore.set((s) => ({ ...s, show: false, token: '', url: '' }))
  settle('')
}
