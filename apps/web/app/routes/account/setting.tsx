import { KeyRound, LogOut, Mail, UserRound, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { Link } from 'react-router'
import { accountApi } from '../../features/account/api/account.ts'
import { ChangeEmailDialog } from '../../features/account/ChangeEmailDialog.tsx'
import { sendType } from '../../features/account/flow.ts'
import { openLoginModal } from '../../features/account/loginModalStore.ts'
import { markCodeSent, resendWait } from '../../features/account/resendMarker.ts'
import { loginPathHref } from '../../lib/authLinks.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { avatarOf, displayNameOf } from '../../lib/session/user.ts'
import { toast } from '../../lib/toast.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'

export const meta = () => pageMeta({ title: 'Settings', description: 'Your KID account settings.' })

function Row({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode
  title: string
  text: ReactNode
  action: ReactNode
}) {
  return (
    <li className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center">
      <span
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&>svg]:size-5"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-fg">{title}</h2>
        <p className="truncate text-sm text-fg-muted">{text}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  )
}

/** /setting: the account, change password (an editPass code, then the reset view) and sign out. */
export default function SettingPage() {
  const { loggedIn, user, signOut } = useSession()
  const [sending, setSending] = useState(false)
  const [changingEmail, setChangingEmail] = useState(false)

  if (!loggedIn)
    return (
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold text-fg">Settings</h1>
        <p className="mt-3 text-fg-muted">Log in to manage your account.</p>
        <Link to={loginPathHref('/setting')} className={buttonClass('primary', 'lg', 'mt-6')}>
          Log In
        </Link>
      </Container>
    )

  const changePassword = async () => {
    if (!user.email || sending) return
    setSending(true)
    try {
      if (resendWait(user.email, 'editPass') === 0) {
        await accountApi.sendEmail({ email: user.email, type: sendType('editPass') })
        markCodeSent(user.email, 'editPass')
        toast.success('Code Sent')
      }
      openLoginModal({ view: 'verification', params: { email: user.email, flow: 'editPass', sent: true } })
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Error')
    } finally {
      setSending(false)
    }
  }

  return (
    <Container className="max-w-3xl py-10 desk:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Settings</h1>
      <section className="mt-8 flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
        <img
          src={avatarOf(user)}
          alt=""
          className="size-16 rounded-full object-cover ring-2 ring-brand-100"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold text-fg">{displayNameOf(user)}</p>
          <p className="truncate text-sm text-fg-muted">{user.email || user.walletaddress}</p>
        </div>
        <Link to="/profileNew" className={buttonClass('outline', 'sm')}>
          Edit profile
        </Link>
      </section>
      <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface px-5 shadow-card">
        <Row
          icon={<Mail />}
          title="Email"
          text={user.email || 'No email on this account'}
          action={
            user.email ? (
              <Button variant="outline" size="sm" onClick={() => setChangingEmail(true)}>
                Change email
              </Button>
            ) : null
          }
        />
        <Row
          icon={<Wallet />}
          title="Wallet"
          text={<span className="font-mono">{user.walletaddress || 'No wallet bound'}</span>}
          action={null}
        />
        <Row
          icon={<KeyRound />}
          title="Password"
          text={user.email ? 'We email you a code to confirm the change.' : 'Add an email to set a password.'}
          action={
            <Button variant="outline" size="sm" onClick={changePassword} disabled={!user.email || sending}>
              {sending ? 'Sending…' : 'Change password'}
            </Button>
          }
        />
        <Row
          icon={<UserRound />}
          title="Profile"
          text="Username, avatar, banner, bio and links."
          action={
            <Link to="/profile" className={buttonClass('ghost', 'sm')}>
              View profile
            </Link>
          }
        />
      </ul>
      <ChangeEmailDialog
        open={changingEmail}
        onOpenChange={setChangingEmail}
        currentEmail={user.email || undefined}
      />
      <Button variant="outline" size="lg" className="mt-8 w-full text-danger-600" onClick={signOut}>
        <LogOut className="size-5" aria-hidden="true" />
        Sign Out
      </Button>
    </Container>
  )
}
