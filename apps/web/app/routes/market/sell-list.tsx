import { MyListings } from '../../features/market/trade/MyListings.tsx'
import { SellList } from '../../features/market/trade/SellList.tsx'
import { WalletNeeded } from '../../features/wallet/WalletNeeded.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'

export const meta = () => pageMeta({ title: 'Sell | KID', description: 'List your NFTs for sale on KID.' })

/** /sellList (login required): the seller's listings (cancel them all), then pick the items to list. */
export default function SellListPage() {
  return (
    <Container className="py-8">
      <h1 className="mb-6 text-2xl font-bold text-fg">Sell</h1>
      <WalletNeeded purpose="list your NFTs for sale" />
      <MyListings />
      <SellList />
    </Container>
  )
}
