import { isWalletAddress } from '@kid/shared/validate/wallet-address-rule'
import { data } from 'react-router'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CreatorProfile } from '../../features/market/CreatorView.tsx'
import { creatorTabOf, loadCreator } from '../../features/market/creatorPage.ts'
import { pageMeta } from '../../lib/meta.ts'
import type { Route } from './+types/creator-by-address'

/** /personal/creator?address=…&type=1: the creator page of any wallet, member or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const address = params.get('address') ?? ''
  if (!isWalletAddress(address)) throw data(null, { status: 404 })
  return loadCreator(serverReader(context), { address }, creatorTabOf(params.get('tab')))
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: `${loaded?.creator?.username || 'Creator'} | KID`,
    description: 'NFTs created and collected by this wallet on KID, with their activity and what is on sale.',
  })

export default function CreatorByAddressPage({ loaderData }: Route.ComponentProps) {
  const address = 'address' in loaderData.who ? loaderData.who.address : ''
  return (
    <CreatorProfile
      load={loaderData}
      hrefOf={(tab) => `/personal/creator?${new URLSearchParams({ address, type: '1', tab })}`}
    />
  )
}
