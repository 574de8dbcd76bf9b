import type { PublishedKeys } from '@kid/shared/signature'
import { requestCaptcha } from '../captcha.ts'
import { blacklistStore, captchaStore } from '../commonStore.ts'
import { CookieName, readCookie } from '../cookies.ts'
import { deviceId } from '../deviceId.ts'
import { sessionBridge } from '../session/bridge.ts'
import { toast } from '../toast.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { buildHeaders } from './headers.ts'
import { createSigner, PLATFORM_KEYS_PATH } from './signature.ts'

async function fetchKeys(): Promise<PublishedKeys> {
  const response = await fetch(PLATFORM_KEYS_PATH, { headers: { os: 'web' } })
  const body = (await response.json()) as { data?: PublishedKeys }
  if (typeof body.data?.web !== 'string' || !body.data.web) throw new Error('no web public key')
  return body.data
}

const sign = createSigner({ fetchKeys })

/** The spec's request headers for a fetch the API client does not make itself (the captcha widget). */
export async function signedHeaders(): Promise<Record<string, string>> {
  return buildHeaders({
    signature: await sign().catch(() => ''),
    embedded: readCookie(CookieName.app) === '1',
    device: deviceId(),
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
  })
}

/** The API client of the browser, wired to cookies, stores, toasts and the router. */
export const api: ApiClient = createApiClient(
  {
    fetch: (...args) => fetch(...args),
    sign,
    embedded: () => sessionBridge()?.embedded() ?? readCookie(CookieName.app) === '1',
    device: deviceId,
    isMobile: () => sessionBridge()?.isMobile() ?? window.innerWidth < 750,
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    timezoneOffsetMinutes: () => new Date().getTimezoneOffset(),
    captcha: () => captchaStore.get(),
  },
  {
    toastError: (msg) => toast.error(msg),
    navigate: (to, { hard }) => {
      const navigate = sessionBridge()?.navigate
      if (hard || !navigate) window.location.assign(to)
      else navigate(to)
    },
    showCaptcha: (url) => requestCaptcha(url),
    clearCaptcha: () => captchaStore.set((s) => ({ ...s, token: '', url: '' })),
    showBlacklist: (type) => blacklistStore.set({ show: true, type }),
    clearSession: () => sessionBridge()?.clear(),
  },
)
