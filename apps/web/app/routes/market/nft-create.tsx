import { CreateNftForm } from '../../features/market/create/CreateNftForm.tsx'
import { WalletNeeded } from '../../features/wallet/WalletNeeded.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'

export const meta = () =>
  pageMeta({
    title: 'Create an NFT | KID',
    description: 'Upload an image or video, describe it and mint it from your wallet.',
  })

/** /nftCreate (login required; the guard runs on the server): create and mint an NFT. */
export default function NftCreatePage() {
  return (
    <Container className="max-w-5xl py-8 desk:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Create an NFT</h1>
      <p className="mt-2 mb-8 text-fg-muted">
        It is minted from your wallet, so it is yours on chain from the first block.
      </p>
      <WalletNeeded purpose="mint what you create" />
      <CreateNftForm />
    </Container>
  )
}
