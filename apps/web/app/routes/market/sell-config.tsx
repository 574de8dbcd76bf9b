import { useSearchParams } from 'react-router'
import { SellConfig } from '../../features/market/trade/SellConfig.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'

export const meta = () =>
  pageMeta({ title: 'Set prices | KID', description: 'Set the prices of your listings.' })

/** /sellConfig?ids=1,2 (login required): prices, currency and duration, then one signature. */
export default function SellConfigPage() {
  const [params] = useSearchParams()
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
  return (
    <Container className="py-8">
      <h1 className="mb-6 text-2xl font-bold text-fg">Set prices</h1>
      <SellConfig ids={ids} />
    </Container>
  )
}
