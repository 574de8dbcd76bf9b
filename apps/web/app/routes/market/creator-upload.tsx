import { CreateNftForm } from '../../features/market/create/CreateNftForm.tsx'
import { CreatorCenterFrame } from '../../features/market/create/CreatorCenterFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Upload | Creator center | KID',
    description: 'Upload an image or video and mint it as an NFT.',
  })

/** /creator-center/upload (login required): the NFT creation flow inside the creator center. */
export default function CreatorUploadPage() {
  return (
    <CreatorCenterFrame title="Upload" wallet="mint what you upload">
      <CreateNftForm />
    </CreatorCenterFrame>
  )
}
