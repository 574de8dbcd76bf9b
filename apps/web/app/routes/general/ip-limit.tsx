import { Globe2, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { MAIL } from '../../lib/links.ts'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'
import type { Route } from './+types/ip-limit'

export const meta = () =>
  pageMeta({
    title: 'Access limited in your region | KID',
    description: 'KID is not available from your current region or network.',
  })

/** Only a path on this site may be offered as the way back. */
export function safeReturnPath(path: string | null): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined
  if (/^\/iplimit/i.test(path)) return undefined
  return path
}

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).searchParams.get('path')
  return { path: safeReturnPath(path), clientIp: context.clientIp ?? null }
}

/** /ipLimit (and /iplimit): access is limited from the user's region or IP. */
export default function IpLimitPage({ loaderData }: Route.ComponentProps) {
  const { path, clientIp } = loaderData
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ink-950 px-4 py-16 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute top-[-16rem] left-1/2 size-[44rem] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-brand-600)_30%,transparent),transparent)]"
      />
      <Link to="/" aria-label="KID home" className="relative mb-12 rounded-lg">
        <Logo tone="light" />
      </Link>
      <span className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15">
        <Globe2 className="size-8 text-brand-300" aria-hidden="true" />
      </span>
      <h1 className="relative mt-6 text-3xl font-bold tracking-tight desk:text-4xl">
        Access limited in your region
      </h1>
      <p className="relative mt-4 max-w-lg text-base leading-7 text-white/75">
        KID is not available from your current region or network, so this request was stopped. If you are
        using a VPN or proxy, switch it off and try again.
      </p>
      <dl className="relative mt-8 grid w-full max-w-md gap-3 rounded-2xl bg-white/5 p-5 text-left ring-1 ring-white/10">
        {path && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-white/60 uppercase">
              Page you tried to open
            </dt>
            <dd className="mt-1 font-mono text-sm break-all">{path}</dd>
          </div>
        )}
        {clientIp && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-white/60 uppercase">Your IP address</dt>
            <dd className="mt-1 font-mono text-sm">{clientIp}</dd>
          </div>
        )}
        {!path && !clientIp && <p className="text-sm text-white/75">No page was named in this request.</p>}
      </dl>
      <div className="relative mt-8 flex flex-wrap justify-center gap-3">
        {path && (
          <a href={path} className={buttonClass('inverse')}>
            <RotateCw className="size-4" aria-hidden="true" />
            Try again
          </a>
        )}
        <a
          href={`mailto:${MAIL.support}`}
          className={buttonClass('ghost', 'md', 'text-white ring-1 ring-white/25 hover:bg-white/10')}
        >
          Contact support
        </a>
      </div>
    </div>
  )
}
