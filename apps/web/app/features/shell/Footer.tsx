import { TEXT } from '@kid/shared/texts'
import { Apple, Smartphone } from 'lucide-react'
import { Link } from 'react-router'
import { type Domain, liveOnly } from '../../lib/domains.ts'
import { SOCIAL, type SocialLink } from '../../lib/links.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Container } from '../../ui/Container.tsx'
import { cn } from '../../ui/cn.ts'
import { Logo } from '../../ui/Logo.tsx'
import { useOverlays } from './Overlays.tsx'
import { SocialIcon } from './SocialIcon.tsx'

export const COPYRIGHT_LINE = TEXT.copyright

type FooterLink = { label: string; to: string; domain?: Domain }

const explore = liveOnly<FooterLink>([
  { label: 'Marketplace', to: '/marketplace', domain: 'market' },
  { label: 'Create an NFT', to: '/nftCreate', domain: 'market' },
  { label: 'Launchpad', to: '/launchpad', domain: 'launchpad' },
  { label: '.kid names', to: '/kid', domain: 'kns' },
  { label: 'Blind boxes', to: '/blindBox', domain: 'bbox' },
  { label: 'Community', to: '/community', domain: 'community' },
  { label: 'Rewards', to: '/bricks', domain: 'bricks' },
])

const company = [
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Subscribe', to: '/subscribe' },
  { label: 'Download the app', to: '/app' },
]

const legal = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Copyright', to: '/copyright' },
]

function Column({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-white/70 transition-colors hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function StoreBadge({ platform, onClick }: { platform: 'apple' | 'android'; onClick: () => void }) {
  const apple = platform === 'apple'
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-12 items-center gap-2.5 rounded-xl border border-white/20 bg-white/5 px-4 text-left text-white transition-colors hover:border-white/40 hover:bg-white/10"
    >
      {apple ? (
        <Apple className="size-6" aria-hidden="true" />
      ) : (
        <Smartphone className="size-6" aria-hidden="true" />
      )}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] text-white/70">{apple ? 'Download on' : 'Get it for'}</span>
        <span className="text-sm font-semibold">{apple ? 'iOS' : 'Android'}</span>
      </span>
    </button>
  )
}

/**
 * The footer (spec 000 §1): page links, social links (Instagram on the main footer only),
 * iOS and Android badges and the copyright line. Not rendered inside the native app.
 */
export function Footer({ main = false }: { main?: boolean }) {
  const { embedded } = useSession()
  const { openAppDownload } = useOverlays()
  if (embedded) return null
  const social: SocialLink[] = [SOCIAL.telegram, SOCIAL.twitter, SOCIAL.discord, SOCIAL.email]
  if (main) social.push(SOCIAL.instagram)

  return (
    <footer className="bg-ink-950 text-white">
      <Container className="py-12 desk:py-16">
        <div className="grid gap-10 desk:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="max-w-sm">
            <Link to="/" aria-label="KID home" className="inline-block rounded-lg">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-6 text-white/70">
              The web3 home for creators and fans: collect and trade NFTs, launch drops, claim your .kid name
              and grow your community.
            </p>
            <ul aria-label="KID on social media" className="mt-6 flex flex-wrap gap-2">
              {social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.href}
                    aria-label={item.name}
                    title={item.name}
                    {...(item.href.startsWith('http')
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/8 text-white/80 ring-1 ring-white/10 transition-colors hover:bg-white/15 hover:text-white"
                  >
                    <SocialIcon name={item.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 desk:contents">
            <Column title="Explore" links={explore} />
            <Column title="Company" links={company} />
          </div>
          <div>
            <Column title="Legal" links={legal} />
          </div>
        </div>

        <div
          className={cn(
            'mt-12 flex flex-col gap-6 border-t border-white/10 pt-8',
            'desk:flex-row desk:items-center desk:justify-between',
          )}
        >
          <p className="text-sm text-white/70">{COPYRIGHT_LINE}</p>
          <div className="flex flex-wrap gap-3">
            <StoreBadge platform="apple" onClick={() => openAppDownload('apple')} />
            <StoreBadge platform="android" onClick={() => openAppDownload('android')} />
          </div>
        </div>
      </Container>
    </footer>
  )
}
