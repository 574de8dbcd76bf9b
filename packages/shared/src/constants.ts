/**
 * The business numbers of spec 000 §9 and 001 §9 that are not a format or a rule of
 * their own (those live beside their code: formats in ./format, rules in ./validate,
 * chains in ./chains.ts, bricks in ./bricks.ts). Units are in the names: _MS, _S, _PX.
 * Related settings of one widget are grouped so a component takes the whole group.
 */

/** Mobile layout below this width (strictly below: 750 px itself is desktop). */
export const MOBILE_BREAKPOINT_PX = 750
export const DEBOUNCE_MS = 300

/** The "bind cancelled" flag cookie lives one day, the quiz referer cookie ten minutes. */
export const BIND_CANCEL_COOKIE_S = 86_400
export const QUIZ_REFERER_COOKIE_S = 600
/** A chunk-load failure reloads the page at most once per this window. */
export const RELOAD_GUARD_MS = 60_000

export const VERIFICATION_CODE_LENGTH = 4
export const CODE_RESEND_COOLDOWN_S = 60
export const UNREAD_POLL_MS = 30_000

export const TOAST_DURATION_MS = 3000
export const DIALOG_Z_INDEX = 3000
/** Above every dialog: the captcha can be asked for while a dialog is open. */
export const CAPTCHA_MODAL = { zIndex: 4000, width: 500, height: 300 } as const

export const PROGRESS_BAR = { durationMs: 5000, throttleMs: 200, tickMs: 100, hideAfterMs: 500 } as const

/** Lazy images: 600 px margin is the spec's "preload 1.1" of a typical viewport. */
export const LAZY_IMAGE = { debounceMs: 50, marginPx: 600, preload: 1.1, retries: 1 } as const

/** A whole-page scroller triggers 3 px early so rounding of scroll offsets cannot miss it. */
export const INFINITE_SCROLL = { delayMs: 200, distancePx: 0, wholePageExtraPx: 3 } as const

export const QR_CODE_SIZE_PX = 149

/** Opening the native app: try the deep link, check whether we left, else go to the store. */
export const DEEP_LINK = { tryAfterMs: 400, checkAtMs: 700, storeFallbackMs: 1300 } as const
/** The other app-link path: fall back after 3 s, remove the hidden frame after 5 s. */
export const APP_LINK = { fallbackMs: 3000, frameRemovalMs: 5000 } as const

/** Unread total is the sum over the first page of conversations. */
export const CONVERSATION_PAGE = { page: 1, size: 100 } as const
export const NOTIFICATION_POPUP = { page: 1, size: 3, reloadDelayMs: 500 } as const

export const VIDEO_THUMBNAIL = { widthPx: 300, atSeconds: 3 } as const
/** Autoplay is only allowed muted, hence the default. */
export const AUDIO_DEFAULTS = { muted: true, volume: 0 } as const

/** True for a mobile-width viewport. */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX
}

/** Whether a chunk-load failure may reload now, given when the last such reload happened. */
export function mayReload(lastReloadAt: number | undefined, now = Date.now()): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= RELOAD_GUARD_MS
}
