import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '../../lib/toast.ts'
import { markWelcome, openPendingWelcome, rememberGift, welcomeStore } from './welcome.ts'
import { giftStore } from './welcomeGift.ts'

/** The page's sessionStorage (node has none): what the sign-in leaves for the page that loads next. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: memoryStorage(), configurable: true })
  welcomeStore.set(false)
  giftStore.set(null)
  toastStore.set([])
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage')
})

describe('the welcome gift of a first sign-in', () => {
  it('opens in the welcome after an e-mail sign-up, once', async () => {
    markWelcome()
    rememberGift({ brickstype: 1, amount: 50 })
    openPendingWelcome()
    expect(welcomeStore.get()).toBe(true)
    await vi.waitFor(() => expect(giftStore.get()).toEqual({ brickstype: 1, amount: 50 }))
    expect(toastStore.get()).toEqual([])
    welcomeStore.set(false)
    openPendingWelcome()
    expect(welcomeStore.get()).toBe(false)
  })

  it('is a toast after a wallet’s first sign-in, which has no welcome', async () => {
    rememberGift({ brickstype: 1, amount: 50 })
    openPendingWelcome()
    expect(welcomeStore.get()).toBe(false)
    await vi.waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toEqual([
        'Congratulations! You earned 50 CBK for joining KID.',
      ]),
    )
    openPendingWelcome()
    expect(toastStore.get()).toHaveLength(1)
  })

  it('shows nothing for a stored value that is not a gift', async () => {
    sessionStorage.setItem('kid:welcome-gift', '{"brickstype":0,"amount":"x"}')
    openPendingWelcome()
    sessionStorage.setItem('kid:welcome-gift', 'not json')
    openPendingWelcome()
    await vi.waitFor(() => expect(sessionStorage.getItem('kid:welcome-gift')).toBeNull())
    expect(toastStore.get()).toEqual([])
  })
})
