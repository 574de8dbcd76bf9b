import { Import, Plus, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'

/** What a wallet view shows a member without a KID wallet: what one is, and create or import one. */
export function NoWallet() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-6 text-center shadow-card">
      <Wallet className="mx-auto size-10 text-brand-600" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-bold text-fg">No KID wallet yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-fg-muted">
        A wallet inside KID lets you sign in, buy, sell and mint without a browser extension. Only you hold
        its key.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/wallet/setup/create">
            <Plus className="size-4" aria-hidden="true" />
            Create a wallet
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/wallet/setup/import">
            <Import className="size-4" aria-hidden="true" />
            Import a wallet
          </Link>
        </Button>
      </div>
    </div>
  )
}
