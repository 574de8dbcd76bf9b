import type { CodeCheck } from '@kid/shared/bbox-calls'
import { Link, useNavigate } from 'react-router'
import { bboxReads } from '../../features/bbox/api.ts'
import { BboxFrame } from '../../features/bbox/BboxFrame.tsx'
import { OddsTable } from '../../features/bbox/OddsTable.tsx'
import { useChainFlow } from '../../features/chain/useChainFlow.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/code'

export const meta = () =>
  pageMeta({
    title: 'Redeem a code | Blind boxes | KID',
    description: 'Check a blind-box code and mint your box on chain.',
  })

/** /blindBox/{cdkey} (login required): what the code is, and minting its box. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A refusal (a malformed code, too many guesses) is the page's to say, with the way back.
  const check = await bboxReads(serverReader(context))
    .check(params.cdkey)
    .catch(
      (error: Error): CodeCheck => ({
        status: 'unknown',
        msg: error.message,
        series: null,
        reservedUntil: null,
        tokenId: null,
      }),
    )
  return { check, cdkey: params.cdkey }
}

const TONE: Record<string, BadgeTone> = {
  valid: 'success',
  reserved: 'brand',
  used: 'neutral',
  expired: 'danger',
  unknown: 'danger',
}
const LABEL: Record<string, string> = {
  valid: 'Valid',
  reserved: 'Reserved',
  used: 'Used',
  expired: 'Expired',
  unknown: 'Unknown',
}

export default function RedeemCodePage({ loaderData }: Route.ComponentProps) {
  const { check, cdkey } = loaderData
  const flow = useChainFlow()
  const navigate = useNavigate()
  const series = check.series

  async function mint() {
    await flow.start('Mint your blind box', async (session) => {
      const { mintSteps } = await import('../../features/bbox/boxFlows.ts')
      return mintSteps(session, cdkey, (tokenId) => navigate(`/blindBox/info/${tokenId}`))
    })
  }

  return (
    <BboxFrame title="Redeem a code" intro={<code className="break-all font-mono text-sm">{cdkey}</code>}>
      <div className="space-y-5">
        <div role="status" className="space-y-2 rounded-2xl border border-line bg-surface p-5 shadow-card">
          <Badge tone={TONE[check.status]}>{LABEL[check.status]}</Badge>
          <p className="text-base font-semibold text-fg">{check.msg}</p>
          {check.status === 'valid' && (
            <Button
              size="lg"
              className="w-full sm:w-auto"
              onClick={mint}
              disabled={flow.busy}
              aria-busy={flow.busy}
            >
              {check.reservedUntil ? 'Continue minting' : 'Mint box'}
            </Button>
          )}
          {check.status === 'used' && check.tokenId && (
            <Link to={`/blindBox/info/${check.tokenId}`} className={buttonClass('primary', 'md')}>
              See the box
            </Link>
          )}
          {(check.status === 'unknown' || check.status === 'expired' || check.status === 'reserved') && (
            <Link to="/blindBox" className={buttonClass('outline', 'md')}>
              Exchange CBK for a code
            </Link>
          )}
        </div>
        {series && (
          <section
            aria-labelledby="series-title"
            className="grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-[10rem_minmax(0,1fr)]"
          >
            <img
              src={series.media}
              alt=""
              width={400}
              height={400}
              className="aspect-square w-full rounded-xl object-cover"
            />
            <div className="space-y-3">
              <h2 id="series-title" className="text-lg font-bold text-fg">
                {series.name}
              </h2>
              {series.description && <p className="text-sm text-fg-muted">{series.description}</p>}
              <OddsTable tiers={series.tiers} caption={`Odds of ${series.name}`} />
            </div>
          </section>
        )}
      </div>
    </BboxFrame>
  )
}
