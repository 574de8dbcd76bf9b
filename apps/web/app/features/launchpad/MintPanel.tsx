import { mintVerdict } from '@kid/shared/launchpad/mint-verdict'
import type { DropDetail } from '@kid/shared/launchpad/views'
import { CheckCircle2, Info, Minus, Plus } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation, useRevalidator } from 'react-router'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { chainNow } from '../chain/chainNow.ts'
import { txStep } from '../chain/txStep.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'
import { browserReader } from '../market/api/reader.ts'
import { waitForIndexer } from '../market/create/waitForIndexer.ts'
import { useWalletActions } from '../wallet/useWalletActions.ts'
import { launchpad } from './api.ts'
import { ethOf } from './format.ts'
import type { readMintWallet } from './readMintWallet.ts'

type Wallet = Awaited<ReturnType<typeof readMintWallet>>

/**
 * The mint panel: a quantity stepper within singleTim and what is left of singleAdd, the total
 * with the fee, and the "can I mint?" answer said before the wallet opens (mintVerdict). The
 * mint is one transaction through the chain layer; the page then reads the drop again.
 */
export function MintPanel({ drop, minted }: { drop: DropDetail; minted: number }) {
  const { user, loggedIn } = useSession()
  const address = user.walletaddress ? user.walletaddress.toLowerCase() : null
  const [wallet, setWallet] = useState<Wallet | null>(null)
  /** The bound wallet could not be read (the node or the whitelist call failed): say so, not "no wallet". */
  const [unread, setUnread] = useState(false)
  const [now, setNow] = useState<number>()
  const [quantity, setQuantity] = useState(1)
  const { start, busy } = useChainFlow()
  const connect = useWalletActions()
  const location = useLocation()
  const { revalidate } = useRevalidator()

  // The clock and the wallet are set together: an answer from the clock alone would say "no wallet".
  const read = useCallback(async () => {
    const clock = chainNow().catch(() => Date.now())
    const state = address
      ? import('./readMintWallet.ts')
          .then((m) => m.readMintWallet(drop, address))
          .catch(() => 'failed' as const)
      : Promise.resolve(null)
    const [chainMs, read] = await Promise.all([clock, state])
    setUnread(read === 'failed')
    setWallet(read === 'failed' ? null : read)
    setNow(Math.max(Date.now(), chainMs) / 1000)
  }, [address, drop])
  useEffect(() => {
    void read()
  }, [read])

  const verdict =
    now === undefined || unread ? undefined : mintVerdict({ ...drop, minted }, wallet, now, quantity)
  const max = verdict?.ok ? verdict.max : 1
  const count = Math.min(Math.max(1, quantity), max)
  const total = BigInt(drop.fee) * BigInt(count)

  const mint = () =>
    start(`Mint ${drop.name}`, async (session) => [
      txStep(session, (await import('../chain/actions/mintDrop.ts')).mintDrop, {
        drop: drop.address as `0x${string}`,
        quantity: count,
        proof: (wallet?.proof ?? []) as `0x${string}`[],
        cost: total,
      }),
      waitForIndexer('Add it to your collection', async () => {
        const seen = await launchpad(browserReader).detail(drop.id)
        return seen.minted >= minted + count
      }),
    ]).then(async (done) => {
      if (!done) return
      setQuantity(1)
      await revalidate()
      await read()
    })

  return (
    <section
      aria-labelledby="mint-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <h2 id="mint-title" className="text-lg font-bold text-fg">
        Mint
      </h2>
      <div className="mt-4 flex items-center justify-between gap-4">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Quantity</legend>
          <Button
            variant="outline"
            size="sm"
            aria-label="One fewer"
            disabled={count <= 1}
            onClick={() => setQuantity(count - 1)}
          >
            <Minus className="size-4" aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            aria-label="Quantity"
            className="w-10 text-center text-lg font-bold tabular-nums"
          >
            {count}
          </output>
          <Button
            variant="outline"
            size="sm"
            aria-label="One more"
            disabled={!verdict?.ok || count >= max}
            onClick={() => setQuantity(count + 1)}
          >
            <Plus className="size-4" aria-hidden="true" />
          </Button>
        </fieldset>
        <p className="text-right">
          <span className="block text-xs text-fg-muted">Total</span>
          <span className="text-lg font-bold text-fg tabular-nums">{ethOf(total)}</span>
        </p>
      </div>
      <p className="mt-1 text-xs text-fg-muted">
        {ethOf(drop.fee)} each · up to {drop.singleTim} per transaction, {drop.singleAdd} per wallet
        {wallet ? ` (you have minted ${wallet.minted})` : ''}
      </p>
      <p
        role="status"
        aria-label="Can I mint?"
        className={`mt-4 flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm ${verdict?.ok ? 'bg-success-600/10 text-success-700' : 'bg-canvas text-fg'}`}
      >
        {verdict?.ok ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        <span>
          {!loggedIn && verdict?.ok === false && verdict.reason === 'no-wallet'
            ? 'Log in and connect a wallet to mint.'
            : unread
              ? 'Your wallet could not be read just now. Reload the page to try again.'
              : (verdict?.message ?? 'Checking whether you can mint…')}
        </span>
      </p>
      {!loggedIn ? (
        <Link
          to={loginRedirect(`${location.pathname}${location.search}`)}
          className={buttonClass('primary', 'lg', 'mt-4 w-full')}
        >
          Log in to mint
        </Link>
      ) : verdict && !verdict.ok && verdict.reason === 'no-wallet' ? (
        <Button
          className="mt-4 w-full"
          size="lg"
          onClick={() => void connect.connect().then(revalidate)}
          disabled={connect.busy}
        >
          Connect a wallet
        </Button>
      ) : (
        <Button className="mt-4 w-full" size="lg" onClick={mint} disabled={!verdict?.ok || busy}>
          {busy ? 'Minting…' : verdict?.ok ? `Mint ${count}` : 'Mint'}
        </Button>
      )}
    </section>
  )
}
