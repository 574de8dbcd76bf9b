import { Link } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { OwnProfile } from '../../features/profile/edit/OwnProfile.tsx'
import { loadProfile } from '../../features/profile/loadProfile.ts'
import { profileTabOf } from '../../features/profile/profileTabs.ts'
import { loginPathHref } from '../../lib/authLinks.ts'
import { pageMeta } from '../../lib/meta.ts'
import { readSession } from '../../lib/session/readSession.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/profile'

/**
 * /profile and /profileNew (login required): the member's public profile — the same read and the
 * same page as their /personal — with its editing controls; /profileNew opens Edit profile at once.
 * A visitor on /profile is asked to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const editing = url.pathname.toLowerCase().startsWith('/profilenew')
  const userId = Number(readSession(request).user.id)
  if (!userId) return { load: null, editing }
  const tab = profileTabOf(url.searchParams.get('tab'))
  return { load: await loadProfile(serverReader(context), { userId }, tab), editing }
}

export const meta = () => pageMeta({ title: 'My profile', description: 'Your KID profile.' })

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
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
  // Keyed by the member: another sign-in in the same tab starts from their own profile.
  return <OwnProfile key={load.profile?.userId} load={load} editing={editing} />
}
