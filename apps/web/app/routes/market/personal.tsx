import { data, redirect } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CreatorProfile } from '../../features/market/CreatorView.tsx'
import { creatorTabOf, loadCreator } from '../../features/market/creatorPage.ts'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { readSession } from '../../lib/session/readSession.ts'
import type { Route } from './+types/personal'

/**
 * /personal/{category?}/{subclass?}/{userid?}: a member's creator page (category marketplace,
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
  return loadCreator(serverReader(context), { userId }, creatorTabOf(params.subclass))
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: `${loaded?.creator?.username || 'Creator'} | KID`,
    description: 'NFTs created and collected on KID, with their activity and what is on sale.',
  })

export default function PersonalPage({ loaderData }: Route.ComponentProps) {
  const userId = 'userId' in loaderData.who ? loaderData.who.userId : 0
  return <CreatorProfile load={loaderData} hrefOf={(tab) => `/personal/marketplace/${tab}/${userId}`} />
}
