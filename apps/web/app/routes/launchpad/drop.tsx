import { data, Link, useRevalidator } from 'react-router'
import { launchpad } from '../../features/launchpad/api.ts'
import { Countdown } from '../../features/launchpad/Countdown.tsx'
import { DropItems, ITEMS_PAGE } from '../../features/launchpad/DropItems.tsx'
import { dateOf, ethOf } from '../../features/launchpad/format.ts'
import { MintedBar } from '../../features/launchpad/MintedBar.tsx'
import { MintPanel } from '../../features/launchpad/MintPanel.tsx'
import { ReminderPanel } from '../../features/launchpad/ReminderPanel.tsx'
import { useLiveMinted } from '../../features/launchpad/useLiveMinted.ts'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { creatorLabel } from '../../features/market/creatorLabel.ts'
import { LinkTabs } from '../../features/market/LinkTabs.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Container } from '../../ui/Container.tsx'
import { LazyImage } from '../../ui/LazyImage.tsx'
import type { Route } from './+types/drop'

const TABS = [
  { path: '/launchpad/nftInfo', label: 'About' },
  { path: '/launchpad/mint', label: 'Mint' },
  { path: '/launchpad/nftList', label: 'Items' },
] as const

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: loaded ? `${loaded.drop.name} | KID Launchpad` : 'Drop | KID Launchpad',
    description: loaded?.drop.description || 'A drop on the KID launchpad.',
  })

/** open/detail/{id} (?id=), and on /launchpad/nftList the first page of its minted items. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const id = Number(url.searchParams.get('id'))
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 })
  const reader = serverReader(context)
  const drop = await launchpad(reader)
    .detail(id)
    .catch(() => null)
  if (!drop) throw data(null, { status: 404 })
  const tab = url.pathname.toLowerCase().endsWith('/nftlist')
    ? 'items'
    : url.pathname.toLowerCase().endsWith('/mint')
      ? 'mint'
      : 'about'
  const items =
    tab === 'items' && drop.collectionId !== null
      ? await catalog(reader)
          .collectionItems({ id: drop.collectionId, page: 1, size: ITEMS_PAGE })
          .catch(() => null)
      : null
  return { drop, tab, items }
}

/** /launchpad/nftInfo, /launchpad/mint and /launchpad/nftList (?id=): one drop, three tabs. */
export default function DropPage({ loaderData }: Route.ComponentProps) {
  const { drop, tab, items } = loaderData
  const { revalidate } = useRevalidator()
  const minted = useLiveMinted(drop.id, drop.minted)
  const creator = creatorLabel(drop.creator)
  const next =
    drop.type === 'upcoming'
      ? { at: drop.start, label: drop.isWhite ? 'Whitelist opens' : 'Opens' }
      : drop.type === 'live' && drop.isWhite && drop.end * 1000 > Date.now()
        ? { at: drop.end, label: 'Public stage opens' }
        : undefined
  return (
    <Container className="py-8 desk:py-10">
      {/* On phones the mint panel follows the picture; from lg it stands beside both. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-8">
        <div className="min-w-0 lg:col-start-1">
          <div className="overflow-hidden rounded-2xl border border-line bg-canvas">
            <LazyImage
              src={drop.media}
              alt={drop.name}
              eager
              className="aspect-square w-full object-cover lg:aspect-[4/3]"
            />
          </div>
        </div>
        <aside className="space-y-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div>
            <Badge tone={drop.type === 'live' ? 'success' : drop.type === 'upcoming' ? 'brand' : 'neutral'}>
              {drop.type === 'live' ? 'Live' : drop.type === 'upcoming' ? 'Upcoming' : 'Ended'}
            </Badge>
            <h1 className="mt-2 text-3xl font-bold text-fg">{drop.name}</h1>
            <p className="mt-1 text-sm text-fg-muted">
              by{' '}
              {drop.creator.userId !== null ? (
                <Link
                  to={`/personal/creator?address=${drop.creator.address}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {creator}
                </Link>
              ) : (
                <span className="font-semibold text-fg">{creator}</span>
              )}
            </p>
            {next && (
              <p className="mt-3 text-sm font-semibold text-brand-700">
                <Countdown at={next.at} label={next.label} onDone={revalidate} />
              </p>
            )}
          </div>
          <MintedBar id={drop.id} minted={minted} total={drop.total} />
          <MintPanel drop={drop} minted={minted} />
          {/* A stage still to open: the reminder comes before it. */}
          {next && <ReminderPanel drop={drop} />}
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <LinkTabs
            label="Drop"
            tabs={TABS.map((t) => ({
              to: `${t.path}?id=${drop.id}`,
              label: t.label,
              active: t.label.toLowerCase() === tab,
            }))}
          />
          {tab === 'items' ? (
            <DropItems collectionId={drop.collectionId} first={items} />
          ) : (
            <div className="space-y-6">
              <section aria-labelledby="about-title">
                <h2 id="about-title" className="text-lg font-bold text-fg">
                  About
                </h2>
                <p className="mt-2 text-sm leading-6 whitespace-pre-line text-fg-muted">
                  {drop.description || 'The creator has not described this drop.'}
                </p>
              </section>
              <section aria-labelledby="stages-title">
                <h2 id="stages-title" className="text-lg font-bold text-fg">
                  Stages
                </h2>
                <ol className="mt-3 space-y-3">
                  {drop.stages.map((stage) => (
                    <li key={stage.kind} className="rounded-xl border border-line bg-surface p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold text-fg">
                          {stage.kind === 'whitelist'
                            ? `Whitelist (${drop.whitelistSize.toLocaleString('en-US')} wallets)`
                            : 'Public'}
                        </p>
                        <p className="text-sm font-semibold text-fg tabular-nums">{ethOf(stage.price)}</p>
                      </div>
                      <p className="mt-1 text-sm text-fg-muted">
                        {dateOf(stage.start)}
                        {stage.end === null ? ' until sold out' : ` to ${dateOf(stage.end)}`}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {[
                  ['Supply', drop.total.toLocaleString('en-US')],
                  ['Per wallet', String(drop.singleAdd)],
                  ['Per transaction', String(drop.singleTim)],
                  ['Royalty', `${drop.royal / 100}%`],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-xl border border-line bg-surface p-3">
                    <dt className="text-xs text-fg-muted">{label}</dt>
                    <dd className="mt-0.5 font-semibold text-fg tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </div>
    </Container>
  )
}
