import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api/browserClient.ts'

export const ANDROID_URL_PATH = '/api/accountservice/open/android/url'

const androidLinksSchema = z.object({
  ow: z.string().optional().catch(undefined),
  tf: z.string().optional().catch(undefined),
})
export type AndroidLinks = z.infer<typeof androidLinksSchema>

/** Android download links (ow: the official APK, tf: the test APK). Failures are swallowed silently. */
export async function getAndroidLinks(): Promise<AndroidLinks> {
  try {
    const data = await api.get<unknown>(ANDROID_URL_PATH, undefined, { silent: true })
    const parsed = androidLinksSchema.safeParse(data)
    return parsed.success ? parsed.data : {}
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
