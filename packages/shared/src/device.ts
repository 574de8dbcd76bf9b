/**
 * The user agents the site treats as phones and tablets: the pages' guards and layout read it, so
 * the server's page cache keeps phone and desktop renders apart by the same test.
 */
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|webOS|BlackBerry/i

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && MOBILE_UA.test(userAgent))
}
