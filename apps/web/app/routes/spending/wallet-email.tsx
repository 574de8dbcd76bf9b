import { CircleAlert, Mail, MailPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ACCOUNT, type SignInAnswer } from '../../features/account/api/account.ts'
import { type Kept, KeptWalletGate } from '../../features/kidwallet/KeptWalletGate.tsx'
import { keptWallet } from '../../features/kidwallet/keptWallet.ts'
import { NoWallet } from '../../features/kidwallet/NoWallet.tsx'
import { WalletFrame } from '../../features/kidwallet/WalletFrame.tsx'
import { WalletPanel } from '../../features/kidwallet/WalletPanel.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { type SessionUser, toSessionUser } from '../../lib/session/user.ts'
import { Button } from '../../ui/Button.tsx'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'
import type { Route } from './+types/wallet-email'

export const meta = () =>
  pageMeta({
    title: 'Recovery e-mail | KID wallet',
    description: 'How your KID account’s e-mail gets your KID wallet back on another device.',
  })

/**
 * /wallet/settings/email (login required): the kept wallet, and the account as the server has it
 * now (user/info), so an address confirmed from another tab shows; null when it could not be read.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [kept, account] = await Promise.all([
    keptWallet(context),
    serverReader(context)
      .get<SignInAnswer>(`${ACCOUNT}/user/info`)
      .then(toSessionUser, () => null),
  ])
  return { kept, account }
}

/** The session's user, brought up to date with the loader's read (its cookie too) when they differ. */
function useAccount(account: SessionUser | null): SessionUser {
  const { user, updateUser } = useSession()
  const stale = account !== null && (account.id !== user.id || account.email !== user.email)
  useEffect(() => {
    if (stale) updateUser(account)
  }, [stale, account, updateUser])
  return account ?? user
}

// The form and Radix Dialog load when the member first opens it, not with the page.
const ChangeEmailDialog = lazyOverlay(
  () => import('../../features/account/ChangeEmailDialog.tsx').then((m) => m.ChangeEmailDialog),
  (props) => props.open,
)

const link = 'font-semibold text-brand-700 underline'

function AccountEmail({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const email = user.email
  const action = email ? 'Change e-mail' : 'Add an e-mail'
  return (
    <section
      aria-labelledby="account-email-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start gap-4">
        <span
          className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 sm:inline-flex"
          aria-hidden="true"
        >
          {email ? <Mail className="size-5" /> : <MailPlus className="size-5" />}
        </span>
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="account-email-title" className="text-sm font-semibold text-fg">
            Your account’s e-mail
          </h2>
          {email ? (
            <>
              <p className="mt-1 text-base font-semibold break-all text-fg" data-testid="account-email">
                {email}
              </p>
              <p className="mt-1 text-sm leading-6 text-fg-muted">
                Sign in to KID with it on another phone or computer, and your wallet is there.
              </p>
            </>
          ) : (
            <>
              <p className="mt-1 text-base font-semibold text-fg">None: you sign in with your wallet.</p>
              <p className="mt-1 text-sm leading-6 text-fg-muted">
                With an e-mail you can sign in to KID on a device that holds no wallet. Without one, another
                device can only sign you in through a wallet app that already has your key, so your recovery
                phrase would have to go into that app first.
              </p>
            </>
          )}
        </div>
        <Button variant={email ? 'outline' : 'primary'} size="sm" onClick={() => setOpen(true)}>
          {action}
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-fg">
          We sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Open it from that
          mailbox, on any device: the address becomes your account’s once it is confirmed, and until then
          nothing changes.
        </p>
      )}
      <ChangeEmailDialog
        open={open}
        onOpenChange={setOpen}
        currentEmail={email || undefined}
        title={action}
        onSent={setSentTo}
      />
    </section>
  )
}

function EmailView({ kept, account }: { kept: Kept; account: SessionUser | null }) {
  const user = useAccount(account)
  const phrase = kept.keystore.kind === 'mnemonic'
  const secret = phrase ? 'recovery phrase' : 'private key'
  return (
    <WalletFrame
      title="Recovery e-mail"
      intro="Your KID wallet is yours alone: KID keeps a sealed copy with your account, which only your wallet password or your recovery phrase opens. Your e-mail is how you reach that copy from another device."
    >
      <div className="flex flex-col gap-4">
        <AccountEmail user={user} />
        <WalletPanel title="Getting your wallet back on another device">
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm leading-6 text-fg-muted">
            <li>
              Sign in to KID there with {user.email ? 'your e-mail' : 'the e-mail you add above'}. Signing in
              by e-mail takes your account password; if you have none, “Forgot password” on the sign-in page
              sets one with a code sent to that address.
            </li>
            <li>
              Open <strong className="font-semibold text-fg">KID wallet</strong>: it offers the wallet kept
              with your account, sealed as you left it.
            </li>
            <li>
              Unlock it with your wallet password, or, if you forgot it,{' '}
              <Link to="/wallet/settings/password" className={link}>
                set a new one with your {secret}
              </Link>
              .
            </li>
          </ol>
        </WalletPanel>
        <section
          aria-labelledby="wallet-password-title"
          className="flex gap-3 rounded-2xl bg-warning-500/10 p-5"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-fg" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="wallet-password-title" className="text-sm font-semibold text-fg">
              KID cannot recover your wallet password
            </h2>
            <p className="mt-1 text-sm leading-6 text-fg">
              Your e-mail brings back the sealed copy, not what opens it. The wallet password never leaves
              your browser and KID never sees your {secret}: only the {secret} can replace a forgotten
              password, and if both are lost, nobody can open the wallet again.{' '}
              {phrase && (
                <>
                  <Link to="/wallet/settings/phrase" className={link}>
                    Write down your recovery phrase
                  </Link>{' '}
                  and keep it offline.
                </>
              )}
            </p>
          </div>
        </section>
      </div>
    </WalletFrame>
  )
}

export default function WalletEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <KeptWalletGate title="Recovery e-mail" kept={loaderData.kept} none={<NoWallet />}>
      {(kept) => <EmailView kept={kept} account={loaderData.account} />}
    </KeptWalletGate>
  )
}
