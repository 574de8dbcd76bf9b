import { CreateNftForm } from '../../features/market/create/CreateNftForm.tsx'
import { CreatorCenterFrame } from '../../features/market/create/CreatorCenterFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Create an NFT | KID',
    description: 'Upload an image or video, describe it and mint it from your wallet.',
  })

/**
 * /nftCreate and /creator-center/upload (login required; the guard runs on the server): one flow to
 * create and mint an NFT, in the creator center beside the member's collections and earnings,
 * whichever address brought them (the header's Create, an empty state, the creator center).
 */
export default function NftCreatePage() {
  return (
    <CreatorCenterFrame
      title="Create an NFT"
      intro="It is minted from your wallet, so it is yours on chain from the first block."
      wallet="mint what you create"
    >
      <CreateNftForm />
    </CreatorCenterFrame>
  )
}
