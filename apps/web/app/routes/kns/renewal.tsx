import { kidName, labelOf, labelProblem } from '@kid/shared/kns/names'
import { KNS_RENEW_BATCH_MAX, type KnsName } from '@kid/shared/kns/views'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { kns } from '../../features/kns/api.ts'
import { ethOf, expiryLine } from '../../features/kns/format.ts'
import { KidFrame } from '../../features/kns/KidFrame.tsx'
import { registerHref, renewHref } from '../../features/kns/links.ts'
import { NameBadge } from '../../features/kns/NameBadge.tsx'
import { useNameFlows } from '../../features/kns/useNameFlows.ts'
import { YearsField } from '../../features/kns/YearsField.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import type { Route } from './+types/renewal'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Renew ${params.domain}.kid | KID`,
    description: 'Renew .kid names for one to ten years, several in one transaction.',
  })

/**
 * /kid/renewal/{domain}?also=a,b: the names to renew (anyone may renew a live name), their yearly
 * prices by length, and the member's other names to add to the same transaction.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const also = (new URL(request.url).searchParams.get('also') ?? '').split(',')
  const labels = [...new Set([params.domain, ...also].map(labelOf))]
    .filter((label) => !labelProblem(label))
    .slice(0, KNS_RENEW_BATCH_MAX)
  const reads = kns(serverReader(context))
  const [names, prices, mine] = await Promise.all([
    Promise.all(labels.map((label) => reads.state(label).catch(() => null))),
    reads.prices().catch(() => null),
    reads.mine('all', 1, 50).catch(() => null),
  ])
  return {
    names: names.filter((n) => n !== null),
    prices,
    others: (mine?.list ?? []).filter((n) => !labels.includes(n.label)),
  }
}

export default function RenewalPage({ loaderData }: Route.ComponentProps) {
  const { names, prices, others } = loaderData
  const [years, setYears] = useState(1)
  const { renew, busy } = useNameFlows()
  const { user } = useSession()
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const renewable = names.filter(
    (n) => n.state === 'registered' || (n.state === 'grace' && sameAddress(n.holder, user.walletaddress)),
  )
  // Reserved (whitelisted) names renew free; the others at their length's price (the oracle's tiers).
  const yearly = (n: KnsName) =>
    n.whitelisted
      ? 0n
      : prices
        ? BigInt((n.label.length === 4 ? prices.four : prices.fivePlus).yearlyWei)
        : null
  const perYear = renewable.reduce<bigint | null>((sum, n) => {
    const price = yearly(n)
    return sum === null || price === null ? null : sum + price
  }, 0n)
  const labels = renewable.map((n) => n.label)
  const [first, ...rest] = names.map((n) => n.label)
  const toggle = (label: string, on: boolean) => {
    const next = on ? [...rest, label] : rest.filter((l) => l !== label)
    if (first) navigate(renewHref(first, next), { replace: true, preventScrollReset: true })
  }
  const submit = async () => {
    if (await renew(labels, years)) {
      toast.success(
        labels.length === 1
          ? `${kidName(labels[0] ?? '')} is renewed.`
          : `${labels.length} names are renewed.`,
      )
      await revalidate()
    }
  }
  return (
    <KidFrame
      title={names.length > 1 ? `Renew ${names.length} names` : `Renew ${names[0]?.name ?? 'a name'}`}
      intro="Anyone may renew a name, as a gift too. After it expires, only its holder can renew it during the grace period."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <ul className="space-y-3" aria-label="Names to renew">
            {names.map((n) => (
              <li key={n.tokenId} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-fg">{n.name}</span>
                  <NameBadge state={n.state} />
                </div>
                <p className="mt-0.5 text-sm text-fg-muted">
                  {whyNot(n, user.walletaddress) ?? expiryLine(n)}
                </p>
                {(n.state === 'available' || n.reservedForYou) && (
                  <Link to={registerHref(n.label)} className={buttonClass('outline', 'sm', 'mt-3')}>
                    Register it
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <fieldset className="space-y-2">
              <legend className="mb-2 font-bold text-fg">Renew more of your names at once</legend>
              {others.map((n) => (
                <Checkbox
                  key={n.tokenId}
                  checked={rest.includes(n.label)}
                  onChange={(on) => toggle(n.label, on)}
                  hint={expiryLine(n)}
                >
                  {n.name}
                </Checkbox>
              ))}
            </fieldset>
          )}
        </div>
        <section
          aria-labelledby="renew-title"
          className="h-fit space-y-5 rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="renew-title" className="text-lg font-bold text-fg">
            Renewal
          </h2>
          <YearsField years={years} onChange={setYears} />
          <dl className="flex justify-between gap-4 border-t border-line pt-4 text-sm">
            <dt className="text-fg-muted">Total</dt>
            <dd className="font-bold text-fg tabular-nums">
              {perYear === null ? '—' : ethOf(perYear * BigInt(years))}
            </dd>
          </dl>
          <Button className="w-full" size="lg" disabled={busy || labels.length === 0} onClick={submit}>
            {labels.length > 1 ? `Renew ${labels.length} names` : 'Renew'}
          </Button>
        </section>
      </div>
    </KidFrame>
  )
}

/** Why a listed name cannot be renewed here, or undefined when it can. */
function whyNot(name: KnsName, wallet: string): string | undefined {
  if (name.state === 'available') return 'Nobody holds this name: register it instead.'
  if (name.state === 'reserved') return 'This name is reserved; it is not registered yet.'
  if (name.state === 'grace' && !sameAddress(name.holder, wallet))
    return 'It expired: during its grace period only its holder can renew it.'
  return undefined
}
