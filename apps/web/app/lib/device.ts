/** Mobile below 750 px (spec 000 §9); CSS uses the same breakpoint (`--breakpoint-desk`). */
export const MOBILE_MAX_WIDTH = 749

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|webOS|BlackBerry/i

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && MOBILE_UA.test(userAgent))
}

export function isIosUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && /iPhone|iPad|iPod/i.test(userAgent))
}
