import { api } from '../../../lib/api/browserClient.ts'
import { useQuery } from '../../../lib/query.tsx'

export const ANDROID_URL_PATH = '/api/accountservice/open/android/url'

/** The official (ow) and test (tf) APK links; a link that is not text is left out. */
export type AndroidLinks = { ow?: string; tf?: string }

// A plain check, not a zod schema: this module is part of the shell every page loads.
function androidLinksOf(data: unknown): AndroidLinks {
  if (typeof data !== 'object' || data === null) return {}
  const { ow, tf } = data as Record<string, unknown>
  return { ...(typeof ow === 'string' && { ow }), ...(typeof tf === 'string' && { tf }) }
}

/** Android download links (ow: the official APK, tf: the test APK). Failures are swallowed silently. */
export async function getAndroidLinks(): Promise<AndroidLinks> {
  try {
    const data = await api.get<unknown>(ANDROID_URL_PATH, undefined, { silent: true })
    return androidLinksOf(data)
  } catch {
    return {}
  }
}

export function useAndroidLinks(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'android-url'],
    queryFn: getAndroidLinks,
    enabled,
    staleTime: 5 * 60_000,
  })
}
