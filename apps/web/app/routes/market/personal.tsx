import { Pencil } from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { OwnProfile } from '../../features/profile/edit/OwnProfile.tsx'
import { loadProfile, profileName } from '../../features/profile/loadProfile.ts'
import { PublicProfile } from '../../features/profile/PublicProfile.tsx'
import { profileTabOf } from '../../features/profile/profileTabs.ts'
import { loginPathHref } from '../../lib/authLinks.ts'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { readSession } from '../../lib/session/readSession.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/personal'

const OWN_PATH = /^\/profile(new)?\/?$/i

/**
 * The one profile page. /personal/{category?}/{subclass?}/{userid?}: a member's public profile
 * (category marketplace, subclass created by default); without a user id the visitor's own, so a
 * visitor who is not signed in is sent to log in. /profile and /profileNew: the member's own with its
 * editing controls (/profileNew opens Edit profile); a visitor there is asked to log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const own = Number(readSession(request).user.id)
  if (OWN_PATH.test(url.pathname)) {
    const editing = { openEdit: url.pathname.toLowerCase().startsWith('/profilenew') }
    const tab = profileTabOf(url.searchParams.get('tab'))
    return { load: own ? await loadProfile(serverReader(context), { userId: own }, tab) : null, editing }
  }
  if ((params.category ?? 'marketplace') !== 'marketplace') throw data(null, { status: 404 })
  const userId = params.userid === undefined ? own : Number(params.userid)
  if (params.userid === undefined && !userId) throw redirect(loginRedirect(`${url.pathname}${url.search}`))
  if (!Number.isSafeInteger(userId) || userId < 1) throw data(null, { status: 404 })
  return {
    load: await loadProfile(serverReader(context), { userId }, profileTabOf(params.subclass)),
    editing: null,
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded?.editing
    ? pageMeta({ title: 'My profile', description: 'Your KID profile.' })
    : pageMeta({
        title: `${profileName(loaded?.load)} | KID`,
        description: 'NFTs created and collected on KID, with their activity and what is on sale.',
      })

export default function PersonalPage({ loaderData }: Route.ComponentProps) {
  const { user } = useSession()
  const { load, editing } = loaderData
  if (!load)
    return (
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold text-fg">My profile</h1>
        <p className="mt-3 text-fg-muted">Log in to see and edit your profile.</p>
        <Link to={loginPathHref('/profile')} className={buttonClass('primary', 'lg', 'mt-6')}>
          Log In
        </Link>
      </Container>
    )
  const userId = 'userId' in load.who ? load.who.userId : 0
  // The controls are part of the page, not loaded after it: a picture chosen before they
  // hydrated would be lost. Keyed by the member: another sign-in in the same tab starts afresh.
  if (editing) return <OwnProfile key={userId} load={load} openEdit={editing.openEdit} />
  // The owner edits where they see it: /profile is this page with its controls.
  const edit = String(userId) === user.id && (
    <Link to="/profile" className={buttonClass('outline', 'md')}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit profile
    </Link>
  )
  return (
    <PublicProfile
      load={load}
      hrefOf={(tab) => `/personal/marketplace/${tab}/${userId}`}
      slots={{ actions: edit }}
    />
  )
}
