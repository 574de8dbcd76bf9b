import { Link, useRevalidator } from 'react-router'
import { bboxApi, bboxReads } from '../../features/bbox/api.ts'
import { BboxFrame } from '../../features/bbox/BboxFrame.tsx'
import { BoxCard } from '../../features/bbox/BoxCard.tsx'
import { RedeemForm } from '../../features/bbox/RedeemForm.tsx'
import { SeriesCard } from '../../features/bbox/SeriesCard.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/home'

export const meta = () =>
  pageMeta({
    title: 'Blind boxes | KID',
    description:
      'Exchange CBK for a blind-box code, mint your box on chain and open it to reveal your prize.',
  })

/** /blindBox (login required): the member's codes and boxes, and the series on offer with their odds. */
export async function loader({ context }: Route.LoaderArgs) {
  const reads = bboxReads(serverReader(context))
  const [boxes, onSale] = await Promise.all([
    reads.boxes({ size: 24 }).catch(() => null),
    reads.onSale().catch(() => null),
  ])
  return { boxes, onSale }
}

export default function BlindBoxPage({ loaderData }: Route.ComponentProps) {
  const { boxes, onSale } = loaderData
  const revalidator = useRevalidator()
  const balance = useQuery({ queryKey: ['bbox-balance'], queryFn: bboxApi.balance })
  const available = balance.data ? BigInt(balance.data.available) : undefined
  const codes = boxes?.codes ?? []
  return (
    <BboxFrame
      title="Blind boxes"
      intro="Each box holds one prize, drawn by odds published before any sale. Mint it on chain with a code, open it, and check the draw yourself."
    >
      <div className="space-y-8">
        <section
          aria-label="Redeem a code"
          className="rounded-2xl border border-line bg-surface p-5 shadow-card"
        >
          <RedeemForm />
          <p className="mt-2 text-sm text-fg-muted">
            {available === undefined
              ? 'Your CBK balance is loading…'
              : `You have ${available.toString()} CBK to exchange for codes.`}
          </p>
        </section>

        {codes.length > 0 && (
          <section aria-labelledby="codes-title" className="space-y-3">
            <h2 id="codes-title" className="text-lg font-bold text-fg">
              Your codes
            </h2>
            <ul className="space-y-2">
              {codes.map((c) => (
                <li
                  key={c.code}
                  className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <code className="block break-all font-mono text-sm font-bold text-fg">{c.code}</code>
                    <span className="text-xs text-fg-muted">{c.seriesName}</span>
                  </span>
                  <Link to={`/blindBox/${c.code}`} className={buttonClass('primary', 'sm')}>
                    Mint this box
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="boxes-title" className="space-y-3">
          <h2 id="boxes-title" className="text-lg font-bold text-fg">
            Your boxes
          </h2>
          {boxes === null ? (
            <p role="alert" className="text-sm text-danger-600">
              Your boxes could not be loaded. Reload the page to try again.
            </p>
          ) : boxes.list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-5 text-sm text-fg-muted">
              {codes.length > 0
                ? 'No boxes yet. Mint one with a code of yours above.'
                : 'No boxes yet. Exchange CBK for a code below, or enter a code you were given, then mint your box.'}
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {boxes.list.map((box) => (
                <li key={box.tokenId}>
                  <BoxCard box={box} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="offer-title" className="space-y-3">
          <h2 id="offer-title" className="text-lg font-bold text-fg">
            On offer
          </h2>
          {onSale === null ? (
            <p role="alert" className="text-sm text-danger-600">
              The series on offer could not be loaded. Reload the page to try again.
            </p>
          ) : onSale.list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-5 text-sm text-fg-muted">
              No series is on sale right now. Meanwhile,{' '}
              <Link to="/bricks" className="font-semibold text-brand-700 underline">
                earn CBK
              </Link>{' '}
              for the next one.
            </p>
          ) : (
            <div className="space-y-4">
              {onSale.list.map((series) => (
                <SeriesCard
                  key={series.id}
                  series={series}
                  available={available}
                  onExchanged={() => {
                    void balance.refetch()
                    void revalidator.revalidate()
                  }}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </BboxFrame>
  )
}
