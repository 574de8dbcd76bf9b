import type { KidWalletDetail } from '@kid/shared/kidwallet/calls'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { WalletFrame } from './WalletFrame.tsx'

export type Kept = NonNullable<KidWalletDetail>

/**
 * A wallet view's first question: could the kept wallet be read, and is there one? Otherwise the
 * view says so, with the way on; `none` replaces the default next step when there is no wallet.
 */
export function KeptWalletGate({
  title,
  kept,
  none,
  children,
}: {
  title: string
  kept: KidWalletDetail | undefined
  none?: ReactNode
  children: (kept: Kept) => ReactNode
}) {
  if (kept === undefined)
    return (
      <WalletFrame title={title} nav={false}>
        <p role="alert" className="text-sm text-danger-600">
          Your KID wallet could not be read. Reload the page to try again.
        </p>
      </WalletFrame>
    )
  if (kept === null)
    return (
      <WalletFrame title={title} nav={false}>
        {none ?? (
          <p className="text-sm text-fg-muted">
            You have no KID wallet yet.{' '}
            <Link to="/wallet" className="font-semibold text-brand-700 underline">
              Create or import one
            </Link>
            .
          </p>
        )}
      </WalletFrame>
    )
  return children(kept)
}
