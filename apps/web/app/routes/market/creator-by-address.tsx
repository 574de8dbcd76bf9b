import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { data } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { loadProfile, profileName } from '../../features/profile/loadProfile.ts'
import { PublicProfile } from '../../features/profile/PublicProfile.tsx'
import { profileTabOf } from '../../features/profile/profileTabs.ts'
import { pageMeta } from '../../lib/meta.ts'
import type { Route } from './+types/creator-by-address'

/** /personal/creator?address=…&type=1: the public profile of any wallet, member or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const address = params.get('address') ?? ''
  if (!isWalletAddress(address)) throw data(null, { status: 404 })
  return loadProfile(serverReader(context), { address }, profileTabOf(params.get('tab')))
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: `${profileName(loaded)} | KID`,
    description: 'NFTs created and collected by this wallet on KID, with their activity and what is on sale.',
  })

export default function CreatorByAddressPage({ loaderData }: Route.ComponentProps) {
  const address = 'address' in loaderData.who ? loaderData.who.address : ''
  return (
    <PublicProfile
      load={loaderData}
      hrefOf={(tab) => `/personal/creator?${new URLSearchParams({ address, type: '1', tab })}`}
    />
  )
}
