import type { Blacklist } from '@kid/shared/codes'
import { createStore } from './createStore.ts'

/** Captcha state of spec 000 §3: shown on demand, the token goes with the next call to `url`. */
export type CaptchaState = { show: boolean; token: string; url: string; module: string }
export const captchaStore = createStore<CaptchaState>({ show: false, token: '', url: '', module: 'other' })

/** Blacklist state of spec 000 §3 (type default account). */
export type BlacklistState = { show: boolean; type: Blacklist }
export const NO_BLACKLIST: BlacklistState = { show: false, type: 'account' }
export const blacklistStore = createStore<BlacklistState>(NO_BLACKLIST)

/** The unread message count of the signed-in user (spec 000 §3, message area). */
export const unreadStore = createStore<number>(0)
