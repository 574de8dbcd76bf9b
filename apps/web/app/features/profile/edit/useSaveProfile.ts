import type { ProfileUpdateBody } from '@kid/shared/account/calls'
import { useCallback } from 'react'
import { useRevalidator } from 'react-router'
import { useSession } from '../../../lib/session/SessionProvider.tsx'

/**
 * Saves profile fields (user/update/wallet/profile: only those sent change), then shows what was
 * saved the way everyone sees it: the session's user (the header's avatar and name) takes the
 * answer, and the page reads its public profile again. Throws the server's refusal.
 */
export function useSaveProfile() {
  const { user, updateUser } = useSession()
  const { revalidate } = useRevalidator()
  return useCallback(
    async (body: ProfileUpdateBody) => {
      // The account's calls load with the first save, not with the profile every visitor reads.
      const { accountApi } = await import('../../account/api/account.ts')
      const saved = await accountApi.updateWalletProfile(body)
      updateUser({ ...user, ...saved })
      await revalidate()
    },
    [user, updateUser, revalidate],
  )
}
