import { Globe, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { accountApi } from '../../features/account/api/account.ts'
import { loginPathHref } from '../../lib/authLinks.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { avatarOf, displayNameOf } from '../../lib/session/user.ts'
import { InstagramLogo, XLogo } from '../../ui/BrandIcons.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Container } from '../../ui/Container.tsx'

export const meta = () => pageMeta({ title: 'My profile', description: 'Your KID profile.' })

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** /profile: the signed-in member's profile, with Edit profile. */
export default function ProfilePage() {
  const { loggedIn, user } = useSession()
  const { data } = useQuery({
    queryKey: ['wallet-profile'],
    queryFn: accountApi.walletProfile,
    enabled: loggedIn,
  })
  if (!loggedIn)
    return (
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold text-fg">My profile</h1>
        <p className="mt-3 text-fg-muted">Log in to see and edit your profile.</p>
        <Link to={loginPathHref('/profile')} className={buttonClass('primary', 'lg', 'mt-6')}>
          Log In
        </Link>
      </Container>
    )
  const profile = { ...user, ...(data ?? {}) }
  const links = [
    { href: str(data?.websiteurl), label: 'Website', icon: <Globe className="size-4" aria-hidden="true" /> },
    { href: str(data?.twitterurl), label: 'X (Twitter)', icon: <XLogo className="size-3.5" /> },
    {
      href: str(data?.instagramurl),
      label: 'Instagram',
      icon: <InstagramLogo className="size-4" />,
    },
  ].filter((l) => /^https?:\/\//.test(l.href))
  const banner = str(profile.bannerimageurl)
  return (
    <Container className="max-w-5xl py-8">
      <div className="h-44 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-400 to-accent-400 desk:h-60">
        {banner && <img src={banner} alt="" className="size-full object-cover" />}
      </div>
      <div className="-mt-14 flex flex-col gap-4 px-4 desk:flex-row desk:items-end desk:px-8">
        <img
          src={str(profile.headimgurl) || avatarOf(user)}
          alt=""
          className="size-28 rounded-full border-4 border-surface object-cover shadow-card"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-3xl font-bold tracking-tight text-fg">
            {str(profile.username) || displayNameOf(user)}
          </h1>
          {user.walletaddress && (
            <p className="truncate font-mono text-sm text-fg-muted">{user.walletaddress}</p>
          )}
        </div>
        <Link to="/profileNew" className={buttonClass('outline', 'md')}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit profile
        </Link>
      </div>
      <div className="mt-8 grid gap-6 px-4 desk:px-8">
        <p className="max-w-2xl text-base leading-7 text-fg-muted">
          {str(profile.personalprofile) || 'No bio yet.'}
        </p>
        {links.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {links.map((l) => (
              <li key={l.label}>
                <a
                  href={l.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={buttonClass('secondary', 'sm')}
                >
                  {l.icon}
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  )
}
