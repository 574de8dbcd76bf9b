import { useState } from 'react'
import { data, Link, redirect, useRevalidator } from 'react-router'
import { bboxReads } from '../../features/bbox/api.ts'
import { BboxFrame } from '../../features/bbox/BboxFrame.tsx'
import { DrawProof } from '../../features/bbox/DrawProof.tsx'
import { useExplorerUrl } from '../../features/bbox/explorer.ts'
import { PrizeReveal } from '../../features/bbox/PrizeReveal.tsx'
import { useChainFlow } from '../../features/chain/useChainFlow.ts'
import { SentHash } from '../../features/kidwallet/send/SentHash.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/box'

export const meta = () =>
  pageMeta({ title: 'Your blind box | KID', description: 'Open your blind box on chain and check the draw.' })

/** /blindBox/info/{tokenid} (login required): one box; its holder opens it here. Without an id: /blindBox. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.tokenid) throw redirect('/blindBox')
  if (!/^\d{1,78}$/.test(params.tokenid)) throw data(null, { status: 404 })
  const box = await bboxReads(serverReader(context))
    .detail(params.tokenid)
    .catch(() => null)
  if (!box) throw data(null, { status: 404 })
  return { box }
}

export default function BoxPage({ loaderData }: Route.ComponentProps) {
  const { box } = loaderData
  const flow = useChainFlow()
  const revalidator = useRevalidator()
  const explorerUrl = useExplorerUrl()
  const [justOpened, setJustOpened] = useState(false)
  const prize = box.prize
  const weight = prize ? (box.proof?.weights[prize.tier] ?? 0) : 0

  async function open() {
    await flow.start('Open your blind box', async (session) => {
      const { openSteps } = await import('../../features/bbox/boxFlows.ts')
      return openSteps(session, box.tokenId, () => {
        setJustOpened(true)
        void revalidator.revalidate()
      })
    })
  }

  return (
    <BboxFrame title={prize ? `${prize.name}` : `${box.series.name} box`} intro={box.series.name}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div>
          {prize ? (
            <PrizeReveal box={box} justOpened={justOpened} />
          ) : (
            <img
              src={box.series.media}
              alt={`A sealed ${box.series.name} box`}
              width={400}
              height={400}
              className="mx-auto aspect-square w-full max-w-sm rounded-2xl object-cover shadow-card"
            />
          )}
        </div>
        <div className="space-y-5">
          <div role="status" className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-card">
            {prize ? (
              <>
                <Badge tone="success">Opened</Badge>
                <p className="text-lg font-bold text-fg">
                  {justOpened ? `You found ${prize.name}!` : `This box held ${prize.name}.`}
                </p>
                <p className="text-sm text-fg-muted">
                  A {prize.name} comes up {weight} times in {box.proof?.prizeCount} draws. The prize is an NFT
                  in {box.mine ? 'your' : 'its holder’s'} wallet: token #{prize.tokenId} of{' '}
                  <code className="break-all font-mono">{prize.collection}</code>.
                </p>
                <SentHash hash={prize.openTx} explorerUrl={explorerUrl} />
              </>
            ) : box.mine ? (
              <>
                <Badge tone="brand">Sealed</Badge>
                <p className="text-base font-semibold text-fg">
                  Your box is sealed. Its prize was fixed when it was minted.
                </p>
                <Button
                  size="lg"
                  className="w-full sm:w-auto"
                  onClick={open}
                  disabled={flow.busy}
                  aria-busy={flow.busy}
                >
                  Open box
                </Button>
              </>
            ) : (
              <>
                <Badge tone="brand">Sealed</Badge>
                <p className="text-base font-semibold text-fg">
                  This box belongs to another wallet: only its holder can open it.
                </p>
                <Link to="/blindBox" className={buttonClass('outline', 'md')}>
                  Get a box of your own
                </Link>
              </>
            )}
          </div>
          {box.proof && prize && <DrawProof proof={box.proof} tier={prize.tier} tierName={prize.name} />}
          <section aria-labelledby="minted-title" className="space-y-1 text-sm">
            <h2 id="minted-title" className="font-bold text-fg">
              Minted
            </h2>
            <p className="text-fg-muted">{new Date(box.mintedAt).toUTCString()}</p>
            <SentHash hash={box.mintTx} explorerUrl={explorerUrl} />
          </section>
        </div>
      </div>
    </BboxFrame>
  )
}
