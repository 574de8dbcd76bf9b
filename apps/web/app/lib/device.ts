/** Mobile below 750 px (spec 000 §9); CSS uses the same breakpoint (`--breakpoint-desk`). */
export const MOBILE_MAX_WIDTH = 749

export { isMobileUserAgent } from '@kid/shared/device'

export function isIosUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && /iPhone|iPad|iPod/i.test(userAgent))
}
