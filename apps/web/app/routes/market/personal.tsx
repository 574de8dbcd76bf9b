import { Pencil } from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { loadProfile } from '../../features/profile/loadProfile.ts'
import { PublicProfile } from '../../features/profile/PublicProfile.tsx'
import { profileTabOf } from '../../features/profile/profileTabs.ts'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { readSession } from '../../lib/session/readSession.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/personal'

/**
 * /personal/{category?}/{subclass?}/{userid?}: a member's public profile (category marketplace,
 * subclass created by default). Without a user id it is the visitor's own page, so a visitor
 * who is not signed in is sent to log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((params.category ?? 'marketplace') !== 'marketplace') throw data(null, { status: 404 })
  const own = Number(readSession(request).user.id)
  const userId = params.userid === undefined ? own : Number(params.userid)
  if (params.userid === undefined && !userId) {
    const url = new URL(request.url)
    throw redirect(loginRedirect(`${url.pathname}${url.search}`))
  }
  if (!Number.isSafeInteger(userId) || userId < 1) throw data(null, { status: 404 })
  return loadProfile(serverReader(context), { userId }, profileTabOf(params.subclass))
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: `${loaded?.profile?.username || 'Creator'} | KID`,
    description: 'NFTs created and collected on KID, with their activity and what is on sale.',
  })

export default function PersonalPage({ loaderData }: Route.ComponentProps) {
  const { user } = useSession()
  const userId = 'userId' in loaderData.who ? loaderData.who.userId : 0
  // The owner edits where they see it: their /profile is this page with its controls.
  const edit = String(userId) === user.id && (
    <Link to="/profile" className={buttonClass('outline', 'md')}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit profile
    </Link>
  )
  return (
    <PublicProfile
      load={loaderData}
      hrefOf={(tab) => `/personal/marketplace/${tab}/${userId}`}
      slots={{ actions: edit }}
    />
  )
}
