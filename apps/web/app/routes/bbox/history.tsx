import type { BoxView } from '@kid/shared/bbox-calls'
import { Link } from 'react-router'
import { bboxReads } from '../../features/bbox/api.ts'
import { BboxFrame } from '../../features/bbox/BboxFrame.tsx'
import { useExplorerUrl } from '../../features/bbox/explorer.ts'
import { SentHash } from '../../features/kidwallet/send/SentHash.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/history'

export const meta = () =>
  pageMeta({
    title: 'Opened boxes | Blind boxes | KID',
    description: 'Every blind box you opened, with its prize and transaction.',
  })

const SIZE = 20

/** /blindBox/history (login required): the boxes the member opened, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1))
  const opens = await bboxReads(serverReader(context))
    .boxes({ state: 'opened', page, size: SIZE })
    .catch(() => null)
  return { opens, page }
}

export default function BoxHistoryPage({ loaderData }: Route.ComponentProps) {
  const { opens, page } = loaderData
  const explorerUrl = useExplorerUrl()
  return (
    <BboxFrame
      title="Opened boxes"
      intro="Every box you opened, with its prize and the transaction that revealed it."
    >
      {opens === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your opened boxes could not be loaded. Reload the page to try again.
        </p>
      ) : opens.list.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-line p-5 text-sm text-fg-muted">
          <p>{page > 1 ? 'There are no more opened boxes.' : 'You have not opened a box yet.'}</p>
          <Link to="/blindBox" className={buttonClass('primary', 'md')}>
            {page > 1 ? 'Back to blind boxes' : 'Exchange CBK for a code'}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <ol className="space-y-3">
            {opens.list.map((box) => (
              <OpenRow key={box.tokenId} box={box} explorerUrl={explorerUrl} />
            ))}
          </ol>
          <nav aria-label="Pages" className="flex justify-between">
            {page > 1 ? (
              <Link to={`?page=${page - 1}`} className={buttonClass('outline', 'sm')}>
                Newer
              </Link>
            ) : (
              <span />
            )}
            {opens.hasMore && (
              <Link to={`?page=${page + 1}`} className={buttonClass('outline', 'sm')}>
                Older
              </Link>
            )}
          </nav>
        </div>
      )}
    </BboxFrame>
  )
}

function OpenRow({ box, explorerUrl }: { box: BoxView; explorerUrl: string }) {
  const prize = box.prize
  if (!prize) return null
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card">
      <img
        src={prize.image}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-xl object-cover"
        loading="lazy"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-fg">
          <Link to={`/blindBox/info/${box.tokenId}`} className="hover:underline">
            {prize.name}
          </Link>{' '}
          <span className="text-sm font-normal text-fg-muted">from {box.series.name}</span>
        </p>
        <p className="text-xs text-fg-muted">Opened {new Date(prize.openedAt).toUTCString()}</p>
        <SentHash hash={prize.openTx} explorerUrl={explorerUrl} />
      </div>
    </li>
  )
}
