import type { OAuthProvider } from '@kid/shared/account/user'
import type { ReactNode } from 'react'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { DiscordLogo, XLogo } from '../../ui/BrandIcons.tsx'
import { ACCOUNT } from './api/account.ts'
import type { SignInRule } from './views/LoginView.tsx'

const LABEL: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'X (Twitter)',
  discord: 'Discord',
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4z"
      />
    </svg>
  )
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.3-.9A4.9 4.9 0 0 0 3.5 9.3c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.5-4.1zM13.9 5c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  )
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 22.9v-7.7H16l.4-3h-3v-1.9c0-.9.3-1.5 1.5-1.5h1.6V6.1a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6v7.6z"
      />
    </svg>
  )
}

const ICON: Record<OAuthProvider, () => ReactNode> = {
  google: GoogleIcon,
  facebook: FacebookIcon,
  apple: AppleIcon,
  twitter: () => <XLogo className="size-4.5" />,
  discord: () => <DiscordLogo className="size-5 text-[#5865F2]" />,
}

/** Where the third-party sign-in returns to: the after-login target of this page. */
export function oauthStartHref(provider: OAuthProvider, rule: SignInRule): string {
  const redirectUri = rule.redirectUri || rule.path || '/'
  return `${ACCOUNT}/open/oauth/${provider}/start?${new URLSearchParams({ redirectUri })}`
}

/** One button per configured third-party provider (publicConfig.oauthProviders). */
export function OAuthButtons({ rule }: { rule: SignInRule }) {
  const { oauthProviders } = usePublicConfig()
  if (oauthProviders.length === 0) return null
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {oauthProviders.map((provider) => {
        const Icon = ICON[provider]
        return (
          <li key={provider}>
            <a
              href={oauthStartHref(provider, rule)}
              className="flex h-11 items-center justify-center gap-2 rounded-full border border-line-strong bg-surface text-sm font-semibold text-fg transition-colors hover:border-fg/40 hover:bg-canvas"
            >
              <Icon />
              {LABEL[provider]}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
